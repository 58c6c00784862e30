import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyMinute } from '../../../core/time.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { at, column, heading, printedWith, printRecord, qr } from '../../../test/printLayout.js'
import { testBridge } from '../../../test/weigh.js'
import { upsertMaterials } from '../sap/store.js'
import { registerWeighDocument } from './documents.js'

type Api = ReturnType<typeof api>

/** A document kind of the tests: codes `IN-<kg>` and `OUT-<kg>` announce that net weight. */
const weighedDocs: Array<{ id: string; net: number }> = []
registerWeighDocument({
  kind: 'TESTDOC',
  async find(_db, code) {
    const m = /^(IN|OUT)-(\d+)$/.exec(code)
    if (!m) return null
    return {
      kind: 'TESTDOC',
      direction: m[1] as 'IN' | 'OUT',
      id: `doc-${code}`,
      no: code,
      plate: null,
      expected: Number(m[2]),
      materialNo: '100000101',
      materialName: null,
      location: m[1] === 'IN' ? 'Y001' : 'Y001',
    }
  },
  async weighed(_trx, doc) {
    weighedDocs.push({ id: doc.id, net: doc.net })
  },
})

/**
 * Weighings (issue 26): two weighings make a record (one transaction for the second, with the tare
 * history, storage and the document), a load over its document is refused and recorded, a manual
 * weight needs its permission and is marked, a stored tare is reused only when it matches.
 */
describe.each(engines)('weighings on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let operator: Api
  let bridgeId: string
  let load: (kg: number, wobble?: number) => Promise<void>
  const stock = async () =>
    (await admin.get('/api/weigh/stock/page', { current: 1, size: 50 })).data.records as Array<{
      materialNo: string
      location: string
      quantity: number
    }>

  beforeAll(async () => {
    t = await testApp(engine)
    const material = (materialNo: string, name: string) => ({
      materialNo,
      name,
      nameEn: null,
      materialType: 'ROH',
      materialGroup: 'SCRAP',
      baseUnit: 'KG',
      grossWeight: 1,
      netWeight: 1,
      weightUnit: 'KG',
      deleted: 0,
      sapChangedAt: null,
    })
    await upsertMaterials(
      t.app.db,
      [material('100000101', '重型废钢'), material('100000102', '轻薄废钢'), material('200000102', '中砂')],
      'EXCEL',
      { inserted: 0, updated: 0, unchanged: 0 },
    )
    admin = api(t, await t.login())
    const bridge = await testBridge(t, admin, '1号地磅', 'COM3')
    bridgeId = bridge.id
    load = bridge.load
    const roleId = (
      await admin.post('/api/sys/role/add', { name: '测试司磅员', code: 'weigherTest', category: 'GLOBAL' })
    ).data
    const userId = await t.createUser('weigher', 'Weigher#2026')
    await admin.post('/api/sys/role/grantUser', { id: roleId, userIdList: [userId] })
    await admin.post('/api/sys/role/grantResource', {
      id: roleId,
      resourceIdList: ['menu-weigh-operation', 'btn-weighRecordWeigh', 'menu-weigh-record'],
    })
    operator = api(t, await t.login('weigher', 'Weigher#2026'))
  })
  afterAll(async () => {
    await t?.close()
  })

  it('weighs a delivery loaded, then empty: the net lands on the record, in storage and on the document', async () => {
    await load(32_000)
    const first = await operator.post('/api/weigh/record/first', {
      bridgeId,
      plate: '沪A12345',
      kind: 'GROSS',
      docCode: 'IN-20000',
    })
    expect(first.code, first.msg).toBe(200)
    expect(first.data).toMatchObject({
      status: 'OPEN',
      direction: 'IN',
      docNo: 'IN-20000',
      firstKind: 'GROSS',
      firstWeight: 32_000,
      firstManual: false,
      firstUserName: '用户weigher',
      materialName: '重型废钢',
    })
    expect(first.data.firstFramesHash).toMatch(/^[0-9a-f]{64}$/)
    expect((await operator.get('/api/weigh/record/open', { plate: '沪A12345' })).data.id).toBe(first.data.id)
    const again = await operator.post('/api/weigh/record/first', {
      bridgeId,
      plate: '沪A12345',
      kind: 'GROSS',
    })
    expect(again.msg).toBe('车辆 沪A12345 已有未完成的过磅，请先完成二次过磅')

    await load(12_040)
    const second = await operator.post('/api/weigh/record/second', { id: first.data.id, bridgeId })
    expect(second.data).toMatchObject({
      status: 'DONE',
      gross: 32_000,
      tare: 12_040,
      net: 19_960,
      tareSource: 'WEIGHED',
      secondKind: 'TARE',
      deviationPct: -0.2,
    })
    expect(weighedDocs).toContainEqual({ id: 'doc-IN-20000', net: 19_960 })
    expect(await stock()).toContainEqual(
      expect.objectContaining({ materialNo: '100000101', location: 'Y001', quantity: 19_960 }),
    )
    expect((await operator.get('/api/weigh/record/open', { plate: '沪A12345' })).data).toBeNull()
    // Twice is once.
    const twice = await operator.post('/api/weigh/record/second', { id: first.data.id, bridgeId })
    expect(twice.msg).toBe('该过磅已完成或已作废')
  })

  it('refuses a load 5% over its permit and records the refusal; the load within tolerance goes out', async () => {
    await load(12_000)
    const wrongFirst = await operator.post('/api/weigh/record/first', {
      bridgeId,
      plate: '沪B54321',
      kind: 'GROSS',
      docCode: 'OUT-10000',
    })
    expect(wrongFirst.msg).toBe('放行车辆应先称皮重（空车），装货后再称毛重')
    const first = await operator.post('/api/weigh/record/first', {
      bridgeId,
      plate: '沪B54321',
      kind: 'TARE',
      docCode: 'OUT-10000',
    })
    await load(22_500)
    const over = await operator.post('/api/weigh/record/second', { id: first.data.id, bridgeId })
    expect(over.status).toBe(400)
    expect(over.msg).toBe('净重 10500 kg 超出单据 10000 kg 的 5%（允许 2%），不能放行，已记录')
    const flagged = (await operator.get('/api/weigh/record/detail', { id: first.data.id })).data
    expect(flagged).toMatchObject({ status: 'OPEN', refusedCount: 1, lastRefusedWeight: 22_500 })
    const before = await stock()
    await load(22_100)
    const ok = await operator.post('/api/weigh/record/second', { id: first.data.id, bridgeId })
    expect(ok.data).toMatchObject({ status: 'DONE', net: 10_100, deviationPct: 1, refusedCount: 1 })
    const after = await stock()
    const q = (s: typeof before) =>
      s.find((r) => r.materialNo === '100000101' && r.location === 'Y001')?.quantity
    expect(q(after)).toBe((q(before) ?? 0) - 10_100)
  })

  it('takes no weight while the reading moves, and writes nothing', async () => {
    // The readings count for 3 s: on a loaded machine the call may come later, and is tried again.
    let res = { msg: '' }
    let before = {}
    for (let i = 0; i < 3; i++) {
      await load(30_000, 60)
      before = await dataCounts(t.app)
      res = await operator.post('/api/weigh/record/first', { bridgeId, plate: '沪C11111', kind: 'GROSS' })
      if (!res.msg.includes('过时')) break
    }
    expect(res.msg).toBe('读数尚未稳定，请待车辆停稳后再取数')
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('takes a weight typed by hand only with its permission and a reason, and marks it', async () => {
    const body = {
      bridgeId,
      plate: '沪D22222',
      kind: 'GROSS',
      manual: { weight: 25_000, reason: '仪表故障' },
    }
    const refused = await operator.post('/api/weigh/record/first', body)
    expect(refused.status).toBe(403)
    expect(refused.msg).toBe('没有手工录入重量的权限')
    const noReason = await admin.post('/api/weigh/record/first', {
      ...body,
      manual: { weight: 25_000, reason: ' ' },
    })
    expect(noReason.status).toBe(400)
    expect(noReason.msg).toContain('manual.reason')
    const manual = await admin.post('/api/weigh/record/first', body)
    expect(manual.data).toMatchObject({
      manual: true,
      firstManual: true,
      firstReason: '仪表故障',
      firstFramesHash: null,
    })
    const listed = await admin.get('/api/weigh/record/page', { current: 1, size: 10, manual: '1' })
    expect(listed.data.records.map((r: { plate: string }) => r.plate)).toEqual(['沪D22222'])
    await admin.post('/api/weigh/record/void', { id: manual.data.id, reason: '录入错误' })
  })

  it('reuses a stored tare only while it is recent and matches the vehicle’s history', async () => {
    const plate = '沪E33333'
    const noTare = await operator.post('/api/weigh/record/storedTare', {
      bridgeId,
      plate,
      materialNo: '100000102',
    })
    expect(noTare.msg).toBe('车辆 沪E33333 没有留存的皮重，请空车过磅')
    for (const tare of [15_000, 15_020, 14_980]) {
      await load(35_000)
      const first = await operator.post('/api/weigh/record/first', {
        bridgeId,
        plate,
        kind: 'GROSS',
        materialNo: '100000102',
      })
      await load(tare)
      expect((await operator.post('/api/weigh/record/second', { id: first.data.id, bridgeId })).code).toBe(
        200,
      )
    }
    await load(34_000)
    const stored = await operator.post('/api/weigh/record/storedTare', {
      bridgeId,
      plate,
      materialNo: '100000102',
    })
    expect(stored.data).toMatchObject({
      status: 'DONE',
      gross: 34_000,
      tare: 14_980,
      net: 19_020,
      tareSource: 'STORED',
    })
    // A tare far off the vehicle's others (a different trailer) is not reused.
    await load(35_000)
    const first = await operator.post('/api/weigh/record/first', {
      bridgeId,
      plate,
      kind: 'GROSS',
      materialNo: '100000102',
    })
    await load(16_000)
    await operator.post('/api/weigh/record/second', { id: first.data.id, bridgeId })
    await load(34_000)
    const off = await operator.post('/api/weigh/record/storedTare', {
      bridgeId,
      plate,
      materialNo: '100000102',
    })
    expect(off.msg).toBe('留存皮重 16000 kg 与该车近期皮重（中位 15020 kg）相差超过 0.3%，请空车重新过磅')
  })

  it('voids a finished weighing with its reason and moves storage back; exports what the filter matches', async () => {
    await load(30_000)
    const first = await operator.post('/api/weigh/record/first', {
      bridgeId,
      plate: '沪F44444',
      kind: 'GROSS',
      materialNo: '200000102',
      location: 'W009',
    })
    await load(10_000)
    const done = await operator.post('/api/weigh/record/second', { id: first.data.id, bridgeId })
    expect((await stock()).find((s) => s.location === 'W009')?.quantity).toBe(20_000)
    expect((await operator.post('/api/weigh/record/void', { id: done.data.id, reason: 'x' })).status).toBe(
      403,
    )
    expect((await admin.post('/api/weigh/record/void', { id: done.data.id, reason: '车牌录错' })).code).toBe(
      200,
    )
    expect((await stock()).find((s) => s.location === 'W009')?.quantity).toBe(0)
    const detail = (await admin.get('/api/weigh/record/detail', { id: done.data.id })).data
    expect(detail).toMatchObject({ status: 'VOID', voidReason: '车牌录错', voidedByName: '超级管理员' })
    const moves = (await admin.get('/api/weigh/stock/moves', { current: 1, size: 10, location: 'W009' })).data
      .records
    expect(moves.map((m: { delta: number }) => m.delta)).toEqual([-20_000, 20_000])

    const file = await admin.raw('/api/weigh/record/export', { plate: '沪F' })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('spreadsheetml')
  })

  it('prints a finished weighing’s slip: its number as text and QR code, the weights, times and bridge in Chinese', async () => {
    await load(28_000)
    const first = await operator.post('/api/weigh/record/first', {
      bridgeId,
      plate: '苏E66688',
      kind: 'GROSS',
      docCode: 'IN-19000',
    })
    expect(first.code, first.msg).toBe(200)
    await load(9_000)
    const done = await operator.post('/api/weigh/record/second', { id: first.data.id, bridgeId })
    expect(done.data).toMatchObject({ status: 'DONE', net: 19_000 })
    const r = done.data as { id: string; recordNo: string; firstAt: string; secondAt: string }

    const fields = [
      'recordNo',
      'plate',
      'direction',
      'docNo',
      'materialName',
      'gross',
      'tare',
      'net',
      'grossAt',
      'tareAt',
      'bridgeName',
      'operator',
    ]
    // The records page's holders print it.
    const pdf = await printedWith(
      admin,
      {
        name: '称重小票',
        docType: 'weighSlip',
        paper: 'SLIP',
        pages: [
          [
            heading('称重单', at(8, 8, 64, 9), 16),
            ...column(fields, at(8, 18, 64, 6), { step: 7, fontSize: 9 }),
            qr('recordNo@2', at(22, 104, 36, 36)),
          ],
        ],
      },
      r.id,
      operator,
    )
    for (const seen of [
      '称重单',
      r.recordNo,
      '苏E66688',
      '进厂',
      'IN-19000',
      '重型废钢',
      '28000',
      '9000',
      '19000',
      '1号地磅',
      '用户weigher',
    ])
      expect(pdf.text).toContain(seen)
    expect(pdf.text).toContain(companyMinute(0, Date.parse(r.firstAt)))
    expect(pdf.text).toContain(companyMinute(0, Date.parse(r.secondAt)))
    expect(pdf.qr).toEqual([r.recordNo])
    expect((await printRecord(admin, 'weighSlip', 'nope')).json().msg).toBe('过磅记录不存在')
  })
})
