import type { SmsRecord, TemplateRecord, TemplateRendered } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { phoneSignIn } from '../../../test/phoneSignIn.js'

const bodyOf = ({ id, channels, values, custom, updatedAt, ...body }: TemplateRecord) => body

describe.each(engines)('message templates on $name', (engine) => {
  let t: TestApp
  let admin: ReturnType<typeof api>
  const detail = async (kind: string, side: string) =>
    (await admin.get<TemplateRecord>('/api/dev/msgTemplate/detail', { kind, side })).data

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
  })
  afterAll(() => t?.close())

  it('lists every kind and receiver with its default, channels and values', async () => {
    const list = (await admin.get<TemplateRecord[]>('/api/dev/msgTemplate/list')).data
    expect(list.map((r) => r.id)).toEqual([
      'LOGIN_CODE:B',
      'LOGIN_CODE:C',
      'RECOVERY_CODE:B',
      'BIND_CODE:B',
      'RESET_DONE:B',
      'FEEDBACK_REPLY:C',
      'APPROVAL_TODO:B',
      'APPROVAL_RESULT:B',
      'APPROVAL_RESULT:C',
      'PASS_ISSUED:C',
      'PASSWORD_EXPIRING:B',
      'JOB_FAILED:B',
    ])
    expect(list.every((r) => !r.custom && r.updatedAt === null)).toBe(true)
    const login = list[1]!
    expect(login).toMatchObject({ channels: ['SMS'], values: ['code', 'minutes', 'system'] })
    expect(login.smsText).toContain('{code}')
    expect(login.vendors.TENCENT.params).toEqual([
      { name: '1', value: '{code}' },
      { name: '2', value: '{minutes}' },
    ])
    expect(list[0]!.smsText).toContain('员工登录验证码')
  })

  it('renders what a phone is sent from the saved template, and goes back to the default on reset', async () => {
    const tpl = await detail('LOGIN_CODE', 'C')
    const saved = await admin.post<TemplateRecord>('/api/dev/msgTemplate/edit', {
      ...bodyOf(tpl),
      smsText: '【{system}】访客登录码 {code}（{minutes} 分钟）',
    })
    expect(saved.code, saved.msg).toBe(200)
    expect(saved.data).toMatchObject({ custom: true, updatedAt: expect.any(String) })
    const sign = phoneSignIn(t)
    const sent = await sign.askCode('13977770001')
    const code = await sign.codeOf(sent.data)
    const log = (await admin.get<{ records: SmsRecord[] }>('/api/dev/sms/page', { phone: '13977770001' }))
      .data
    expect(log.records[0]!.content).toBe(`【宏远实业集团】访客登录码 ${code}（5 分钟）`)
    const reset = await admin.post<TemplateRecord>('/api/dev/msgTemplate/reset', {
      kind: 'LOGIN_CODE',
      side: 'C',
    })
    expect(reset.data).toMatchObject({ custom: false, smsText: tpl.smsText })
    expect(await t.app.db.selectFrom('devMsgTemplate').select('id').execute()).toEqual([])
  })

  it('refuses a value the kind does not offer, naming the field, and writes nothing', async () => {
    const tpl = bodyOf(await detail('FEEDBACK_REPLY', 'C'))
    const before = await dataCounts(t.app)
    const cases: Array<[object, string, RegExp]> = [
      [{ emailSubject: '{system}: {replies}' }, 'emailSubject', /\{replies\}/],
      [
        {
          vendors: { ...tpl.vendors, TENCENT: { code: '1', params: [{ name: 'reply', value: '{reply}' }] } },
        },
        'vendors.TENCENT.params.0.name',
        /位置/,
      ],
      [
        {
          vendors: {
            ...tpl.vendors,
            ALIYUN: {
              code: 'SMS_1',
              params: [
                { name: 'a', value: '{reply}' },
                { name: 'a', value: '{name}' },
              ],
            },
          },
        },
        'vendors.ALIYUN.params.1.name',
        /重复/,
      ],
    ]
    for (const [change, field, msg] of cases) {
      const res = await admin.post('/api/dev/msgTemplate/edit', { ...tpl, ...change })
      expect(res.status).toBe(400)
      expect(res.msg).toMatch(msg)
      expect(res.data).toEqual({ field })
    }
    const empty = await admin.post('/api/dev/msgTemplate/edit', { ...tpl, smsTextEn: ' ' })
    expect(empty.status).toBe(400)
    expect(empty.msg).toContain('smsTextEn')
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('previews a draft with sample values, escaping them into sanitised HTML, storing nothing', async () => {
    const tpl = bodyOf(await detail('FEEDBACK_REPLY', 'C'))
    const before = await dataCounts(t.app)
    const res = await admin.post<TemplateRendered>('/api/dev/msgTemplate/preview', {
      ...tpl,
      lang: 'en',
      emailHtmlEn: '<p onclick="x()">{reply}</p><script>alert(1)</script>',
    })
    expect(res.code, res.msg).toBe(200)
    expect(res.data.emailHtml).toBe('<p>感谢您的反馈，食堂已将午餐窗口提前到 11:30 开放。</p>')
    expect(res.data.sms).toBe(
      '[Portal] A reply to your feedback: 感谢您的反馈，食堂已将午餐窗口提前到 11:30 开放。',
    )
    expect(res.data.vendors).toEqual({
      ALIYUN: { reply: expect.any(String) },
      TENCENT: { '1': expect.any(String) },
    })
    expect(res.data.vendors.ALIYUN.reply).toBe(res.data.vendors.TENCENT['1'])
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('is refused to a user without the page, and saving to one without the button', async () => {
    await t.createUser('tplReader', 'Reader@12345')
    const reader = api(t, await t.login('tplReader', 'Reader@12345'))
    expect((await reader.get('/api/dev/msgTemplate/list')).status).toBe(403)
    const tpl = bodyOf(await detail('BIND_CODE', 'B'))
    expect((await reader.post('/api/dev/msgTemplate/edit', tpl)).status).toBe(403)
    expect((await reader.post('/api/dev/msgTemplate/reset', { kind: 'BIND_CODE', side: 'B' })).status).toBe(
      403,
    )
  })
})
