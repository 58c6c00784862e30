import type { Locator, Page } from '@playwright/test'
import {
  deleteResources,
  E2E_MENUS,
  expect,
  insertResources,
  login,
  presetSettings,
  stored,
  submitLogin,
  test,
} from './fixtures'

/** Issue 7, point 6 "Shell": each defect found, with what it must do instead. */

const box = async (l: Locator) => {
  const b = await l.boundingBox()
  if (!b) throw new Error('not on screen')
  return b
}

test.describe('global search', () => {
  const results = (page: Page) => page.getByTestId('search-result')

  test('a pointer resting over the list does not take the choice; a real move does', async ({ page }) => {
    await login(page)
    // The pointer rests where the rows of the list will appear (the modal is centred, 600 wide).
    const pointer = { x: 720, y: 420 }
    await page.mouse.move(pointer.x, pointer.y)
    await page.keyboard.press('s')
    const input = page.getByTestId('search-input')
    await expect(input).toBeFocused()
    await page.keyboard.type('guanli')
    await expect(results(page).nth(3)).toBeVisible()
    // The pointer is over a row other than the best match.
    const under = await results(page).evaluateAll(
      (rows, p) =>
        rows.findIndex((r) => {
          const b = r.getBoundingClientRect()
          return p.x >= b.left && p.x <= b.right && p.y >= b.top && p.y <= b.bottom
        }),
      pointer,
    )
    expect(under).toBeGreaterThan(0)
    // As rows change under a resting pointer the browser sends hover events (no movement).
    await results(page).nth(under).dispatchEvent('mouseover')
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true')
    const best = await results(page).first().getAttribute('data-path')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${best}$`))

    // Moving the mouse does choose the row under it.
    await page.getByTestId('search-open').click()
    await expect(page.getByTestId('search-input')).toBeFocused()
    await page.keyboard.type('guanli')
    const target = await box(results(page).nth(2))
    await page.mouse.move(target.x + 40, target.y + target.height / 2, { steps: 4 })
    await expect(results(page).nth(2)).toHaveAttribute('aria-selected', 'true')
  })
})

test('the module dock shows every module in English and again in Chinese', async ({ page }) => {
  await presetSettings(page, { layout: 'classical' })
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__lang')) localStorage.setItem('APP_LANG', '"en"')
    sessionStorage.setItem('__lang', '1')
  })
  await login(page)
  const menu = (await stored(page)).MENU as { meta: { title: string; titleEn?: string; hidden?: boolean } }[]
  const modules = menu.filter((m) => !m.meta.hidden)
  expect(modules.length).toBeGreaterThan(1)
  const dock = page.getByTestId('module-dock')
  // antd keeps the entries it folded in the menu, hidden from view and from assistive technology.
  const shown = (title: string) =>
    dock.locator('.ant-menu-overflow-item:not([aria-hidden="true"])', { hasText: title })
  const folded = dock.locator('.ant-menu-overflow-item-rest:not([aria-hidden="true"])')
  for (const m of modules) await expect(shown(m.meta.titleEn ?? m.meta.title)).toBeVisible()
  await expect(folded).toBeHidden()

  await page.getByTestId('lang-switch').click()
  await page.getByTestId('lang-zh-cn').click()
  for (const m of modules) await expect(shown(m.meta.title)).toBeVisible()
  await expect(folded).toBeHidden()
})

test.describe('users page columns', () => {
  for (const width of [1440, 1000])
    for (const lang of ['en', 'zh-cn'])
      test(`at ${width} px in ${lang} the action column covers no column and no title wraps`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.addInitScript((l) => {
          if (!sessionStorage.getItem('__lang')) localStorage.setItem('APP_LANG', JSON.stringify(l))
          sessionStorage.setItem('__lang', '1')
        }, lang)
        await login(page)
        await page.goto('/sys/user')
        const head = page.locator('.ant-table-thead')
        await expect(page.locator('.ant-table-row').first()).toBeVisible()
        const actions = await box(head.locator('th[class*="cell-fix-end"]'))
        const titles = lang === 'en' ? ['Employee no.', 'Position'] : ['工号', '职位']
        for (const title of titles) {
          const th = head.locator('th', { hasText: title })
          const b = await box(th)
          expect(b.x + b.width, title).toBeLessThanOrEqual(actions.x + 1)
          // One line: the title's text makes a single line box.
          const lines = await th.evaluate((el) => {
            const range = document.createRange()
            range.selectNodeContents(el)
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
          })
          expect(lines, title).toBe(1)
        }
      })
})

test('a user with no menus gets a real empty state: who, what to do, log out', async ({ page }) => {
  await page.route('**/api/sys/userCenter/loginMenu*', async (route) => {
    const res = await route.fetch()
    await route.fulfill({ response: res, json: { ...(await res.json()), data: [] } })
  })
  await page.goto('/login')
  await submitLogin(page, 'superAdmin', 'Admin@12345')
  const empty = page.locator('.shell-no-menus-page')
  await expect(empty).toBeVisible()
  await expect(empty).toContainText('超级管理员')
  await expect(empty).toContainText('管理员')
  // Not squeezed into the top bar, no empty tab bar; centred in the page.
  await expect(page.getByTestId('shell-header').locator('.ant-alert')).toHaveCount(0)
  await expect(page.getByTestId('view-tags')).toHaveCount(0)
  const b = await box(empty)
  const viewport = page.viewportSize()
  expect(Math.abs(b.x + b.width / 2 - (viewport?.width ?? 0) / 2)).toBeLessThan(40)
  expect(b.y).toBeGreaterThan(150)
  await page.getByTestId('no-menus-logout').click()
  await expect(page).toHaveURL(/\/login$/)
})

test.describe('on phones', () => {
  test.beforeAll(() => insertResources(E2E_MENUS))
  test.afterAll(() => deleteResources(E2E_MENUS.map((r) => r.id)))

  test('an empty module is not offered, nor is fullscreen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await login(page)
    await expect(page.getByTestId('fullscreen')).toHaveCount(0)
    await page.getByTestId('mobile-menu-button').click()
    const drawer = page.locator('.shell-mobile-drawer')
    await expect(drawer.getByText('测试模块')).toBeVisible()
    await expect(drawer.getByText('空模块')).toHaveCount(0)
  })
})
