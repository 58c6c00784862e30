import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { delivery, fakeSap, product } from '../../../test/fakeSap.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

type Api = ReturnType<typeof api>

async function xlsx(rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('s')
  for (const r of rows) ws.addRow(r)
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer).toString('base64')
}
async function sheetRows(buf: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(buf as unknown as ArrayBuffer)
  const out: unknown[][] = []
  wb.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)))
  return out
}

/**
 * SAP materials and shipments (issue 26): the sync against a local OData server speaking SAP
 * Gateway's V2 (paging both ways, changed-since, failures logged), the lookup a delivery note is
 * filled from (local, live, SAP down), and the Excel import (all or nothing) and export.
 */
describe.each(engines)('SAP materials and shipments on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let sap: Awaited<ReturnType<typeof fakeSap>>
  const configure = (values: Record<string, string>) =>
    admin.post(
      '/api/dev/config/editBatch',
      Object.entries(values).map(([configKey, configValue]) => ({ configKey, configValue })),
    )

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    sap = await fakeSap({ user: 'PORTAL', password: 'sap-pass' })
    sap.data.products.push(
      product('SCRAP-001', '废钢（重型）', 'Heavy scrap steel', '2026-11-01T08:00:00Z'),
      product('SCRAP-002', '废钢（轻薄）', 'Light scrap steel', '2026-11-02T08:00:00Z'),
      product('CU-100', '废铜', 'Scrap copper', '2026-11-03T08:00:00Z', { GrossWeight: '1.250' }),
      product('AL-200', '废铝', 'Scrap aluminium', '2026-11-04T08:00:00Z'),
      product('CEM-425', '水泥 P.O 42.5', 'Cement P.O 42.5', '2026-11-05T08:00:00Z', {
        ProductGroup: 'BULK',
      }),
      product('SAND-01', '中砂', 'Medium sand', '2026-11-06T08:00:00Z', { ProductGroup: 'BULK' }),
      product('OLD-9', '停用物料', 'Retired material', '2026-11-07T08:00:00Z', { IsMarkedForDeletion: true }),
    )
    sap.data.deliveries.push(
      delivery('80000101', '2026-11-10', [
        { item: '000010', material: 'CEM-425', text: '水泥 P.O 42.5', qty: '30000.000', ref: '4500001001' },
      ]),
      delivery('80000102', '2026-11-11', [
        { item: '000010', material: 'SAND-01', text: '中砂', qty: '20000.000', ref: '4500001002' },
        { item: '000020', material: 'CEM-425', text: '水泥 P.O 42.5', qty: '12500.500', ref: '4500001002' },
      ]),
      delivery('80000103', '2026-11-12', [
        { item: '000010', material: 'AL-200', text: '废铝', qty: '800.000', ref: '4500001003' },
      ]),
    )
  })
  afterAll(async () => {
    await sap?.close()
    await t?.close()
  })

  it('refuses to sync before SAP is configured, writing nothing', async () => {
    const before = await dataCounts(t.app)
    const res = await admin.post('/api/weigh/sap/sync', { entity: 'MATERIAL' })
    expect(res.status).toBe(400)
    expect(res.msg).toBe('尚未配置 SAP 接口（系统配置 SAP_ODATA_URL）')
    expect(await dataCounts(t.app)).toEqual(before)
    expect((await admin.get('/api/weigh/sap/state')).data.configured).toBe(false)
  })

  it('imports the material master page by page, then only what changed', async () => {
    const set = await configure({
      SAP_ODATA_URL: sap.url,
      SAP_ODATA_USER: 'PORTAL',
      SAP_ODATA_PASSWORD: 'sap-pass',
      SAP_ODATA_PAGE_SIZE: '3',
    })
    expect(set.code, set.msg).toBe(200)
    sap.requests.length = 0
    const first = await admin.post('/api/weigh/sap/sync', { entity: 'MATERIAL' })
    expect(first.data).toMatchObject({ status: 'OK', pages: 3, fetched: 7, inserted: 7, updated: 0 })
    expect(sap.requests).toHaveLength(3)
    expect(sap.requests[0]).not.toContain('$filter')
    expect(sap.requests[1]).toContain('$skip=3')

    const page = await admin.get('/api/weigh/material/page', { current: 1, size: 10 })
    expect(page.data.total).toBe(7)
    expect(page.data.records.map((r: { materialNo: string }) => r.materialNo)).toEqual([
      'AL-200',
      'CEM-425',
      'CU-100',
      'OLD-9',
      'SAND-01',
      'SCRAP-001',
      'SCRAP-002',
    ])
    const cu = page.data.records.find((r: { materialNo: string }) => r.materialNo === 'CU-100')
    expect(cu).toMatchObject({
      name: '废铜',
      nameEn: 'Scrap copper',
      grossWeight: 1.25,
      baseUnit: 'KG',
      source: 'SAP',
      deleted: false,
      sapChangedAt: '2026-11-03T08:00:00.000Z',
    })
    const byName = await admin.get('/api/weigh/material/page', { current: 1, size: 10, searchKey: '废钢' })
    expect(byName.data.total).toBe(2)
    // A form is offered what is not marked for deletion.
    const options = await admin.get('/api/weigh/material/options', { searchKey: 'OLD' })
    expect(options.data).toEqual([])

    sap.requests.length = 0
    const again = await admin.post('/api/weigh/sap/sync', { entity: 'MATERIAL' })
    expect(again.data).toMatchObject({ status: 'OK', fetched: 0, inserted: 0, updated: 0 })
    expect(sap.requests[0]).toContain("$filter=LastChangeDateTime gt datetimeoffset'2026-11-07T08:00:00Z'")

    const changed = sap.data.products[2]!
    Object.assign(changed, product('CU-100', '废紫铜', 'Scrap copper (red)', '2026-11-20T09:30:00Z'))
    sap.data.products.push(product('FE-300', '铁屑', 'Iron swarf', '2026-11-20T10:00:00Z'))
    const third = await admin.post('/api/weigh/sap/sync', { entity: 'MATERIAL' })
    expect(third.data).toMatchObject({ status: 'OK', fetched: 2, inserted: 1, updated: 1 })
    expect(
      (await admin.get('/api/weigh/material/page', { current: 1, size: 10, materialNo: 'CU' })).data
        .records[0],
    ).toMatchObject({ name: '废紫铜' })

    const log = await admin.get('/api/weigh/sap/log', { current: 1, size: 10, entity: 'MATERIAL' })
    expect(log.data.records.map((r: { fetched: number }) => r.fetched)).toEqual([2, 0, 7])
    expect(log.data.records[0]).toMatchObject({
      origin: 'MANUAL',
      status: 'OK',
      since: '2026-11-07T08:00:00.000Z',
      watermark: '2026-11-20T10:00:00.000Z',
      userName: '超级管理员',
    })
  })

  it('follows the server’s own paging for deliveries, and asks again from the last change day', async () => {
    await configure({ SAP_ODATA_PAGE_SIZE: '100' })
    sap.state.serverPage = 2
    sap.requests.length = 0
    const first = await admin.post('/api/weigh/sap/sync', { entity: 'SHIPMENT' })
    expect(first.data).toMatchObject({ status: 'OK', pages: 2, fetched: 3, inserted: 3 })
    expect(sap.requests[1]).toContain('$skiptoken=2')
    const page = await admin.get('/api/weigh/shipment/page', { current: 1, size: 10 })
    expect(page.data.records.map((r: { deliveryNo: string }) => r.deliveryNo)).toEqual([
      '80000103',
      '80000102',
      '80000101',
    ])
    const two = page.data.records[1]
    expect(two).toMatchObject({
      referenceNo: '4500001002',
      partner: '1000234',
      plannedDay: '2026-11-11',
      itemCount: 2,
    })
    const detail = await admin.get('/api/weigh/shipment/detail', { id: two.id })
    expect(detail.data.items[1]).toMatchObject({
      itemNo: '000020',
      materialNo: 'CEM-425',
      quantity: 12500.5,
      unit: 'KG',
      plant: '1000',
      storageLocation: 'W001',
    })

    sap.requests.length = 0
    const again = await admin.post('/api/weigh/sap/sync', { entity: 'SHIPMENT' })
    // Only the last change day is read again (a change later that day is not missed), and it is unchanged.
    expect(again.data).toMatchObject({ status: 'OK', fetched: 1, inserted: 0, updated: 0, unchanged: 1 })
    expect(sap.requests[0]).toContain("$filter=LastChangeDate ge datetime'2026-11-12T00:00:00'")
    sap.state.serverPage = 0
  })

  it('logs a failed run with SAP’s answer and keeps the watermark; one run at a time', async () => {
    await configure({ SAP_ODATA_PASSWORD: 'wrong' })
    const failed = await admin.post('/api/weigh/sap/sync', { entity: 'MATERIAL' })
    expect(failed.data).toMatchObject({ status: 'FAILED', error: 'HTTP: HTTP 401: Logon failed' })
    const state = await admin.get('/api/weigh/sap/state')
    expect(state.data.entities.find((e: { entity: string }) => e.entity === 'MATERIAL').watermark).toBe(
      '2026-11-20T10:00:00.000Z',
    )
    await configure({ SAP_ODATA_PASSWORD: 'sap-pass' })

    await t.app.db
      .updateTable('weighSapSync')
      .set({ leaseUntil: new Date(Date.now() + 60_000).toISOString(), leaseOwner: 'another process' })
      .where('entity', '=', 'MATERIAL')
      .execute()
    const busy = await admin.post('/api/weigh/sap/sync', { entity: 'MATERIAL' })
    expect(busy.msg).toBe('该数据正在同步中，请稍后再试')
    await t.app.db.updateTable('weighSapSync').set({ leaseUntil: null, leaseOwner: null }).execute()
  })

  it('fills a delivery note from the synced tables, or live from SAP, and says so when SAP is down', async () => {
    const vendor = api(t, await t.clientLogin('13955551234'))
    const local = await vendor.post('/api/krs/sentitem/getInfoBySap', { orderNo: '4500001002' })
    expect(local.data).toMatchObject({ orderNo: '4500001002', partner: '1000234', from: 'LOCAL' })
    expect(local.data.lines).toEqual([
      {
        deliveryNo: '80000102',
        itemNo: '000010',
        materialNo: 'SAND-01',
        description: '中砂',
        unit: 'KG',
        plant: '1000',
        storageLocation: 'W001',
        ordered: 20000,
        open: 20000,
      },
      expect.objectContaining({ itemNo: '000020', ordered: 12500.5 }),
    ])
    expect(
      (await vendor.post('/api/krs/sentitem/getInfoBySap', { orderNo: '80000101' })).data.lines,
    ).toHaveLength(1)
    const bad = await vendor.post('/api/krs/sentitem/getInfoBySap', { orderNo: "x' or 1 eq 1" })
    expect(bad.status).toBe(400)

    // Not in the local tables, and the live lookup is off.
    sap.data.deliveries.push(
      delivery('80000199', '2026-11-25', [
        { item: '000010', material: 'SCRAP-001', text: '废钢（重型）', qty: '5000.000', ref: '4500001099' },
      ]),
    )
    const unknown = await vendor.post('/api/krs/sentitem/getInfoBySap', { orderNo: '4500001099' })
    expect(unknown.status).toBe(404)
    expect(unknown.msg).toBe('未找到单号 4500001099 的 SAP 数据')

    await configure({ SAP_LIVE_LOOKUP: 'true', SAP_ODATA_TIMEOUT_MS: '400' })
    const live = await vendor.post('/api/krs/sentitem/getInfoBySap', { orderNo: '4500001099' })
    expect(live.data).toMatchObject({
      from: 'SAP',
      lines: [{ deliveryNo: '80000199', materialNo: 'SCRAP-001', ordered: 5000 }],
    })

    sap.state.down = true
    const down = await vendor.post('/api/krs/sentitem/getInfoBySap', { orderNo: '4500001099' })
    expect(down.status).toBe(400)
    expect(down.msg).toBe('SAP 暂时无法连接（HTTP 503: Service unavailable），请稍后再试或联系管理员')
    // The synced tables still answer while SAP is down.
    expect((await vendor.post('/api/krs/sentitem/getInfoBySap', { orderNo: '4500001002' })).data.from).toBe(
      'LOCAL',
    )
    sap.state.down = false

    sap.state.delayMs = 1500
    const slow = await api(t, await t.clientLogin('13955551234'), 'en').post(
      '/api/krs/sentitem/getInfoBySap',
      {
        orderNo: '4500001099',
      },
    )
    expect(slow.msg).toBe('SAP cannot be reached (timeout); try again later or tell an administrator')
    sap.state.delayMs = 0
    await configure({ SAP_LIVE_LOOKUP: 'false' })
  })

  it('imports materials from Excel all or nothing, with an error per row', async () => {
    const head = [
      '物料编码',
      '物料描述',
      '英文描述',
      '物料类型',
      '物料组',
      '基本单位',
      '毛重',
      '净重',
      '重量单位',
    ]
    const before = await dataCounts(t.app)
    const wrong = await admin.post('/api/weigh/material/import', {
      fileBase64: await xlsx([
        head,
        ['PIPE-01', '钢管', 'Steel pipe', 'HALB', 'PIPE', 'M', '12.5', '', 'KG'],
        ['PIPE-02', '', '', '', '', '', '', '', ''],
        ['PIPE-01', '钢管（重复）', '', '', '', '', '-1', '', ''],
        ['PIPE-03', '法兰', '', '', '', '', '1.2345', '', ''],
      ]),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.msg).toBe('4 处数据有误，未导入任何数据')
    expect((wrong.data as { errors: unknown[] }).errors).toEqual([
      { row: 3, field: 'name', message: '物料描述不能为空' },
      { row: 4, field: 'materialNo', message: '物料编码与第 2 行重复' },
      { row: 4, field: 'grossWeight', message: '毛重须为不小于 0 的数字（最多 3 位小数）' },
      { row: 5, field: 'grossWeight', message: '毛重须为不小于 0 的数字（最多 3 位小数）' },
    ])
    expect(await dataCounts(t.app)).toEqual(before)

    const missing = await admin.post('/api/weigh/material/import', {
      fileBase64: await xlsx([['物料编码'], ['X']]),
    })
    expect(missing.msg).toBe('表头不正确，请下载最新模板：缺少“物料描述”列')

    const ok = await admin.post('/api/weigh/material/import', {
      fileBase64: await xlsx([
        ['Material', 'Description', 'Base unit', 'Gross weight'],
        ['PIPE-01', '钢管', 'M', '12.5'],
        ['SAND-01', '中砂（河砂）', 'KG', ''],
      ]),
    })
    expect(ok.data).toEqual({ total: 2, inserted: 1, updated: 1, unchanged: 0 })
    const pipe = await admin.get('/api/weigh/material/page', { current: 1, size: 10, materialNo: 'PIPE' })
    expect(pipe.data.records[0]).toMatchObject({ name: '钢管', grossWeight: 12.5, source: 'EXCEL' })
  })

  it('imports deliveries one row per item, refuses rows that disagree on their delivery, and exports what it imports', async () => {
    const head = [
      '交货单号',
      '行号',
      '物料编码',
      '物料描述',
      '数量',
      '单位',
      '工厂',
      '库存地点',
      '参考单号',
      '参考行号',
      '业务伙伴',
      '装运点',
      '计划日期',
    ]
    const before = await dataCounts(t.app)
    const wrong = await admin.post('/api/weigh/shipment/import', {
      fileBase64: await xlsx([
        head,
        [
          '90000001',
          '10',
          'PIPE-01',
          '钢管',
          '100',
          'M',
          '1000',
          'W002',
          'PO-77',
          '10',
          '华东钢管厂',
          'SH01',
          '2026-12-01',
        ],
        [
          '90000001',
          '20',
          'PIPE-01',
          '钢管',
          'abc',
          'M',
          '1000',
          'W002',
          'PO-77',
          '20',
          '另一家',
          'SH01',
          '2026-12-01',
        ],
        ['90000002', '10', 'SAND-01', '中砂', '5', 'T', '1000', 'W001', '', '', '', '', '2026-13-01'],
      ]),
    })
    expect((wrong.data as { errors: unknown[] }).errors).toEqual([
      { row: 3, field: 'quantity', message: '数量须为不小于 0 的数字（最多 3 位小数）' },
      { row: 3, field: 'partner', message: '交货单 90000001 的业务伙伴与第 2 行不一致' },
      { row: 4, field: 'plannedDay', message: '计划日期须为日期（年-月-日）' },
    ])
    expect(await dataCounts(t.app)).toEqual(before)

    const ok = await admin.post('/api/weigh/shipment/import', {
      fileBase64: await xlsx([
        head,
        [
          '90000001',
          '10',
          'PIPE-01',
          '钢管',
          '100',
          'M',
          '1000',
          'W002',
          'PO-77',
          '10',
          '华东钢管厂',
          'SH01',
          '2026-12-01',
        ],
        [
          '90000001',
          '20',
          'PIPE-01',
          '钢管',
          '20.5',
          'M',
          '1000',
          'W002',
          'PO-77',
          '20',
          '华东钢管厂',
          'SH01',
          '2026-12-01',
        ],
      ]),
    })
    expect(ok.data).toEqual({ total: 2, inserted: 1, updated: 0, unchanged: 0 })
    const info = await admin.get('/api/weigh/shipment/info', { orderNo: 'PO-77' })
    expect(info.data.lines.map((l: { ordered: number }) => l.ordered)).toEqual([100, 20.5])

    const file = await admin.raw('/api/weigh/shipment/export', { deliveryNo: '9000' })
    expect(file.statusCode).toBe(200)
    const rows = await sheetRows(file.rawPayload)
    expect(rows[0]).toEqual(head)
    expect(rows.slice(1).map((r) => [r[0], r[1], r[4]])).toEqual([
      ['90000001', '10', 100],
      ['90000001', '20', 20.5],
    ])
    // The export goes back in as it came out: nothing changes.
    const back = await admin.post('/api/weigh/shipment/import', {
      fileBase64: file.rawPayload.toString('base64'),
    })
    expect(back.data).toEqual({ total: 2, inserted: 0, updated: 0, unchanged: 1 })

    const materials = await admin.raw('/api/weigh/material/export', { source: 'SAP' })
    const mrows = await sheetRows(materials.rawPayload)
    expect(mrows).toHaveLength(1 + 7)
    expect(mrows[0]![0]).toBe('物料编码')
  })
})
