import { hash } from '@node-rs/argon2'
import { type Browser, expect, type Locator, type Page } from '@playwright/test'
import { login, sql, submitLogin, toast } from './fixtures'

export { login, toast }

/** The visible drop-down of an antd select or tree select. */
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last()

/** Opens an antd Select and picks the option whose text contains `text`. */
export async function pickOption(page: Page, select: Locator, text: string) {
  await select.click()
  const option = dropdown(page).locator('.ant-select-item-option', { hasText: text }).first()
  await option.scrollIntoViewIfNeeded()
  await option.click()
}

/** Opens an antd TreeSelect, searches `text` and picks that node. */
export async function pickTreeNode(page: Page, select: Locator, text: string) {
  await select.click()
  await select.locator('input').first().fill(text)
  const node = dropdown(page).locator('.ant-select-tree-treenode', {
    has: page.locator('.ant-select-tree-title', { hasText: text }),
  })
  // Wait for the search to settle (one match, or the exact one first) before clicking.
  await expect(node.first()).toBeVisible()
  await page.waitForTimeout(200)
  await node.last().locator('.ant-select-tree-title').click()
  await expect(select).toContainText(text)
}

/** The open form (drawer or dialog) by its test id. */
export const form = (page: Page, testId: string) => page.getByTestId(testId).last()

/**
 * Submits the open FormContainer with its OK button and waits until it has closed: it closes only
 * on success. (The success toast lasts 3 s, which a loaded CI machine can miss; the form staying
 * open with an error is what a failed save looks like.)
 */
export async function submitForm(_page: Page, container: Locator) {
  await container.getByTestId('form-submit').click()
  // Closed for good: the dialog gives focus back to what opened it when its animation ends, which
  // would otherwise steal the focus (and an Enter) from the test's next step.
  await expect(container).toBeHidden({ timeout: 20_000 })
}

/** The table row containing `text`. */
export const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text }).first()

/** Log in as someone whose menu may not have the workbench: waits to leave /login. */
export async function loginAs(page: Page, account: string, password: string) {
  await page.goto('/login')
  await submitLogin(page, account, password)
  await expect(page).not.toHaveURL(/\/login$/)
}

export { login as loginAdmin }

/** The password the journeys give sample employees (theirs is random and must be changed). */
export const STAFF_PASSWORD = 'Staff#E2e2026'

/** Gives the sample employees `accounts` the known password, nothing to change first. */
export async function staffPasswords(accounts: readonly string[]) {
  const passwordHash = await hash(STAFF_PASSWORD, { algorithm: 2 })
  for (const account of accounts)
    sql(
      'UPDATE sys_user SET password_hash = ?, password_must_change = 0 WHERE account = ?',
      passwordHash,
      account,
    )
}

/** A desktop page logged in as sample employee `account` (after `staffPasswords`). */
export async function staffPage(browser: Browser, baseURL: string, account: string) {
  const ctx = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
  const page = await ctx.newPage()
  await loginAs(page, account, STAFF_PASSWORD)
  return page
}

/**
 * The change-password form a login lands on while the password must be changed first (it expired, or
 * an administrator set it; `warning` is the reason shown): fills it in with `next` and waits for the
 * usual landing page.
 */
export async function changePasswordFirst(page: Page, password: string, next: string, warning: string) {
  await expect(page).toHaveURL(/\/usercenter\?tab=password$/)
  await expect(page.getByTestId('password-expired')).toContainText(warning)
  const form = page.getByTestId('center-password')
  await form.getByLabel('原密码').fill(password)
  await form.getByLabel('新密码', { exact: true }).fill(next)
  await form.getByLabel('确认新密码').fill(next)
  await form.getByRole('button', { name: /保\s?存/ }).click()
  // A user holding no page lands on the personal centre of the fallback menu, not its password tab.
  await expect(page).not.toHaveURL(/\/usercenter\?tab=password$/)
}

/** POSTs to the API with the token of the user logged in on `page`; expects success and returns `data`. */
export async function apiCaller(page: Page) {
  const token = JSON.parse((await page.evaluate(() => localStorage.getItem('TOKEN'))) ?? '""') as string
  return async (url: string, data: unknown) => {
    const body = await (await page.request.post(url, { data, headers: { token } })).json()
    expect(body.code, `${url}: ${body.msg}`).toBe(200)
    return body.data
  }
}

/**
 * A user made through the API by the administrator logged in on `page` (`prefix` + a few random
 * characters as account, in the office, with `roleIds`), with a password an administrator reset.
 */
export async function addUserWithPassword(page: Page, prefix: string, name: string, roleIds: string[] = []) {
  const call = await apiCaller(page)
  const account = `${prefix}${Date.now().toString(36).slice(-5)}`
  const id = (await call('/api/sys/user/add', { account, name, orgId: 'org-office' })) as string
  if (roleIds.length) await call('/api/sys/user/grantRole', { id, roleIdList: roleIds })
  const { password } = (await call('/api/sys/user/resetPassword', { id })) as { password: string }
  return { account, id, password, call }
}

/** The warning shown while a password an administrator set awaits its owner's own. */
export const ADMIN_SET_WARNING = '您的密码由管理员设置'

/** Opens a row's "more" drop-down and chooses `label`. */
export async function rowMore(page: Page, moreTestId: string, label: string) {
  await page.getByTestId(moreTestId).click()
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: label })
    .click()
}

/** Confirms the open pop-up confirmation ('Are you sure you want to delete it?'). */
export async function confirmPop(page: Page, text = '确定要删除吗？') {
  // The last one: an earlier confirmation may still be fading out.
  const pop = page.locator('.ant-popconfirm:not(.ant-popover-hidden):not(.ant-zoom-big-leave)').last()
  await expect(pop).toContainText(text)
  await pop.getByRole('button', { name: /确\s?定|OK/ }).click()
}
