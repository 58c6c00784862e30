import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from '@playwright/test'
import { vehicleAccess } from '../../server/src/test/codegenSample'
import { copyProject } from '../../server/src/test/projectCopy'
import { startServer } from '../global-setup'
import { apiCaller, form, pickOption, row, submitForm } from './admin-helpers'
import { expect, login, test, toast } from './fixtures'
import { phonePage, signInByPhone, typePlate } from './phone-helpers'

const run = promisify(execFile)

/** A page of its own on the server at `baseURL`, signed in as the administrator. */
async function adminPage(browser: Browser, baseURL: string) {
  const ctx = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
  const page = await ctx.newPage()
  await login(page)
  return page
}

/** One row of the columns grid: its cells by their test ids. */
async function describeColumn(
  page: Page,
  i: number,
  c: {
    name: string
    zh: string
    en: string
    type?: string
    widget?: string
    search?: string
    required?: boolean
  },
) {
  const cell = (k: string) => page.getByTestId(`codegen-col-${i}-${k}`)
  await cell('name').fill(c.name)
  await cell('label-zh').fill(c.zh)
  await cell('label-en').fill(c.en)
  if (c.type) await pickOption(page, cell('type'), c.type)
  if (c.widget) await pickOption(page, cell('widget'), c.widget)
  if (c.search) await pickOption(page, cell('search'), c.search)
  if (c.required) await cell('required').check()
}

/**
 * The journey: the administrator describes a vehicle blacklist on the code generation page,
 * previews the files and writes them into a copy of the project (the server here runs with
 * `CODEGEN_ROOT` on it); the copy is built and started on a port of its own, and its new page lists,
 * adds and exports in the browser.
 */
test('code generation: a vehicle blacklist described, previewed, written into a copy, built, and its page used', async ({
  browser,
}) => {
  test.setTimeout(15 * 60_000)
  const copy = copyProject()
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-codegen-')))
  const generator = await startServer({
    DATA_DIR: dataDirs[0]!,
    CODEGEN_ROOT: copy.root,
    NODE_ENV: 'development',
  })
  let generated: Awaited<ReturnType<typeof startServer>> | null = null
  try {
    const page = await adminPage(browser, generator.baseURL)
    await page.goto('/dev/codegen')
    await page.getByTestId('codegen-add').click()
    const editor = form(page, 'codegen-form')
    // Each new column starts as a listed and exported text input.
    for (let i = 0; i < 5; i++) await page.getByTestId('codegen-add-column').click()
    await expect(page.getByTestId('codegen-col-0-type')).toContainText('字符串')
    await expect(page.getByTestId('codegen-col-4-list')).toBeChecked()
    await page.getByTestId('codegen-table').fill('krs_vehicle_blacklist')
    await page.getByTestId('codegen-module').fill('vehicleBlacklist')
    await page.getByTestId('codegen-title-zh').fill('车辆黑名单')
    await page.getByTestId('codegen-title-en').fill('Vehicle blacklist')
    await describeColumn(page, 0, {
      name: 'plate',
      zh: '车牌号',
      en: 'Plate',
      widget: '车牌号',
      search: '等于',
      required: true,
    })
    await describeColumn(page, 1, {
      name: 'reason',
      zh: '原因',
      en: 'Reason',
      type: '长文本',
      search: '包含',
      required: true,
    })
    await describeColumn(page, 2, { name: 'owner_name', zh: '车主姓名', en: 'Owner', search: '包含' })
    await describeColumn(page, 3, {
      name: 'blacklisted_until',
      zh: '截止日期',
      en: 'Blacklisted until',
      type: '日期',
      search: '范围',
    })
    await describeColumn(page, 4, {
      name: 'enabled',
      zh: '启用',
      en: 'Enabled',
      type: '是否',
      search: '等于',
    })
    await submitForm(page, editor)
    await expect(row(page, 'krsVehicleBlacklist')).toBeVisible()

    // Preview: every file, highlighted, with its status; then write into the copy.
    await page.getByTestId('codegen-preview-krsVehicleBlacklist').click()
    const preview = page.getByTestId('codegen-preview').last()
    const service = preview.getByTestId('codegen-file-server/src/modules/krs/vehicleBlacklist/service.ts')
    await expect(service).toContainText('新建')
    await service.click()
    await expect(preview.getByTestId('codegen-code')).toContainText(
      "export const MENU = 'krsVehicleBlacklist'",
    )
    await expect(preview.getByTestId('codegen-code').locator('.token').first()).toBeVisible()
    await preview.getByTestId('codegen-write').click()
    await page.locator('.ant-popconfirm .ant-btn-primary').click()
    await expect(toast(page).filter({ hasText: '已写入' })).toBeVisible()
    await expect(service).toContainText('未变')
    expect(fs.existsSync(path.join(copy.root, 'web/src/views/krs/vehicleBlacklist/index.tsx'))).toBe(true)
    // A phone application with approval (the kit's kind) goes beside it, from its saved configuration.
    const call = await apiCaller(page)
    const accessId = (await call('/api/dev/codegen/add', vehicleAccess)) as string
    await call('/api/dev/codegen/write', { id: accessId })
    expect(fs.existsSync(path.join(copy.root, 'web/src/mobile/pages/krs/vehicleAccess/Apply.tsx'))).toBe(true)

    // The copy, built and started with a database of its own.
    const started = Date.now()
    const env = { ...process.env }
    delete env.NODE_OPTIONS
    for (const ws of ['contracts', 'server', 'web'])
      await run('npm', ['run', 'build', '-w', ws], { cwd: copy.root, env, maxBuffer: 64 * 1024 * 1024 })
    generated = await startServer({ DATA_DIR: dataDirs[1]! }, copy.root)
    console.log(`the copy was built and started in ${Math.round((Date.now() - started) / 1000)} s`)

    const there = await adminPage(browser, generated.baseURL)
    await there.goto('/krs/vehicleBlacklist')
    await expect(there.getByTestId('krs-vehicle-blacklist-add')).toBeVisible()
    await there.getByTestId('krs-vehicle-blacklist-add').click()
    const add = form(there, 'krs-vehicle-blacklist-form')
    await typePlate(there, 'krs-vehicle-blacklist-plate', '京A12345')
    await there.getByTestId('krs-vehicle-blacklist-reason').fill('多次违规停放')
    await there.getByTestId('krs-vehicle-blacklist-owner-name').fill('张三')
    await there.getByTestId('krs-vehicle-blacklist-enabled').click()
    await submitForm(there, add)
    await expect(row(there, '京A12345')).toContainText('多次违规停放')
    const [download] = await Promise.all([
      there.waitForEvent('download'),
      there.getByTestId('krs-vehicle-blacklist-export').click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
    const file = await download.path()
    expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK')

    // The application's phone form is the phone app's page; its staff page lists applications.
    const phone = await phonePage(browser, generated.baseURL)
    await signInByPhone(phone, '13766660001', '/contractor', there, undefined, dataDirs[1])
    await phone.goto('/krsVehicleAccess')
    await expect(phone.getByText('入厂事由').first()).toBeVisible()
    await expect(phone.getByText('入厂日期').first()).toBeVisible()
    await there.goto('/krs/vehicleAccess')
    await expect(there.getByText('车辆入厂申请').first()).toBeVisible()
  } finally {
    await generated?.stop()
    await generator.stop()
    copy.remove()
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
  }
})
