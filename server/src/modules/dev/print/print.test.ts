import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUR, laterToday } from '../../../core/time.js'
import { staffAs } from '../../../test/admission.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { readPdf } from '../../../test/pdf.js'
import {
  at,
  field,
  heading,
  image,
  printedWith,
  printRecord,
  qr,
  type TemplateInput,
  table,
} from '../../../test/printLayout.js'

type Api = ReturnType<typeof api>
const base = '/api/dev/printTemplate'

/** A goods release permit layout: a heading, bound fields, the goods table, the QR code and the signature. */
const permitPages = () => [
  [
    heading('物资放行单', at(10, 10, 120, 10), 18),
    field('permitNo', at(10, 24, 100, 8)),
    field('applicantName', at(10, 34, 60, 8)),
    field('reason', at(80, 34, 60, 8)),
    field('approverName', at(10, 44, 60, 8)),
    table('lines', at(10, 60, 180, 20), ['物料号', '品名', '数量', '单位', '重量'], [20, 35, 15, 10, 20]),
    qr('permitNo@2', at(150, 10, 35, 35)),
    image('approverSignature', at(80, 42, 40, 14)),
  ],
]
const template = (over: Record<string, unknown> = {}): TemplateInput => ({
  name: '放行单（标准）',
  docType: 'goodsRelease',
  paper: 'A4',
  orientation: 'PORTRAIT',
  pages: permitPages(),
  isDefault: true,
  ...over,
})

/**
 * Print templates (issue 28): a layout is stored and versioned per document type; the designer's
 * preview fills it with the type's sample data; printing an approved permit gives a PDF whose
 * Chinese text a reader extracts, whose QR code decodes to the permit's number and which carries the
 * approver's stored signature; the print log records it. Bad input names the field and writes nothing.
 */
describe.each(engines)('print templates on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let responsible: Api
  let applicant: Api
  let token: string

  beforeAll(async () => {
    t = await testApp(engine)
    token = await t.login()
    admin = api(t, token)
    responsible = await staffAs(t, 'user-emp-04')
    applicant = api(t, await t.clientLogin('13700001111'))
  })
  afterAll(() => t?.close())

  it('refuses bad templates naming the field, and writes nothing', async () => {
    const before = await dataCounts(t.app)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ docType: 'nope' }, 'docType'],
      [{ paper: 'B5' }, 'paper'],
      [{ name: ' ' }, 'name'],
      [{ pages: [] }, 'pages'],
      [{ pages: [[{ name: 'x', type: 'video', position: { x: 0, y: 0 }, width: 1, height: 1 }]] }, 'pages'],
    ]
    for (const [over, field] of cases) {
      const res = await admin.post(`${base}/add`, template(over))
      expect(res.code, JSON.stringify(over)).not.toBe(200)
      expect(res.msg).toContain(field)
    }
    const preview = await t.app.inject({
      method: 'POST',
      url: `${base}/preview`,
      headers: { token },
      payload: { docType: 'nope', paper: 'A4', orientation: 'PORTRAIT', pages: permitPages() },
    })
    expect(preview.json().msg).toContain('docType')
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('previews a layout with the sample data, without saving anything', async () => {
    const before = await dataCounts(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/preview`,
      headers: { token },
      payload: { docType: 'goodsRelease', paper: 'A5', orientation: 'LANDSCAPE', pages: permitPages() },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const pdf = await readPdf(res.rawPayload)
    expect(pdf.text).toContain('物资放行单')
    expect(pdf.text).toContain('三相异步电机')
    expect(pdf.qr).toEqual(['GR20261129000123'])
    // The QR code and the sample signature.
    expect(pdf.images).toBe(2)
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('keeps every saved layout as a version, one default per type, and restores an earlier one', async () => {
    const a = await admin.post(`${base}/add`, template())
    expect(a.code, a.msg).toBe(200)
    const b = await admin.post(`${base}/add`, template({ name: '放行单（A5）', paper: 'A5' }))
    expect(b.code, b.msg).toBe(200)
    const page = (await admin.get(`${base}/page`, { docType: 'goodsRelease' })).data.records
    expect(page.map((r: { id: string; isDefault: boolean }) => [r.id, r.isDefault])).toEqual([
      [b.data, true],
      [a.data, false],
    ])
    // Saving the same layout makes no version; a changed one does.
    expect(
      (await admin.post(`${base}/edit`, { ...template({ name: '改名' }), id: a.data, isDefault: false }))
        .code,
    ).toBe(200)
    const d = await admin.get(`${base}/detail`, { id: a.data })
    expect(d.code, d.msg).toBe(200)
    expect(d.data).toMatchObject({ name: '改名', version: 1 })
    const moved = permitPages()
    moved[0]![0]!.position = { x: 20, y: 12 }
    expect(
      (await admin.post(`${base}/edit`, { ...template({ pages: moved }), id: a.data, isDefault: false }))
        .code,
    ).toBe(200)
    const versions = (await admin.get(`${base}/versions`, { id: a.data })).data
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1])
    expect((await admin.post(`${base}/restore`, { id: a.data, version: 1 })).code).toBe(200)
    const restored = (await admin.get(`${base}/detail`, { id: a.data })).data
    expect(restored.version).toBe(3)
    expect(restored.pages[0][0].position).toEqual({ x: 10, y: 10 })
    // b stays the default; deleting it leaves a, and its versions go with b.
    expect((await admin.post(`${base}/delete`, [{ id: b.data }])).code).toBe(200)
    const left = await t.app.db
      .selectFrom('devPrintTemplateVersion')
      .select('templateId')
      .distinct()
      .execute()
    expect(left.map((r) => r.templateId)).toEqual([a.data])
  })

  it('prints an approved permit: Chinese text, the QR code of its number, the approver’s signature; logged', async () => {
    // The responsible employee has a handwritten signature on file.
    const ink = await sharp({ create: { width: 120, height: 40, channels: 4, background: '#00000000' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="120" height="40"><path d="M5 30 Q 30 0 60 25 T 115 15" stroke="#123" stroke-width="3" fill="none"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer()
    const signed = await responsible.post('/api/sys/userCenter/updateSignature', {
      signature: `data:image/png;base64,${ink.toString('base64')}`,
    })
    expect(signed.code, signed.msg).toBe(200)
    const orgId = (
      await t.app.db
        .selectFrom('sysOrg')
        .select('id')
        .where('category', '=', 'DEPT')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id
    const saved = await applicant.post('/api/weigh/goodsrelease/addOaFrom', {
      submit: true,
      form: {
        applicantName: '王建国',
        orgId,
        responsibleUserId: 'user-emp-04',
        reason: 'SCRAP_SALE',
        lines: [{ name: '重型废钢', quantity: 10, unit: 't', weight: 10_000 }],
        plate: '苏ed3481',
        exitAt: laterToday(2 * HOUR),
        photos: [],
      },
    })
    expect(saved.code, saved.msg).toBe(200)

    // A type without templates is refused with what to do.
    await t.app.db.deleteFrom('devPrintTemplate').execute()
    expect((await printRecord(admin, 'goodsRelease', saved.data)).json().msg).toContain('打印模板')

    const { instanceId } = (await applicant.get('/api/weigh/goodsrelease/detailById', { id: saved.data }))
      .data
    const task = (await responsible.get('/api/flow/task/todoPage')).data.records.find(
      (k: { instanceId: string }) => k.instanceId === instanceId,
    )
    expect(
      (await responsible.post('/api/flow/task/decide', { taskId: task.taskId, action: 'APPROVE' })).code,
    ).toBe(200)
    const { permitNo } = (await applicant.get('/api/weigh/goodsrelease/detailById', { id: saved.data })).data

    const pdf = await printedWith(admin, template(), saved.data)
    expect(pdf.text).toContain('物资放行单')
    expect(pdf.text).toContain(permitNo)
    expect(pdf.text).toContain('王建国')
    expect(pdf.text).toContain('废料出售')
    expect(pdf.text).toContain('重型废钢')
    expect(pdf.qr).toEqual([permitNo])
    expect(pdf.images).toBe(2)

    const logged = (await admin.get(`${base}/log/page`, { docType: 'goodsRelease' })).data.records
    expect(logged[0]).toMatchObject({
      recordId: saved.data,
      recordLabel: permitNo,
      templateName: '放行单（标准）',
      templateVersion: 1,
    })

    // Printing is for the permit page's holders: the applicant's staff colleague without it is refused.
    const outsiderId = await t.createUser('print-outsider', 'Outsider#123')
    expect(outsiderId).toBeTruthy()
    const outsider = api(t, await t.login('print-outsider', 'Outsider#123'))
    const refused = await printRecord(outsider, 'goodsRelease', saved.data)
    expect(refused.json().code).not.toBe(200)
    expect((await admin.get(`${base}/log/page`, {})).data.total).toBe(1)
    // Found by the document's number and by who printed it.
    const page = (q: Record<string, string>) => admin.get(`${base}/log/page`, q).then((r) => r.data.total)
    expect(await page({ searchKey: permitNo })).toBe(1)
    expect(await page({ searchKey: 'GR000000NOPE' })).toBe(0)
    expect(await page({ userId: outsiderId })).toBe(0)
    const { userId: adminId } = await t.app.db
      .selectFrom('devPrintLog')
      .select('userId')
      .executeTakeFirstOrThrow()
    expect(await page({ userId: adminId })).toBe(1)
  })
})
