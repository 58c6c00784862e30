import { confirmPop, loginAdmin, pickOption, pickTreeNode, row, submitForm, toast } from './admin-helpers'
import { expect, test } from './fixtures'

test.describe('organisations', () => {
  test('add, refuse a duplicate sibling, choose a director, copy a subtree, refuse and allow deletes', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const stamp = Date.now().toString(36).slice(-5)
    const name = `质检部${stamp}`
    await loginAdmin(page)
    await page.goto('/sys/org')
    await expect(row(page, '综合管理部')).toBeVisible()

    // A required field is named in its message.
    await page.getByTestId('org-add').click()
    const f = page.getByTestId('org-form').last()
    await f.getByTestId('form-submit').click()
    await expect(f.getByText('请输入组织名称')).toBeVisible()
    await f.getByTestId('org-name').fill(name)
    await pickTreeNode(page, f.getByTestId('org-parent'), '宏远实业集团')
    await pickOption(page, f.getByTestId('org-director'), '张伟')
    await submitForm(page, f)
    await expect(row(page, name)).toContainText('张伟')

    // The same name under the same parent is refused with the server's message.
    await page.getByTestId('org-add').click()
    const dup = page.getByTestId('org-form').last()
    await dup.getByTestId('org-name').fill(name)
    await pickTreeNode(page, dup.getByTestId('org-parent'), '宏远实业集团')
    await dup.getByTestId('org-name').press('Enter')
    await expect(toast(page).filter({ hasText: `已存在名为“${name}”的组织` })).toBeVisible()
    await dup.getByRole('button', { name: /取\s?消/ }).click()

    // Edit: rename.
    await row(page, name).getByTestId('org-edit').click()
    const edit = page.getByTestId('org-form').last()
    await expect(edit.getByTestId('org-name')).toHaveValue(name)
    await edit.getByTestId('org-name').fill(`${name}改`)
    await submitForm(page, edit)
    await expect(row(page, `${name}改`)).toBeVisible()

    // Copy it under the IT centre; the tree shows the copy there.
    await row(page, `${name}改`).getByTestId('org-copy').click()
    const copy = page.getByTestId('org-copy-form').last()
    await pickTreeNode(page, copy.getByTestId('org-copy-target'), '信息中心')
    await submitForm(page, copy)
    await page.getByTestId('org-tree').getByText('信息中心').click()
    await expect(row(page, `${name}改`)).toBeVisible()
    await expect(page.locator('.ant-table-row', { hasText: '综合管理部' })).toHaveCount(0)
    // A second click shows everything again.
    await page.getByTestId('org-tree').getByText('信息中心').click()

    // Deleting an organisation with people is refused with a clear message.
    await row(page, '综合管理部').getByTestId('org-delete').click()
    await confirmPop(page)
    await expect(toast(page).filter({ hasText: '下存在用户，无法删除' })).toBeVisible()
    await expect(row(page, '综合管理部')).toBeVisible()

    // An empty one goes after 'Are you sure you want to delete it?'.
    await row(page, `${name}改`).getByTestId('org-delete').click()
    await confirmPop(page, '确定要删除吗？')
    // The copy under the IT centre stays.
    await expect(page.locator('.ant-table-row', { hasText: `${name}改` })).toHaveCount(1)
  })
})
