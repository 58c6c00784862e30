import type { Page } from '@playwright/test'
import {
  deleteResources,
  E2E_MENUS,
  E2E_MODULE,
  expect,
  insertResources,
  login,
  presetSettings,
  type ResourceRow,
  stored,
  sysName,
  test,
  toast,
} from './fixtures'

test.beforeAll(() => insertResources(E2E_MENUS))
test.afterAll(() => deleteResources(E2E_MENUS.map((r) => r.id)))

const tags = (page: Page) => page.getByTestId('view-tag')
const tag = (page: Page, title: string) => tags(page).filter({ hasText: title })
const searchModal = (page: Page) => page.locator('.shell-search')

test.describe('global search', () => {
  const results = (page: Page) => page.getByTestId('search-result')

  test('S opens it, Esc closes it; Chinese, full pinyin and initials; arrows and Enter', async ({ page }) => {
    await login(page)
    await page.keyboard.press('s')
    await expect
      .poll(async () => (await searchModal(page).locator('.ant-modal-container').boundingBox())?.width)
      .toBe(600)
    const input = page.getByTestId('search-input')
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute('placeholder', '搜索页面（支持拼音检索）')
    await expect(page.getByTestId('search-tips')).toContainText('选择')
    await expect(page.getByTestId('search-tips')).toContainText('Esc')
    // Empty query: the whole pool (every visible page, not the hidden one, not catalogs).
    await expect(results(page).filter({ hasText: '工作台' })).toHaveCount(1)
    await expect(results(page).filter({ hasText: '天气预报' })).toHaveCount(1)
    await expect(results(page).filter({ hasText: '隐藏页面' })).toHaveCount(0)
    await expect(results(page).filter({ hasText: /^天气服务$/ })).toHaveCount(0)

    for (const q of ['天气预', 'tianqiyubao', 'tqyb']) {
      await input.fill(q)
      await expect(results(page).first(), q).toContainText('天气预报')
    }
    // Each result: icon, page name, full name.
    await expect(results(page).first().locator('.shell-search-icon .anticon')).toHaveCount(1)
    await expect(results(page).first().locator('.shell-search-full')).toHaveText(
      '测试模块 / 天气服务 / 天气预报',
    )
    await page.keyboard.press('Escape')
    await expect(searchModal(page)).toBeHidden()

    // Closing cleared the query; arrows move, Enter opens.
    await page.getByTestId('search-open').click()
    await expect(page.getByTestId('search-input')).toHaveValue('')
    await expect(page.getByTestId('search-input')).toBeFocused()
    await page.keyboard.type('lei da')
    await expect(results(page).first()).toContainText('雷达图')
    const second = await results(page).nth(1).getAttribute('data-path')
    await page.keyboard.press('ArrowDown')
    await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(searchModal(page)).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${second}$`))
  })

  test('is not offered on phones', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 })
    await login(page)
    await expect(page.getByTestId('search-open')).toHaveCount(0)
    await page.keyboard.press('s')
    await page.waitForTimeout(500)
    await expect(searchModal(page)).toHaveCount(0)
  })
})

test.describe('view tags', () => {
  test('a tag per visited page; affix; middle-click; context menu; closing the current one', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000)
    await login(page)
    // The workbench is an affix tab: no close button.
    await expect(tags(page)).toHaveCount(1)
    await expect(tag(page, '工作台').getByTestId('view-tag-close')).toHaveCount(0)
    for (const [path, title] of [
      ['/e2e/forecast', '天气预报'],
      ['/e2e/radar', '雷达图'],
      ['/e2e/account-settings', '账户设置'],
    ] as const) {
      await page.goto(path)
      await expect(tag(page, title).getByRole('link')).toHaveAttribute('aria-current', 'page')
    }
    await expect(tags(page)).toHaveText(['工作台', '天气预报', '雷达图', '账户设置'])
    await expect(tag(page, '账户设置').getByRole('link')).toHaveAttribute('aria-current', 'page')
    // Full-page routes get no tab (their page has no shell); the tab title follows the language.

    // Middle click closes.
    await tag(page, '雷达图').click({ button: 'middle' })
    await expect(tags(page)).toHaveText(['工作台', '天气预报', '账户设置'])
    await expect(page).toHaveURL(/account-settings$/)

    // Context menu: close others keeps the affix and the chosen (current after it) tab.
    await page.goto('/e2e/radar')
    await expect(tag(page, '雷达图').getByRole('link')).toHaveAttribute('aria-current', 'page')
    await tag(page, '天气预报').click({ button: 'right' })
    const menu = page.locator('.ant-dropdown:visible')
    await expect(menu).toContainText('刷新')
    await expect(menu).toContainText('新窗口打开')
    await menu.getByText('关闭其他').click()
    await expect(tags(page)).toHaveText(['工作台', '天气预报'])
    await expect(page).toHaveURL(/forecast$/)

    // Maximise hides the shell until exit.
    await tag(page, '天气预报').click({ button: 'right' })
    await page.locator('.ant-dropdown:visible').getByText('最大化').click()
    await expect(page.getByTestId('shell-header')).toBeHidden()
    await expect(page.getByTestId('view-tags')).toBeHidden()
    await page.getByTestId('exit-maximize').click()
    await expect(page.getByTestId('shell-header')).toBeVisible()

    // New window.
    const popup = context.waitForEvent('page')
    await tag(page, '天气预报').click({ button: 'right' })
    await page.locator('.ant-dropdown:visible').getByText('新窗口打开').click()
    expect((await popup).url()).toMatch(/\/e2e\/forecast$/)

    // Closing the current tab goes to the last remaining one.
    await page.goto('/e2e/radar')
    await expect(tag(page, '雷达图').getByRole('link')).toHaveAttribute('aria-current', 'page')
    await tag(page, '雷达图').getByTestId('view-tag-close').click()
    await expect(page).toHaveURL(/forecast$/)
    await tag(page, '天气预报').click({ button: 'right' })
    await page.locator('.ant-dropdown:visible').getByText('关闭', { exact: true }).click()
    await expect(page).toHaveURL(/\/index$/)
    await expect(tags(page)).toHaveText(['工作台'])
  })

  test('page state survives switching tabs; refresh resets it; scroll position per tab', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 })
    await login(page)
    await page.goto('/e2e/forecast')
    const phone = page.getByTestId('findpwd-target').first()
    await phone.fill('13800138000')
    await tag(page, '工作台').click()
    await expect(page).toHaveURL(/\/index$/)
    const scroller = page.getByTestId('shell-scroll')
    // The workbench is lazy-loaded after the URL changes: wait until it is tall enough to scroll,
    // and until the scroll has been seen, before leaving it.
    await expect.poll(() => scroller.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(100)
    await scroller.evaluate((el) => {
      el.scrollTop = 100
    })
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(100)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    await tag(page, '天气预报').click()
    await expect(page.getByTestId('findpwd-target').first()).toHaveValue('13800138000')
    expect(await scroller.evaluate((el) => el.scrollTop)).toBe(0)
    await tag(page, '工作台').click()
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(100)

    await tag(page, '天气预报').click({ button: 'right' })
    await page.locator('.ant-dropdown:visible').getByText('刷新').click()
    await expect(page).toHaveURL(/forecast$/)
    await expect(page.getByTestId('findpwd-target').first()).toHaveValue('')
  })

  test.describe('limit', () => {
    const many: ResourceRow[] = Array.from({ length: 22 }, (_, i) => ({
      id: `menu-e2e-many-${i}`,
      parentId: E2E_MODULE,
      moduleId: E2E_MODULE,
      name: `e2eMany${i}`,
      title: `批量页面${i}`,
      menuType: 'menu',
      path: `/e2e/many/${i}`,
      component: 'e2e/missing',
      sortCode: 100 + i,
    }))
    test.beforeAll(() => insertResources(many))
    test.afterAll(() => deleteResources(many.map((r) => r.id)))

    test('at most 20 tabs: above that the second one goes', async ({ page }) => {
      // 20 navigations through the search: slow on a loaded machine.
      test.setTimeout(120_000)
      await login(page)
      for (let i = 0; i < 19; i++) {
        await page.getByTestId('search-open').click()
        await page.getByTestId('search-input').fill(`批量页面${i}`)
        await page
          .getByTestId('search-result')
          .filter({ hasText: new RegExp(`^批量页面${i}测试模块`) })
          .click()
        await expect(page).toHaveURL(new RegExp(`/e2e/many/${i}$`))
        // The tab comes with the page's render, after the URL: the next search could otherwise
        // interrupt that render (a transition) and the page would never have been shown.
        await expect(tags(page).last()).toHaveText(`批量页面${i}`)
      }
      await expect(tags(page)).toHaveCount(20)
      await expect(tags(page).nth(1)).toHaveText('批量页面0')
      await page.getByTestId('search-open').click()
      await page.getByTestId('search-input').fill('批量页面19')
      await page.getByTestId('search-input').press('Enter')
      await expect(page).toHaveURL(/\/e2e\/many\/19$/)
      await expect(tags(page)).toHaveCount(20)
      await expect(tags(page).first()).toHaveText('工作台')
      await expect(tags(page).nth(1)).toHaveText('批量页面1')
      await expect(tags(page).last()).toHaveText('批量页面19')
      // The arrows scroll the bar.
      const bar = page.locator('.shell-tags-scroll')
      await bar.evaluate((el) => {
        el.scrollLeft = 0
      })
      await page.getByTestId('tags-right').click()
      await expect.poll(() => bar.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    })
  })
})

test.describe('menus and modules', () => {
  test('module switch: remembered, its menu shown; an empty module warns', async ({ page }) => {
    await presetSettings(page, { layout: 'classical' })
    await login(page)
    const dock = page.getByTestId('module-dock')
    await expect(dock).toBeVisible()
    await dock.getByText('测试模块').click()
    // The first page of the module opens (the link is skipped as an index page? No: first non-catalog).
    await expect(page).toHaveURL(/\/e2e\/forecast$/)
    expect((await stored(page)).SNOWY_MENU_MODULE_ID).toBe(E2E_MODULE)
    const side = page.getByTestId('side-menu')
    await expect(side.getByText('天气服务')).toBeVisible()
    await expect(side.getByText('工作台')).toHaveCount(0)
    // Hidden entries are not in the menu.
    await expect(side.getByText('隐藏页面')).toHaveCount(0)

    await dock.getByText('空模块').click()
    await expect(toast(page).filter({ hasText: '该模块下无菜单' })).toBeVisible()
    await expect(page).toHaveURL(/\/e2e\/forecast$/)
    expect((await stored(page)).SNOWY_MENU_MODULE_ID).toBe(E2E_MODULE)

    // Remembered across reloads; the grid form does the same.
    await page.reload()
    await expect(page.getByTestId('side-menu').getByText('天气服务')).toBeVisible()
    await page.goto('/index')
    await expect(page.getByTestId('side-menu').getByText('工作台')).toBeVisible()
  })

  test('the top layout: module grid, horizontal menu with a "more" entry when narrow', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 })
    await login(page)
    await page.getByTestId('module-grid-toggle').click()
    await page.getByTestId('module-grid').getByText('测试模块').click()
    await expect(page).toHaveURL(/\/e2e\/forecast$/)
    await expect(page.getByTestId('menu-more')).toBeVisible()
  })

  test('iframe pages show their url in a frame; links open a new browser tab', async ({ page, context }) => {
    await context.route('https://example.com/**', (route) => route.fulfill({ body: 'external' }))
    await presetSettings(page, { layout: 'classical' })
    await login(page)
    await page.goto('/e2e/forecast')
    const side = page.getByTestId('side-menu')
    await side.getByText('内嵌页面').click()
    await expect(page).toHaveURL(/\/e2e\/iframe$/)
    const frame = page.getByTestId('menu-iframe')
    await expect(frame).toBeVisible()
    await expect(frame).toHaveAttribute('src', '/logo.svg')
    await expect(tag(page, '内嵌页面')).toBeVisible()
    // Kept (hidden) while another tab shows.
    await tag(page, '天气预报').click()
    await expect(frame).toBeHidden()
    await expect(page.getByTestId('menu-iframe')).toHaveCount(1)

    const popup = context.waitForEvent('page')
    await side.getByText('外部链接').click()
    expect((await popup).url()).toBe('https://example.com/e2e-link')
    await expect(page).toHaveURL(/\/e2e\/forecast$/)
  })

  test('an unknown component shows the not-found page in the shell; a full-page menu drops the shell', async ({
    page,
  }) => {
    await login(page)
    await page.goto('/e2e/radar')
    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(page.getByTestId('shell-header')).toBeVisible()
    await page.goto('/e2e/full')
    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(page.getByTestId('shell-header')).toHaveCount(0)
    await expect(page).toHaveTitle(`全屏页面 - ${sysName()}`)
  })

  test('with no menus at all the shell says so', async ({ page }) => {
    await page.route('**/api/sys/userCenter/loginMenu*', async (route) => {
      const res = await route.fetch()
      const body = await res.json()
      body.data = [{ ...body.data[0], children: [] }]
      await route.fulfill({ response: res, json: body })
    })
    await page.goto('/login')
    await page.getByTestId('login-account').fill('superAdmin')
    await page.getByTestId('login-password').fill('Admin@12345')
    await page.getByTestId('login-password').press('Enter')
    await expect(page.getByTestId('no-menus').first()).toContainText('暂无菜单')
    await expect(page.getByTestId('shell-header')).toBeVisible()
  })
})
