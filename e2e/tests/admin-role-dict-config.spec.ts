import { confirmPop, loginAdmin, pickOption, row, submitForm, toast } from './admin-helpers'
import { expect, logoutViaMenu, sql, stored, test } from './fixtures'

test('roles: add with a checked code, edit, grant users, delete', async ({ page }) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36).slice(-5)
  const code = `r${stamp}`
  await loginAdmin(page)
  await page.goto('/sys/role')
  await page.getByTestId('role-add').click()
  const f = page.getByTestId('role-form').last()
  await f.getByTestId('role-name').fill(`角色${stamp}`)
  await f.getByTestId('role-code').fill('1bad')
  await expect(f.getByText('角色编码须以字母开头')).toBeVisible()
  await f.getByTestId('role-code').fill(code)
  await submitForm(page, f)
  await expect(row(page, code)).toContainText('全局')

  await page.getByTestId(`role-edit-${code}`).click()
  const e = page.getByTestId('role-form').last()
  await expect(e.getByTestId('role-code')).toHaveValue(code)
  await e.getByTestId('role-name').fill(`角色改${stamp}`)
  await submitForm(page, e)
  await expect(row(page, code)).toContainText(`角色改${stamp}`)

  await page.getByTestId(`role-more-${code}`).click()
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('授权用户').click()
  const g = page.getByTestId('grant-user').last()
  await pickOption(page, g.getByTestId('grant-user-select'), '王芳')
  // Close the multiple choice's list by clicking beside it.
  await g.getByText('已选用户').click()
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0)
  await submitForm(page, g)
  const [roleRow] = sql<{ id: string }>('SELECT id FROM sys_role WHERE code = ?', code)
  // The dialog closes when the answer arrives; the toast can show an earlier save's.
  await expect
    .poll(() =>
      sql(
        "SELECT object_id FROM sys_relation WHERE target_id = ? AND category = 'USER_HAS_ROLE'",
        roleRow!.id,
      ),
    )
    .toEqual([{ object_id: 'user-emp-02' }])

  await page.getByTestId(`role-delete-${code}`).click()
  await confirmPop(page)
  await expect(page.locator('.ant-table-row', { hasText: code })).toHaveCount(0)
})

test('dictionaries: a business type with coloured items; the cached tree follows edits', async ({ page }) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36).slice(-5).toUpperCase()
  const type = `CAR_${stamp}`
  await loginAdmin(page)
  await page.goto('/dev/dict')
  await page.getByRole('tab', { name: '业务字典' }).click()
  await page.getByTestId('dict-add').click()
  const f = page.getByTestId('dict-form').last()
  await f.getByTestId('dict-label').fill(`车型${stamp}`)
  await f.getByTestId('dict-value').fill(type)
  await submitForm(page, f)
  await page.getByTestId('dict-types').getByText(type).click()

  await page.getByTestId('dict-add').click()
  const item = page.getByTestId('dict-form').last()
  await item.getByTestId('dict-label').fill('货车')
  await item.getByTestId('dict-label-en').fill('Truck')
  await item.getByTestId('dict-value').fill('TRUCK')
  await item.getByTestId('dict-color').locator('input').fill('orange')
  await page.keyboard.press('Tab')
  await submitForm(page, item)
  await expect(row(page, 'TRUCK').locator('.ant-tag-orange')).toHaveText('货车')
  await expect(row(page, 'TRUCK')).toContainText('Truck')
  expect(
    sql(
      "SELECT i.dict_label_en FROM dev_dict i JOIN dev_dict t ON t.id = i.parent_id WHERE i.dict_value = 'TRUCK' AND t.dict_value = ?",
      type,
    ),
  ).toEqual([{ dict_label_en: 'Truck' }])

  // DICT_TYPE_TREE_DATA is refreshed after the edit.
  await expect
    .poll(async () => JSON.stringify((await stored(page)).DICT_TYPE_TREE_DATA ?? null))
    .toContain('TRUCK')

  await page.getByTestId('dict-edit-TRUCK').click()
  const e = page.getByTestId('dict-form').last()
  await e.getByTestId('dict-label').fill('重型货车')
  await submitForm(page, e)
  await expect(row(page, 'TRUCK')).toContainText('重型货车')
  await expect
    .poll(async () => JSON.stringify((await stored(page)).DICT_TYPE_TREE_DATA))
    .toContain('重型货车')

  await page.getByTestId('dict-delete-TRUCK').click()
  await confirmPop(page)
  await expect(page.locator('.ant-table-row', { hasText: 'TRUCK' })).toHaveCount(0)
})

test('configuration: the system name reaches the login page without a restart; other keys', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36).slice(-5)
  const [{ config_value: oldName }] = sql<{ config_value: string }>(
    "SELECT config_value FROM dev_config WHERE config_key = 'SNOWY_SYS_NAME'",
  ) as [{ config_value: string }]
  await loginAdmin(page)
  await page.goto('/dev/config')
  const sys = page.getByTestId('config-form-SYS_BASE')
  await sys.getByLabel('系统名称').fill(`新名称${stamp}`)
  await page.getByTestId('config-save-SYS_BASE').click()
  await expect(toast(page).last()).toBeVisible()

  // The password policy shows its stored values (settings about passwords are not secrets) and saves.
  await page.getByRole('tab', { name: '密码策略' }).click()
  const policy = page.getByTestId('config-form-PASSWORD_POLICY')
  await expect(policy.locator('[id="SNOWY_PASSWORD_MIN_LENGTH"]')).toHaveValue('8')
  await expect(policy.locator('[id="SNOWY_PASSWORD_REQUIRE_DIGIT"]')).toHaveAttribute('aria-checked', 'true')
  await policy.locator('[id="SNOWY_PASSWORD_MIN_LENGTH"]').fill('10')
  await page.getByTestId('config-save-PASSWORD_POLICY').click()
  await expect(toast(page).last()).toBeVisible()
  await expect
    .poll(
      () => sql("SELECT config_value AS v FROM dev_config WHERE config_key = 'SNOWY_PASSWORD_MIN_LENGTH'")[0],
    )
    .toEqual({ v: '10' })
  expect(
    sql("SELECT config_value AS v FROM dev_config WHERE config_key = 'SNOWY_PASSWORD_REQUIRE_DIGIT'")[0],
  ).toEqual({
    v: 'true',
  })
  sql("UPDATE dev_config SET config_value = '8' WHERE config_key = 'SNOWY_PASSWORD_MIN_LENGTH'")

  // Other keys: add, edit, delete.
  await page.getByRole('tab', { name: '其他配置' }).click()
  await page.getByTestId('config-add').click()
  const f = page.getByTestId('config-form').last()
  await f.getByTestId('config-key').fill(`E2E_KEY_${stamp}`)
  await f.getByTestId('config-value').fill('one')
  await submitForm(page, f)
  await expect(row(page, `E2E_KEY_${stamp}`)).toContainText('one')
  await page.getByTestId(`config-edit-E2E_KEY_${stamp}`).click()
  const e = page.getByTestId('config-form').last()
  await e.getByTestId('config-value').fill('two')
  await submitForm(page, e)
  await expect(row(page, `E2E_KEY_${stamp}`)).toContainText('two')
  await page.getByTestId(`config-delete-E2E_KEY_${stamp}`).click()
  await confirmPop(page)
  await expect(page.locator('.ant-table-row', { hasText: `E2E_KEY_${stamp}` })).toHaveCount(0)

  await logoutViaMenu(page)
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText(`新名称${stamp}`).first()).toBeVisible()
  sql("UPDATE dev_config SET config_value = ? WHERE config_key = 'SNOWY_SYS_NAME'", oldName)
})

test('dictionaries in English: the users page shows the English labels in en, Chinese in zh-cn', async ({
  page,
}) => {
  await loginAdmin(page)
  await page.goto('/sys/user')
  await expect(row(page, 'wangfang')).toContainText('女')
  await page.getByTestId('lang-switch').click()
  await page.getByTestId('lang-en').click()
  // The coloured tags (gender, status) follow the language without a reload.
  await expect(row(page, 'wangfang').locator('.ant-tag', { hasText: 'Female' })).toBeVisible()
  await expect(row(page, 'wangfang')).not.toContainText('女')
  // So do the dictionary-driven selects (the status is in the folded part of the search panel).
  await page.getByTestId('st-fold').click()
  await page.getByTestId('q-status').click()
  const options = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  )
  await expect(options).toHaveText(['Enabled', 'Disabled'])
  await page.keyboard.press('Escape')
  await page.getByTestId('lang-switch').click()
  await page.getByTestId('lang-zh-cn').click()
  await expect(row(page, 'wangfang').locator('.ant-tag', { hasText: '女' })).toBeVisible()
})

test('configuration: S3 storage is validated, secrets are write-only; third-party logins are providers', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const SECRET = `s3-secret-${Date.now().toString(36)}`
  const keys = sql<{ config_key: string; config_value: string }>(
    "SELECT config_key, config_value FROM dev_config WHERE category IN ('FILE', 'THIRD') OR config_key = 'SNOWY_SYS_DEFAULT_FILE_ENGINE'",
  )
  const seen: string[] = []
  page.on('response', async (res) => {
    if (res.url().includes('/api/dev/config/')) seen.push(await res.text().catch(() => ''))
  })
  try {
    await loginAdmin(page)
    await page.goto('/dev/config')
    await page.getByRole('tab', { name: '文件存储' }).click()
    const f = page.getByTestId('config-form-FILE')
    // Fields by their key (antd gives each input its name as id).
    const input = (key: string) => page.locator(`[id="${key}"]`)
    const item = (key: string) => page.locator('.ant-form-item', { has: input(key) })
    await expect(input('SNOWY_FILE_LOCAL_FOLDER')).toHaveValue('files')
    await expect(f.getByTestId('config-secret-state-SNOWY_FILE_S3_SECRET_KEY')).toHaveText('未设置')

    // S3 without its settings, and with a malformed endpoint: refused in the form.
    await pickOption(page, item('SNOWY_SYS_DEFAULT_FILE_ENGINE').locator('.ant-select'), 'S3 兼容存储')
    await input('SNOWY_FILE_S3_ENDPOINT').fill('minio:9000')
    await input('SNOWY_FILE_LOCAL_FOLDER').fill('../etc')
    await page.getByTestId('config-save-FILE').click()
    await expect(item('SNOWY_FILE_S3_ENDPOINT')).toContainText('请输入以 http:// 或 https:// 开头的网址')
    await expect(item('SNOWY_FILE_LOCAL_FOLDER')).toContainText('不能含 ..')
    await expect(item('SNOWY_FILE_S3_BUCKET')).toContainText('当前设置下必须填写存储桶（Bucket）')
    await expect(item('SNOWY_FILE_S3_SECRET_KEY')).toContainText('当前设置下必须填写访问密钥（Secret Key）')
    expect(
      sql("SELECT 1 FROM dev_config WHERE config_key = 'SNOWY_FILE_S3_ENDPOINT' AND config_value != ''"),
    ).toEqual([])

    await input('SNOWY_FILE_S3_ENDPOINT').fill('https://minio.example.com:9000')
    await input('SNOWY_FILE_LOCAL_FOLDER').fill('files')
    await input('SNOWY_FILE_S3_BUCKET').fill('portal-files')
    await input('SNOWY_FILE_S3_ACCESS_KEY').fill('AKIDEXAMPLE')
    await input('SNOWY_FILE_S3_SECRET_KEY').fill(SECRET)
    await page.getByTestId('config-save-FILE').click()
    await expect(toast(page).filter({ hasText: '操作成功' })).toBeVisible()
    await expect(f.getByTestId('config-secret-state-SNOWY_FILE_S3_SECRET_KEY')).toHaveText('已设置')
    await expect(input('SNOWY_FILE_S3_SECRET_KEY')).toHaveValue('')
    expect(
      sql<{ config_value: string }>(
        "SELECT config_value FROM dev_config WHERE config_key IN ('SNOWY_FILE_S3_SECRET_KEY', 'SNOWY_SYS_DEFAULT_FILE_ENGINE') ORDER BY config_key",
      ),
    ).toEqual([{ config_value: SECRET }, { config_value: 'S3' }])

    // After a reload the secret is still only "set"; saving again with it empty keeps it.
    await page.reload()
    await page.getByRole('tab', { name: '文件存储' }).click()
    await expect(f.getByTestId('config-secret-state-SNOWY_FILE_S3_SECRET_KEY')).toHaveText('已设置')
    await expect(input('SNOWY_FILE_S3_BUCKET')).toHaveValue('portal-files')
    await page.getByTestId('config-save-FILE').click()
    await expect(toast(page).filter({ hasText: '操作成功' }).last()).toBeVisible()
    expect(
      sql(
        "SELECT 1 FROM dev_config WHERE config_key = 'SNOWY_FILE_S3_SECRET_KEY' AND config_value = ?",
        SECRET,
      ),
    ).toHaveLength(1)

    // Third-party login is a list of providers (third-login.spec.ts), WeCom and DingTalk among them.
    await page.getByRole('tab', { name: '第三方登录' }).click()
    await expect(page.getByTestId('third-providers')).toContainText('企业微信')
    await expect(page.getByTestId('third-providers')).toContainText('钉钉')

    expect(seen.length).toBeGreaterThan(0)
    for (const body of seen) expect(body).not.toContain(SECRET)
  } finally {
    for (const k of keys)
      sql('UPDATE dev_config SET config_value = ? WHERE config_key = ?', k.config_value, k.config_key)
  }
})
