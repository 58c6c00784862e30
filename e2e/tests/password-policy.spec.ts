import { loginAs } from './admin-helpers'
import { expect, login, setConfig, sql, test } from './fixtures'

const EXPIRE = 'SNOWY_PASSWORD_EXPIRE_DAYS'

test.describe('password expiry', () => {
  let userId = ''
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
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem('TOKEN'))) ?? '""') as string
    const call = async (url: string, data: unknown) => {
      const body = await (await page.request.post(url, { data, headers: { token } })).json()
      expect(body.code, `${url}: ${body.msg}`).toBe(200)
      return body.data
    }
    const account = `exp${Date.now().toString(36).slice(-5)}`
    userId = (await call('/api/sys/user/add', { account, name: '过期用户', orgId: 'org-office' })) as string
    await call('/api/sys/user/grantRole', { id: userId, roleIdList: ['role-super-admin'] })
    const { password } = (await call('/api/sys/user/resetPassword', { id: userId })) as { password: string }

    // Changed ten days ago, with passwords lasting one day.
    sql(
      'UPDATE sys_user SET password_updated_at = ? WHERE id = ?',
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

    const next = 'Renewed#2026x'
    await form.getByLabel('原密码').fill(password)
    await form.getByLabel('新密码', { exact: true }).fill(next)
    await form.getByLabel('确认新密码').fill(next)
    await form.getByRole('button', { name: /保\s?存/ }).click()
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
})
