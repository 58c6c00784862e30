import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp, testApp } from '../../../test/harness.js'
import { pointMailAt, startSmtp } from '../../../test/smtp.js'

type Smtp = Awaited<ReturnType<typeof startSmtp>>

describe.each(engines)('password recovery on $name', (engine) => {
  let t: TestApp
  let smtp: Smtp
  const email = 'zhang.san@hongyuan.example'
  const phone = '13912345678'

  const setConfig = (key: string, value: string) =>
    t.app.db.updateTable('devConfig').set({ configValue: value }).where('configKey', '=', key).execute()

  beforeAll(async () => {
    t = await testApp(engine)
    smtp = await startSmtp()
    await pointMailAt(t.app.db, smtp.port)
    const id = await t.createUser('zhangsan', 'Old#Pass123')
    await t.app.db.updateTable('sysUser').set({ email, phone }).where('id', '=', id).execute()
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  const captcha = async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/sys/userCenter/getPicCaptcha' })
    const reqNo = r.json().data.validCodeReqNo as string
    const row = await t.app.db
      .selectFrom('sysCode')
      .select('code')
      .where('id', '=', reqNo)
      .executeTakeFirstOrThrow()
    return { validCode: row.code, validCodeReqNo: reqNo }
  }
  const requestCode = async (
    channel: 'Email' | 'Phone',
    target: string,
    pic?: { validCode: string; validCodeReqNo: string },
  ) => {
    const c = pic ?? (await captcha())
    const key = channel === 'Email' ? 'email' : 'phone'
    const q = new URLSearchParams({ [key]: target, ...c })
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/sys/userCenter/findPasswordGet${channel}ValidCode?${q}`,
      headers: { 'accept-language': 'en' },
    })
    return { status: r.statusCode, body: r.json() }
  }
  const reset = (
    channel: 'Email' | 'Phone',
    target: string,
    validCode: string,
    validCodeReqNo: string,
    password: string,
  ) =>
    t.app
      .inject({
        method: 'POST',
        url: `/api/sys/userCenter/findPasswordBy${channel}`,
        payload: {
          [channel === 'Email' ? 'email' : 'phone']: target,
          validCode,
          validCodeReqNo,
          newPassword: t.encrypt(password),
        },
      })
      .then((r) => r.json())

  it('e-mails a code over SMTP and resets the password with it, ending old sessions', async () => {
    const oldToken = await t.login('zhangsan', 'Old#Pass123')
    // Set by an administrator: recovery replaces it with the user's own choice.
    await t.app.db
      .updateTable('sysUser')
      .set({ passwordMustChange: 1 })
      .where('account', '=', 'zhangsan')
      .execute()
    const sent = await requestCode('Email', email)
    expect(sent.body).toMatchObject({ code: 200, msg: 'Success' })
    const reqNo = sent.body.data as string
    const mail = await smtp.waitFor(email)
    expect(mail.subject).toBe('[宏远实业集团] Password recovery code')
    const code = /code is (\d{6})/.exec(mail.text)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    // The policy is checked first, and a refused password does not use the code up.
    const weak = await reset('Email', email, code!, reqNo, 'short1')
    expect(weak).toMatchObject({ code: 400, msg: '新密码至少 8 位' })
    const common = await reset('Email', email, code!, reqNo, 'qwerty123')
    expect(common).toMatchObject({ code: 400, msg: '新密码是常见密码，容易被猜中，请换一个' })
    const ok = await reset('Email', email, code!, reqNo, 'New#Pass456')
    expect(ok.code).toBe(200)
    // The owner is told where the code went (the reset-done template), in the background.
    let notice: (typeof smtp.inbox)[number] | undefined
    for (let i = 0; i < 100 && !notice; i++) {
      notice = smtp.inbox.find((m) => m.to.includes(email) && m.subject.includes('登录密码已重设'))
      if (!notice) await new Promise((r) => setTimeout(r, 30))
    }
    expect(notice?.text).toContain('账号 zhangsan 的登录密码已于')
    expect(notice?.html).toContain('<b>zhangsan</b>')
    await expect(t.login('zhangsan', 'New#Pass456')).resolves.toBeTruthy()
    await expect(t.login('zhangsan', 'Old#Pass123')).rejects.toThrow()
    const flag = await t.app.db
      .selectFrom('sysUser')
      .select('passwordMustChange')
      .where('account', '=', 'zhangsan')
      .executeTakeFirstOrThrow()
    expect(flag.passwordMustChange).toBe(0)
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/b/getLoginUser',
      headers: { token: oldToken },
    })
    expect(me.json().code).toBe(401)
    // Single use.
    expect((await reset('Email', email, code!, reqNo, 'Other#Pass789')).msg).toBe(
      '验证码错误或已过期，请重新获取',
    )
  })

  it('answers the same for an address with no account, and sends nothing', async () => {
    const before = smtp.inbox.length
    const sent = await requestCode('Email', 'nobody@hongyuan.example')
    expect(sent.body.code).toBe(200)
    expect(typeof sent.body.data).toBe('string')
    await new Promise((r) => setTimeout(r, 300))
    expect(smtp.inbox.length).toBe(before)
  })

  it('allows one code a minute per address and says how long to wait', async () => {
    await requestCode('Email', 'wait@hongyuan.example')
    const again = await requestCode('Email', 'wait@hongyuan.example')
    expect(again.status).toBe(429)
    expect(again.body.msg).toMatch(/try again in \d+ seconds/)
  })

  it('refuses a wrong picture captcha and uses it up', async () => {
    const pic = await captcha()
    const wrong = await requestCode('Email', 'x@hongyuan.example', { ...pic, validCode: 'zzzz' })
    expect(wrong.body.code).toBe(400)
    expect((await requestCode('Email', 'x@hongyuan.example', pic)).body.code).toBe(400)
  })

  it('refuses a wrong recovery code and burns it', async () => {
    const sent = await requestCode('Phone', phone)
    const reqNo = sent.body.data as string
    const row = await t.app.db
      .selectFrom('sysCode')
      .select('code')
      .where('id', '=', reqNo)
      .executeTakeFirstOrThrow()
    const wrongCode = row.code === '000000' ? '111111' : '000000'
    expect((await reset('Phone', phone, wrongCode, reqNo, 'Phone#Pass1')).code).toBe(400)
    expect((await reset('Phone', phone, row.code, reqNo, 'Phone#Pass1')).code).toBe(400)
  })

  /** A fresh SMS code for the phone (earlier codes of this address removed, so the resend wait does not apply). */
  const phoneCode = async () => {
    await t.app.db.deleteFrom('sysCode').where('target', '=', phone).execute()
    const reqNo = (await requestCode('Phone', phone)).body.data as string
    const row = await t.app.db
      .selectFrom('sysCode')
      .select('code')
      .where('id', '=', reqNo)
      .executeTakeFirstOrThrow()
    return { code: row.code, reqNo }
  }

  it('keeps a right code when the new password was used before, so it can be corrected', async () => {
    const current = 'Current#Pass246'
    const { code, reqNo } = await phoneCode()
    expect((await reset('Phone', phone, code, reqNo, current)).code).toBe(200)
    const next = await phoneCode()
    const reused = await reset('Phone', phone, next.code, next.reqNo, current)
    expect(reused).toMatchObject({
      code: 400,
      msg: '参数 newPassword：新密码不能与当前密码或最近 3 次使用过的密码相同',
    })
    expect((await reset('Phone', phone, next.code, next.reqNo, 'Fresh#Pass357')).code).toBe(200)
    await expect(t.login('zhangsan', 'Fresh#Pass357')).resolves.toBeTruthy()
    // Spent by the reset.
    expect((await reset('Phone', phone, next.code, next.reqNo, 'Other#Pass468')).msg).toBe(
      '验证码错误或已过期，请重新获取',
    )
  })

  it('lets only one of two concurrent resets with one code win', async () => {
    const { code, reqNo } = await phoneCode()
    const results = await Promise.all(
      ['Racer#One1357', 'Racer#Two2468'].map((p) => reset('Phone', phone, code, reqNo, p)),
    )
    expect(results.map((r) => r.code).sort()).toEqual([200, 400])
    const winner = results[0]!.code === 200 ? 'Racer#One1357' : 'Racer#Two2468'
    await expect(t.login('zhangsan', winner)).resolves.toBeTruthy()
  })

  it('sends the SMS through the provider, which records it in the SMS log, and resets by phone', async () => {
    await t.app.db.deleteFrom('sysCode').where('kind', '=', 'PHONE').execute()
    await t.app.db.deleteFrom('devSms').execute()
    const sent = await requestCode('Phone', phone)
    expect(sent.body.code).toBe(200)
    // Earlier tests' messages may still be landing: wait for the one carrying this request's code.
    const { code: expected } = await t.app.db
      .selectFrom('sysCode')
      .select('code')
      .where('id', '=', sent.body.data)
      .executeTakeFirstOrThrow()
    let sms: { content: string; provider: string; status: string } | undefined
    for (let i = 0; i < 100 && !sms; i++) {
      const rows = await t.app.db.selectFrom('devSms').selectAll().where('phone', '=', phone).execute()
      sms = rows.find((r) => r.content.includes(expected))
      if (!sms) await new Promise((r) => setTimeout(r, 50))
    }
    expect(sms).toMatchObject({ provider: 'LOG', status: 'SENT' })
    const code = /code is (\d{6})/.exec(sms!.content)?.[1]
    expect(code).toBe(expected)
    expect((await reset('Phone', phone, code!, sent.body.data, 'Phone#Pass2')).code).toBe(200)
    await expect(t.login('zhangsan', 'Phone#Pass2')).resolves.toBeTruthy()
  })

  it('sends a test mail for the administrator, and reports an SMTP failure with its reason', async () => {
    const token = await t.login()
    const send = (to: string) =>
      t.app
        .inject({ method: 'POST', url: '/api/dev/config/sendTestMail', headers: { token }, payload: { to } })
        .then((r) => ({ status: r.statusCode, body: r.json() }))
    expect((await send('admin@hongyuan.example')).body.code).toBe(200)
    expect((await smtp.waitFor('admin@hongyuan.example')).subject).toBe('测试邮件')
    expect((await send('not-an-address')).status).toBe(400)
    await setConfig('SNOWY_EMAIL_SMTP_PORT', '1')
    const failed = await send('admin@hongyuan.example')
    expect(failed.status).toBe(502)
    expect(failed.body.msg).toMatch(/^邮件发送失败：/)
    await setConfig('SNOWY_EMAIL_SMTP_PORT', String(smtp.port))
  })

  it('says so when e-mail is not configured', async () => {
    await setConfig('SNOWY_EMAIL_SMTP_HOST', '')
    const r = await requestCode('Email', email)
    expect(r.status).toBe(503)
    expect(r.body.msg).toBe('E-mail sending is not configured; contact the administrator')
    await setConfig('SNOWY_EMAIL_SMTP_HOST', '127.0.0.1')
  })
})
