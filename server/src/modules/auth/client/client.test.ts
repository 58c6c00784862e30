import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyDay } from '../../../core/time.js'
import { dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { CLIENT_CODES_PER_DAY } from './service.js'

type Body = { code: number; msg: string; data: unknown }

describe.each(engines)('the phone sign-in of external users on $name', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp(engine)
  })
  afterAll(() => t?.close())

  const get = (url: string, token?: string, lang?: string) =>
    t.app
      .inject({
        method: 'GET',
        url,
        headers: { ...(token ? { token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
      })
      .then((r) => ({ status: r.statusCode, body: r.json() as Body }))
  const post = (url: string, payload: unknown, lang?: string) =>
    t.app
      .inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: lang ? { 'accept-language': lang } : {},
      })
      .then((r) => ({ status: r.statusCode, body: r.json() as Body }))
  const codeOf = async (reqNo: string) =>
    (await t.app.db.selectFrom('sysCode').select('code').where('id', '=', reqNo).executeTakeFirst())?.code
  const captcha = async () => {
    const reqNo = (await get('/api/auth/c/getPicCaptcha')).body.data as { validCodeReqNo: string }
    return { validCodeReqNo: reqNo.validCodeReqNo, validCode: (await codeOf(reqNo.validCodeReqNo))! }
  }
  /** Asks for an SMS code; answers the request number (or the refusal). */
  const askCode = async (phone: string, pic?: { validCode: string; validCodeReqNo: string }) =>
    get(`/api/auth/c/getPhoneValidCode?${new URLSearchParams({ phone, ...(pic ?? (await captcha())) })}`)
  const smsTo = (phone: string) =>
    t.app.db.selectFrom('devSms').select('content').where('phone', '=', phone).orderBy('createdAt').execute()

  it('signs a phone in with the code the SMS carried, the same identity every time', async () => {
    const phone = '13700001111'
    const sent = await askCode(phone)
    expect(sent.body.code, sent.body.msg).toBe(200)
    const [sms] = await smsTo(phone)
    const code = sms!.content.match(/\d{6}/)![0]
    const login = await post('/api/auth/c/doLoginByPhone', {
      phone,
      validCode: code,
      validCodeReqNo: sent.body.data,
    })
    expect(login.body.code, login.body.msg).toBe(200)
    const token = login.body.data as string
    const me = await get('/api/auth/c/getLoginUser', token)
    // Today as the company's calendar has it, which a phone in another zone may not.
    expect(me.body.data).toMatchObject({
      phone,
      today: companyDay(),
      now: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
    })
    const openId = (me.body.data as { openId: string }).openId
    // A second sign-in (on another phone, say) finds the same identity.
    await t.app.db.updateTable('sysCode').set({ createdAt: '2000-01-01T00:00:00.000Z' }).execute()
    const again = await t.clientLogin(phone)
    expect((await get('/api/auth/c/getLoginUser', again)).body.data).toMatchObject({
      openId,
      phone,
      today: companyDay(),
    })
    const identities = await t.app.db
      .selectFrom('clientUser')
      .select('id')
      .where('phone', '=', phone)
      .execute()
    expect(identities).toEqual([{ id: openId }])
    const visits = await t.app.db
      .selectFrom('devLog')
      .select(['name', 'exeStatus'])
      .where('opUser', '=', phone)
      .execute()
    expect(visits).toEqual([
      { name: 'clientLogin', exeStatus: 'SUCCESS' },
      { name: 'clientLogin', exeStatus: 'SUCCESS' },
    ])
    // Signing out ends that session only.
    expect((await get('/api/auth/c/doLogout', token)).body.code).toBe(200)
    expect((await get('/api/auth/c/getLoginUser', token)).status).toBe(401)
    expect((await get('/api/auth/c/getLoginUser', again)).status).toBe(200)
  })

  it('refuses a wrong captcha before sending anything, and a bad phone naming the field', async () => {
    const before = await dataCounts(t.app)
    const wrong = await askCode('13700002222', { validCode: 'zzzz', validCodeReqNo: 'nope' })
    expect(wrong.body).toMatchObject({ code: 400 })
    expect(await smsTo('13700002222')).toEqual([])
    const bad = await askCode('12345678901')
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toContain('phone')
    expect(await smsTo('12345678901')).toEqual([])
    const badEn = await get(
      '/api/auth/c/getPhoneValidCode?phone=1&validCode=a&validCodeReqNo=b',
      undefined,
      'en',
    )
    expect(badEn.body.msg).toMatch(/^Field phone/)
    // Only captchas were made (and spent).
    const { sysCode: _codes, ...rest } = await dataCounts(t.app)
    const { sysCode: _before, ...restBefore } = before
    expect(rest).toEqual(restBefore)
  })

  it('spends a code on a wrong answer, on use and at expiry; creates nothing then', async () => {
    const phone = '13700003333'
    const sent = (await askCode(phone)).body.data as string
    const right = (await codeOf(sent))!
    const wrongCode = right === '000000' ? '111111' : '000000'
    const failed = await post('/api/auth/c/doLoginByPhone', {
      phone,
      validCode: wrongCode,
      validCodeReqNo: sent,
    })
    expect(failed.body).toMatchObject({ code: 400, msg: '验证码错误或已失效，请重新获取' })
    // Spent: the right answer is too late now.
    const late = await post(
      '/api/auth/c/doLoginByPhone',
      { phone, validCode: right, validCodeReqNo: sent },
      'en',
    )
    expect(late.body).toMatchObject({ code: 400, msg: 'The code is wrong or has expired; ask for a new one' })
    expect(await t.app.db.selectFrom('clientUser').select('id').where('phone', '=', phone).execute()).toEqual(
      [],
    )

    // A code sent to another number does not sign this one in.
    await t.app.db.updateTable('sysCode').set({ createdAt: '2000-01-01T00:00:00.000Z' }).execute()
    const other = (await askCode('13700004444')).body.data as string
    const stolen = await post('/api/auth/c/doLoginByPhone', {
      phone,
      validCode: (await codeOf(other))!,
      validCodeReqNo: other,
    })
    expect(stolen.body.code).toBe(400)

    // Expired.
    await t.app.db.updateTable('sysCode').set({ createdAt: '2000-01-01T00:00:00.000Z' }).execute()
    const old = (await askCode(phone)).body.data as string
    await t.app.db
      .updateTable('sysCode')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', old)
      .execute()
    const expired = await post('/api/auth/c/doLoginByPhone', {
      phone,
      validCode: (await codeOf(old))!,
      validCodeReqNo: old,
    })
    expect(expired.body.code).toBe(400)

    // Used once, not twice.
    await t.app.db.updateTable('sysCode').set({ createdAt: '2000-01-01T00:00:00.000Z' }).execute()
    const fresh = (await askCode(phone)).body.data as string
    const answer = { phone, validCode: (await codeOf(fresh))!, validCodeReqNo: fresh }
    expect((await post('/api/auth/c/doLoginByPhone', answer)).body.code).toBe(200)
    expect((await post('/api/auth/c/doLoginByPhone', answer)).body.code).toBe(400)
  })

  it('sends one code a minute and at most ten a day to a number', async () => {
    const phone = '13700005555'
    expect((await askCode(phone)).body.code).toBe(200)
    const soon = await askCode(phone)
    expect(soon.body.code).toBe(429)
    expect(await smsTo(phone)).toHaveLength(1)
    await t.app.db
      .insertInto('devSms')
      .values(
        Array.from({ length: CLIENT_CODES_PER_DAY - 1 }, (_, i) => ({
          id: `sms-day-${engine.name}-${i}`,
          phone,
          content: 'earlier',
          kind: 'CLIENT_LOGIN',
          provider: 'LOG',
          status: 'SENT',
          error: null,
          createdAt: new Date(Date.now() - 3_600_000).toISOString(),
        })),
      )
      .execute()
    await t.app.db.updateTable('sysCode').set({ createdAt: '2000-01-01T00:00:00.000Z' }).execute()
    const capped = await askCode(phone)
    expect(capped.body).toMatchObject({ code: 429, msg: '该手机号今日获取验证码次数过多，请明天再试' })
    expect(await smsTo(phone)).toHaveLength(CLIENT_CODES_PER_DAY)
    // A notice the product sent (an approval's result) is no code: it leaves the cap as it was.
    await t.app.db.deleteFrom('devSms').where('id', '=', `sms-day-${engine.name}-0`).execute()
    await t.app.db
      .insertInto('devSms')
      .values({
        id: `sms-notice-${engine.name}`,
        phone,
        content: 'result',
        provider: 'LOG',
        status: 'SENT',
        error: null,
        createdAt: new Date().toISOString(),
      })
      .execute()
    expect((await askCode(phone)).body.code).toBe(200)
  })

  it('shuts a disabled identity out, its open sessions included', async () => {
    const phone = '13700006666'
    const token = await t.clientLogin(phone)
    await t.app.db.updateTable('clientUser').set({ status: 'DISABLE' }).where('phone', '=', phone).execute()
    expect((await get('/api/auth/c/getLoginUser', token)).status).toBe(401)
    await t.app.db.updateTable('sysCode').set({ createdAt: '2000-01-01T00:00:00.000Z' }).execute()
    await expect(t.clientLogin(phone)).rejects.toThrow(/该手机号已被停用/)
  })

  it('ends sessions past their absolute or idle time (the clean-up job)', async () => {
    const token = await t.clientLogin('13700007777')
    await t.app.db.updateTable('clientSession').set({ lastSeenAt: '2000-01-01T00:00:00.000Z' }).execute()
    expect(await t.app.clientSessions.purgeExpired()).toBeGreaterThan(0)
    expect((await get('/api/auth/c/getLoginUser', token)).status).toBe(401)
  })
})
