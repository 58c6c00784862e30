import { expect, sql, test } from './fixtures'

/** A one-page PDF, as bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const newsTitles = () =>
  sql<{ id: string; title: string; title_en: string | null }>(
    'SELECT id, title, title_en FROM biz_news WHERE published = 1 AND publish_at <= ? ORDER BY pinned DESC, publish_at DESC, id DESC',
    new Date().toISOString(),
  )

test('the first HTML of the news list and of a news item already holds their titles (no script needed)', async ({
  request,
}) => {
  const news = newsTitles()
  expect(news.length).toBeGreaterThanOrEqual(12)
  const list = await request.get('/newsList')
  expect(list.status()).toBe(200)
  const html = await list.text()
  for (const n of news.slice(0, 10)) expect(html).toContain(n.title)
  expect(html).toMatch(/<title>[^<]+<\/title>/)
  expect(html).toContain('<meta name="description"')

  const one = news[1]!
  const detail = await request.get(`/vxNewsDetailContent/${one.id}`)
  expect(detail.status()).toBe(200)
  const page = await detail.text()
  expect(page).toContain(`<title>${one.title}`)
  expect(page).toContain(`<h1>${one.title}</h1>`)
  // English by the address, with the Chinese text where no English exists.
  const en = await (await request.get(`/vxNewsDetailContent/${one.id}?lang=en`)).text()
  expect(en).toContain(one.title_en || one.title)
  expect(en).toContain('<html lang="en">')

  // An unknown item: the not-found page with its status.
  const missing = await request.get('/vxNewsDetailContent/no-such-news')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('site-not-found')
})

test('a visitor browses home, news, a news item, products and careers, switches language and applies with a résumé', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.goto('/home')
  await expect(page.locator('.slides .slide').first()).toBeVisible()
  await expect(page.locator('.products-grid .card')).toHaveCount(6)
  const [lead] = newsTitles()
  await expect(page.getByRole('link', { name: lead!.title }).first()).toBeVisible()

  await page.getByRole('navigation').getByRole('link', { name: '新闻中心' }).click()
  await expect(page).toHaveURL(/\/newsList$/)
  await expect(page.getByRole('heading', { level: 1, name: '新闻中心' })).toBeVisible()
  const items = page.locator('.news-list .news-item')
  await expect(items).toHaveCount(10)
  await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible()
  const title = (await items.nth(2).locator('h2').innerText()).replace(/^置顶/, '').trim()
  const id = (await items.nth(2).getAttribute('href'))!.split('/').pop()!
  const views = () => sql<{ v: number }>('SELECT view_count AS v FROM biz_news WHERE id = ?', id)[0]!.v
  const before = views()
  await items.nth(2).click()
  await expect(page).toHaveURL(new RegExp(`/vxNewsDetailContent/${id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  // The browser counted the view.
  await expect.poll(views).toBe(before + 1)

  await page.getByRole('navigation').getByRole('link', { name: '产品中心' }).click()
  await expect(page).toHaveURL(/\/products$/)
  const product = page.locator('.products-grid .card').first()
  const productName = await product.locator('h2').innerText()
  await product.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
  await expect(page.locator('table.specs tr').first()).toBeVisible()

  await page.getByRole('navigation').getByRole('link', { name: '人才招聘' }).click()
  await expect(page).toHaveURL(/\/recruitment_information$/)
  await expect(page.locator('.positions .position')).toHaveCount(3)

  // English, remembered for the next pages.
  await page.getByTestId('site-lang').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible()
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('navigation').getByRole('link', { name: 'Careers' }).click()

  const position = page.locator('.positions .position').first()
  const positionTitle = await position.locator('h2').innerText()
  await position.getByRole('link', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/\/recruit\?id=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(positionTitle)
  const form = page.getByTestId('recruit-form')
  const stamp = Date.now().toString(36).slice(-5)
  const name = `Visitor ${stamp}`
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Mobile phone').fill('1380013800')
  await form.getByLabel('E-mail').fill('visitor@example')
  await form.getByRole('button', { name: 'Send application' }).click()
  await expect(form.getByText('Enter a valid 11-digit mobile number')).toBeVisible()
  await expect(form.getByText('Enter a valid e-mail address')).toBeVisible()
  await expect(form.getByText('Choose your résumé file')).toBeVisible()
  expect(sql('SELECT id FROM biz_resume WHERE name = ?', name)).toHaveLength(0)

  await form.getByLabel('Mobile phone').fill('13800138000')
  await form.getByLabel('E-mail').fill(`visitor.${stamp}@example.com`)
  await form.getByLabel('About you').fill('Ten years of mechanical design.')
  await form
    .getByLabel('Résumé file')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
  await form.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByTestId('recruit-done')).toBeVisible()
  const [saved] = sql<{ recruit_title: string; status: string; file_id: string }>(
    'SELECT recruit_title, status, file_id FROM biz_resume WHERE name = ?',
    name,
  )
  expect(saved).toMatchObject({ status: 'NEW' })
  expect(saved!.file_id).toBeTruthy()
  // Staff who handle résumés got a message.
  const told = sql<{ id: string }>('SELECT id FROM sys_message WHERE subject LIKE ?', `%${name}%`)
  expect(told.length).toBeGreaterThan(0)
  // Read by its receivers, so later tests' unread counts start from their own messages.
  for (const m of told) sql('UPDATE sys_message_user SET read_flag = 1 WHERE message_id = ?', m.id)
  expect(errors).toEqual([])
})

test('on a 360 px phone the site fits, its menu opens, and unknown content shows the not-found page', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.goto('/home?lang=zh-cn')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.locator('label.nav-toggle').click()
  await page.getByRole('link', { name: '联系我们' }).click()
  await expect(page).toHaveURL(/\/contactUs_profile$/)
  await expect(page.locator('.contact-card').first()).toBeVisible()
  const res = await page.goto('/products/no-such-product')
  expect(res?.status()).toBe(404)
  await expect(page.getByTestId('site-not-found')).toBeVisible()
  await context.close()
})
