import { ALIYUN_KEY, SIGN_NAME, smsPeers } from '../../server/src/test/smsPeers'
import { apiCaller, row } from './admin-helpers'
import { expect, login, sql, test } from './fixtures'
import { phoneInput, phonePage } from './phone-helpers'

/**
 * A company turns on real SMS (issue 40): the administrator enters the Aliyun account on the SMS
 * settings tab and the approved template's code on the message templates page; a visitor then signs
 * in on the phone with the code Aliyun (a local peer checking the SDK's signature) delivered, and
 * the SMS log names the channel and no longer shows the code.
 */
test('a visitor signs in with a code sent through Aliyun, configured on the settings and templates pages', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two pages, the settings, the phone and the log: more than the default time on a loaded machine.
  test.setTimeout(60_000)
  const peers = await smsPeers()
  try {
    await login(page)
    // The template of the visitors' sign-in code: the code Aliyun approved.
    await page.goto('/dev/msgTemplate')
    await page.getByTestId('msg-template-edit-LOGIN_CODE:C').click()
    const form = page.getByTestId('msg-template-form')
    await form.getByTestId('msg-template-code-ALIYUN').fill('SMS_480001')
    await form.getByRole('tab', { name: '预览' }).click()
    await form.getByTestId('msg-template-preview').click()
    await expect(form.getByTestId('msg-template-rendered')).toContainText('您的登录验证码是 246810')
    await form.page().getByTestId('form-submit').click()
    await expect(row(page, '外部用户').first()).toContainText('SMS_480001')
    await expect(row(page, '外部用户').first()).toContainText('已修改')

    // The SMS settings: Aliyun, its account (the secret is write-only) and the peer's endpoint.
    await page.goto('/dev/config')
    await page.getByRole('tab', { name: '短信' }).click()
    const sms = page.getByTestId('config-form-SMS')
    await sms.getByLabel('短信通道').click()
    await page.getByTitle('阿里云短信').last().click()
    await sms.getByLabel('AccessKey ID').fill(ALIYUN_KEY.id)
    await sms.getByLabel('AccessKey Secret').fill(ALIYUN_KEY.secret)
    await sms.getByLabel('短信签名').first().fill(SIGN_NAME)
    await sms.getByLabel('接入地址').first().fill(peers.aliyun.url)
    await page.getByTestId('config-save-SMS').click()
    await expect
      .poll(() => sql("SELECT config_value FROM dev_config WHERE config_key = 'SNOWY_SMS_PROVIDER'"))
      .toEqual([{ config_value: 'ALIYUN' }])

    // The visitor on the phone: the code arrives from Aliyun, not from the log.
    const phone = await phonePage(browser, baseURL!)
    const number = '13966660001'
    await phone.goto('/visitorIndex')
    await phoneInput(phone, 'm-phone').fill(number)
    const reqNo = (await phone.getByTestId('m-captcha-img').getAttribute('data-reqno')) ?? ''
    const [pic] = sql<{ code: string }>('SELECT code FROM sys_code WHERE id = ?', reqNo)
    await phoneInput(phone, 'm-captcha').fill(pic!.code)
    await phone.getByTestId('m-send-code').click()
    await expect.poll(() => peers.aliyun.sent.filter((s) => s.phone === number).length).toBe(1)
    expect(peers.aliyun.requests.every((r) => r.signatureValid)).toBe(true)
    const sent = peers.aliyun.sent.find((s) => s.phone === number)!
    await phoneInput(phone, 'm-code').fill((sent.params as Record<string, string>).code!)
    await phone.getByTestId('m-signin-submit').click()
    await expect(phone.getByTestId('m-welcome')).toContainText('139****0001')
    await phone.context().close()

    // The SMS log: carried by ALIYUN, its message id, the code starred.
    await page.goto('/dev/sms')
    await page.getByTestId('sms-q-phone').fill(number)
    await page.getByTestId('st-search').click()
    const line = row(page, number)
    await expect(line).toContainText('ALIYUN')
    await expect(line).toContainText('******')
    await expect(line).not.toContainText((sent.params as Record<string, string>).code!)
  } finally {
    // The lane's later journeys read codes from the SMS log: back to LOG and the default template,
    // through the server so that its settings are current at once.
    const call = await apiCaller(page)
    await call('/api/dev/config/editBatch', [{ configKey: 'SNOWY_SMS_PROVIDER', configValue: 'LOG' }])
    await call('/api/dev/msgTemplate/reset', { kind: 'LOGIN_CODE', side: 'C' })
    await peers.close()
  }
})
