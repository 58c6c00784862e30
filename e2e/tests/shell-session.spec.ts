import type { Page } from '@playwright/test'
import { startSmtp } from '../../server/src/test/smtp'
import {
  ADMIN_ACCOUNT,
  ADMIN_PASSWORD,
  deleteResources,
  expect,
  insertResources,
  login,
  openUserMenu,
  type ResourceRow,
  serverSees,
  sql,
  stored,
  submitLogin,
  sysName,
  test,
  toast,
} from './fixtures'

const mark = (page: Page) => page.evaluate(() => localStorage.setItem('E2E_MARK', '1'))

test.describe('user bar', () => {
  test('fullscreen toggles', async ({ page }) => {
    await login(page)
    const button = page.getByTestId('fullscreen')
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await button.click()
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await button.click()
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false)
  })

  test('clear cache: confirmation, all local storage cleared, /login, reload', async ({ page }) => {
    await login(page)
    await mark(page)
    await openUserMenu(page)
    await page.getByTestId('clear-cache').click()
    const confirm = page.locator('.ant-modal-confirm')
    await expect(confirm).toContainText('确定清除本地缓存吗')
    // Cancel keeps everything.
    await confirm.getByRole('button', { name: /取\s?消/ }).click()
    expect((await stored(page)).E2E_MARK).toBe(1)
    await openUserMenu(page)
    await page.getByTestId('clear-cache').click()
    const reloaded = page.waitForEvent('load')
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s?定/ })
      .click()
    await reloaded
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByTestId('login-form')).toBeVisible()
    const s = await stored(page)
    for (const key of ['E2E_MARK', 'TOKEN', 'USER_INFO', 'MENU', 'PERMISSIONS', 'LAST_VIEWS_PATH'])
      expect(s[key], key).toBeUndefined()
  })

  test('log out when the call fails: all local storage cleared, /login, reload', async ({ page }) => {
    await login(page)
    await mark(page)
    await page.route('**/api/auth/b/doLogout*', (route) => route.abort())
    const reloaded = page.waitForEvent('load')
    await openUserMenu(page)
    await page.getByTestId('logout').click()
    await reloaded
    await expect(page).toHaveURL(/\/login$/)
    const s = await stored(page)
    for (const key of ['E2E_MARK', 'TOKEN', 'USER_INFO', 'MENU']) expect(s[key], key).toBeUndefined()
  })

  test('the language switch reaches every text: menus, antd, dates', async ({ page }) => {
    await login(page)
    await expect(page.getByTestId('top-menu')).toContainText('工作台')
    await page.getByTestId('lang-switch').click()
    await page.getByTestId('lang-en').click()
    await expect(page.getByTestId('top-menu')).toContainText('Workbench')
    await expect(page.locator('.shell-tag')).toHaveText(['Workbench'])
    await expect(page).toHaveTitle(`Workbench - ${sysName()}`)
    await expect(page.locator('.workbench-date-day')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    await openUserMenu(page)
    await expect(page.getByTestId('clear-cache')).toHaveText('Clear cache')
    await page.getByTestId('clear-cache').click()
    // antd's own texts follow (the confirm buttons).
    const confirm = page.locator('.ant-modal-confirm')
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible()
    await expect(confirm.getByRole('button', { name: 'OK' })).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await page.getByTestId('settings-open').click()
    await expect(page.locator('.shell-settings')).toContainText('Interface settings')
    await expect(page.locator('.shell-settings')).toContainText('Login-user watermark')
  })
})

test.describe('navigation guard', () => {
  const late: ResourceRow = {
    id: 'menu-e2e-late',
    parentId: 'mod-home',
    moduleId: 'mod-home',
    name: 'e2eLate',
    title: '新增页面',
    titleEn: 'Added page',
    menuType: 'menu',
    path: '/e2e/late',
    component: 'e2e/missing',
  }
  test.afterAll(() => deleteResources([late.id]))

  test('the first navigation of a page load refreshes the menu', async ({ page }) => {
    await login(page)
    await expect(page.getByTestId('top-menu')).not.toContainText('新增页面')
    await insertResources([late])
    await page.reload()
    await expect(page.getByTestId('top-menu')).toContainText('新增页面')
    await page.getByTestId('top-menu').getByText('新增页面').click()
    await expect(page).toHaveURL(/\/e2e\/late$/)
    await expect(page).toHaveTitle(`新增页面 - ${sysName()}`)
    expect((await stored(page)).LAST_VIEWS_PATH).toBe('/e2e/late')
  })

  test('a progress bar without spinner while a page loads; router errors are logged', async ({ page }) => {
    await login(page)
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    // The settings drawer chunk is not loaded yet: hold it back.
    let release: () => void = () => {}
    const held = new Promise<void>((r) => {
      release = r
    })
    await page.route('**/assets/404-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.evaluate(() => {
      window.history.pushState(null, '', '/no/such/page')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.locator('#nprogress .bar')).toBeVisible()
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0)
    release()
    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(page.locator('#nprogress')).toHaveCount(0)

    // A page whose code cannot load: the error page, and the error in the console.
    await page.route('**/assets/IframeView-*.js', (route) => route.abort())
    await insertResources([
      {
        ...late,
        id: 'menu-e2e-frame',
        name: 'e2eFrame',
        path: '/e2e/frame',
        menuType: 'iframe',
        url: '/logo.svg',
      },
    ])
    try {
      await page.goto('/e2e/frame')
      await expect(page.getByText('页面出错了')).toBeVisible()
      expect(errors.some((e) => e.includes('router error'))).toBe(true)
    } finally {
      await deleteResources(['menu-e2e-frame'])
    }
  })

  test('3 s after load a new entry script brings the persistent "new version" notice', async ({ page }) => {
    // On the page's own clock: when the app moved to /index after the login (before the shell
    // mounted and started its timer), and when the check was fetched.
    await page.addInitScript(() => {
      const w = window as unknown as { __navAt?: number; __checkAt?: number }
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name]
        history[name] = function (...args: Parameters<History['pushState']>) {
          original.apply(this, args)
          if (window.location.pathname === '/index') w.__navAt ??= performance.now()
        }
      }
      const fetch = window.fetch
      window.fetch = function (input, init) {
        if (/\/\?t=\d+$/.test(String(input))) w.__checkAt ??= performance.now()
        return fetch.call(this, input, init)
      }
    })
    await page.route(/\/\?t=\d+$/, async (route) => {
      const res = await route.fetch()
      const html = (await res.text()).replace(/assets\/index-[\w-]+\.js/, 'assets/index-NEWVERSION.js')
      await route.fulfill({ response: res, body: html })
    })
    await login(page)
    const notice = page.locator('.ant-notification-notice').filter({ hasText: '发现新版本' })
    await expect(notice).toBeVisible({ timeout: 8000 })
    const { navAt, checkAt } = await page.evaluate(() => {
      const w = window as unknown as { __navAt?: number; __checkAt?: number }
      return { navAt: w.__navAt ?? Number.NaN, checkAt: w.__checkAt ?? Number.NaN }
    })
    // Not before 3 s after the shell mounted (which was after the move to /index).
    expect(checkAt - navAt).toBeGreaterThanOrEqual(2995)
    // Persistent: still there after antd's default 4.5 s would have closed it.
    await page.waitForTimeout(5000)
    await expect(notice).toBeVisible()
    const reloaded = page.waitForEvent('load')
    await notice.getByTestId('update-now').click()
    await reloaded
  })

  test('the same entry script: no notice', async ({ page }) => {
    let checked = false
    page.on('request', (r) => {
      if (/\/\?t=\d+$/.test(r.url())) checked = true
    })
    await login(page)
    await expect.poll(() => checked, { timeout: 8000 }).toBe(true)
    await page.waitForTimeout(500)
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0)
  })
})

test.describe('password recovery', () => {
  const SMTP_KEYS = [
    'SNOWY_EMAIL_SMTP_HOST',
    'SNOWY_EMAIL_SMTP_PORT',
    'SNOWY_EMAIL_SMTP_SECURE',
    'SNOWY_EMAIL_FROM',
  ]
  let savedConfig: { config_key: string; config_value: string }[] = []
  let saved: { password_hash: string; password_updated_at: string | null } | undefined
  test.beforeAll(() => {
    savedConfig = SMTP_KEYS.flatMap((key) =>
      sql<{ config_key: string; config_value: string }>(
        'SELECT config_key, config_value FROM dev_config WHERE config_key = ?',
        key,
      ),
    )
    saved = sql<{ password_hash: string; password_updated_at: string | null }>(
      'SELECT password_hash, password_updated_at FROM sys_user WHERE account = ?',
      ADMIN_ACCOUNT,
    )[0]
  })
  test.afterAll(() => {
    if (saved)
      sql(
        'UPDATE sys_user SET password_hash = ?, password_updated_at = ?, email = NULL WHERE account = ?',
        saved.password_hash,
        saved.password_updated_at,
        ADMIN_ACCOUNT,
      )
    for (const row of savedConfig)
      sql('UPDATE dev_config SET config_value = ? WHERE config_key = ?', row.config_value, row.config_key)
    sql("DELETE FROM dev_config WHERE category = 'E2E'")
  })

  function trackCaptchas(page: Page) {
    const reqNos: string[] = []
    page.on('response', async (res) => {
      if (!res.url().includes('/api/sys/userCenter/getPicCaptcha')) return
      const body = await res.json().catch(() => null)
      if (body?.data?.validCodeReqNo) reqNos.push(body.data.validCodeReqNo)
    })
    return { latest: () => reqNos[reqNos.length - 1] ?? '', count: () => reqNos.length }
  }
  const answer = (reqNo: string) =>
    sql<{ code: string }>('SELECT code FROM sys_code WHERE id = ?', reqNo)[0]?.code ?? ''

  function setConfigRow(key: string, value: string) {
    const existing = sql('SELECT 1 FROM dev_config WHERE config_key = ?', key)
    if (existing.length) sql('UPDATE dev_config SET config_value = ? WHERE config_key = ?', value, key)
    else
      sql(
        `INSERT INTO dev_config (id, config_key, config_value, category, sort_code) VALUES (?, ?, ?, 'E2E', 0)`,
        `cfg-e2e-${key}`,
        key,
        value,
      )
  }

  test('the card: tabs, validation, the captcha modal (click refreshes), countdown stops on error', async ({
    page,
  }) => {
    const captchas = trackCaptchas(page)
    await page.goto('/login')
    await page.getByTestId('forgot-password').click()
    await expect(page).toHaveURL(/\/findpwd$/)
    await expect(page).toHaveTitle(`找回密码 - ${sysName()}`)
    const phoneForm = page.getByTestId('findpwd-phone-form')
    await phoneForm.getByTestId('findpwd-target').fill('12345')
    await phoneForm.getByTestId('findpwd-send').click()
    await expect(phoneForm).toContainText('请输入正确的 11 位手机号')
    await expect(page.locator('.ant-modal')).toHaveCount(0)

    await phoneForm.getByTestId('findpwd-target').fill('13800138000')
    await phoneForm.getByTestId('findpwd-send').click()
    const modal = page.locator('.ant-modal').filter({ hasText: '机器验证' })
    await expect(modal).toBeVisible()
    await expect.poll(async () => (await modal.boundingBox())?.width).toBe(400)
    await expect.poll(captchas.count).toBe(1)
    await modal.getByTestId('findpwd-captcha-img').click()
    await expect.poll(captchas.count).toBe(2)
    // A wrong answer: the countdown starts, then stops and the button comes back.
    await modal.getByTestId('findpwd-captcha-input').fill('zzzz')
    await modal.getByRole('button', { name: /确\s?定|OK/ }).click()
    await expect(
      toast(page)
        .filter({ hasText: /验证码/ })
        .first(),
    ).toBeVisible()
    await expect(phoneForm.getByTestId('findpwd-send')).toBeEnabled()
    await expect(phoneForm.getByTestId('findpwd-send')).toHaveText('发送验证码')

    // The right answer: an SMS (the LOG provider records it) and a 60 s countdown.
    await phoneForm.getByTestId('findpwd-send').click()
    await expect.poll(captchas.count).toBe(3)
    await modal.getByTestId('findpwd-captcha-input').fill(answer(captchas.latest()))
    await modal.getByRole('button', { name: /确\s?定|OK/ }).click()
    await expect(phoneForm.getByTestId('findpwd-send')).toBeDisabled()
    await expect(phoneForm.getByTestId('findpwd-send')).toHaveText(/^(60|59) 秒后重发$/)
    await expect(toast(page).filter({ hasText: '验证码已发送' })).toBeVisible()

    // Reset needs the code (digits) and a new password; back to login.
    await phoneForm.getByTestId('findpwd-code').fill('abc')
    await phoneForm.getByTestId('findpwd-reset').click()
    await expect(phoneForm).toContainText('验证码只能是数字')
    await expect(phoneForm).toContainText('请输入新密码')
    await phoneForm.getByTestId('findpwd-back').click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test.describe('by phone', () => {
    // A seeded employee with a phone; the LOG provider writes each SMS into dev_sms.
    const ACCOUNT = 'gaoyan'
    let user: { id: string; phone: string; password_hash: string; password_updated_at: string | null }
    test.beforeAll(() => {
      const [row] = sql<typeof user>(
        'SELECT id, phone, password_hash, password_updated_at FROM sys_user WHERE account = ?',
        ACCOUNT,
      )
      if (!row?.phone) throw new Error(`seed user ${ACCOUNT} with a phone is missing`)
      user = row
    })
    test.afterAll(() => {
      if (!user) return
      sql(
        'UPDATE sys_user SET password_hash = ?, password_updated_at = ? WHERE id = ?',
        user.password_hash,
        user.password_updated_at,
        user.id,
      )
      sql('DELETE FROM sys_session WHERE user_id = ?', user.id)
      sql('DELETE FROM sys_login_guard WHERE account = ?', ACCOUNT)
    })

    test('code from the SMS log, reset, back to login: the new password works, the old one not', async ({
      page,
    }) => {
      test.setTimeout(60_000)
      // A retry must not meet the one-code-a-minute limit of an earlier attempt.
      sql("DELETE FROM sys_code WHERE kind = 'PHONE' AND target = ?", user.phone)
      const [defaultPassword] = sql<{ config_value: string }>(
        "SELECT config_value FROM dev_config WHERE config_key = 'SNOWY_SYS_DEFAULT_PASSWORD'",
      )
      const oldPassword = defaultPassword?.config_value ?? ''
      const smsBefore = sql<{ n: number }>('SELECT count(*) AS n FROM dev_sms WHERE phone = ?', user.phone)[0]
        ?.n
      const captchas = trackCaptchas(page)

      await page.goto('/login')
      await page.getByTestId('forgot-password').click()
      await expect(page).toHaveURL(/\/findpwd$/)
      const form = page.getByTestId('findpwd-phone-form')
      await form.getByTestId('findpwd-target').fill(user.phone)
      await form.getByTestId('findpwd-send').click()
      const modal = page.locator('.ant-modal').filter({ hasText: '机器验证' })
      await expect(modal).toBeVisible()
      await expect.poll(captchas.count).toBe(1)
      await modal.getByTestId('findpwd-captcha-input').fill(answer(captchas.latest()))
      await modal.getByRole('button', { name: /确\s?定|OK/ }).click()
      await expect(form.getByTestId('findpwd-send')).toBeDisabled()
      await expect(toast(page).filter({ hasText: '验证码已发送' })).toBeVisible()

      // The message goes out after the response: wait for it in the SMS log.
      const sms = () =>
        sql<{ content: string; provider: string; status: string }>(
          'SELECT content, provider, status FROM dev_sms WHERE phone = ? ORDER BY created_at DESC, id DESC',
          user.phone,
        )
      await expect.poll(() => sms().length).toBe((smsBefore ?? 0) + 1)
      const [message] = sms()
      expect(message).toMatchObject({ provider: 'LOG', status: 'SENT' })
      const code = /(\d{6})/.exec(message?.content ?? '')?.[1]
      expect(code, message?.content).toBeTruthy()

      const newPassword = 'PhoneReset2026x'
      await form.getByTestId('findpwd-code').fill(code ?? '')
      await form.getByTestId('findpwd-password').fill(newPassword)
      await form.getByTestId('findpwd-reset').click()
      await expect(toast(page).filter({ hasText: '密码找回成功' })).toBeVisible()
      await expect(page).toHaveURL(/\/login$/)
      // The code was single use.
      expect(sql("SELECT 1 FROM sys_code WHERE kind = 'PHONE' AND target = ?", user.phone)).toHaveLength(0)

      await submitLogin(page, ACCOUNT, oldPassword)
      await expect(toast(page).filter({ hasText: '账号或密码错误' })).toBeVisible()
      await expect(page).toHaveURL(/\/login$/)
      await submitLogin(page, ACCOUNT, newPassword)
      await expect(page.getByTestId('shell')).toBeVisible()
      await expect(page.getByTestId('current-user')).toContainText('高燕')
    })
  })

  test('by e-mail through the real SMTP path, then log in with the new password', async ({ page }) => {
    test.setTimeout(60_000)
    const smtp = await startSmtp()
    try {
      setConfigRow('SNOWY_EMAIL_SMTP_HOST', '127.0.0.1')
      setConfigRow('SNOWY_EMAIL_SMTP_PORT', String(smtp.port))
      setConfigRow('SNOWY_EMAIL_SMTP_SECURE', 'false')
      setConfigRow('SNOWY_EMAIL_FROM', 'portal@example.com')
      const email = 'admin-e2e@example.com'
      sql('UPDATE sys_user SET email = ? WHERE account = ?', email, ADMIN_ACCOUNT)
      await serverSees()
      const captchas = trackCaptchas(page)

      await page.goto('/findpwd')
      await page.getByTestId('findpwd-tab-email').click()
      const form = page.getByTestId('findpwd-email-form')
      await form.getByTestId('findpwd-target').fill(email)
      await form.getByTestId('findpwd-send').click()
      const modal = page.locator('.ant-modal').filter({ hasText: '机器验证' })
      await expect(modal).toBeVisible()
      await expect.poll(captchas.count).toBe(1)
      await modal.getByTestId('findpwd-captcha-input').fill(answer(captchas.latest()))
      await modal.getByTestId('findpwd-captcha-input').press('Enter')
      await expect(form.getByTestId('findpwd-send')).toBeDisabled()

      const mail = await smtp.waitFor(email, 10_000)
      const code = /验证码为\s*(\d{6})/.exec(mail.text)?.[1]
      expect(code, mail.text).toBeTruthy()
      await form.getByTestId('findpwd-code').fill(code ?? '')
      const newPassword = 'NewPass2026x'
      await form.getByTestId('findpwd-password').fill(newPassword)
      await form.getByTestId('findpwd-reset').click()
      await expect(toast(page).filter({ hasText: '密码找回成功' })).toBeVisible()
      await expect(page).toHaveURL(/\/login$/)

      await submitLogin(page, ADMIN_ACCOUNT, ADMIN_PASSWORD)
      await expect(toast(page).filter({ hasText: '账号或密码错误' })).toBeVisible()
      await submitLogin(page, ADMIN_ACCOUNT, newPassword)
      await expect(page).toHaveURL(/\/index$/)
    } finally {
      await smtp.close()
    }
  })
})
