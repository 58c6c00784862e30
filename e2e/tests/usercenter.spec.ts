import { expect, login, openUserMenu, test } from './fixtures'

test('the personal centre opens from the user menu for any user, without a menu entry', async ({ page }) => {
  await login(page)
  await openUserMenu(page)
  await page.getByRole('menuitem', { name: '个人中心' }).click()
  await expect(page).toHaveURL(/\/usercenter$/)
  await expect(page.getByTestId('center-basic')).toBeVisible()
  await expect(page).toHaveTitle(/^个人中心 - /)
  await page.getByRole('tab', { name: '组织架构' }).click()
  await expect(page.getByTestId('org-chart')).toContainText('宏远实业集团')
})
