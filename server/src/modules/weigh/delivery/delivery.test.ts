import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyDay, companyMinute, HOUR, laterToday } from '../../../core/time.js'
import { staffAs } from '../../../test/admission.js'
import { fakeOa } from '../../../test/fakeOa.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { testBridge } from '../../../test/weigh.js'
import { upsertShipments } from '../sap/store.js'

type Api = ReturnType<typeof api>

const phone = '/api/krs/sentitem'
const base = '/api/weigh/delivery'
const gate = '/api/krs/gate'
const SECRET = 'oa-secret-delivery'

/** 30 t of sand on SAP delivery 80009001 of order 4500009001; 刘洋 (user-emp-04) receives it. */
const form = (over: Record<string, unknown> = {}) => ({
  source: 'SAP',
  orderNo: '4500009001',
  vendorName: '江南砂石料场',
  receiverUserId: 'user-emp-04',
  lines: [{ refNo: '80009001', itemNo: '000010', quantity: 20 }],
  plate: '苏B12345',
  driverName: '赵师傅',
  driverPhone: '13900001111',
  arriveAt: laterToday(2 * HOUR),
  ...over,
})

/**
 * Delivery notes (issue 26): lines from SAP (or an OA purchase request), never more than is still
 * open; approved, the note's number is the pass the gate and the weighbridge read; weighed in loaded
 * then empty, the net lands on the record, the note and in storage.
 */
describe.each(engines)('delivery notes on $name', (engine) => {
  let t: TestApp
  let vendor: Api
  let admin: Api
  let receiver: Api
  let oa: Awaited<ReturnType<typeof fakeOa>>
  let bridge: Awaited<ReturnType<typeof testBridge>>

  const submit = (f: Record<string, unknown>, id?: string) =>
    vendor.post(`${phone}/addOaFrom`, { id, submit: true, form: f })
  const approve = async (id: string) => {
    const { instanceId } = (await vendor.get(`${phone}/detailById`, { id })).data
    const todo = (await receiver.get('/api/flow/task/todoPage')).data.records
    const task = todo.find((k: { instanceId: string }) => k.instanceId === instanceId)
    expect(task).toBeTruthy()
    expect(
      (await receiver.post('/api/flow/task/decide', { taskId: task.taskId, action: 'APPROVE' })).code,
    ).toBe(200)
    const mine = (await vendor.get(`${phone}/detailById`, { id })).data
    expect(mine).toMatchObject({ status: 'APPROVED', progress: 'OPEN' })
    expect(mine.deliveryNo).toMatch(/^DN\d{6}[A-Z2-9]{6}$/)
    return mine.deliveryNo as string
  }
  const open = async (orderNo: string) =>
    (
      (await vendor.post('/api/krs/sentitem/getInfoBySap', { orderNo })).data.lines as Array<{ open: number }>
    ).map((l) => l.open)

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    receiver = await staffAs(t, 'user-emp-04')
    vendor = api(t, await t.clientLogin('13900001111'))
    await upsertShipments(
      t.app.db,
      [
        {
          deliveryNo: '80009001',
          referenceNo: '4500009001',
          partner: '江南砂石料场',
          shippingPoint: 'SH01',
          plannedDay: companyDay(),
          grossWeight: null,
          weightUnit: null,
          movementStatus: 'A',
          sapChangedAt: null,
          items: [
            {
              itemNo: '000010',
              materialNo: '200000102',
              description: '中砂',
              quantity: 30,
              unit: 'T',
              plant: '1000',
              storageLocation: 'W001',
              referenceNo: '4500009001',
              referenceItem: '10',
            },
          ],
        },
      ],
      'EXCEL',
      { inserted: 0, updated: 0, unchanged: 0 },
    )
    oa = await fakeOa(SECRET)
    const set = await admin.post('/api/dev/config/editBatch', [
      { configKey: 'OA_BASE_URL', configValue: oa.url },
      { configKey: 'OA_SECRET', configValue: SECRET },
    ])
    expect(set.code, set.msg).toBe(200)
    bridge = await testBridge(t, admin, '3号地磅', 'COM5')
  })
  afterAll(async () => {
    await oa?.close()
    await t?.close()
  })

  it('refuses a note with a bad field or more than is open, naming it, and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [form({ lines: [{ refNo: '80009001', itemNo: '000010', quantity: 31 }] }), 'form.lines.0.quantity'],
      [form({ lines: [{ refNo: '80009001', itemNo: '000099', quantity: 1 }] }), 'form.lines.0.itemNo'],
      [form({ lines: [{ refNo: '80009001', itemNo: '000010', quantity: 0 }] }), 'form.lines.0.quantity'],
      [
        form({
          lines: [
            { refNo: '80009001', itemNo: '000010', quantity: 1 },
            { refNo: '80009001', itemNo: '000010', quantity: 2 },
          ],
        }),
        'form.lines',
      ],
      [form({ receiverUserId: 'user-nobody' }), 'form.receiverUserId'],
      [form({ arriveAt: `${companyDay(-1)} 08:00` }), 'form.arriveAt'],
      [form({ plate: '' }), 'form.plate'],
      [form({ driverName: '' }), 'form.driverName'],
    ]
    const before = await dataCounts(t.app)
    for (const [f, field] of cases) {
      const res = await submit(f)
      expect(res.code, field).toBe(400)
      expect(res.msg, field).toContain(field)
    }
    expect((await submit(form({ orderNo: '4599999999' }))).code).toBe(404)
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('counts what submitted notes announce against the open quantity, and frees it when withdrawn', async () => {
    expect(await open('4500009001')).toEqual([30])
    const first = await submit(form())
    expect(first.code, first.msg).toBe(200)
    // By the order's number or the delivery's: 10 t left either way.
    expect(await open('4500009001')).toEqual([10])
    expect(await open('80009001')).toEqual([10])
    const over = await submit(form({ lines: [{ refNo: '80009001', itemNo: '000010', quantity: 11 }] }))
    expect(over.msg).toContain('超过未交数量 10')
    expect((await vendor.post(`${phone}/withdraw`, { id: first.data })).code).toBe(200)
    expect(await open('4500009001')).toEqual([30])
  })

  it('weighs an approved note in loaded, then empty: the net lands on the note and in storage; the gate lets it out once', async () => {
    const res = await submit(form())
    const no = await approve(res.data)
    expect((await admin.post(`${gate}/checkIn`, { code: no })).code).toBe(200)

    await bridge.load(32_000)
    const tareFirst = await admin.post('/api/weigh/record/first', {
      bridgeId: bridge.id,
      plate: '苏B12345',
      kind: 'TARE',
      docCode: no,
    })
    expect(tareFirst.msg).toBe('送货车辆应先称毛重（满载），卸货后再称皮重')
    const first = await admin.post('/api/weigh/record/first', {
      bridgeId: bridge.id,
      plate: '苏B12345',
      kind: 'GROSS',
      docCode: no,
    })
    expect(first.data).toMatchObject({
      direction: 'IN',
      docKind: 'DELIVERY',
      expected: 20_000,
      materialNo: '200000102',
      location: 'W001',
    })
    await bridge.load(12_100)
    const second = await admin.post('/api/weigh/record/second', { id: first.data.id, bridgeId: bridge.id })
    expect(second.data).toMatchObject({ status: 'DONE', net: 19_900 })
    const stock = (await admin.get('/api/weigh/stock/page', { current: 1, size: 50 })).data.records
    expect(stock).toContainEqual(
      expect.objectContaining({ materialNo: '200000102', location: 'W001', quantity: 19_900 }),
    )

    expect((await admin.post(`${gate}/checkOut`, { code: no })).code).toBe(200)
    const detail = (await admin.get(`${base}/detail`, { id: res.data })).data
    expect(detail).toMatchObject({ progress: 'LEFT', weighedNet: 19_900, receiverName: '刘洋' })
    expect(detail.lines).toEqual([
      expect.objectContaining({ materialNo: '200000102', ordered: 30, quantity: 20 }),
    ])
    expect(detail.gate.map((g: { direction: string }) => g.direction)).toEqual(['IN', 'OUT'])
    const listed = (await admin.get(`${base}/page`, { deliveryNo: no })).data.records
    expect(listed).toEqual([expect.objectContaining({ id: res.data, progress: 'LEFT', source: 'SAP' })])
  })

  it('fills a note from an OA purchase request, and says so when the OA is down', async () => {
    oa.purchase('PR-2026-0042', {
      no: 'PR-2026-0042',
      vendor: '华东建材有限公司',
      lines: [
        {
          itemNo: '1',
          materialNo: '200000101',
          description: '普通硅酸盐水泥',
          quantity: 12,
          unit: 'T',
          plant: '1000',
          storageLocation: 'W001',
        },
        {
          itemNo: '2',
          materialNo: '200000103',
          description: '碎石',
          quantity: 5,
          unit: 'T',
          plant: '1000',
          storageLocation: 'W001',
        },
      ],
    })
    const info = await vendor.post(`${phone}/findInfoByOA`, { oaNo: 'PR-2026-0042' })
    expect(info.data).toMatchObject({ from: 'OA', partner: '华东建材有限公司' })
    expect(info.data.lines.map((l: { open: number }) => l.open)).toEqual([12, 5])
    const res = await submit(
      form({
        source: 'OA',
        orderNo: 'PR-2026-0042',
        lines: [{ refNo: 'PR-2026-0042', itemNo: '2', quantity: 5 }],
      }),
    )
    expect(res.code, res.msg).toBe(200)
    expect((await vendor.post(`${phone}/findInfoByOA`, { oaNo: 'PR-2026-0042' })).data.lines[1].open).toBe(0)
    expect((await vendor.post(`${phone}/findInfoByOA`, { oaNo: 'PR-NONE' })).code).toBe(404)
    await admin.post('/api/dev/config/editBatch', [
      { configKey: 'OA_BASE_URL', configValue: 'http://127.0.0.1:9' },
    ])
    const down = await vendor.post(`${phone}/findInfoByOA`, { oaNo: 'PR-2026-0042' })
    expect(down.code).toBe(400)
    expect(down.msg).toContain('OA 暂时无法连接')
    await admin.post('/api/dev/config/editBatch', [{ configKey: 'OA_BASE_URL', configValue: oa.url }])
  })
})
