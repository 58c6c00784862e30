import { addUserWithPassword, loginAs, pickOption, row } from './admin-helpers'
import { expect, login, sql, test } from './fixtures'

test('a refused call shows on the operation log page under “denied”, with its count', async ({
  page,
  browser,
}) => {
  await login(page)
  const { account, id: userId, password } = await addUserWithPassword(page, 'deny', '无权用户')
  // Not the change-password-first flow here: that one has its own spec.
  sql('UPDATE sys_user SET password_must_change = 0 WHERE id = ?', userId)
  try {
    const context = await browser.newContext()
    const user = await context.newPage()
    await loginAs(user, account, password)
    const token = JSON.parse((await user.evaluate(() => localStorage.getItem('TOKEN'))) ?? '""') as string
    for (let i = 0; i < 3; i++) {
      const res = await user.request.post('/api/sys/user/delete', {
        data: [{ id: 'user-emp-01' }],
        headers: { token },
      })
      expect(res.status()).toBe(403)
    }
    await context.close()

    await page.goto('/dev/oplog')
    await pickOption(page, page.getByTestId('q-category'), '拒绝')
    await page.getByTestId('st-search').click()
    const denied = row(page, account)
    await expect(denied).toBeVisible()
    await expect(denied).toContainText('拒绝')
    await expect(denied).toContainText('/api/sys/user/delete')
    await expect(denied.locator('td').filter({ hasText: /^3$/ })).toHaveCount(1)
    await page.screenshot({ path: test.info().outputPath('denied-log.png'), fullPage: true })
  } finally {
    sql('DELETE FROM sys_session WHERE user_id = ?', userId)
    sql('DELETE FROM sys_password_history WHERE user_id = ?', userId)
    sql('DELETE FROM sys_user WHERE id = ?', userId)
  }
})
