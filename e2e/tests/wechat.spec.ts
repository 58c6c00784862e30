import { wechatPeer } from '../../server/src/test/wechatPeer'
import { apiCaller } from './admin-helpers'
import { expect, login, sql, test } from './fixtures'
import { phoneInput } from './phone-helpers'

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN'

/**
 * WeChat sign-in (issue 40): inside WeChat the visitor's page goes through WeChat's authorisation
 * (a local peer); the first time the visitor still proves the phone by SMS, which binds the WeChat
 * identity; the next visit signs in with WeChat alone.
 */
test('a visitor inside WeChat binds WeChat with the first SMS sign-in and is signed in by WeChat the next time', async ({
  page,
  browser,
  baseURL,
}) => {
  const peer = await wechatPeer('wx0e2e0e2e0e2e0e2e', 'e2e-wechat-secret')
  await login(page)
  const call = await apiCaller(page)
  const set = (values: Record<string, string>) =>
    call(
      '/api/dev/config/editBatch',
      Object.entries(values).map(([configKey, configValue]) => ({ configKey, configValue })),
    )
  await set({
    WECHAT_MP_APP_ID: 'wx0e2e0e2e0e2e0e2e',
    WECHAT_MP_APP_SECRET: 'e2e-wechat-secret',
    WECHAT_MP_AUTHORIZE_URL: `${peer.url}/connect/oauth2/authorize`,
    WECHAT_MP_API_URL: peer.url,
  })
  const phoneIn = () =>
    browser.newContext({
      baseURL,
      userAgent: WECHAT_UA,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    })
  try {
    peer.state.nextOpenid = `oWx_e2e_${Date.now()}`
    const first = await phoneIn()
    const phone = await first.newPage()
    await phone.goto('/visitorIndex')
    // Back from WeChat, not bound yet: the SMS sign-in, saying why.
    await expect(phone.getByTestId('m-wechat-bind')).toBeVisible()
    expect(phone.url()).not.toContain('wx=')
    const number = `137${String(Date.now()).slice(-8)}`
    await phoneInput(phone, 'm-phone').fill(number)
    const reqNo = (await phone.getByTestId('m-captcha-img').getAttribute('data-reqno')) ?? ''
    const [pic] = sql<{ code: string }>('SELECT code FROM sys_code WHERE id = ?', reqNo)
    await phoneInput(phone, 'm-captcha').fill(pic!.code)
    await phone.getByTestId('m-send-code').click()
    await expect
      .poll(() => sql<{ code: string }>('SELECT code FROM dev_sms WHERE phone = ?', number)[0]?.code)
      .toMatch(/^\d{6}$/)
    const [sms] = sql<{ code: string }>('SELECT code FROM dev_sms WHERE phone = ?', number)
    await phoneInput(phone, 'm-code').fill(sms!.code)
    await phone.getByTestId('m-signin-submit').click()
    await expect(phone.getByTestId('m-welcome')).toContainText(`${number.slice(0, 3)}****${number.slice(-4)}`)
    await first.close()

    // Another day, the same WeChat user: no SMS at all.
    const again = await phoneIn()
    const next = await again.newPage()
    await next.goto('/visitorIndex')
    await expect(next.getByTestId('m-welcome')).toContainText(`${number.slice(0, 3)}****${number.slice(-4)}`)
    expect(sql('SELECT id FROM dev_sms WHERE phone = ?', number)).toHaveLength(1)
    await again.close()
  } finally {
    await set({ WECHAT_MP_APP_ID: '' })
    await peer.close()
  }
})
