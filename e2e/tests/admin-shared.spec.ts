import { loginAdmin, pickOption, row, submitForm, toast } from './admin-helpers'
import { expect, sql, test } from './fixtures'

/** The visible drop-down of an antd select. */
const openList = (page: import('@playwright/test').Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last()

test('the search panel folds to its first row; folded fields keep filtering', async ({ page }) => {
  await loginAdmin(page)
  await page.goto('/sys/user')
  await expect(row(page, 'zhangwei')).toBeVisible()
  // Four fields at span 6: the first row holds three and the buttons.
  const fold = page.getByTestId('st-fold')
  await expect(page.getByTestId('q-account')).toBeVisible()
  await expect(page.getByTestId('q-phone')).toBeVisible()
  await expect(page.getByTestId('q-status')).toBeHidden()
  await expect(fold).toHaveText(/展开/)
  await expect(page.getByTestId('st-search')).toBeVisible()
  await expect(page.getByTestId('st-reset')).toBeVisible()
  await expect(page.getByTestId('sys-user-print')).toHaveText(/打印列表/)

  await fold.click()
  await expect(page.getByTestId('q-status')).toBeVisible()
  await expect(fold).toHaveText(/收起/)
  await pickOption(page, page.getByTestId('q-status'), '停用')
  // Folded again, the status still filters.
  await fold.click()
  await expect(page.getByTestId('q-status')).toBeHidden()
  await page.getByTestId('st-search').click()
  const disabled = sql<{ n: number }>("SELECT count(*) AS n FROM sys_user WHERE user_status = 'DISABLE'")[0]!
    .n
  await expect(page.locator('.ant-table-row')).toHaveCount(Math.min(disabled, 10))
  await page.getByTestId('st-reset').click()
  await expect(row(page, 'zhangwei')).toBeVisible()

  // A panel with one field has no toggle.
  await page.goto('/sys/group')
  await expect(page.getByTestId('st-search')).toBeVisible()
  await expect(page.getByTestId('st-fold')).toHaveCount(0)
})

test('print list: its own page sizes 10/20/30/50, the search applied, the page shown printed', async ({
  page,
}) => {
  await loginAdmin(page)
  await page.goto('/sys/user')
  await expect(row(page, 'zhangwei')).toBeVisible()
  const total = Number(sql<{ n: number }>('SELECT count(*) AS n FROM sys_user')[0]!.n)
  expect(total).toBeGreaterThan(20)

  await page.getByTestId('sys-user-print').click()
  const view = page.getByTestId('sys-user-print-view').last()
  const rows = view.locator('.ant-table-row')
  await expect(rows).toHaveCount(10)
  await view.locator('.ant-pagination-options .ant-select').click()
  await expect(openList(page).locator('.ant-select-item-option')).toHaveText([
    '10 条/页',
    '20 条/页',
    '30 条/页',
    '50 条/页',
  ])
  await openList(page).locator('.ant-select-item-option', { hasText: '30 条/页' }).click()
  await expect(rows).toHaveCount(Math.min(total, 30))
  // The list behind keeps its own size.
  await expect(page.getByTestId('sys-user').locator('.ant-table-row')).toHaveCount(10)

  // The page shown goes to the server, which renders the PDF the print dialog opens.
  const [printed] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/dev/printTemplate/printList')),
    view.getByTestId('sys-user-print-view-go').click(),
  ])
  expect(printed.headers()['content-type']).toBe('application/pdf')
  const sent = printed.request().postDataJSON() as {
    title: string
    subtitle: string
    columns: Array<{ title: string }>
    rows: string[][]
  }
  expect(sent.rows).toHaveLength(Math.min(total, 30))
  expect(sent.subtitle).toContain('每页 30 条')
  expect(sent.columns.map((c) => c.title)).not.toContain('操作')
  expect(sent.title).toBe('用户列表')
  // Coded values print as their dictionary labels, not their codes.
  const cells = sent.rows.flat()
  expect(cells).toContain('正常')
  expect(cells).toContain('男')
  expect(cells).not.toContain('ENABLE')
  expect(cells).not.toContain('MALE')
  await expect(page.locator('#pdf-print-frame')).toHaveAttribute('data-pdf-size', /^[1-9]\d+$/)
  await view
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s?闭/ })
    .click()
  await expect(page.getByTestId('sys-user-print-view')).toHaveCount(0)

  // What the search matches is what the print view lists.
  await page.getByTestId('q-account').fill('zhang')
  await page.getByTestId('st-search').click()
  await expect(page.locator('.ant-table-row')).toHaveCount(1)
  await page.getByTestId('sys-user-print').click()
  const filtered = page.getByTestId('sys-user-print-view').last()
  await expect(filtered.locator('.ant-table-row')).toHaveCount(1)
  await expect(filtered.locator('.ant-table-row')).toContainText('zhangwei')
})

test('a group’s members become a role’s users in one step', async ({ page }) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36).slice(-5)
  const group = `巡检组${stamp}`
  const code = `g${stamp}`
  await loginAdmin(page)

  // A group with two members.
  await page.goto('/sys/group')
  await page.getByTestId('group-add').click()
  const gf = page.getByTestId('group-form').last()
  await gf.getByTestId('group-name').fill(group)
  await submitForm(page, gf)
  await page.getByTestId(`group-members-${group}`).click()
  const members = page.getByTestId('group-members').last()
  await pickOption(page, members.getByTestId('group-member-select'), '王芳')
  // The multiple choice's list stays open for the next one.
  const liu = openList(page).locator('.ant-select-item-option', { hasText: '刘洋' })
  await liu.scrollIntoViewIfNeeded()
  await liu.click()
  await members.getByText('成员', { exact: true }).first().click()
  await members.getByTestId('form-submit').click()
  await expect(toast(page).last()).toBeVisible()
  await expect(row(page, group)).toContainText('2')

  // A role whose users are chosen by adding the group.
  await page.goto('/sys/role')
  await page.getByTestId('role-add').click()
  const rf = page.getByTestId('role-form').last()
  await rf.getByTestId('role-name').fill(`巡检${stamp}`)
  await rf.getByTestId('role-code').fill(code)
  await submitForm(page, rf)
  await page.getByTestId(`role-more-${code}`).click()
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('授权用户').click()
  const g = page.getByTestId('grant-user').last()
  await expect(g.getByTestId('grant-group-add')).toBeDisabled()
  await pickOption(page, g.getByTestId('grant-group-select'), group)
  await g.getByTestId('grant-group-add').click()
  await expect(toast(page).filter({ hasText: '已加入 2 人' })).toBeVisible()
  await expect(g.getByTestId('grant-user-select')).toContainText('王芳')
  await expect(g.getByTestId('grant-user-select')).toContainText('刘洋')
  // Adding it again adds nobody new.
  await g.getByTestId('grant-group-add').click()
  await expect(toast(page).filter({ hasText: '没有可加入的用户' })).toBeVisible()
  await g.getByTestId('form-submit').click()
  await expect(toast(page).last()).toBeVisible()

  const [role] = sql<{ id: string }>('SELECT id FROM sys_role WHERE code = ?', code)
  const holders = sql<{ object_id: string }>(
    "SELECT object_id FROM sys_relation WHERE target_id = ? AND category = 'USER_HAS_ROLE' ORDER BY object_id",
    role!.id,
  ).map((r) => r.object_id)
  expect(holders).toEqual(['user-emp-02', 'user-emp-04'])
})

test('the position picker searches on the server and pages 20 at a time past the first 100', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // 125 positions beyond the seed: more than the old first-100 limit.
  const ids = Array.from({ length: 125 }, (_, i) => `pos-e2e-${String(i + 1).padStart(3, '0')}`)
  for (const [i, id] of ids.entries())
    sql(
      "INSERT INTO sys_position (id, org_id, name, code, category, sort_code) VALUES (?, 'org-it', ?, NULL, 'BASE', 900)",
      id,
      `巡检岗${String(i + 1).padStart(3, '0')}`,
    )
  try {
    await loginAdmin(page)
    await page.goto('/sys/user')
    await page.getByTestId('user-add').click()
    const f = page.getByTestId('user-form').last()
    const picker = f.getByTestId('user-position')
    await picker.click()
    const options = openList(page).locator('.ant-select-item-option')
    await expect(options).toHaveCount(20)

    // Typing searches on the server (debounced), from page 1.
    const searched = page.waitForRequest((r) => /positionSelector\?.*searchKey=/.test(decodeURI(r.url())))
    await picker.locator('input').fill('巡检岗12')
    const url = new URL((await searched).url())
    expect(url.searchParams.get('searchKey')).toBe('巡检岗12')
    expect(url.searchParams.get('size')).toBe('20')
    // 巡检岗120 to 巡检岗125.
    await expect(options).toHaveCount(6)

    // Scrolled to the bottom, the next 20 come, page after page, until all 125 are loaded.
    const pages: string[] = []
    page.on('request', (r) => {
      const u = new URL(r.url())
      if (u.pathname.endsWith('/positionSelector') && u.searchParams.get('searchKey') === '巡检岗')
        pages.push(`${u.searchParams.get('current')}/${u.searchParams.get('size')}`)
    })
    await picker.locator('input').fill('巡检岗')
    await expect(options).toHaveCount(20)
    await expect(async () => {
      await options.last().hover()
      await page.mouse.wheel(0, 2000)
      expect(await options.count()).toBe(125)
    }).toPass({ timeout: 40_000 })
    expect(pages).toEqual(['1/20', '2/20', '3/20', '4/20', '5/20', '6/20', '7/20'])
    // At the end, scrolling asks for nothing more.
    await options.last().hover()
    await page.mouse.wheel(0, -500)
    await page.mouse.wheel(0, 2000)
    await page.waitForTimeout(500)
    expect(pages).toHaveLength(7)
    await expect(openList(page)).toContainText('没有更多了')
    await options.filter({ hasText: '巡检岗125' }).click()
    await expect(picker).toContainText('巡检岗125')
  } finally {
    sql("DELETE FROM sys_position WHERE id LIKE 'pos-e2e-%'")
  }
})
