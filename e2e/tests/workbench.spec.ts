import { ADMIN_ACCOUNT, expect, login, sql, test } from './fixtures'

const adminId = () => sql<{ id: string }>('SELECT id FROM sys_user WHERE account = ?', ADMIN_ACCOUNT)[0]!.id

test.afterEach(() => {
  sql("DELETE FROM sys_message_user WHERE message_id = 'wb-msg'")
  sql("DELETE FROM sys_message WHERE id = 'wb-msg'")
  sql('UPDATE sys_user SET workbench_json = NULL WHERE account = ?', ADMIN_ACCOUNT)
})

test('the workbench shows the chosen shortcuts, and a shortcut opens its page', async ({ page }) => {
  await login(page)
  const card = page.getByTestId('wb-shortcuts')
  await expect(card).toContainText('还没有快捷方式')
  await card.getByRole('button', { name: '选择快捷方式' }).click()
  await expect(page).toHaveURL(/\/usercenter\?tab=shortcuts$/)
  await page.getByRole('checkbox', { name: '用户管理' }).check()
  await page.getByRole('checkbox', { name: '数据字典' }).check()
  await page.getByRole('button', { name: /保\s?存/ }).click()
  // The login toast may still be showing: wait for the save's own.
  await expect(page.locator('.ant-message-notice', { hasText: '操作成功' })).toBeVisible()

  await page.goto('/index')
  const tiles = page.getByTestId('wb-shortcut')
  await expect(tiles).toHaveText(['用户管理', '数据字典'])
  await tiles.first().click()
  await expect(page).toHaveURL(/\/sys\/user$/)
})

test('the figure row shows what the modules add, and a figure opens the page it counts', async ({ page }) => {
  // Earlier tests on this server may have left the administrator messages (a feedback, an approval):
  // they are read, so the one below is the only unread one.
  sql('UPDATE sys_message_user SET read_flag = 1 WHERE user_id = ?', adminId())
  sql(
    "INSERT OR REPLACE INTO sys_message (id, category, subject, content, created_at) VALUES ('wb-msg', 'SYS', '工作台测试', '<p>内容</p>', '2026-01-01 08:00:00')",
  )
  sql(
    "INSERT OR REPLACE INTO sys_message_user (id, message_id, user_id, read_flag) VALUES ('wb-msg-u', 'wb-msg', ?, 0)",
    adminId(),
  )
  await login(page)
  const unread = page.getByTestId('wb-figure-unreadMessages')
  await expect(unread).toContainText('未读消息')
  await expect(unread.locator('.ant-statistic-content-value')).toHaveText('1')
  await unread.press('Enter')
  await expect(page).toHaveURL(/\/usercenter\?tab=messages$/)
  await expect(page.getByRole('tab', { name: '我的消息' })).toHaveAttribute('aria-selected', 'true')
  // Back on the workbench, read it from the bell: the figure follows at once, with no focus change.
  await page.goBack()
  await expect(unread.locator('.ant-statistic-content-value')).toHaveText('1')
  await page.getByTestId('message-bell').click()
  await page
    .getByTestId('message-drawer')
    .getByTestId('unread-message')
    .filter({ hasText: '工作台测试' })
    .click()
  await expect(page.getByTestId('message-reading')).toContainText('内容')
  await expect(unread.locator('.ant-statistic-content-value')).toHaveText('0')
})
