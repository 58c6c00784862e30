import { loginAs, STAFF_PASSWORD, staffPasswords } from './admin-helpers'
import { expect, login, logoutViaMenu, serverSees, sql, stored, sysName, test } from './fixtures'

test('without a token back-office paths go to /login', async ({ page }) => {
  await page.goto('/index')
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
})

test('a logged-in user opening /login or / goes to /index', async ({ page }) => {
  await login(page)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/index$/)
  await page.goto('/')
  await expect(page).toHaveURL(/\/index$/)
  await expect(page.getByTestId('wb-greeting')).toBeVisible()
})

test('a user whose roles lack the workbench lands on their first page; /, /index and /login lead there', async ({
  page,
}) => {
  // A sample employee: "My approvals" and the gate, no workbench.
  await staffPasswords(['mayong'])
  await loginAs(page, 'mayong', STAFF_PASSWORD)
  await expect(page).toHaveURL(/\/flow\/task$/)
  for (const path of ['/', '/index', '/login']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/flow\/task$/)
  }
  await expect(page.getByTestId('not-found')).toHaveCount(0)
  await expect(page.getByTestId('shell-header')).toBeVisible()
})

for (const missing of ['MENU', 'USER_INFO']) {
  test(`a token without ${missing} is dropped and the user goes to /login`, async ({ page }) => {
    await login(page)
    await page.evaluate((key) => localStorage.removeItem(key), missing)
    await page.goto('/index')
    await expect(page).toHaveURL(/\/login$/)
    expect((await stored(page)).TOKEN).toBeUndefined()
    await expect(page.getByTestId('login-form')).toBeVisible()
  })
}

test('an expired session opens one "log in again" dialog', async ({ page }) => {
  await login(page)
  await page.evaluate(() => localStorage.setItem('TOKEN', JSON.stringify('no-such-token')))
  await page.goto('/index')
  // Both the menu refresh and the user refresh fail with 401: still one dialog.
  const dialog = page.locator('.ant-modal-confirm')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('提示')
  await expect(dialog).toContainText('登录已过期，请重新登录')
  await page.waitForTimeout(500)
  await expect(dialog).toHaveCount(1)
  await dialog.getByRole('button', { name: '重新登录' }).click()
  await expect(page).toHaveURL(/\/login$/)
  const s = await stored(page)
  for (const key of ['TOKEN', 'USER_INFO', 'MENU', 'PERMISSIONS']) expect(s[key], key).toBeUndefined()
})

test('an unknown path: the login page without a session, the not-found page with one', async ({ page }) => {
  // It may be a back-office page of a menu not loaded yet: log in first.
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/login$/)

  await login(page)
  await page.goto('/no/such/page')
  await expect(page.getByTestId('not-found')).toBeVisible()
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible()
  await expect(page.getByTestId('not-found-back')).toHaveText(/^返\s?回$/)
  await expect(page).toHaveTitle(`页面不存在 - ${sysName()}`)
  // Nothing to go back to in this tab's history: "back" goes to /, i.e. the workbench.
  await page.getByTestId('not-found-back').click()
  await expect(page).toHaveURL(/\/index$/)
})

test.describe('menu routes', () => {
  const path = '/e2e-missing'
  test.beforeAll(async () => {
    sql(
      `INSERT INTO sys_resource (id, parent_id, category, module_id, name, title, title_en, menu_type, path,
         component, icon, sort_code)
       VALUES ('menu-e2e-missing', 'mod-home', 'MENU', 'mod-home', 'e2eMissing', '缺失页面', 'Missing page', 'menu',
         ?, 'e2e/missing', 'file-outlined', 99)`,
      path,
    )
    await serverSees()
  })
  test.afterAll(() => {
    sql("DELETE FROM sys_resource WHERE id = 'menu-e2e-missing'")
  })

  test('a menu whose page does not exist shows the not-found page inside the layout', async ({ page }) => {
    await login(page)
    await page.goto(path)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(page.getByTestId('shell-header')).toBeVisible()
    await expect(page.getByTestId('current-user')).toBeVisible()
    await expect(page).toHaveTitle(`缺失页面 - ${sysName()}`)
    expect((await stored(page)).LAST_VIEWS_PATH).toBe(path)
  })

  test('login lands on the last visited path when the menu has it', async ({ page }) => {
    await login(page)
    await page.goto(path)
    await expect(page.getByTestId('not-found')).toBeVisible()
    await logoutViaMenu(page)
    await expect(page).toHaveURL(/\/login$/)
    await page.getByTestId('login-account').fill('superAdmin')
    await page.getByTestId('login-password').fill('Admin@12345')
    await page.getByTestId('login-password').press('Enter')
    await expect(page).toHaveURL(new RegExp(`${path}$`))

    // A last path the menu does not have is ignored.
    await logoutViaMenu(page)
    await expect(page).toHaveURL(/\/login$/)
    await page.evaluate(() => localStorage.setItem('LAST_VIEWS_PATH', JSON.stringify('/not-in-menu')))
    await page.reload()
    await page.getByTestId('login-account').fill('superAdmin')
    await page.getByTestId('login-password').fill('Admin@12345')
    await page.getByTestId('login-password').press('Enter')
    await expect(page).toHaveURL(/\/index$/)
  })
})
