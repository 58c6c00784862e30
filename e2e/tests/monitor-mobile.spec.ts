import {
  addUserWithPassword,
  apiCaller,
  confirmPop,
  loginAs,
  rowMore,
  submitForm,
  toast,
} from './admin-helpers'
import { expect, login, sql, test } from './fixtures'

/** Screenshots of `path` in both languages, kept with the test's output. */
async function shoot(page: import('@playwright/test').Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-zh-cn.png`), fullPage: true })
  await page.evaluate(() => localStorage.setItem('APP_LANG', JSON.stringify('en')))
  await page.reload()
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath(`${name}-en.png`), fullPage: true })
  await page.evaluate(() => localStorage.setItem('APP_LANG', JSON.stringify('zh-cn')))
  await page.reload()
}

test('sessions monitor: a user kicked out sees the login-expired dialog at their next call', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await login(page)
  const { account, id: userId, password } = await addUserWithPassword(page, 'kick', '被踢用户')
  sql('UPDATE sys_user SET password_must_change = 0 WHERE id = ?', userId)
  const context = await browser.newContext()
  try {
    const user = await context.newPage()
    await loginAs(user, account, password)

    await page.goto('/auth/monitor')
    await expect(page.getByTestId('monitor-figure-onlineSessions')).toContainText(/[1-9]/)
    await expect(page.getByTestId('monitor-figure-loginsToday')).toContainText(/[1-9]/)
    await expect(page.getByText('最后活动时间至多每分钟记录一次').first()).toBeVisible()
    await page.getByTestId('monitor-search').fill(account)
    await page.getByTestId('st-search').click()
    const row = page.locator('.ant-table-row', { hasText: account })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('被踢用户')
    await expect(row).toContainText('B 端员工')
    await expect(row).toContainText('Chrome')
    await expect(row).toContainText('Linux')
    await shoot(page, 'monitor')
    await page.goto('/auth/monitor')
    await page.getByTestId('monitor-search').fill(account)
    await page.getByTestId('st-search').click()

    await page.getByTestId(`monitor-kick-${account}`).click()
    await confirmPop(page, '踢出 被踢用户 的这个会话？')
    await expect(toast(page).last()).toContainText('已踢出')
    await expect(page.locator('.ant-table-row', { hasText: account })).toHaveCount(0)
    expect(sql('SELECT id FROM sys_session WHERE user_id = ?', userId)).toEqual([])
    const [logged] = sql<{ exe_status: string }>(
      "SELECT exe_status FROM dev_log WHERE category = 'OPERATE' AND req_url = '/api/auth/monitor/kick' ORDER BY op_time DESC LIMIT 1",
    )
    expect(logged?.exe_status).toBe('SUCCESS')

    // The kicked browser's next call (a page it opens) gets the login-expired answer.
    await user.goto('/usercenter')
    const dialog = user.locator('.ant-modal-confirm')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('登录已过期，请重新登录')
    await dialog.getByRole('button', { name: '重新登录' }).click()
    await expect(user).toHaveURL(/\/login$/)
  } finally {
    await context.close()
    sql('DELETE FROM sys_session WHERE user_id = ?', userId)
    sql('DELETE FROM sys_password_history WHERE user_id = ?', userId)
    sql('DELETE FROM sys_relation WHERE object_id = ?', userId)
    sql('DELETE FROM sys_user WHERE id = ?', userId)
  }
})

test('mobile resources: add, edit and delete in the tree; a role is granted them; the phone menu follows', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36).slice(-5)
  const code = `mobileMealCancel${stamp}`
  await login(page)
  await page.goto('/mobile/resource')
  await expect(page.locator('.ant-table-row', { hasText: 'mobileWork' })).toContainText('办事')
  await expect(page.locator('.ant-table-row', { hasText: 'mobileApprovePass' })).toContainText('同意')
  await shoot(page, 'mobile-resource')

  await page.getByTestId('mres-add-mobileMeal').click()
  const f = page.getByTestId('mres-form').last()
  await expect(f).toContainText('按钮')
  await f.getByTestId('mres-title').fill('取消订餐')
  await f.getByTestId('mres-title-en').fill('Cancel order')
  await f.getByTestId('mres-code').fill(code)
  await submitForm(page, f)
  const added = page.locator('.ant-table-row', { hasText: code })
  await expect(added).toContainText('取消订餐')

  await page.getByTestId(`mres-edit-${code}`).click()
  const e = page.getByTestId('mres-form').last()
  await expect(e.getByTestId('mres-code')).toHaveValue(code)
  await e.getByTestId('mres-title').fill('退订')
  await submitForm(page, e)
  await expect(added).toContainText('退订')

  // A role granted the new button gets its menu and module too; its holder's phone menu shows them.
  const call = await apiCaller(page)
  const roleCode = `meal${stamp}`
  const roleId = (await call('/api/sys/role/add', {
    name: `订餐${stamp}`,
    code: roleCode,
    category: 'GLOBAL',
    sortCode: 0,
  })) as string
  const { account, id: userId, password } = await addUserWithPassword(page, 'phone', '手机用户', [roleId])
  sql('UPDATE sys_user SET password_must_change = 0 WHERE id = ?', userId)
  try {
    await page.goto('/sys/role')
    await rowMore(page, `role-more-${roleCode}`, '授权移动端资源')
    const g = page.getByTestId('grant-mobile').last()
    await g.getByTestId(`mgrant-${code}`).click()
    await expect(g.locator('.ant-tree-treenode-checkbox-checked')).toHaveCount(3)
    await page.screenshot({ path: test.info().outputPath('role-mobile-grant-zh-cn.png') })
    await g.getByTestId('form-submit').click()
    await expect(g).toBeHidden()
    const grantedNow = () =>
      sql<{ target_id: string }>(
        "SELECT target_id FROM sys_relation WHERE category = 'ROLE_HAS_MOBILE_RESOURCE' AND object_id = ? ORDER BY target_id",
        roleId,
      ).map((r) => r.target_id)
    await expect.poll(grantedNow).toHaveLength(3)
    const granted = grantedNow()
    expect(granted).toContain('mres-menu-meal')
    expect(granted).toContain('mres-mod-work')
    expect(granted).toHaveLength(3)

    const phone = await page.context().browser()!.newContext()
    const p = await phone.newPage()
    await loginAs(p, account, password)
    const token = JSON.parse((await p.evaluate(() => localStorage.getItem('TOKEN'))) ?? '""') as string
    const menu = (await (await p.request.get('/api/mobile/menu', { headers: { token } })).json()).data
    expect(menu).toHaveLength(1)
    expect(menu[0].code).toBe('mobileWork')
    expect(menu[0].menus).toEqual([expect.objectContaining({ code: 'mobileMeal', buttonCodes: [code] })])
    await phone.close()
  } finally {
    sql('DELETE FROM sys_session WHERE user_id = ?', userId)
    sql('DELETE FROM sys_password_history WHERE user_id = ?', userId)
    sql('DELETE FROM sys_relation WHERE object_id IN (?, ?)', userId, roleId)
    sql('DELETE FROM sys_user WHERE id = ?', userId)
    sql('DELETE FROM sys_role WHERE id = ?', roleId)
  }

  await page.goto('/mobile/resource')
  await page.getByTestId(`mres-delete-${code}`).click()
  await confirmPop(page)
  await expect(page.locator('.ant-table-row', { hasText: code })).toHaveCount(0)
  expect(sql('SELECT id FROM mobile_resource WHERE code = ?', code)).toEqual([])
})
