import { startIssuer, type TestIssuer } from '../../server/src/test/oidc'
import { confirmPop, loginAdmin, loginAs, row, submitForm, toast } from './admin-helpers'
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, expect, logoutViaMenu, sql, test } from './fixtures'

/**
 * Third-party login end to end: a real OpenID Connect provider (oidc-provider) runs beside the
 * server; the administrator adds it in the configuration page, and Chromium goes through the
 * provider's own login and consent pages back to /callback and the workbench.
 */
let issuer: TestIssuer
test.beforeAll(async () => {
  issuer = await startIssuer([`${process.env.E2E_BASE_URL}/callback`])
})
test.afterAll(async () => {
  await issuer?.close()
  sql("DELETE FROM auth_third_user WHERE platform = 'local'")
  sql("DELETE FROM auth_third_provider WHERE platform = 'local'")
})

test('a user logs in through a local OIDC provider; forged answers are refused; the admin unbinds; the user binds again', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const responses: string[] = []
  page.on('response', async (res) => {
    if (res.url().includes('/api/auth/third/provider')) responses.push(await res.text().catch(() => ''))
  })

  // The administrator adds the provider in the configuration page's third-party tab.
  await loginAdmin(page)
  await page.goto('/dev/config')
  await page.getByRole('tab', { name: '第三方登录' }).click()
  const providers = page.getByTestId('third-providers')
  await expect(providers).toContainText('企业微信')
  await expect(providers).toContainText('钉钉')
  await page.getByTestId('third-provider-add').click()
  const f = page.getByTestId('third-provider-form').last()
  await f.getByTestId('third-platform').fill('local')
  await f.getByTestId('third-name').fill('本地身份')
  await f.getByTestId('third-issuer').fill(issuer.issuer)
  await f.getByTestId('third-clientId').fill(issuer.clientId)
  await f.getByTestId('third-clientSecret').fill(issuer.clientSecret)
  await expect(f.getByTestId('third-redirectUri')).toHaveValue(`${process.env.E2E_BASE_URL}/callback`)
  await submitForm(page, f)
  await expect(row(page, 'local')).toContainText('已设置')
  expect(sql("SELECT client_secret FROM auth_third_provider WHERE platform = 'local'")).toEqual([
    { client_secret: issuer.clientSecret },
  ])
  for (const body of responses) expect(body).not.toContain(issuer.clientSecret)
  // The change is in the operation log.
  expect(
    sql("SELECT 1 FROM dev_log WHERE category = 'OPERATE' AND req_url = '/api/auth/third/provider/add'"),
  ).toHaveLength(1)

  // Bind the provider's subject "alice-e2e" to the super admin.
  const [admin] = sql<{ id: string }>("SELECT id FROM sys_user WHERE account = 'superAdmin'")
  sql(
    "INSERT INTO auth_third_user (id, platform, subject, subject_name, user_id, created_at) VALUES ('e2e-bind', 'local', 'alice-e2e', 'Alice', ?, ?)",
    admin!.id,
    new Date().toISOString(),
  )
  // Off the configuration page first: its forms would reload after the logout and meet a 401.
  await page.goto('/index')
  await expect(page.getByTestId('wb-greeting')).toBeVisible()
  await logoutViaMenu(page)
  await expect(page).toHaveURL(/\/login$/)

  // The login page has a button for it; the provider's real pages sign in and consent.
  await page.getByTestId('login-third-local').click()
  await page.locator('input[name="login"]').fill('alice-e2e')
  await page.locator('input[name="password"]').fill('anything')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/index$/)
  await expect(page.getByTestId('wb-greeting')).toBeVisible()
  await expect(toast(page).filter({ hasText: '登录成功' })).toBeVisible()
  // The visit log has it like a password login.
  expect(
    sql(
      "SELECT exe_status, exe_message FROM dev_log WHERE category = 'LOGIN' AND name = 'thirdLogin' AND op_user = 'superAdmin'",
    ),
  ).toEqual([{ exe_status: 'SUCCESS', exe_message: 'local' }])

  // The user centre's bind view shows the user's own binding.
  await page.goto('/usercenter')
  await page.getByRole('tab', { name: '账号绑定' }).click()
  await expect(page.getByTestId('own-third-bindings')).toContainText('本地身份 · Alice')

  // The admin's bindings page lists it and unbinds it after confirming.
  await page.goto('/auth/third')
  const binding = row(page, 'alice-e2e')
  await expect(binding).toContainText('本地身份')
  await expect(binding).toContainText('superAdmin')
  await page.getByTestId('third-unbind-alice-e2e').click()
  await confirmPop(page, '确定要解除这个绑定吗？')
  await expect(
    page.getByTestId('third-bindings').locator('.ant-table-row', { hasText: 'alice-e2e' }),
  ).toHaveCount(0)
  expect(sql("SELECT 1 FROM auth_third_user WHERE subject = 'alice-e2e'")).toEqual([])
  await logoutViaMenu(page)
  await expect(page).toHaveURL(/\/login$/)

  // A forged state is refused: back to the login page with the reason, no session.
  await page.goto('/callback?code=stolen-code&state=forged-state')
  await expect(page).toHaveURL(/\/login$/)
  await expect(toast(page).filter({ hasText: '登录请求无效或已过期，请重新登录' })).toBeVisible()

  // Now unbound: the provider still has the browser's session and consent, so it answers at once;
  // the account is refused with a clear message.
  await page.getByTestId('login-third-local').click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(toast(page).filter({ hasText: '该第三方账号尚未绑定本系统账号' })).toBeVisible()
  expect(
    sql("SELECT exe_message FROM dev_log WHERE name = 'thirdLogin' AND exe_status = 'FAIL' ORDER BY op_time"),
  ).toEqual([{ exe_message: '-: thirdStateInvalid' }, { exe_message: 'local: thirdUnbound' }])

  // Fewer than two parameters: straight to the login page.
  await page.goto('/callback?code=only')
  await expect(page).toHaveURL(/\/login$/)

  // The user binds the account themselves: logged in with the password, from the user centre; the
  // provider (still signed in as alice-e2e) answers at once and the browser comes back bound.
  // (The login goes back to the last page seen, the bindings page.)
  await loginAs(page, ADMIN_ACCOUNT, ADMIN_PASSWORD)
  await page.goto('/usercenter?tab=bind')
  await page.getByTestId('third-bind-buttons').getByRole('button', { name: '绑定本地身份账号' }).click()
  await expect(page).toHaveURL(/\/usercenter\?tab=bind$/)
  await expect(toast(page).filter({ hasText: '已绑定第三方账号' })).toBeVisible()
  await expect(page.getByTestId('own-third-bindings')).toContainText('本地身份 · Name of alice-e2e')
  await expect(page.getByTestId('third-bind-buttons')).toHaveCount(0)
  expect(sql("SELECT user_id FROM auth_third_user WHERE subject = 'alice-e2e'")).toEqual([
    { user_id: admin!.id },
  ])
  // And logs in with it.
  await page.goto('/index')
  await logoutViaMenu(page)
  await page.getByTestId('login-third-local').click()
  await expect(page).toHaveURL(/\/index$/)
  await expect(page.getByTestId('wb-greeting')).toBeVisible()
})

test('the callback page shows the spinner and skeleton while it works', async ({ page }) => {
  // Held answer: the page stays on "logging in..." until the server replies.
  let release: () => void = () => {}
  const held = new Promise<void>((r) => {
    release = r
  })
  await page.route('**/api/auth/third/callback**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/callback?code=x&state=y')
  await expect(page.getByTestId('third-callback')).toContainText('登录中...')
  await expect(page.getByTestId('third-callback').locator('.ant-skeleton')).toBeVisible()
  await expect(page).toHaveTitle(/第三方登录/)
  release()
  await expect(page).toHaveURL(/\/login$/)
})
