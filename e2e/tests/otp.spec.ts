import * as OTPAuth from 'otpauth'
import { addUserWithPassword, STAFF_PASSWORD, staffPasswords } from './admin-helpers'
import { expect, login, submitLogin, test, toast } from './fixtures'

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 })

/**
 * Two-step sign-in (issue 40): an employee binds a one-time password in the user centre (QR code,
 * first code, recovery codes shown once); from then on the login asks for the code after the
 * password, and a wrong one does not get in.
 */
test('an employee binds a one-time password and then cannot sign in without its code', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page)
  const { account } = await addUserWithPassword(page, 'otp', '动态口令员工')
  await staffPasswords([account])

  const ctx = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
  const me = await ctx.newPage()
  await me.goto('/login')
  await submitLogin(me, account, STAFF_PASSWORD)
  await expect(me).not.toHaveURL(/\/login$/)
  await me.goto('/usercenter?tab=otp')
  await me.getByTestId('otp-start').click()
  await expect(me.getByTestId('otp-qr')).toBeVisible()
  const secret = (await me.getByTestId('otp-secret').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await me.getByTestId('otp-code').fill(codeOf(secret))
  await me.getByTestId('otp-bind').click()
  const codes = ((await me.getByTestId('otp-recovery').textContent()) ?? '').split('\n')
  expect(codes).toHaveLength(10)
  await me.getByTestId('otp-recovery-done').click()
  await expect(me.getByTestId('otp-bound')).toContainText('剩余恢复码：10 个')

  // Signed out, the password alone is not enough.
  await me.evaluate(() => localStorage.clear())
  await me.goto('/login')
  await submitLogin(me, account, STAFF_PASSWORD)
  await expect(me.getByTestId('login-otp-hint')).toBeVisible()
  await expect(me).toHaveURL(/\/login$/)
  await me.getByTestId('login-otp').fill('000000')
  await me.getByTestId('login-submit').click()
  await expect(toast(me).filter({ hasText: '动态码错误' })).toBeVisible()
  await expect(me).toHaveURL(/\/login$/)
  // The next step's code (the binding used this one).
  await me.getByTestId('login-otp').fill(codeOf(secret, 1))
  await me.getByTestId('login-submit').click()
  await expect(me).not.toHaveURL(/\/login$/)
  await ctx.close()
})
