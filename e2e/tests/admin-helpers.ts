import { expect, type Locator, type Page } from '@playwright/test'
import { login, submitLogin, toast } from './fixtures'

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

/** Submits the open FormContainer with its OK button and waits for the success toast. */
export async function submitForm(page: Page, container: Locator) {
  await container.getByTestId('form-submit').click()
  await expect(toast(page).last()).toBeVisible()
  // Closed for good: the dialog gives focus back to what opened it when its animation ends, which
  // would otherwise steal the focus (and an Enter) from the test's next step.
  await expect(container).toBeHidden()
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
