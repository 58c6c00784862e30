import {
  ADMIN_SET_WARNING,
  addUserWithPassword,
  apiCaller,
  changePasswordFirst,
  loginAs,
} from './admin-helpers'
import { expect, login, setConfig, sql, test } from './fixtures'

const EXPIRE = 'SNOWY_PASSWORD_EXPIRE_DAYS'

test.describe('password expiry', () => {
  test.describe.configure({ mode: 'serial' })
  let userId = ''
  let account = ''
  let savedExpire = '0'
  test.beforeAll(() => {
    savedExpire =
      sql<{ config_value: string }>('SELECT config_value FROM dev_config WHERE config_key = ?', EXPIRE)[0]
        ?.config_value ?? '0'
  })
  test.afterAll(() => {
    setConfig(EXPIRE, savedExpire)
    if (userId) {
      sql('DELETE FROM sys_relation WHERE object_id = ?', userId)
      sql('DELETE FROM sys_password_history WHERE user_id = ?', userId)
      sql('DELETE FROM sys_session WHERE user_id = ?', userId)
      sql('DELETE FROM sys_user WHERE id = ?', userId)
    }
  })

  test('an expired password logs in to the change-password form, and the workbench follows the change', async ({
    page,
    browser,
  }) => {
    // A dedicated user, made by the administrator.
    await login(page)
    const made = await addUserWithPassword(page, 'exp', '过期用户', ['role-super-admin'])
    account = made.account
    userId = made.id
    const { password } = made

    // Changed ten days ago, with passwords lasting one day (and not one an administrator set).
    sql(
      'UPDATE sys_user SET password_updated_at = ?, password_must_change = 0 WHERE id = ?',
      new Date(Date.now() - 10 * 86_400_000).toISOString(),
      userId,
    )
    setConfig(EXPIRE, '1')

    const context = await browser.newContext()
    const user = await context.newPage()
    await loginAs(user, account, password)
    await expect(user).toHaveURL(/\/usercenter\?tab=password$/)
    await expect(user.getByTestId('password-expired')).toContainText('您的密码已过期')
    const form = user.getByTestId('center-password')
    await expect(form).toBeVisible()

    // Any other page leads back to the form.
    await user.goto('/index')
    await expect(user).toHaveURL(/\/usercenter\?tab=password$/)
    await expect(user.getByTestId('password-expired')).toBeVisible()

    await changePasswordFirst(user, password, 'Renewed#2026x', '您的密码已过期')
    await expect(user).toHaveURL(/\/index$/)
    await expect(user.getByTestId('wb-greeting')).toBeVisible()
    await expect(user.getByTestId('password-expired')).toHaveCount(0)
    // The server lets other calls through again.
    const after = sql<{ password_updated_at: string }>(
      'SELECT password_updated_at FROM sys_user WHERE id = ?',
      userId,
    )[0]!
    expect(Date.now() - Date.parse(after.password_updated_at)).toBeLessThan(60_000)
    await context.close()
  })

  test('a password the administrator set logs in to the change-password form, saying so', async ({
    page,
    browser,
  }) => {
    await login(page)
    const call = await apiCaller(page)
    const { password } = (await call('/api/sys/user/resetPassword', { id: userId })) as { password: string }
    setConfig(EXPIRE, '0')
    const context = await browser.newContext()
    const user = await context.newPage()
    await loginAs(user, account, password)
    await expect(user.getByTestId('password-expired')).not.toContainText('过期')
    await user.screenshot({ path: test.info().outputPath('admin-set-password.png'), fullPage: true })
    await user.goto('/index')
    await changePasswordFirst(user, password, 'Own#Choice2026x', ADMIN_SET_WARNING)
    await expect(user).toHaveURL(/\/index$/)
    await expect(user.getByTestId('password-expired')).toHaveCount(0)
    await context.close()
  })
})
