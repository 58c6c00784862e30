import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyDay, companyMinute, HOUR, laterToday } from '../../../core/time.js'
import { staffAs, uploadAs } from '../../../test/admission.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { testBridge } from '../../../test/weigh.js'
import { upsertMaterials } from '../sap/store.js'

type Api = ReturnType<typeof api>

const phone = '/api/weigh/goodsrelease'
const base = '/api/weigh/permit'
const gate = '/api/krs/gate'

/** Scrap steel sold, 10 t declared, on 苏E·D3481 in two hours; 刘洋 (user-emp-04) answers for it. */
const form = (orgId: string, over: Record<string, unknown> = {}) => ({
  applicantName: '王建国',
  applicantPhone: '13700001111',
  orgId,
  responsibleUserId: 'user-emp-04',
  reason: 'SCRAP_SALE',
  lines: [{ materialNo: '100000101', name: '重型废钢', quantity: 10, unit: 't', weight: 10_000 }],
  plate: '苏ed3481',
  driverName: '陈师傅',
  driverPhone: '13700002222',
  exitAt: laterToday(2 * HOUR),
  remark: '废钢出售给回收公司',
  photos: [],
  ...over,
})

/**
 * Goods release permits (issue 26): a permit with bad fields changes nothing; approved, its number
 * is the pass the weighbridge and the gate read; a load over the permit is refused, the load within
 * goes out, the gate lets the weighed vehicle out once and the permit is used up.
 */
describe.each(engines)('goods release permits on $name', (engine) => {
  let t: TestApp
  let applicant: Api
  let other: Api
  let admin: Api
  let responsible: Api
  let orgId: string
  let bridgeId: string
  let load: (kg: number) => Promise<void>

  const submit = (f: Record<string, unknown>, as = applicant) =>
    as.post(`${phone}/addOaFrom`, { submit: true, form: f })
  /** Submits `f` and has the responsible employee approve it; answers its id and number. */
  const approved = async (f: Record<string, unknown>) => {
    const res = await submit(f)
    expect(res.code, res.msg).toBe(200)
    const { instanceId } = (await applicant.get(`${phone}/detailById`, { id: res.data })).data
    const todo = (await responsible.get('/api/flow/task/todoPage')).data.records
    const task = todo.find((k: { instanceId: string }) => k.instanceId === instanceId)
    expect(task).toBeTruthy()
    const decided = await responsible.post('/api/flow/task/decide', {
      taskId: task.taskId,
      action: 'APPROVE',
    })
    expect(decided.code, decided.msg).toBe(200)
    const mine = (await applicant.get(`${phone}/detailById`, { id: res.data })).data
    expect(mine).toMatchObject({ status: 'APPROVED', progress: 'OPEN' })
    expect(mine.permitNo).toMatch(/^GR\d{6}[A-Z2-9]{6}$/)
    return { id: res.data as string, no: mine.permitNo as string }
  }
  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    responsible = await staffAs(t, 'user-emp-04')
    applicant = api(t, await t.clientLogin('13700001111'))
    other = api(t, await t.clientLogin('13700009999'))
    orgId = (
      await t.app.db
        .selectFrom('sysOrg')
        .select('id')
        .where('category', '=', 'DEPT')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id
    await upsertMaterials(
      t.app.db,
      [
        {
          materialNo: '100000101',
          name: '重型废钢',
          nameEn: 'Heavy scrap steel',
          materialType: 'ROH',
          materialGroup: 'SCRAP',
          baseUnit: 'KG',
          grossWeight: 1,
          netWeight: 1,
          weightUnit: 'KG',
          deleted: 0,
          sapChangedAt: null,
        },
      ],
      'EXCEL',
      { inserted: 0, updated: 0, unchanged: 0 },
    )
    const bridge = await testBridge(t, admin, '2号地磅', 'COM4')
    bridgeId = bridge.id
    load = bridge.load
  })
  afterAll(() => t?.close())

  it('finds employees by name for the phone, 20 a page, with department and job number', async () => {
    const page = await applicant.get(`${phone}/personNameAll`, { current: 1, size: 20, name: '刘洋' })
    expect(page.code, page.msg).toBe(200)
    expect(page.data.personNameVos).toContainEqual(
      expect.objectContaining({ value: 'user-emp-04', name: '刘洋', departmentName: expect.any(String) }),
    )
    const all = (await applicant.get(`${phone}/personNameAll`, { current: 1, size: 20 })).data
    expect(all.personNameVos.length).toBeLessThanOrEqual(20)
    expect(all.total).toBeGreaterThan(all.personNameVos.length > 0 ? 0 : -1)
    // Phone sessions only: neither anonymous callers nor staff tokens reach it.
    expect((await t.app.inject({ method: 'GET', url: `${phone}/personNameAll` })).statusCode).toBe(401)
    expect((await admin.get(`${phone}/personNameAll`)).code).toBe(401)
  })

  it('refuses a permit with a bad field, naming it, and writes nothing', async () => {
    const photoOfOther = await uploadAs(t, (await t.clientLogin('13700008888')) as string)
    const cases: Array<[Record<string, unknown>, string]> = [
      [form(orgId, { reason: 'PARTY' }), 'form.reason'],
      [form('org-nobody'), 'form.orgId'],
      [form(orgId, { responsibleUserId: 'user-nobody' }), 'form.responsibleUserId'],
      [form(orgId, { exitAt: `${companyDay(-1)} 09:00` }), 'form.exitAt'],
      [form(orgId, { exitAt: `${companyDay(1)} 24:10` }), 'form.exitAt'],
      [form(orgId, { exitAt: `${companyDay(90)} 09:00` }), 'form.exitAt'],
      [form(orgId, { lines: [] }), 'form.lines'],
      [form(orgId, { lines: [{ name: '旧电机', quantity: 0, unit: '台' }] }), 'form.lines.0.quantity'],
      [form(orgId, { lines: [{ name: '旧电机', quantity: 1.0001, unit: '台' }] }), 'form.lines.0.quantity'],
      [
        form(orgId, { lines: [{ materialNo: '999999', name: '不存在', quantity: 1, unit: 't' }] }),
        'form.lines.0.materialNo',
      ],
      [form(orgId, { plate: '京AO1234' }), 'form.plate'],
      [form(orgId, { driverPhone: '123' }), 'form.driverPhone'],
      [form(orgId, { photos: [photoOfOther] }), 'form.photos.0'],
    ]
    const before = await dataCounts(t.app)
    for (const [f, field] of cases) {
      const res = await submit(f)
      expect(res.code, field).toBe(400)
      expect(res.msg, field).toContain(field)
    }
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('keeps a permit its applicant’s: another phone user and staff without the page cannot read it', async () => {
    const draft = await applicant.post(`${phone}/addOaFrom`, {
      submit: false,
      form: { applicantName: '王建国', lines: [] },
    })
    expect(draft.code, draft.msg).toBe(200)
    expect((await other.get(`${phone}/detailById`, { id: draft.data })).code).toBe(404)
    expect(
      (await applicant.get(`${phone}/pageByOpenId`)).data.records.map((r: { id: string }) => r.id),
    ).toContain(draft.data)
    // Drafts are not the office's.
    expect((await admin.get(`${base}/detail`, { id: draft.data })).code).toBe(404)
    const outsider = await staffAs(t, 'user-emp-02')
    expect((await outsider.get(`${base}/page`)).code).toBe(403)
  })

  it('weighs an approved scrap permit out: 5% over is refused and recorded, within goes; the gate lets it out once', async () => {
    const { id, no } = await approved(form(orgId))
    // The office sees it with its number and progress.
    const listed = (await admin.get(`${base}/page`, { permitNo: no.toLowerCase() })).data.records
    expect(listed).toEqual([
      expect.objectContaining({ id, permitNo: no, progress: 'OPEN', expectedWeight: 10_000 }),
    ])

    // The weighing page finds it by the vehicle's plate.
    expect((await admin.get('/api/weigh/record/documents', { plate: '苏ED3481' })).data).toEqual([
      expect.objectContaining({ kind: 'PERMIT', no, direction: 'OUT', expected: 10_000 }),
    ])

    // Not weighed yet: in through the gate, but not out.
    expect((await admin.post(`${gate}/checkIn`, { code: no })).code).toBe(200)
    const early = await admin.post(`${gate}/checkOut`, { code: no })
    expect(early.msg).toBe(`单据 ${no} 申报了重量，车辆须先完成过磅才能出厂`)

    // Empty, then loaded 10.5 t: 5% over the permit's 10 t.
    await load(14_000)
    const plateWrong = await admin.post('/api/weigh/record/first', {
      bridgeId,
      plate: '苏E12345',
      kind: 'TARE',
      docCode: no,
    })
    expect(plateWrong.msg).toBe('车牌与单据登记的车辆 苏ED3481 不一致')
    const first = await admin.post('/api/weigh/record/first', {
      bridgeId,
      plate: '苏ED3481',
      kind: 'TARE',
      docCode: no,
    })
    expect(first.code, first.msg).toBe(200)
    expect(first.data).toMatchObject({ direction: 'OUT', docKind: 'PERMIT', docNo: no, expected: 10_000 })
    await load(24_500)
    const over = await admin.post('/api/weigh/record/second', { id: first.data.id, bridgeId })
    expect(over.msg).toBe('净重 10500 kg 超出单据 10000 kg 的 5%（允许 2%），不能放行，已记录')
    // The refused attempt is on the permit: flagged in its list, with weight, time and operator in
    // its detail; the approver is told.
    const refused = (await admin.get(`${base}/detail`, { id })).data
    expect(refused.progress).toBe('OPEN')
    expect(refused.refusedCount).toBe(1)
    expect(refused.refusals).toEqual([
      expect.objectContaining({
        plate: '苏ED3481',
        weight: 24_500,
        net: 10_500,
        expected: 10_000,
        pct: 5,
        tolerance: 2,
        manual: false,
        userName: '超级管理员',
        bridgeName: expect.any(String),
        at: expect.any(String),
      }),
    ])
    expect((await admin.get(`${base}/page`, { permitNo: no })).data.records).toEqual([
      expect.objectContaining({ id, refusedCount: 1, lastRefusedAt: refused.refusals[0].at }),
    ])
    const told = (await responsible.get('/api/dev/message/unread')).data.latest
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: `单据 ${no} 的过磅超重被拒 / A weighing for ${no} was refused as overloaded`,
        }),
      ]),
    )

    // Part unloaded: within tolerance, it goes.
    await load(24_100)
    const ok = await admin.post('/api/weigh/record/second', { id: first.data.id, bridgeId })
    expect(ok.data).toMatchObject({ status: 'DONE', net: 10_100, refusedCount: 1 })
    const detail = (await admin.get(`${base}/detail`, { id })).data
    expect(detail).toMatchObject({ progress: 'WEIGHED', weighedNet: 10_100 })
    expect((await admin.get('/api/weigh/record/documents', { plate: '苏ED3481' })).data).toEqual([])
    expect(detail.weighings).toEqual([
      expect.objectContaining({ recordNo: first.data.recordNo, net: 10_100 }),
    ])
    const again = await admin.post('/api/weigh/record/first', {
      bridgeId,
      plate: '苏ED3481',
      kind: 'TARE',
      docCode: no,
    })
    expect(again.msg).toBe(`单据 ${no} 已过磅`)

    // Out through the gate: used up.
    const out = await admin.post(`${gate}/checkOut`, { code: no })
    expect(out.code, out.msg).toBe(200)
    const left = (await applicant.get(`${phone}/detailById`, { id })).data
    expect(left).toMatchObject({ progress: 'LEFT' })
    expect(left.gate.map((g: { direction: string }) => g.direction)).toEqual(['IN', 'OUT'])
    expect((await admin.get(`${gate}/check`, { code: no })).data).toMatchObject({
      kind: 'GOODS',
      ok: false,
      refusal: 'USED_UP',
      plate: '苏ED3481',
    })
    expect(
      (
        await admin.post('/api/weigh/record/first', {
          bridgeId,
          plate: '苏ED3481',
          kind: 'TARE',
          docCode: no,
        })
      ).msg,
    ).toBe(`单据 ${no} 已使用：车辆已出厂`)
  })

  it('lets goods without a declared weight out at the gate alone, on their day', async () => {
    const { id, no } = await approved(
      form(orgId, {
        reason: 'REPAIR',
        lines: [{ name: '空压机电机', quantity: 1, unit: '台' }],
        plate: null,
      }),
    )
    expect((await admin.post(`${gate}/checkIn`, { code: no })).code).toBe(200)
    expect((await admin.post(`${gate}/checkOut`, { code: no })).code).toBe(200)
    expect((await admin.get(`${base}/detail`, { id })).data.progress).toBe('LEFT')
    // A permit for another day does not open the gate today.
    const later = await approved(form(orgId, { exitAt: `${companyDay(5)} 09:00`, plate: '苏E77777' }))
    expect((await admin.get(`${gate}/check`, { code: later.no })).data).toMatchObject({ refusal: 'NOT_YET' })
  })

  it('exports the permits the filter matches', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/export?progress=LEFT`,
      headers: { token: (await t.login()) as string },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
  })
})
