import { confirmPop, loginAdmin, pickTreeNode, row, submitForm, toast } from './admin-helpers'
import { expect, sql, test } from './fixtures'

test('a hidden menu added on the menu page opens at the next menu refresh: the personal centre', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await loginAdmin(page)
  await page.goto('/sys/resource/menu')
  await page.getByText('首页', { exact: true }).click()
  await page.getByTestId('menu-add').click()
  const f = page.getByTestId('menu-form').last()
  await f.getByTestId('menu-title').fill('个人中心')
  await f.getByTestId('menu-path').fill('/usercenter')
  await f.getByLabel('组件').fill('usercenter/index')
  await f.getByLabel('隐藏').click()
  await submitForm(page, f)
  await expect(row(page, '/usercenter')).toBeVisible()

  // The next menu refresh (a reload) brings the page, without logging in again.
  await page.goto('/usercenter')
  await expect(page.getByTestId('center-basic')).toBeVisible()
  await page.getByTestId('center-name').fill('超级管理员甲')
  await page.getByTestId('center-save').click()
  await expect(toast(page).last()).toBeVisible()
  await expect(page.getByTestId('current-user')).toContainText('超级管理员甲')
  sql("UPDATE sys_user SET name = '超级管理员' WHERE account = 'superAdmin'")

  // A wrong old password: the server's message.
  await page.getByRole('tab', { name: '修改密码' }).click()
  const pwd = page.getByTestId('center-password')
  await pwd.getByLabel('原密码').fill('wrong-password-1')
  await pwd.getByLabel('新密码', { exact: true }).fill('NewPass@12345')
  await pwd.getByLabel('确认新密码').fill('NewPass@12345')
  await pwd.getByRole('button', { name: /保\s?存/ }).click()
  await expect(toast(page).last()).toBeVisible()
  await expect(page).toHaveURL(/\/usercenter$/)

  await page.getByRole('tab', { name: '组织架构' }).click()
  await expect(page.getByTestId('org-chart')).toContainText('宏远实业集团')
  // Leave the menu as the other specs expect it.
  sql("DELETE FROM sys_resource WHERE path = '/usercenter'")
})

test('positions and groups: add, edit, members, delete', async ({ page }) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36).slice(-5)
  await loginAdmin(page)
  await page.goto('/sys/position')
  await page.getByTestId('position-add').click()
  const f = page.getByTestId('position-form').last()
  await f.getByTestId('position-name').fill(`质检员${stamp}`)
  await pickTreeNode(page, f.getByTestId('position-org'), '安全环保部')
  await submitForm(page, f)
  await page.getByTestId('org-tree').getByText('安全环保部').click()
  await expect(page.locator('.ant-table-row')).toHaveCount(1)
  await expect(row(page, `质检员${stamp}`)).toContainText('安全环保部')

  await page.goto('/sys/group')
  await page.getByTestId('group-add').click()
  const g = page.getByTestId('group-form').last()
  await g.getByTestId('group-name').fill(`值班组${stamp}`)
  await submitForm(page, g)
  await page.getByTestId(`group-members-值班组${stamp}`).click()
  const m = page.getByTestId('group-members').last()
  await m.getByTestId('group-member-select').click()
  for (const name of ['张伟', '王芳']) {
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: name,
      })
      .first()
      .click()
  }
  await m.getByText('成员', { exact: true }).first().click()
  await m.getByTestId('form-submit').click()
  await expect(row(page, `值班组${stamp}`)).toContainText('2')
  await row(page, `值班组${stamp}`)
    .getByRole('button', { name: /删\s?除/ })
    .click()
  await confirmPop(page)
  await expect(page.locator('.ant-table-row', { hasText: `值班组${stamp}` })).toHaveCount(0)
})
