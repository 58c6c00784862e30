import type { Page } from '@playwright/test'
import {
  ADMIN_ACCOUNT,
  deleteResources,
  E2E_MENUS,
  expect,
  insertResources,
  login,
  openSettings,
  presetSettings,
  setConfig,
  sql,
  sysName,
  test,
} from './fixtures'

test.beforeAll(() => insertResources(E2E_MENUS))
test.afterAll(() => deleteResources(E2E_MENUS.map((r) => r.id)))

const width = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())?.width ?? 0
const session = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('SNOWY_SETTINGS') ?? '{}') as Record<string, unknown>)

test('the three layouts, from the settings drawer, at once and remembered', async ({ page }) => {
  await login(page)
  // Spec §9 default: the top layout (horizontal menu, no side menu).
  await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'top')
  await expect(page.getByTestId('top-menu')).toBeVisible()
  await expect(page.getByTestId('sider')).toHaveCount(0)

  const drawer = await openSettings(page)
  expect((await drawer.boundingBox())?.width).toBe(300)
  await page.getByTestId('setting-layout-classical').click()
  await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'classical')
  await expect(page.getByTestId('sider')).toBeVisible()
  expect(await width(page, 'sider')).toBe(210)
  await expect(page.getByTestId('top-menu')).toHaveCount(0)

  await page.getByTestId('setting-layout-doublerow').click()
  await page.keyboard.press('Escape')
  await page.goto('/e2e/forecast')
  await expect(page.getByTestId('sider-first')).toBeVisible()
  expect(await width(page, 'sider-first')).toBe(80)
  expect(await width(page, 'sider-second')).toBe(170)
  await expect(page.getByTestId('sider-second')).toContainText('天气预报')
  await expect(page.getByTestId('sider-second')).toContainText('雷达图')

  // Remembered: the layout under its own key and in the session entry.
  expect(await page.evaluate(() => localStorage.getItem('SNOWY_LAYOUT'))).toBe('"doublerow"')
  expect((await session(page)).SNOWY_LAYOUT).toBe('doublerow')
  await page.reload()
  await expect(page.getByTestId('sider-first')).toBeVisible()
})

test('top layout: a wheel step scrolls the horizontal menu exactly 20 px, and it stops at both ends', async ({
  page,
}) => {
  // A long system name and the narrowest desktop width: the brand takes its 220 px and the menu,
  // already down to one entry and 'more', is wider than the room the header leaves it.
  const name = sysName()
  setConfig('SNOWY_SYS_NAME', '宏远实业集团企业门户与综合管理平台')
  try {
    await page.setViewportSize({ width: 992, height: 800 })
    await login(page)
    await page.goto('/e2e/forecast')
    await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'top')
    await expect(page.getByTestId('menu-more')).toBeVisible()
    const scroller = page.getByTestId('top-menu-scroll')
    const left = () => scroller.evaluate((el) => el.scrollLeft)
    const max = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(max, 'the menu must be wider than its room for this test').toBeGreaterThan(60)
    expect(await left()).toBe(0)

    const box = await scroller.boundingBox()
    if (!box) throw new Error('no top menu')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    // Down: 20 px per step whatever the wheel's delta, the last step clamped at the end.
    let expected = 0
    for (const delta of [100, 3, 250]) {
      await page.mouse.wheel(0, delta)
      expected += 20
      await expect.poll(left).toBe(expected)
    }
    while (expected < max) {
      await page.mouse.wheel(0, 100)
      expected = Math.min(expected + 20, max)
      await expect.poll(left).toBe(expected)
    }
    // One more step at the end moves nothing: the next step up lands 20 px before the end.
    await page.mouse.wheel(0, 100)
    await page.mouse.wheel(0, -100)
    await expect.poll(left).toBe(max - 20)
    // At the end the 'more' entry is inside the visible part of the header.
    const more = await page.getByTestId('menu-more').boundingBox()
    expect((more?.x ?? 0) + (more?.width ?? 0)).toBeLessThanOrEqual(box.x + box.width + 1)
    // A sideways swipe moves it the same way.
    await page.mouse.wheel(-100, 0)
    await expect.poll(left).toBe(max - 40)
    await page.mouse.wheel(100, 0)
    await expect.poll(left).toBe(max - 20)
    // Up to the start, where one more step up moves nothing either.
    expected = max - 20
    while (expected > 0) {
      await page.mouse.wheel(0, -100)
      expected = Math.max(expected - 20, 0)
      await expect.poll(left).toBe(expected)
    }
    await page.mouse.wheel(0, -100)
    await page.mouse.wheel(0, 100)
    await expect.poll(left).toBe(20)
  } finally {
    setConfig('SNOWY_SYS_NAME', name)
  }
})

test('below 992 px the side menus hide and a draggable button opens a 210-wide drawer', async ({ page }) => {
  await presetSettings(page, { layout: 'classical' })
  await page.setViewportSize({ width: 800, height: 900 })
  await login(page)
  await expect(page.getByTestId('sider')).toHaveCount(0)
  await expect(page.getByTestId('search-open')).toHaveCount(0)
  await expect(page.getByTestId('module-dock')).toHaveCount(0)
  const fab = page.getByTestId('mobile-menu-button')
  await expect(fab).toBeVisible()

  // Dragging moves it without opening the drawer.
  const before = await fab.boundingBox()
  if (!before) throw new Error('no button')
  await page.mouse.move(before.x + 24, before.y + 24)
  await page.mouse.down()
  await page.mouse.move(before.x + 124, before.y - 76, { steps: 5 })
  await page.mouse.up()
  const after = await fab.boundingBox()
  expect(Math.round((after?.x ?? 0) - before.x)).toBe(100)
  await expect(page.locator('.shell-mobile-drawer')).toHaveCount(0)

  await fab.click()
  const drawer = page.locator('.shell-mobile-drawer')
  await expect(drawer).toBeVisible()
  expect((await drawer.boundingBox())?.width).toBe(210)
  // Every module is a group there; a page opens and the drawer closes.
  await drawer.getByText('测试模块').click()
  await drawer.getByText('天气服务').click()
  await drawer.getByText('雷达图').click()
  await expect(page).toHaveURL(/\/e2e\/radar$/)
  await expect(drawer).toBeHidden()
})

test('overall style: dark, light and real dark; real dark disables the top-bar colour and forces spread off', async ({
  page,
}) => {
  await presetSettings(page, { layout: 'classical' })
  await login(page)
  // Default style (spec §9): dark side menu.
  await expect(page.getByTestId('sider')).toHaveClass(/ant-layout-sider-dark/)
  await openSettings(page)
  await page.getByTestId('setting-theme-light').click()
  await expect(page.getByTestId('sider')).toHaveClass(/ant-layout-sider-light/)
  expect(await page.evaluate(() => localStorage.getItem('APP_THEME'))).toBe('"light"')

  await page.getByTestId('setting-topHeaderThemeColorOpen').click()
  await page.getByTestId('setting-topHeaderThemeColorSpread').click()
  await expect(page.getByTestId('shell-header')).toHaveClass(/is-colored/)
  expect((await page.getByTestId('shell-header').boundingBox())?.x).toBe(0)

  await page.getByTestId('setting-theme-realDark').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'realDark')
  const bg = await page.evaluate(
    () => getComputedStyle(document.querySelector('.ant-layout') as Element).backgroundColor,
  )
  expect(bg).not.toBe('rgb(245, 245, 245)')
  await expect(page.getByTestId('setting-topHeaderThemeColorOpen')).toBeDisabled()
  await expect(page.getByTestId('setting-topHeaderThemeColorSpread')).toBeDisabled()
  await expect(page.getByTestId('shell-header')).not.toHaveClass(/is-colored/)
  expect((await session(page)).SNOWY_TOP_HEADER_THEME_COLOR_SPREAD).toBe(false)
  // The header is beside the side menu again.
  expect((await page.getByTestId('shell-header').boundingBox())?.x).toBe(210)
  // Leaving real dark: the colour switch works again, the spread stays off.
  await page.getByTestId('setting-theme-dark').click()
  await expect(page.getByTestId('setting-topHeaderThemeColorOpen')).toBeEnabled()
  await expect(page.getByTestId('shell-header')).toHaveClass(/is-colored/)
  await expect(page.getByTestId('setting-topHeaderThemeColorSpread')).not.toBeChecked()
})

test('theme colour (11 of them, default #1677FF) and rounded corners change the shell at once', async ({
  page,
}) => {
  await login(page)
  const primary = () =>
    page.evaluate(() => document.documentElement.style.getPropertyValue('--shell-primary').toUpperCase())
  // What is painted is the chosen colour's accessible shade (WCAG AA, app/theme.ts).
  await expect.poll(primary).toBe('#0062ED')
  const drawer = await openSettings(page)
  await expect(drawer.locator('.shell-color')).toHaveCount(11)
  await drawer
    .locator('label.shell-color')
    .filter({ has: page.getByTestId('setting-color-F5222D') })
    .click()
  await expect.poll(primary).toBe('#D90A15')
  // The current tab wears the colour.
  await expect(page.locator('.shell-tag.is-active')).toHaveCSS('color', 'rgb(217, 10, 21)')
  expect(await page.evaluate(() => localStorage.getItem('SNOWY_THEME_COLOR'))).toBe('"#F5222D"')

  await expect(page.locator('.shell-tag.is-active')).toHaveCSS('border-top-left-radius', '6px')
  await page.getByTestId('setting-roundedCornerStyleOpen').click()
  await expect(page.locator('.shell-tag.is-active')).toHaveCSS('border-top-left-radius', '2px')
  expect((await session(page)).SNOWY_ROUNDED_CORNER_STYLE_OPEN).toBe(false)
  await page.reload()
  await expect.poll(primary).toBe('#D90A15')
  await expect(page.locator('.shell-tag.is-active')).toHaveCSS('border-top-left-radius', '2px')
})

/** Records every text drawn on a 2D canvas (antd's Watermark draws its content with fillText). */
async function recordCanvasText(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __drawn: string[] }
    w.__drawn = []
    const fillText = CanvasRenderingContext2D.prototype.fillText
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      w.__drawn.push(String(text))
      return fillText.call(this, text, ...rest)
    }
  })
}
/** The distinct texts drawn since the page loaded (or since the list was emptied), sorted. */
const drawnTexts = (page: Page) =>
  page.evaluate(() => [...new Set((window as unknown as { __drawn: string[] }).__drawn)].sort())

test('switches: module dock, breadcrumb, multi-tab, collapse, watermark, footer, fixed width; top-layout rules', async ({
  page,
}) => {
  const [admin] = sql<{ name: string; account: string }>(
    'SELECT name, account FROM sys_user WHERE account = ?',
    ADMIN_ACCOUNT,
  )
  if (!admin) throw new Error('no super admin')
  const watermarkTexts = [admin.name, admin.account].sort()
  await recordCanvasText(page)
  await presetSettings(page, { layout: 'classical' })
  await login(page)
  await openSettings(page)

  // Module dock (on by default) vs the pop-over grid.
  await expect(page.getByTestId('module-dock')).toBeVisible()
  await page.getByTestId('setting-moduleUnfoldOpen').click()
  await expect(page.getByTestId('module-dock')).toHaveCount(0)
  await expect(page.getByTestId('module-grid-toggle')).toBeVisible()

  // Breadcrumb (off by default).
  await expect(page.getByTestId('breadcrumb')).toHaveCount(0)
  await page.getByTestId('setting-breadcrumbOpen').click()
  await expect(page.getByTestId('breadcrumb')).toContainText('工作台')

  // Multi-tab (on by default).
  await expect(page.getByTestId('view-tags')).toBeVisible()
  await page.getByTestId('setting-layoutTagsOpen').click()
  await expect(page.getByTestId('view-tags')).toHaveCount(0)
  await page.getByTestId('setting-layoutTagsOpen').click()

  // Collapse menu: 210 -> 64.
  await page.getByTestId('setting-menuCollapse').click()
  await expect.poll(() => width(page, 'sider')).toBe(64)
  await page.getByTestId('setting-menuCollapse').click()
  await expect.poll(() => width(page, 'sider')).toBe(210)

  // Login-user watermark (off by default): antd draws its content on a canvas, line by line, and
  // shows the picture as a background; what it drew must be the user's name and account.
  const watermark = page.locator('.shell-watermark div[style*="background-image"]')
  await expect(page.locator('.shell-watermark')).toHaveCount(0)
  await page.evaluate(() => {
    ;(window as unknown as { __drawn: string[] }).__drawn = []
  })
  await page.getByTestId('setting-loginUserWatermarkOpen').click()
  await expect(watermark).toHaveCount(1)
  await expect.poll(() => drawnTexts(page)).toEqual(watermarkTexts)

  // Footer copyright (off by default).
  await expect(page.getByTestId('footer-copyright')).toHaveCount(0)
  await page.getByTestId('setting-footerCopyrightOpen').click()
  await expect(page.getByTestId('footer-copyright')).toBeVisible()

  // Fixed width is for the top layout only.
  await expect(page.getByTestId('setting-layoutFixedWidth')).toBeDisabled()
  await page.getByTestId('setting-layout-top').click()
  await expect(page.getByTestId('setting-layoutFixedWidth')).toBeEnabled()
  for (const key of ['moduleUnfoldOpen', 'menuCollapse', 'sideUniqueOpen', 'topHeaderThemeColorSpread'])
    await expect(page.getByTestId(`setting-${key}`), key).toBeDisabled()
  await page.getByTestId('setting-layoutFixedWidth').click()
  await expect(page.getByTestId('shell-content')).toHaveCSS('max-width', '1200px')

  // All of it together in the one session entry.
  const s = await session(page)
  expect(s).toMatchObject({
    SNOWY_LAYOUT: 'top',
    SNOWY_MODULE_UNFOLD_OPEN: false,
    SNOWY_BREADCRUMD_OPEN: true,
    SNOWY_LAYOUT_TAGS_OPEN: true,
    SNOWY_MENU_COLLAPSE: false,
    SNOWY_LOGIN_USER_WATERMARK_OPEN: true,
    SNOWY_FOOTER_COPYRIGHT_OPEN: true,
    SNOWY_LAYOUT_FIXED_WIDTH: true,
  })
  await page.reload()
  await expect(page.getByTestId('breadcrumb')).toBeVisible()
  await expect(watermark).toHaveCount(1)
  await expect.poll(() => drawnTexts(page)).toEqual(watermarkTexts)
})

test('exclusive expansion keeps one catalog open; without it several stay open', async ({ page }) => {
  await presetSettings(page, { layout: 'classical' })
  await login(page)
  await page.goto('/e2e/radar')
  const menu = page.getByTestId('side-menu')
  await expect(menu.getByText('雷达图')).toBeVisible()
  await menu.getByText('账户中心').click()
  await expect(menu.getByText('账户设置')).toBeVisible()
  await expect(menu.getByText('雷达图')).toBeHidden()

  await openSettings(page)
  await page.getByTestId('setting-sideUniqueOpen').click()
  await page.keyboard.press('Escape')
  // The open page's catalog opens again beside the other one; closing and reopening it leaves the
  // other open. (Checked with motion reduced: a closing catalog mid-animation would still count as
  // visible.)
  await expect(menu.getByText('雷达图')).toBeVisible()
  await expect(menu.getByText('账户设置')).toBeVisible()
  await menu.getByText('天气服务').click()
  await expect(menu.getByText('雷达图')).toBeHidden()
  await expect(menu.getByText('账户设置')).toBeVisible()
  await menu.getByText('天气服务').click()
  await expect(menu.getByText('雷达图')).toBeVisible()
  await expect(menu.getByText('账户设置')).toBeVisible()
})

test('form style: the profile form opens as a dialog (draggable, maximisable, resizable) or as a drawer', async ({
  page,
}) => {
  await login(page)
  await page.getByTestId('wb-edit-profile').click()
  const dialog = page.locator('.form-container.is-modal')
  await expect(dialog).toBeVisible()
  const panel = page.getByTestId('drag-modal')
  await expect(panel).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)')
  // Drag by the title, once the opening animation has settled (under load it can still be running).
  const title = page.getByTestId('drag-modal-title')
  const box = await settledBox(title)
  if (!box) throw new Error('no title')
  await page.mouse.move(box.x + 40, box.y + 10)
  await page.mouse.down()
  await page.mouse.move(box.x + 140, box.y + 60, { steps: 5 })
  await page.mouse.up()
  await expect(panel).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 100, 50)')
  // Resize by the corner.
  const size = await panel.boundingBox()
  const corner = await page.getByTestId('drag-modal-resize').boundingBox()
  if (!size || !corner) throw new Error('no panel')
  await page.mouse.move(corner.x + 5, corner.y + 5)
  await page.mouse.down()
  await page.mouse.move(corner.x - 95, corner.y + 5, { steps: 5 })
  await page.mouse.up()
  expect(Math.round((await panel.boundingBox())?.width ?? 0)).toBe(Math.round(size.width - 100))
  // Maximise and back.
  await page.getByTestId('drag-modal-max').click()
  expect(Math.round((await panel.boundingBox())?.width ?? 0)).toBe(1440)
  await page.getByTestId('drag-modal-max').click()
  // Save: the server's message, the name updated.
  await page.getByTestId('profile-name').fill('超级管理员甲')
  await page.getByTestId('profile-save').click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('current-user')).toContainText('超级管理员甲')

  await openSettings(page)
  await page.getByTestId('setting-form-drawer').click()
  await page.keyboard.press('Escape')
  await page.getByTestId('wb-edit-profile').click()
  await expect(page.locator('.form-container.is-drawer')).toBeVisible()
  await page.getByTestId('profile-name').fill('超级管理员')
  await page.getByTestId('profile-save').click()
  await expect(page.getByTestId('current-user')).toContainText(/超级管理员$/)
})

/** The element's box once two readings a frame apart agree (CSS animations finished). */
async function settledBox(locator: import('@playwright/test').Locator) {
  let last = ''
  for (;;) {
    const box = await locator.boundingBox()
    const now = JSON.stringify(box)
    if (box && now === last) return box
    last = now
    await locator
      .page()
      .evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  }
}
