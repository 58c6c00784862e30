import type { SmsRecord, TemplateRecord } from '@portal/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api, engines, type TestApp, testApp } from '../../../test/harness.js'
import { phoneSignIn } from '../../../test/phoneSignIn.js'
import { ALIYUN_KEY, PEER_TEMPLATES, peerSettings, smsPeers, TENCENT_KEY } from '../../../test/smsPeers.js'

type Peers = Awaited<ReturnType<typeof smsPeers>>

describe.each(engines)('SMS through the vendors on $name', (engine) => {
  let t: TestApp
  let peers: Peers
  let admin: ReturnType<typeof api>
  let sign: ReturnType<typeof phoneSignIn>
  const configure = async (o: Parameters<typeof peerSettings>[1]) => {
    const saved = await admin.post('/api/dev/config/editBatch', peerSettings(peers, o))
    expect(saved.code, saved.msg).toBe(200)
  }
  const logOf = async (phone: string) =>
    (await admin.get<{ records: SmsRecord[] }>('/api/dev/sms/page', { phone, size: 10 })).data.records
  const runReceipts = async () => {
    const job = await admin.post<string>('/api/dev/job/runNow', { id: 'job-dev-sms-receipts' })
    expect(job.code, job.msg).toBe(200)
    for (let i = 0; i < 200; i++) {
      const run = await t.app.db
        .selectFrom('devJobRun')
        .select(['status', 'result', 'error'])
        .where('id', '=', job.data)
        .where('status', '!=', 'RUNNING')
        .executeTakeFirst()
      if (run) return expect(run).toMatchObject({ status: 'SUCCESS' })
      await new Promise((r) => setTimeout(r, 30))
    }
    throw new Error('the receipts job did not finish')
  }

  beforeAll(async () => {
    peers = await smsPeers()
    t = await testApp(engine)
    admin = api(t, await t.login())
    sign = phoneSignIn(t)
    for (const side of ['B', 'C'] as const) {
      const tpl = (
        await admin.get<TemplateRecord>('/api/dev/msgTemplate/detail', { kind: 'LOGIN_CODE', side })
      ).data
      const { id, channels, values, custom, updatedAt, ...body } = tpl
      const saved = await admin.post('/api/dev/msgTemplate/edit', {
        ...body,
        vendors: PEER_TEMPLATES.LOGIN_CODE,
      })
      expect(saved.code, saved.msg).toBe(200)
    }
  })
  beforeEach(() => peers.reset())
  afterAll(async () => {
    await t?.close()
    await peers?.close()
  })

  it('signs a phone in with a code Aliyun carried, pulls its receipt, and no longer shows the code', async () => {
    await configure({ provider: 'ALIYUN' })
    const phone = '13912340001'
    const sent = await sign.askCode(phone)
    expect(sent.code, sent.msg).toBe(200)
    const code = await sign.codeOf(sent.data)
    expect(peers.aliyun.requests).toEqual([
      expect.objectContaining({ action: 'SendSms', signatureValid: true }),
    ])
    expect(peers.aliyun.sent).toEqual([
      expect.objectContaining({
        phone,
        template: 'SMS_480001',
        params: { code, minutes: '5' },
        sign: '示例公司',
      }),
    ])
    const [row] = await logOf(phone)
    expect(row).toMatchObject({
      provider: 'ALIYUN',
      template: 'LOGIN_CODE',
      messageId: peers.aliyun.sent[0]!.id,
      status: 'SENT',
      masked: true,
      fallbackFrom: null,
    })
    // The log shows the rendered text, the code starred.
    expect(row!.content).toMatch(/登录验证码是 \*{6}，5 分钟内有效/)
    expect(JSON.stringify(await logOf(phone))).not.toContain(code)
    expect((await sign.signIn(phone, sent.data, code)).code).toBe(200)

    peers.aliyun.undeliverable.add('13912340002')
    expect((await sign.askCode('13912340002')).code).toBe(200)
    await runReceipts()
    expect(
      peers.aliyun.requests.filter((r) => r.action === 'QuerySendDetails' && r.signatureValid),
    ).toHaveLength(2)
    expect((await logOf(phone))[0]).toMatchObject({ status: 'DELIVERED', receiptAt: expect.any(String) })
    expect((await logOf('13912340002'))[0]).toMatchObject({ status: 'UNDELIVERED', error: 'MK:0001' })
  })

  it('signs with Tencent’s TC3 and pulls its receipts once', async () => {
    await configure({ provider: 'TENCENT' })
    const phone = '13912340011'
    const sent = await sign.askCode(phone, 'en')
    expect(sent.code, sent.msg).toBe(200)
    const code = await sign.codeOf(sent.data)
    expect(peers.tencent.requests).toEqual([
      expect.objectContaining({ action: 'SendSms', signatureValid: true }),
    ])
    expect(peers.tencent.sent[0]).toMatchObject({ phone, template: '2100001', params: [code, '5'] })
    const [row] = await logOf(phone)
    expect(row).toMatchObject({ provider: 'TENCENT', messageId: peers.tencent.sent[0]!.id, status: 'SENT' })
    expect(row!.content).toMatch(/Your sign-in code is \*{6}/)
    await runReceipts()
    expect((await logOf(phone))[0]).toMatchObject({ status: 'DELIVERED' })
    expect(
      peers.tencent.requests.filter((r) => r.action === 'PullSmsSendStatus' && r.signatureValid),
    ).toHaveLength(1)
  })

  it('refuses a wrong secret at the peer and tells the phone a sentence of its own, never a 5xx', async () => {
    for (const [provider, peer, wrong] of [
      ['ALIYUN', peers.aliyun, { aliyunSecret: 'not-the-secret' }],
      ['TENCENT', peers.tencent, { tencentSecret: 'not-the-secret' }],
    ] as const) {
      await configure({ provider, ...wrong })
      const phone = provider === 'ALIYUN' ? '13912340021' : '13912340022'
      const sent = await sign.askCode(phone)
      expect(peer.requests.at(-1)).toMatchObject({ action: 'SendSms', signatureValid: false })
      expect(sent).toMatchObject({ status: 400, msg: '短信服务账号不可用，请联系管理员' })
      expect(sent.body).not.toMatch(/Signature|AuthFailure|not-the-secret/)
      const [row] = await logOf(phone)
      expect(row).toMatchObject({ provider, status: 'FAIL' })
      expect(row!.error).toMatch(
        provider === 'ALIYUN' ? /SignatureDoesNotMatch/ : /AuthFailure\.SignatureFailure/,
      )
    }
  })

  it('names the vendor’s refusal plainly: rate limit, bad number, template not approved', async () => {
    await configure({ provider: 'ALIYUN' })
    peers.aliyun.refuseWith = 'isv.BUSINESS_LIMIT_CONTROL'
    const limited = await sign.askCode('13912340031')
    expect(limited).toMatchObject({ status: 429, code: 429, msg: '短信发送次数已达服务商上限，请稍后再试' })
    expect(limited.body).not.toContain('BUSINESS_LIMIT_CONTROL')
    peers.aliyun.refuseWith = 'isv.MOBILE_NUMBER_ILLEGAL'
    expect(await sign.askCode('13912340032', 'en')).toMatchObject({
      status: 400,
      msg: 'This number cannot receive text messages; please check it',
    })
    peers.aliyun.refuseWith = null
    peers.aliyun.templates.delete('SMS_480001')
    try {
      expect(await sign.askCode('13912340033')).toMatchObject({
        status: 400,
        msg: expect.stringContaining('模板'),
      })
      expect((await logOf('13912340033'))[0]!.error).toContain('isv.SMS_TEMPLATE_ILLEGAL')
    } finally {
      peers.aliyun.templates.set('SMS_480001', ['code', 'minutes'])
    }
  })

  it('falls back to the second engine when the first refuses or times out, but not for a bad number', async () => {
    await configure({ provider: 'ALIYUN', fallback: 'TENCENT', timeoutMs: 1000 })
    peers.aliyun.refuseWith = 'isv.AMOUNT_NOT_ENOUGH'
    const phone = '13912340041'
    const sent = await sign.askCode(phone)
    expect(sent.code, sent.msg).toBe(200)
    expect(peers.tencent.sent.map((s) => s.phone)).toEqual([phone])
    expect((await logOf(phone))[0]).toMatchObject({
      provider: 'TENCENT',
      fallbackFrom: 'ALIYUN',
      status: 'SENT',
      error: expect.stringContaining('isv.AMOUNT_NOT_ENOUGH'),
    })
    const code = await sign.codeOf(sent.data)
    expect((await sign.signIn(phone, sent.data, code)).code).toBe(200)

    peers.aliyun.refuseWith = null
    peers.aliyun.stallMs = 2500
    expect((await sign.askCode('13912340042')).code).toBe(200)
    expect((await logOf('13912340042'))[0]).toMatchObject({ provider: 'TENCENT', fallbackFrom: 'ALIYUN' })
    peers.aliyun.stallMs = 0

    peers.aliyun.refuseWith = 'isv.MOBILE_NUMBER_ILLEGAL'
    expect((await sign.askCode('13912340043')).status).toBe(400)
    expect(peers.tencent.sent.map((s) => s.phone)).not.toContain('13912340043')
  })

  it('sends a test message from the settings, and keeps every secret out of answers and logs', async () => {
    await configure({ provider: 'TENCENT' })
    const ok = await admin.post<{ provider: string; logId: string }>('/api/dev/config/testSms', {
      phone: '13912340051',
    })
    expect(ok.data).toMatchObject({ provider: 'TENCENT' })
    expect(peers.tencent.sent[0]).toMatchObject({ phone: '13912340051', params: ['246810', '5'] })
    await configure({ provider: 'ALIYUN', aliyunSecret: 'not-the-secret' })
    const refused = await admin.post('/api/dev/config/testSms', { phone: '13912340052' })
    expect(refused).toMatchObject({ status: 400, msg: expect.stringContaining('SignatureDoesNotMatch') })
    const bad = await admin.post('/api/dev/config/testSms', { phone: '12345' })
    expect(bad.status).toBe(400)
    expect(bad.msg).toContain('phone')
    await configure({ provider: 'LOG' })

    const answers = [
      await admin.raw('/api/dev/config/list', { category: 'SMS' }),
      await admin.raw('/api/dev/config/page', { category: 'SMS', size: '100' }),
      await admin.raw('/api/dev/sms/page', { size: '100' }),
    ].map((r) => r.body)
    const logs = await t.app.db.selectFrom('devLog').select(['paramJson', 'resultJson']).execute()
    const everything = [...answers, JSON.stringify(logs), JSON.stringify(peers.aliyun.requests)].join('\n')
    for (const secret of [ALIYUN_KEY.secret, TENCENT_KEY.secret, 'not-the-secret'])
      expect(everything).not.toContain(secret)
    expect(answers[0]).toContain('SNOWY_SMS_ALIYUN_ACCESS_KEY_SECRET')
  })
})
