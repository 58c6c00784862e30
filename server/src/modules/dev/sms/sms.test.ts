import { SmsKey, type SmsRecord } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueCode } from '../../../core/codes.js'
import { newId } from '../../../core/ids.js'
import { Relation } from '../../../core/permissions.js'
import { isoIn } from '../../../core/time.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { phoneSignIn } from '../../../test/phoneSignIn.js'
import { PEER_TEMPLATES, peerSettings, smsPeers } from '../../../test/smsPeers.js'

type Page = { total: number; records: SmsRecord[] }

describe.each(engines)('the SMS log page on $name', (engine) => {
  let t: TestApp
  let admin: ReturnType<typeof api>
  let sign: ReturnType<typeof phoneSignIn>
  let peers: Awaited<ReturnType<typeof smsPeers>>
  /** A real vendor as far as the SMS log can tell: the Aliyun peer, refusing on demand. */
  const vendor = {
    set failing(on: boolean) {
      peers.aliyun.refuseWith = on ? 'isv.AMOUNT_NOT_ENOUGH' : null
    },
    get sent() {
      return peers.aliyun.sent.map((s) => s.phone)
    },
  }
  const setProvider = (name: string) =>
    admin.post('/api/dev/config/editBatch', peerSettings(peers, { provider: name }))
  const page = async (query: Record<string, string | number> = {}) => {
    const res = await admin.get<Page>('/api/dev/sms/page', { size: 100, ...query })
    expect(res.code, res.msg).toBe(200)
    return res.data
  }

  beforeAll(async () => {
    peers = await smsPeers()
    t = await testApp(engine)
    admin = api(t, await t.login())
    sign = phoneSignIn(t)
    for (const [kind, side] of [
      ['LOGIN_CODE', 'C'],
      ['RECOVERY_CODE', 'B'],
    ] as const) {
      const { id, channels, values, custom, updatedAt, ...body } = (
        await admin.get('/api/dev/msgTemplate/detail', { kind, side })
      ).data
      await admin.post('/api/dev/msgTemplate/edit', { ...body, vendors: PEER_TEMPLATES.LOGIN_CODE })
    }
  })
  afterAll(async () => {
    await t?.close()
    await peers?.close()
  })

  it('lists the sign-in code a phone page asked for, whole while the LOG provider is configured', async () => {
    const phone = '13911110001'
    const sent = await sign.askCode(phone)
    expect(sent.code, sent.msg).toBe(200)
    const code = await sign.codeOf(sent.data)
    const { records } = await page({ phone })
    expect(records).toEqual([
      expect.objectContaining({
        phone,
        kind: 'CLIENT_LOGIN',
        provider: 'LOG',
        status: 'SENT',
        masked: false,
      }),
    ])
    expect(records[0]!.content).toContain(code)
    const detail = await admin.get<SmsRecord>('/api/dev/sms/detail', { id: records[0]!.id })
    expect(detail.data).toEqual(records[0])
    // The newcomer's journey: the code read from the page signs the phone in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/c/doLoginByPhone',
      payload: { phone, validCode: /\d{6}/.exec(records[0]!.content)![0], validCodeReqNo: sent.data },
    })
    expect(login.json().code).toBe(200)
    expect((await admin.get('/api/dev/sms/detail', { id: 'nope' })).status).toBe(404)
  })

  it('searches by the start of the number, kind, state and time, newest first', async () => {
    for (const phone of ['13922220001', '13922220002', '13822220003']) {
      expect((await sign.askCode(phone)).code).toBe(200)
    }
    await setProvider('ALIYUN')
    vendor.failing = true
    expect((await sign.askCode('13922220004')).status).toBe(400)
    vendor.failing = false
    await setProvider('LOG')

    const byPrefix = await page({ phone: '139222' })
    expect(byPrefix.records.map((r) => r.phone)).toEqual(['13922220004', '13922220002', '13922220001'])
    expect(byPrefix.total).toBe(3)
    expect((await page({ phone: '1382222' })).records.map((r) => r.phone)).toEqual(['13822220003'])
    const failed = await page({ status: 'FAIL' })
    expect(failed.records).toEqual([
      expect.objectContaining({
        phone: '13922220004',
        status: 'FAIL',
        error: expect.stringContaining('isv.AMOUNT_NOT_ENOUGH'),
      }),
    ])
    expect((await page({ kind: 'BIND_PHONE' })).total).toBe(0)
    expect((await page({ kind: 'CLIENT_LOGIN', phone: '139222' })).total).toBe(3)
    expect((await page({ startTime: isoIn(3_600_000) })).total).toBe(0)
    expect((await page({ endTime: isoIn(-3_600_000) })).total).toBe(0)
    expect(
      (await page({ startTime: isoIn(-3_600_000), endTime: isoIn(3_600_000), phone: '138' })).total,
    ).toBe(1)
    // Keyset paging: the page after the newest continues with the next.
    const first = await page({ size: 1, phone: '139222' })
    const next = await page({ size: 1, phone: '139222', after: first.records[0]!.id })
    expect(next.records.map((r) => r.phone)).toEqual(['13922220002'])
    const bad = await admin.get('/api/dev/sms/page', { status: 'LOST' })
    expect(bad.status).toBe(400)
    expect(bad.msg).toContain('status')
  })

  it('masks codes on the server once a real provider is configured', async () => {
    await setProvider('ALIYUN')
    try {
      const phone = '13933330001'
      const sent = await sign.askCode(phone)
      expect(sent.code, sent.msg).toBe(200)
      expect(vendor.sent).toContain(phone)
      const code = await sign.codeOf(sent.data)
      const raw = await admin.raw('/api/dev/sms/page', { phone, size: '10' })
      expect(raw.body).not.toContain(code)
      const [row] = raw.json().data.records as SmsRecord[]
      expect(row).toMatchObject({ provider: 'ALIYUN', masked: true })
      expect(row!.content).toContain('******')
      expect((await admin.raw('/api/dev/sms/detail', { id: row!.id })).body).not.toContain(code)
      // The codes shown in demo mode are masked too once a real provider sends.
      const earlier = await page({ phone: '13911110001' })
      expect(earlier.records[0]).toMatchObject({ provider: 'LOG', masked: true })
      expect(earlier.records[0]!.content).not.toMatch(/\d{6}/)
    } finally {
      await setProvider('LOG')
    }
    // Back in demo mode, a message a real provider carried stays masked.
    expect((await page({ phone: '13933330001' })).records[0]!.masked).toBe(true)
    expect((await page({ phone: '13911110001' })).records[0]!.masked).toBe(false)
  })

  it('resends a failed message while its code is valid, and logs the operation', async () => {
    await setProvider('ALIYUN')
    try {
      vendor.failing = true
      // A sign-in code whose sending failed was withdrawn: the phone page never got its request number.
      expect((await sign.askCode('13944440001')).status).toBe(400)
      const [withdrawn] = (await page({ phone: '13944440001' })).records
      const refused = await api(t, await t.login(), 'en').post('/api/dev/sms/resend', { id: withdrawn!.id })
      expect(refused).toMatchObject({ status: 400, msg: expect.stringContaining('no longer valid') })
      // A recovery code is sent after the answer and stays valid: the failed message can be resent.
      const reqNo = await issueCode(t.app.deps, {
        kind: 'PHONE',
        channel: 'PHONE',
        target: '13944440002',
        ip: null,
        delivery: 'background',
        template: { kind: 'RECOVERY_CODE', side: 'B', lang: 'en' },
      })
      let failed: SmsRecord | undefined
      for (let i = 0; i < 100 && !failed; i++) {
        failed = (await page({ phone: '13944440002', status: 'FAIL' })).records[0]
        if (!failed) await new Promise((r) => setTimeout(r, 20))
      }
      expect(failed).toMatchObject({ kind: 'PHONE', status: 'FAIL' })
      vendor.failing = false
      const resent = await admin.post<string>('/api/dev/sms/resend', { id: failed!.id })
      expect(resent.code, resent.msg).toBe(200)
      expect(resent.data).not.toContain(await sign.codeOf(reqNo))
      const rows = (await page({ phone: '13944440002' })).records
      expect(rows.map((r) => [r.id === resent.data, r.status])).toEqual([
        [true, 'SENT'],
        [false, 'FAIL'],
      ])
      expect(vendor.sent).toContain('13944440002')
      expect((await admin.post('/api/dev/sms/resend', { id: resent.data })).status).toBe(400)
      expect((await admin.post('/api/dev/sms/resend', { id: 'nope' })).status).toBe(404)
      const log = await t.app.db
        .selectFrom('devLog')
        .select(['exeStatus', 'paramJson', 'resultJson'])
        .where('reqUrl', '=', '/api/dev/sms/resend')
        .orderBy('opTime')
        .execute()
      expect(log.map((l) => l.exeStatus)).toContain('SUCCESS')
      expect(log.find((l) => l.exeStatus === 'SUCCESS')?.paramJson).toContain(failed!.id)
    } finally {
      vendor.failing = false
      await setProvider('LOG')
    }
  })

  it('refuses the page to a user without its menu, and resending to one without the button', async () => {
    const grant = async (account: string, resources: string[]) => {
      const id = await t.createUser(account, 'Reader@12345')
      if (resources.length)
        await t.app.db
          .insertInto('sysRelation')
          .values(
            resources.map((targetId) => ({
              id: newId(),
              category: Relation.userHasResource,
              objectId: id,
              targetId,
              extJson: null,
            })),
          )
          .execute()
      return api(t, await t.login(account, 'Reader@12345'))
    }
    const nobody = await grant('smsNobody', [])
    expect((await nobody.get('/api/dev/sms/page')).status).toBe(403)
    expect((await nobody.get('/api/dev/sms/detail', { id: 'x' })).status).toBe(403)
    const reader = await grant('smsReader', ['menu-dev-sms'])
    const { records } = (await reader.get<Page>('/api/dev/sms/page', { status: 'FAIL' })).data
    expect(records.length).toBeGreaterThan(0)
    const before = await dataCounts(t.app)
    expect((await reader.post('/api/dev/sms/resend', { id: records[0]!.id })).status).toBe(403)
    expect(await dataCounts(t.app)).toEqual(before)
    // The super admin finds the page in the menu after a fresh start.
    const menu = JSON.stringify((await admin.get('/api/sys/userCenter/loginMenu')).data)
    expect(menu).toContain('/dev/sms')
  })
})

describe.each(engines)('the per-address limit of sign-in codes on $name', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp(engine, { env: { RATE_LIMIT: 'on' } })
  })
  afterAll(() => t?.close())

  it('lets a queue on one guest Wi-Fi ask for codes, and follows the setting when lowered', async () => {
    const sign = phoneSignIn(t)
    // Seven visitors in a minute behind one address, each for their own number.
    for (let i = 0; i < 7; i++) {
      const sent = await sign.askCode(`1395555000${i}`)
      expect(sent.code, `visitor ${i + 1}: ${sent.msg}`).toBe(200)
    }
    const admin = api(t, await t.login())
    const saved = await admin.post('/api/dev/config/editBatch', [
      { configKey: SmsKey.perAddressPerMinute, configValue: '3' },
    ])
    expect(saved.code, saved.msg).toBe(200)
    expect((await sign.askCode('13955550008')).status).toBe(429)
    // The per-number limit is unchanged: one code a minute for a number.
    await admin.post('/api/dev/config/editBatch', [
      { configKey: SmsKey.perAddressPerMinute, configValue: '' },
    ])
    const again = await sign.askCode('13955550001')
    expect(again.status).toBe(429)
    expect(again.msg).toMatch(/秒后再试/)
  })
})
