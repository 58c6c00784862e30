import type { Page } from '@playwright/test'
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, expect, serverSees, setConfig, sql, test, toast } from './fixtures'

const CAPTCHA_KEY = 'SNOWY_SYS_DEFAULT_CAPTCHA_OPEN'

/** Follows the captchas the page fetches; `latest()` is the request number of the one shown. */
function trackCaptchas(page: Page) {
  const reqNos: string[] = []
  page.on('response', async (res) => {
    if (!res.url().includes('/api/auth/b/getPicCaptcha')) return
    const body = await res.json().catch(() => null)
    if (body?.data?.validCodeReqNo) reqNos.push(body.data.validCodeReqNo)
  })
  return {
    count: () => reqNos.length,
    latest: () => reqNos[reqNos.length - 1] ?? '',
  }
}

const codeOf = (reqNo: string) =>
  sql<{ code: string }>('SELECT code FROM sys_code WHERE id = ?', reqNo)[0]?.code ?? ''

test.describe('picture captcha', () => {
  // The server keeps settings a few seconds: the page and the login call must both see it on.
  test.beforeAll(async () => {
    setConfig(CAPTCHA_KEY, 'true')
    await serverSees()
  })
  // The next spec logs in without a captcha: the server must have seen it switched off.
  test.afterAll(async () => {
    setConfig(CAPTCHA_KEY, 'false')
    await serverSees()
  })

  test('is shown when enabled, refreshes on click, refuses a wrong code, accepts the right one', async ({
    page,
  }) => {
    const captchas = trackCaptchas(page)
    await page.goto('/login')
    const input = page.getByTestId('login-captcha')
    const image = page.getByTestId('login-captcha-img').locator('img')
    await expect(input).toBeVisible()
    await expect(image).toHaveAttribute('src', /^data:image\//)
    await expect.poll(captchas.count).toBeGreaterThan(0)

    // Click the image: a new captcha.
    const before = captchas.count()
    await page.getByTestId('login-captcha-img').click()
    await expect.poll(captchas.count).toBe(before + 1)

    // Required when enabled.
    await page.getByTestId('login-account').fill(ADMIN_ACCOUNT)
    await page.getByTestId('login-password').fill(ADMIN_PASSWORD)
    await page.getByTestId('login-submit').click()
    await expect(page.getByText('请输入验证码', { exact: true })).toBeVisible()

    // A wrong code is refused: message, field cleared, a new captcha.
    const beforeWrong = captchas.count()
    const shown = captchas.latest()
    const wrong = codeOf(shown) === 'zzzz' ? 'yyyy' : 'zzzz'
    await input.fill(wrong)
    await input.press('Enter')
    await expect(toast(page).filter({ hasText: '验证码错误或已过期，请重新输入' })).toBeVisible()
    await expect(input).toHaveValue('')
    await expect.poll(captchas.count).toBe(beforeWrong + 1)
    await expect(page).toHaveURL(/\/login$/)

    // The right code of the captcha now shown logs in.
    const code = codeOf(captchas.latest())
    expect(code).not.toBe('')
    await input.fill(code)
    await input.press('Enter')
    await expect(page).toHaveURL(/\/index$/)
    await expect(toast(page).filter({ hasText: '登录成功' })).toBeVisible()
  })
})
