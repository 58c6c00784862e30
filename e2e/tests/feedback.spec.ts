import { startSmtp } from '../../server/src/test/smtp'
import { row } from './admin-helpers'
import { expect, login, serverSees, sql, test, toast } from './fixtures'
import { phonePage } from './phone-helpers'

/**
 * Feedback (issue 27): someone leaves feedback on the phone page without signing in, with a photo
 * and an e-mail address; the back-office replies and the reply arrives on the test SMTP server.
 */

// 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const SMTP_KEYS = [
  'SNOWY_EMAIL_SMTP_HOST',
  'SNOWY_EMAIL_SMTP_PORT',
  'SNOWY_EMAIL_SMTP_SECURE',
  'SNOWY_EMAIL_FROM',
]

test('feedback left without signing in gets a reply that arrives by e-mail', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const tag = Date.now().toString(36)
  const text = `东门卸货区地面有油污-${tag}`
  const email = `fb-${tag}@example.com`
  const saved = sql<{ config_key: string; config_value: string }>(
    `SELECT config_key, config_value FROM dev_config WHERE config_key IN (${SMTP_KEYS.map(() => '?').join(',')})`,
    ...SMTP_KEYS,
  )
  const smtp = await startSmtp()
  const set = (k: string, v: string) =>
    sql('UPDATE dev_config SET config_value = ? WHERE config_key = ?', v, k)
  try {
    set('SNOWY_EMAIL_SMTP_HOST', '127.0.0.1')
    set('SNOWY_EMAIL_SMTP_PORT', String(smtp.port))
    set('SNOWY_EMAIL_SMTP_SECURE', 'false')
    set('SNOWY_EMAIL_FROM', 'portal@example.com')
    const seen = serverSees()

    // On the phone, no sign-in: the required fields are asked for, then it goes with a photo.
    const phone = await phonePage(browser, baseURL!)
    await phone.goto('/feedback')
    await phone.getByTestId('m-feedback-submit').click()
    await expect(phone.getByTestId('m-feedback-category-error')).toHaveText('请选择反馈类别')
    await expect(phone.getByTestId('m-feedback-content-error')).toHaveText('请填写反馈内容')
    await phone.getByTestId('m-feedback-cat-SAFETY').check()
    await phone.getByTestId('m-feedback-content').fill(text)
    await phone.getByTestId('m-feedback-photos').locator('input[type=file]').setInputFiles({
      name: 'oil.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await expect(phone.getByTestId('m-feedback-photos').locator('img')).toHaveCount(1)
    await phone.getByTestId('m-feedback-contactName').fill('李工')
    await phone.getByTestId('m-feedback-contactEmail').fill(email)
    await phone.getByTestId('m-feedback-submit').click()
    await expect(phone.getByTestId('m-feedback-done')).toContainText('感谢您的反馈')
    await phone.context().close()

    // The back-office finds it, with its photo, and replies by e-mail.
    await seen
    await login(page)
    await page.goto('/krs/feedback')
    await page.getByTestId('feedback-q-keyword').fill(tag)
    await page.getByTestId('st-search').click()
    const item = row(page, text)
    await expect(item).toContainText('安全隐患')
    await expect(item).toContainText('待处理')
    await item.locator('[data-testid^="feedback-detail-"]').click()
    const drawer = page.getByTestId('feedback-detail')
    await expect(drawer.locator('img')).toHaveCount(1)
    await drawer.getByTestId('feedback-detail-reply').click()
    const form = page.getByTestId('feedback-reply-form')
    await expect(form.getByRole('radio', { name: new RegExp(email) })).toBeChecked()
    await form.getByTestId('feedback-reply-text').fill('已安排保洁清理并设置警示牌，谢谢提醒。')
    await form.getByTestId('form-submit').click()
    await expect(toast(page).filter({ hasText: '答复已发送' })).toBeVisible()
    const mail = await smtp.waitFor(email, 10_000)
    expect(mail.subject).toContain('对您的意见反馈的答复')
    expect(mail.text).toContain(text)
    expect(mail.text).toContain('已安排保洁清理并设置警示牌，谢谢提醒。')
    await expect(drawer).toContainText('已送达')
    await drawer.getByTestId('feedback-detail-close').click()
    const close = page.getByTestId('feedback-close-form')
    await close.getByTestId('form-submit').click()
    await expect(item).toContainText('已关闭')
  } finally {
    await smtp.close()
    for (const r of saved) set(r.config_key, r.config_value)
  }
})
