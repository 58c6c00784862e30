import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import {
  ADMIN_SET_WARNING,
  addUserWithPassword,
  changePasswordFirst,
  confirmPop,
  loginAdmin,
  loginAs,
  pickOption,
  pickTreeNode,
  row,
  submitForm,
  toast,
} from './admin-helpers'
import { expect, sql, stored, test } from './fixtures'

test.describe('users', () => {
  test('add with named validation messages, search, disable, edit, reset password, delete', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const stamp = Date.now().toString(36).slice(-5)
    const account = `u${stamp}`
    await loginAdmin(page)
    await page.goto('/sys/user')
    await expect(row(page, 'zhangwei')).toBeVisible()

    await page.getByTestId('user-add').click()
    const f = page.getByTestId('user-form').last()
    await f.getByTestId('form-submit').click()
    await expect(f.getByText('请输入账号')).toBeVisible()
    await expect(f.getByText('请输入姓名')).toBeVisible()
    await expect(f.getByText('请选择所属组织')).toBeVisible()
    await f.getByTestId('user-phone').fill('12345')
    await expect(f.getByText('请输入正确的11位手机号')).toBeVisible()
    await f.getByTestId('user-phone').fill('13900000123')
    await f.getByTestId('user-account').fill(account)
    await f.getByTestId('user-name').fill(`测试${stamp}`)
    await pickTreeNode(page, f.getByTestId('user-org'), '生产运营部')
    await pickOption(page, f.getByTestId('user-position'), '专员')
    await pickOption(page, f.getByTestId('user-director'), '刘洋')
    await submitForm(page, f)
    // The dialog gives the focus back to its add button when its animation ends: an Enter pressed
    // before that would open the form again instead of searching.
    await expect(page.getByTestId('user-add')).toBeFocused()

    // Search by account; the pager hides with one page.
    await page.getByTestId('q-account').fill(account)
    await page.getByTestId('q-account').press('Enter')
    await expect(page.locator('.ant-table-row')).toHaveCount(1)
    await expect(row(page, account)).toContainText('生产运营部')
    await expect(page.locator('.ant-pagination')).toHaveCount(0)

    // Disable, then find it by status.
    await page.getByTestId(`user-status-${account}`).click()
    await expect(page.getByTestId(`user-status-${account}`)).not.toBeChecked()
    await page.getByTestId('st-reset').click()
    // The status is the fourth search field: the folded panel shows the first row only.
    await page.getByTestId('st-fold').click()
    await pickOption(page, page.getByTestId('q-status'), '停用')
    await page.getByTestId('st-search').click()
    await expect(page.locator('.ant-table-row')).toHaveCount(1)
    await expect(row(page, account)).toBeVisible()

    // Edit: the form shows the stored values, including the director.
    await page.getByTestId(`user-edit-${account}`).click()
    const e = page.getByTestId('user-form').last()
    await expect(e.getByTestId('user-account')).toHaveValue(account)
    await expect(e.getByTestId('user-director')).toContainText('刘洋')
    await e.getByTestId('user-name').fill(`改名${stamp}`)
    await submitForm(page, e)
    await expect(row(page, account)).toContainText(`改名${stamp}`)

    // Reset password: 'Are you sure you want to reset?', the new password shown once.
    await page.getByTestId(`user-more-${account}`).click()
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('重置密码').click()
    const confirm = page.locator('.ant-modal-confirm').last()
    await expect(confirm).toContainText('确定要重置吗？')
    await confirm.getByRole('button', { name: /确\s?定/ }).click()
    await expect(page.getByTestId('new-password')).toHaveText(/.{12,}/)
    await page
      .locator('.ant-modal-confirm', { has: page.getByTestId('reset-result') })
      .locator('.ant-modal-confirm-btns button')
      .click()

    // Delete: 'Are you sure you want to delete it?'.
    await page.getByTestId(`user-delete-${account}`).click()
    await confirmPop(page)
    await expect(toast(page).last()).toBeVisible()
    await expect(page.locator('.ant-table-row', { hasText: account })).toHaveCount(0)
    expect(sql('SELECT id FROM sys_user WHERE account = ?', account)).toHaveLength(0)
  })

  test('import from the template: errors per row and nothing half-imported, then all rows; export streams the filter', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const stamp = Date.now().toString(36).slice(-5)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-import-'))
    await loginAdmin(page)
    await page.goto('/sys/user')
    await page.getByTestId('user-import').click()
    const dialog = page.getByTestId('user-import-form').last()
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('import-template').click(),
    ])
    const templatePath = path.join(dir, 'template.xlsx')
    await template.saveAs(templatePath)

    const fill = async (rows: string[][], name: string) => {
      const wb = new ExcelJS.Workbook()
      await wb.xlsx.readFile(templatePath)
      const ws = wb.worksheets[0]!
      for (const r of rows) ws.addRow(r)
      const file = path.join(dir, name)
      await wb.xlsx.writeFile(file)
      return file
    }
    const good = (n: number) => [
      `imp${stamp}${n}`,
      `导入${n}`,
      '男',
      '',
      '',
      `IMP${n}`,
      '信息中心',
      '',
      '',
      '正常',
    ]

    // One bad row (unknown organisation): errors listed, nothing written.
    const bad = await fill(
      [good(1), [`imp${stamp}2`, '导入2', '男', '', '', '', '没有这个组织', '', '', '正常']],
      'bad.xlsx',
    )
    await dialog.locator('input[type=file]').setInputFiles(bad)
    await expect(dialog.getByTestId('import-errors')).toContainText('3')
    await expect(dialog.getByTestId('import-errors')).toContainText('没有这个组织')
    expect(sql('SELECT id FROM sys_user WHERE account LIKE ?', `imp${stamp}%`)).toHaveLength(0)

    const ok = await fill([good(1), good(2), good(3)], 'good.xlsx')
    await dialog.locator('input[type=file]').setInputFiles(ok)
    await expect(dialog.getByTestId('import-result')).toContainText('3')
    expect(sql('SELECT id FROM sys_user WHERE account LIKE ?', `imp${stamp}%`)).toHaveLength(3)
    await dialog
      .getByRole('button', { name: /close|关闭/i })
      .first()
      .click()

    // Export everything the filter matches (not one page).
    await page.getByTestId('q-account').fill(`imp${stamp}`)
    await page.getByTestId('st-search').click()
    await expect(page.locator('.ant-table-row')).toHaveCount(3)
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('user-export').click(),
    ])
    const out = path.join(dir, 'export.xlsx')
    await exported.saveAs(out)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.readFile(out)
    const ws = wb.worksheets[0]!
    const accounts: string[] = []
    ws.eachRow((r, i) => {
      if (i > 1) accounts.push(String(r.getCell(1).value))
    })
    expect(accounts.sort()).toEqual([1, 2, 3].map((n) => `imp${stamp}${n}`))
  })

  test('the person selector pages 20 at a time and loads more at the bottom', async ({ page }) => {
    await loginAdmin(page)
    await page.goto('/sys/user')
    await page.getByTestId('user-add').click()
    const f = page.getByTestId('user-form').last()
    await f.getByTestId('user-director').click()
    const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    await expect(list).toHaveCount(20)
    const total = Number(
      sql<{ n: number }>("SELECT count(*) AS n FROM sys_user WHERE user_status = 'ENABLE'")[0]!.n,
    )
    // Scroll to the bottom of the list: the next 20 load.
    await list.nth(10).hover()
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 2000)
    // The next page arrived: everything up to 40 people.
    await expect(list).toHaveCount(Math.min(total, 40))
  })

  test('column settings are kept per user on the server', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000)
    const fresh = () =>
      browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
    const prefRow = () =>
      sql<{ pref_value: string }>(
        "SELECT pref_value FROM sys_user_pref WHERE user_id = 'user-super-admin' AND pref_key = 'columns:sys-user'",
      )
    const saved = (p: Page) =>
      p.waitForResponse((r) => r.url().includes('/api/sys/userCenter/saveColumnPref')).then((r) => r.json())
    const loadedPrefs = (p: Page) =>
      p.waitForResponse((r) => r.url().includes('/api/sys/userCenter/getColumnPref'))

    await loginAdmin(page)
    await page.goto('/sys/user')
    const header = page.locator('.ant-table-thead')
    await expect(header.getByText('工号')).toBeVisible()
    await page.getByTestId('sys-user-columns').click()
    const save = saved(page)
    await page.getByTestId('sys-user-columns-panel').getByText('工号').click()
    expect((await save).code).toBe(200)
    await expect(header.getByText('工号')).toHaveCount(0)
    // Kept on the server for this user; nothing in the browser's storage.
    expect(prefRow()).toEqual([{ pref_value: '{"empNo":false}' }])
    expect(Object.keys(await stored(page)).filter((k) => k.includes('COLUMNS'))).toEqual([])

    // The same user in a new browser (empty storage): the saved choice comes from the server.
    const again = await fresh()
    const second = await again.newPage()
    await loginAdmin(second)
    await second.goto('/sys/user')
    await expect(second.locator('.ant-table-row').first()).toBeVisible()
    await expect(second.locator('.ant-table-thead').getByText('工号')).toHaveCount(0)
    await expect(second.locator('.ant-table-thead').getByText('手机号')).toBeVisible()
    await second.getByTestId('sys-user-columns').click()
    await expect(
      second.getByTestId('sys-user-columns-panel').getByRole('checkbox', { name: '工号' }),
    ).not.toBeChecked()
    await again.close()

    // Another user of the same page keeps the default columns.
    const {
      account,
      id: otherId,
      password,
      call,
    } = await addUserWithPassword(page, 'col', '列设置', ['role-super-admin'])
    const otherContext = await fresh()
    const other = await otherContext.newPage()
    await loginAs(other, account, password)
    await changePasswordFirst(other, password, 'Columns#Own2026', ADMIN_SET_WARNING)
    const loaded = loadedPrefs(other)
    await other.goto('/sys/user')
    expect((await (await loaded).json()).data).toEqual({})
    await expect(other.locator('.ant-table-row').first()).toBeVisible()
    await expect(other.locator('.ant-table-thead').getByText('工号')).toBeVisible()
    await otherContext.close()
    await call('/api/sys/user/delete', [{ id: otherId }])

    // Back to the defaults: the stored settings are deleted.
    const reset = saved(page)
    await page.getByTestId('sys-user-columns-panel').getByText('恢复默认').click()
    await expect(header.getByText('工号')).toBeVisible()
    expect((await reset).code).toBe(200)
    expect(prefRow()).toEqual([])
  })
})
