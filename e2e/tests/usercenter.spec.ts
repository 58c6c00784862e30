import type { Page } from '@playwright/test'
import { startSmtp } from '../../server/src/test/smtp'
import { ADMIN_ACCOUNT, expect, login, openUserMenu, serverSees, sql, stored, test, toast } from './fixtures'

test('the personal centre opens from the user menu for any user, without a menu entry', async ({ page }) => {
  await login(page)
  await openUserMenu(page)
  await page.getByRole('menuitem', { name: '个人中心' }).click()
  await expect(page).toHaveURL(/\/usercenter$/)
  await expect(page.getByTestId('center-basic')).toBeVisible()
  await expect(page).toHaveTitle(/^个人中心 - /)
  await page.getByRole('tab', { name: '组织架构' }).click()
  await expect(page.getByTestId('org-chart')).toContainText('宏远实业集团')
})

/** Pixels of the canvas that carry ink (not transparent). */
const inkOnCanvas = (page: Page) =>
  page.getByTestId('signature-canvas').evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? []
    let n = 0
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++
    return n
  })

/** Pixels with ink in an image (a URL or data URL), decoded by the browser. */
const inkInImage = (page: Page, src: string) =>
  page.evaluate(async (url) => {
    const img = new Image()
    img.src = url
    await img.decode()
    const c = document.createElement('canvas')
    c.width = img.width
    c.height = img.height
    const ctx = c.getContext('2d')!
    ctx.drawImage(img, 0, 0)
    const data = ctx.getImageData(0, 0, c.width, c.height).data
    let n = 0
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++
    return { width: img.width, height: img.height, ink: n }
  }, src)

const adminRow = () =>
  sql<{ signature: string | null; phone: string | null; email: string | null }>(
    'SELECT signature, phone, email FROM sys_user WHERE account = ?',
    ADMIN_ACCOUNT,
  )[0]!

test.describe('personal centre', () => {
  test.afterAll(() => {
    sql('UPDATE sys_user SET signature = NULL, phone = NULL, email = NULL WHERE account = ?', ADMIN_ACCOUNT)
  })

  test('a handwritten signature drawn with the mouse is saved, stored as an image and shown again', async ({
    page,
  }) => {
    await login(page)
    await page.goto('/usercenter')
    await page.getByRole('tab', { name: '电子签名' }).click()
    const canvas = page.getByTestId('signature-canvas')
    await expect(canvas).toBeVisible()
    expect(await inkOnCanvas(page)).toBe(0)

    // Two strokes, like a short signature.
    const box = (await canvas.boundingBox())!
    const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const
    await page.mouse.move(...at(0.1, 0.6))
    await page.mouse.down()
    for (let i = 1; i <= 20; i++) await page.mouse.move(...at(0.1 + i * 0.02, 0.6 - Math.sin(i / 3) * 0.3))
    await page.mouse.up()
    await page.mouse.move(...at(0.55, 0.3))
    await page.mouse.down()
    await page.mouse.move(...at(0.8, 0.7), { steps: 10 })
    await page.mouse.up()
    const drawn = await inkOnCanvas(page)
    expect(drawn).toBeGreaterThan(200)

    await page.getByTestId('signature-save').click()
    await expect(toast(page).filter({ hasText: '操作成功' })).toBeVisible()
    // Stored as a file: the user row holds its id; the file is a PNG read through the file URL.
    const saved = adminRow().signature
    expect(saved).toMatch(/^[0-9a-f]{32}$/)
    expect(sql('SELECT mime_type, purpose FROM dev_file WHERE id = ?', saved)).toEqual([
      { mime_type: 'image/png', purpose: 'SIGNATURE' },
    ])
    const image = await inkInImage(page, `/api/dev/file/preview?id=${saved}`)
    expect(image).toMatchObject({ width: 600, height: 200 })
    expect(image.ink).toBe(drawn)

    // After a reload the saved signature is drawn back into the pad.
    await page.reload()
    await page.getByRole('tab', { name: '电子签名' }).click()
    await expect.poll(() => inkOnCanvas(page)).toBe(drawn)

    // Cleared and saved: no signature any more.
    await page.getByTestId('signature-clear').click()
    expect(await inkOnCanvas(page)).toBe(0)
    await page.getByTestId('signature-save').click()
    await expect(toast(page).filter({ hasText: '操作成功' }).last()).toBeVisible()
    await expect.poll(() => adminRow().signature).toBeNull()
  })

  test('binds a phone by code: a wrong code is refused and spent, a right one binds once', async ({
    page,
  }) => {
    const stamp = String(Date.now()).slice(-8)
    const first = `139${stamp}`
    const second = `137${stamp}`
    const smsCode = (phone: string) =>
      /(\d{6})/.exec(
        sql<{ content: string }>(
          'SELECT content FROM dev_sms WHERE phone = ? ORDER BY created_at DESC LIMIT 1',
          phone,
        )[0]?.content ?? '',
      )?.[1] ?? ''

    await login(page)
    await page.goto('/usercenter')
    await page.getByRole('tab', { name: '账号绑定' }).click()
    const form = page.getByTestId('bind-phone-form')
    await expect(page.getByTestId('bind-phone-state')).toHaveText('未绑定')
    await expect(form.getByTestId('bind-phone-submit')).toBeDisabled()

    await form.getByTestId('bind-phone-target').fill(first)
    const firstSent = page.waitForResponse((r) => r.url().includes('/getBindPhoneValidCode'))
    await form.getByTestId('bind-phone-send').click()
    const firstReqNo = ((await (await firstSent).json()) as { data: string }).data
    await expect(form.getByTestId('bind-phone-send')).toBeDisabled()
    await expect(form.getByTestId('bind-phone-send')).toHaveText(/秒后重发/)
    await expect.poll(() => smsCode(first)).toMatch(/^\d{6}$/)
    const right = smsCode(first)
    const wrong = right === '000000' ? '111111' : '000000'

    await form.getByTestId('bind-phone-code').fill(wrong)
    await form.getByTestId('bind-phone-submit').click()
    await expect(toast(page).filter({ hasText: '验证码错误或已过期，请重新获取' })).toBeVisible()
    expect(adminRow().phone).toBeNull()
    await expect(page.getByTestId('bind-phone-state')).toHaveText('未绑定')
    // The wrong try spent the code: binding waits for a new one.
    await expect(form.getByTestId('bind-phone-submit')).toBeDisabled()
    const token = (await stored(page)).TOKEN as string
    const spent = await page.request.post('/api/sys/userCenter/bindPhone', {
      headers: { token },
      data: { phone: first, validCode: right, validCodeReqNo: firstReqNo },
    })
    expect(await spent.json()).toMatchObject({ code: 400, msg: '验证码错误或已过期，请重新获取' })
    expect(adminRow().phone).toBeNull()

    // A new code (the resend countdown is per page: start afresh) to another phone binds it.
    await page.reload()
    await page.getByRole('tab', { name: '账号绑定' }).click()
    await form.getByTestId('bind-phone-target').fill(second)
    const sent = page.waitForResponse((r) => r.url().includes('/getBindPhoneValidCode'))
    await form.getByTestId('bind-phone-send').click()
    const reqNo = ((await (await sent).json()) as { data: string }).data
    await expect.poll(() => smsCode(second)).toMatch(/^\d{6}$/)
    const code = smsCode(second)
    await form.getByTestId('bind-phone-code').fill(code)
    await form.getByTestId('bind-phone-submit').click()
    await expect(toast(page).filter({ hasText: '绑定成功' })).toBeVisible()
    await expect(page.getByTestId('bind-phone-state')).toHaveText(`已绑定：${second}`)
    expect(adminRow().phone).toBe(second)
    expect((await stored(page)).USER_INFO).toMatchObject({ phone: second })

    // The same code again: refused, nothing changes.
    sql('UPDATE sys_user SET phone = NULL WHERE account = ?', ADMIN_ACCOUNT)
    const again = await page.request.post('/api/sys/userCenter/bindPhone', {
      headers: { token },
      data: { phone: second, validCode: code, validCodeReqNo: reqNo },
    })
    expect(await again.json()).toMatchObject({ code: 400, msg: '验证码错误或已过期，请重新获取' })
    expect(adminRow().phone).toBeNull()
  })

  test('binds an e-mail with the code mailed through the real SMTP path, once', async ({ page }) => {
    test.setTimeout(60_000)
    const SMTP = [
      'SNOWY_EMAIL_SMTP_HOST',
      'SNOWY_EMAIL_SMTP_PORT',
      'SNOWY_EMAIL_SMTP_SECURE',
      'SNOWY_EMAIL_FROM',
    ]
    const saved = sql<{ config_key: string; config_value: string }>(
      `SELECT config_key, config_value FROM dev_config WHERE config_key IN (${SMTP.map(() => '?').join(',')})`,
      ...SMTP,
    )
    const smtp = await startSmtp()
    try {
      const set = (k: string, v: string) =>
        sql('UPDATE dev_config SET config_value = ? WHERE config_key = ?', v, k)
      set('SNOWY_EMAIL_SMTP_HOST', '127.0.0.1')
      set('SNOWY_EMAIL_SMTP_PORT', String(smtp.port))
      set('SNOWY_EMAIL_SMTP_SECURE', 'false')
      set('SNOWY_EMAIL_FROM', 'portal@example.com')
      // Written past the server: its settings memo may still hold the old mail server for 5 s.
      await serverSees()
      const email = `bind-${Date.now().toString(36)}@example.com`

      await login(page)
      await page.goto('/usercenter')
      await page.getByRole('tab', { name: '账号绑定' }).click()
      const form = page.getByTestId('bind-email-form')
      await expect(page.getByTestId('bind-email-state')).toHaveText('未绑定')
      await form.getByTestId('bind-email-target').fill('not-an-email')
      await form.getByTestId('bind-email-send').click()
      await expect(form).toContainText('请输入正确的邮箱')

      await form.getByTestId('bind-email-target').fill(email)
      const sent = page.waitForResponse((r) => r.url().includes('/getBindEmailValidCode'))
      await form.getByTestId('bind-email-send').click()
      const reqNo = ((await (await sent).json()) as { data: string }).data
      const mail = await smtp.waitFor(email, 10_000)
      expect(mail.subject).toContain('绑定邮箱验证码')
      const code = /验证码为\s*(\d{6})/.exec(mail.text)?.[1]
      expect(code, mail.text).toBeTruthy()

      await form.getByTestId('bind-email-code').fill('12')
      await form.getByTestId('bind-email-submit').click()
      await expect(form).toContainText('验证码为 4–8 位数字')
      await form.getByTestId('bind-email-code').fill(code!)
      await form.getByTestId('bind-email-submit').click()
      await expect(toast(page).filter({ hasText: '绑定成功' })).toBeVisible()
      await expect(page.getByTestId('bind-email-state')).toHaveText(`已绑定：${email}`)
      expect(adminRow().email).toBe(email)

      // Single use: the same code and request number are refused.
      const token = (await stored(page)).TOKEN as string
      const again = await page.request.post('/api/sys/userCenter/bindEmail', {
        headers: { token },
        data: { email, validCode: code, validCodeReqNo: reqNo },
      })
      expect(await again.json()).toMatchObject({ code: 400, msg: '验证码错误或已过期，请重新获取' })
    } finally {
      await smtp.close()
      for (const r of saved)
        sql('UPDATE dev_config SET config_value = ? WHERE config_key = ?', r.config_value, r.config_key)
    }
  })
})
