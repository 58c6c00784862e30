import { apiCaller, form, loginAdmin, row, submitForm } from './admin-helpers'
import { expect, sql, test } from './fixtures'

/** A 3×2 red PNG, as bytes. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000030000000208020000001216f14d0000000970485973000003e8000003e801b57b526b0000001049444154089963b8606000410c7016004b140721832ce78e0000000049454e44ae426082',
  'hex',
)

test('staff write a news item with a cover, publish it, see it on the site, take it back and it is gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const title = `新品发布会${Date.now().toString(36).slice(-5)}`
  await loginAdmin(page)
  await page.goto('/biz/news')
  await page.getByTestId('news-add').click()
  const f = form(page, 'news-form')
  await f.getByTestId('news-title').fill(title)
  await f.getByTestId('news-summary').fill('新一代智能输送线首次亮相。')
  await f.getByTestId('news-content').click()
  await page.keyboard.type('本次发布会展示了三款新产品。')
  await f.getByTestId('news-cover').locator('input[type=file]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(f.getByTestId('news-cover').locator('img')).toBeVisible()
  await submitForm(page, f)
  await expect(row(page, title)).toContainText('未发布')
  const [news] = sql<{ id: string; cover_id: string }>(
    'SELECT id, cover_id FROM biz_news WHERE title = ?',
    title,
  )
  expect(news!.cover_id).toBeTruthy()

  // Not on the site until published.
  const visitor = await browser.newPage()
  let res = await visitor.goto(`/vxNewsDetailContent/${news!.id}`)
  expect(res?.status()).toBe(404)

  await page.getByTestId(`news-publish-${title}`).click()
  await expect(row(page, title)).toContainText('已发布')
  res = await visitor.goto(`/vxNewsDetailContent/${news!.id}?lang=zh-cn`)
  expect(res?.status()).toBe(200)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(visitor.getByText('本次发布会展示了三款新产品。')).toBeVisible()
  const cover = visitor.locator(`article img[src*="${news!.cover_id}"]`)
  await expect(cover).toBeVisible()
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await visitor.goto('/newsList')
  await expect(visitor.getByRole('link', { name: title })).toBeVisible()

  // Taken back: the address shows the not-found page at once.
  await page.getByTestId(`news-publish-${title}`).click()
  await expect(row(page, title)).toContainText('未发布')
  res = await visitor.goto(`/vxNewsDetailContent/${news!.id}`)
  expect(res?.status()).toBe(404)
  await expect(visitor.getByTestId('site-not-found')).toBeVisible()
  await visitor.close()
})

test('a <script> and an onerror= attribute in content never run for a visitor', async ({ page, browser }) => {
  const title = `安全测试${Date.now().toString(36).slice(-5)}`
  await loginAdmin(page)
  const call = await apiCaller(page)
  const id = (await call('/api/biz/news/add', {
    title,
    content:
      '<p>正文</p><script>window.__owned = 1</script><img src="/nope.png" onerror="window.__owned = 2"><a href="javascript:window.__owned=3">链接</a>',
    pinned: false,
    sortCode: 0,
  })) as string
  await call('/api/biz/news/publish', { idList: [id], published: true })
  const [saved] = sql<{ content: string }>('SELECT content FROM biz_news WHERE id = ?', id)
  expect(saved!.content).not.toMatch(/<script|onerror|javascript:/i)

  const visitor = await browser.newPage()
  const dialogs: string[] = []
  visitor.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  const res = await visitor.goto(`/vxNewsDetailContent/${id}`)
  const html = await res!.text()
  expect(html).not.toMatch(/<script>window|onerror=|javascript:window/i)
  await expect(visitor.getByText('正文', { exact: true })).toBeVisible()
  // The link lost its javascript: address.
  expect(String(await visitor.locator('.rich a', { hasText: '链接' }).getAttribute('href'))).not.toMatch(
    /javascript/i,
  )
  expect(await visitor.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined()
  expect(dialogs).toEqual([])
  await visitor.close()
})
