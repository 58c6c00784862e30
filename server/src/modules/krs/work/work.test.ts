import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_SIGNATURE } from '../../../core/print.js'
import { companyDay } from '../../../core/time.js'
import { admittedCompany, creditCode, idCard, staffAs, uploadAs } from '../../../test/admission.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { at, column, heading, image, printedWith, printRecord, qr } from '../../../test/printLayout.js'
import { type Admitted, admitContractor } from '../contractor/service.js'

type Api = ReturnType<typeof api>

const phone = '/api/krs/vendoraccessapplicationmain'
const base = '/api/krs/work'

const person = (name: string, seq: number, certType: string | null, certExpiry: string | null) => ({
  name,
  idCard: idCard('19880101', seq),
  phone: '13800001111',
  jobType: certType ? 'WELDER' : 'LABOURER',
  certType,
  certNo: certType ? `T-${seq}` : null,
  certExpiry,
  certPhotoId: certType ? 'f2' : null,
})

/** A contractor of these tests: its own codes and phone, and four people with and without certificates. */
const company = (n: number, over: Partial<Admitted> = {}): Admitted =>
  admittedCompany(n, {
    creditCode: creditCode(300 + n),
    contactPhone: `1371234${String(n).padStart(4, '0')}`,
    persons: [
      person('张三', n * 10 + 1, 'HOT_WORK', '2030-06-30'),
      person('李四', n * 10 + 2, 'HOT_WORK', companyDay(3)),
      person('王五', n * 10 + 3, null, null),
      person('赵六', n * 10 + 4, 'HEIGHT', '2030-06-30'),
    ],
    ...over,
  })

interface Option {
  id: string
  name: string
  persons: Array<{ id: string; name: string }>
}

describe.each(engines)('entry work on $name', (engine) => {
  let t: TestApp
  let client: Api
  let clientToken: string
  let other: Api
  let admin: Api
  let director: Api
  let safety: Api
  let outsider: Api
  let mine: Option
  let theirs: Option
  let barredId: string

  const who = (o: Option, name: string) => o.persons.find((p) => p.name === name)!.id
  const admit = (a: Admitted) =>
    t.app.db.transaction().execute((trx) => admitContractor(trx, a, companyDay(200)))
  const form = (over: Record<string, unknown> = {}) => ({
    contractorId: mine.id,
    project: '2 号炉检修',
    area: '锅炉房',
    workTypes: ['HOT_WORK', 'GENERAL'],
    startDay: companyDay(1),
    endDay: companyDay(5),
    shift: 'DAY',
    workers: [
      { personId: who(mine, '张三'), workType: 'HOT_WORK' },
      { personId: who(mine, '王五'), workType: 'GENERAL' },
    ],
    vehicles: ['苏a·12345', '浙ad12345', '使014578'],
    responsibleUserId: 'user-emp-05',
    description: '更换过热器管段',
    attachments: [],
    ...over,
  })
  const submit = (f: Record<string, unknown>, id?: string, as = client) =>
    as.post(`${phone}/addOaFrom`, { id, submit: true, form: f })
  const decide = async (as: Api, action = 'APPROVE', comment?: string) => {
    const todo = (await as.get('/api/flow/task/todoPage')).data.records
    expect(todo.length).toBeGreaterThan(0)
    const res = await as.post('/api/flow/task/decide', { taskId: todo[0].taskId, action, comment })
    expect(res.code).toBe(200)
    return todo[0]
  }

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    director = await staffAs(t, 'user-emp-04')
    safety = await staffAs(t, 'user-emp-08')
    outsider = await staffAs(t, 'user-emp-02')
    await admit(company(1))
    await admit(company(2))
    barredId = await admit(company(3, { contactPhone: company(1).contactPhone }))
    await t.app.db
      .updateTable('krsContractor')
      .set({ status: 'BLACKLISTED', blacklistReason: '违章动火' })
      .where('id', '=', barredId)
      .execute()
    clientToken = await t.clientLogin(company(1).contactPhone)
    client = api(t, clientToken)
    other = api(t, await t.clientLogin(company(2).contactPhone))
    ;[mine] = (await client.get('/api/krs/vendoradmissionassignmentmain/getContractorList')).data
    ;[theirs] = (await other.get('/api/krs/vendoradmissionassignmentmain/getContractorList')).data
  })
  afterAll(() => t?.close())

  it('refuses a hot-work worker whose certificate ends before the last day, naming them, and writes nothing', async () => {
    const before = await dataCounts(t.app)
    const res = await submit(
      form({
        workers: [
          { personId: who(mine, '张三'), workType: 'HOT_WORK' },
          { personId: who(mine, '李四'), workType: 'HOT_WORK' },
        ],
      }),
    )
    expect(res.code).toBe(400)
    expect(res.msg).toContain('form.workers.1.personId')
    expect(res.msg).toContain('李四')
    expect(res.msg).toContain(companyDay(3))
    const en = await api(t, clientToken, 'en').post(`${phone}/addOaFrom`, {
      submit: true,
      form: form({ workers: [{ personId: who(mine, '李四'), workType: 'HOT_WORK' }] }),
    })
    expect(en.msg).toContain('李四’s special-work certificate ends on')
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('refuses every other wrong form by its field, writing nothing', async () => {
    const file = await uploadAs(t, await t.clientLogin(company(2).contactPhone))
    const cases: Array<[Record<string, unknown>, string]> = [
      [form({ contractorId: theirs.id }), 'form.contractorId'],
      [
        form({ workers: [{ personId: who(theirs, '张三'), workType: 'HOT_WORK' }] }),
        'form.workers.0.personId',
      ],
      [form({ workers: [{ personId: who(mine, '王五'), workType: 'HOT_WORK' }] }), '王五'],
      [form({ workers: [{ personId: who(mine, '赵六'), workType: 'HOT_WORK' }] }), '赵六'],
      [form({ workers: [{ personId: who(mine, '张三'), workType: 'HEIGHT' }] }), 'form.workers.0.workType'],
      [form({ workers: [{ personId: who(mine, '王五'), workType: 'GENERAL' }] }), 'form.workTypes.0'],
      [
        form({
          workers: [
            { personId: who(mine, '王五'), workType: 'GENERAL' },
            { personId: who(mine, '王五'), workType: 'GENERAL' },
          ],
        }),
        'form.workers',
      ],
      [form({ workTypes: ['MAGIC'] }), 'form.workTypes.0'],
      [form({ vehicles: ['ABC123'] }), 'form.vehicles.0'],
      // I and O are never on a plate; 港 only on 粤Z.
      [form({ vehicles: ['苏A12345', '京AO1234'] }), 'form.vehicles.1'],
      [form({ vehicles: ['京A1234港'] }), 'form.vehicles.0'],
      [form({ vehicles: ['苏A12345', '苏A 12345'] }), 'form.vehicles'],
      [form({ endDay: companyDay(0) }), 'form.endDay'],
      [form({ startDay: companyDay(-1) }), 'form.startDay'],
      [form({ endDay: companyDay(120) }), 'form.endDay'],
      [form({ startDay: companyDay(150), endDay: companyDay(210) }), 'form.endDay'],
      [form({ responsibleUserId: 'user-nobody' }), 'form.responsibleUserId'],
      [form({ attachments: [file] }), 'form.attachments.0'],
      [form({ assignmentId: 'nope' }), 'form.assignmentId'],
      [form({ project: ' ' }), 'form.project'],
    ]
    const before = await dataCounts(t.app)
    for (const [f, field] of cases) {
      const res = await submit(f)
      expect(res.code, field).toBe(400)
      expect(res.msg, field).toContain(field)
    }
    const barred = await submit(form({ contractorId: barredId }))
    expect(barred.code).toBe(400)
    expect(barred.msg).toContain('违章动火')
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('takes hot work through the host and safety steps, then gives each worker a pass the gate opens for', async () => {
    const file = await uploadAs(t, clientToken)
    const res = await submit(form({ attachments: [file], startDay: companyDay(0) }))
    expect(res.code).toBe(200)
    const id = res.data as string
    const running = (await client.get(`${phone}/getDetailById`, { id })).data
    expect(running).toMatchObject({
      status: 'RUNNING',
      hazardous: true,
      workerCount: 2,
      contractorName: '承包单位1',
      hostOrgName: '生产运营部',
      responsibleName: expect.any(String),
      passes: [],
    })
    expect(running.form.vehicles).toEqual(['苏A12345', '浙AD12345', '使014578'])
    expect(running.pending).toEqual([{ stepName: '承办部门审核', assigneeName: '刘洋' }])

    // Another applicant and an outsider on staff see nothing of it.
    expect((await other.get(`${phone}/getDetailById`, { id })).code).toBe(404)
    expect((await outsider.get(`${base}/detail`, { id })).code).toBe(404)
    expect((await outsider.get(`${base}/page`)).code).toBe(403)

    const task = await decide(director)
    expect(task).toMatchObject({ formType: 'ENTRY_WORK', title: '承包单位1 · 2 号炉检修' })
    expect((await director.raw('/api/dev/file/preview', { id: file })).statusCode).toBe(200)
    // Hot work adds the safety step.
    expect((await client.get(`${phone}/getDetailById`, { id })).data.status).toBe('RUNNING')
    await decide(safety)

    const approved = (await client.get(`${phone}/getDetailById`, { id })).data
    expect(approved.status).toBe('APPROVED')
    expect(approved.passes).toHaveLength(2)
    const zhang = approved.passes.find((p: { personName: string }) => p.personName === '张三')
    expect(zhang).toMatchObject({ workType: 'HOT_WORK', status: 'ACTIVE', validFrom: companyDay(0) })
    expect(zhang.code).toMatch(/^[\w-]{24}$/)
    // Staff read the passes but not their codes.
    const staffView = (await safety.get(`${base}/detail`, { id })).data
    expect(staffView.passes.map((p: { code: string }) => p.code)).toEqual(['', ''])
    expect((await safety.get(`${base}/page`, { searchKey: '承包单位1' })).data.records).toEqual([
      expect.objectContaining({ id, status: 'APPROVED', hazardous: true }),
    ])

    // The gate.
    const check = async (code: string) => (await safety.get(`${base}/checkPass`, { code })).data
    expect(await check(zhang.code)).toMatchObject({
      ok: true,
      refusal: null,
      pass: { personName: '张三' },
      project: '2 号炉检修',
      area: '锅炉房',
    })
    expect(await check('no-such-code')).toMatchObject({ ok: false, refusal: 'UNKNOWN', pass: null })
    // A certificate that ran out since shuts the pass; so does a contractor barred since.
    await t.app.db
      .updateTable('krsContractorPerson')
      .set({ certExpiry: companyDay(-1) })
      .where('id', '=', who(mine, '张三'))
      .execute()
    expect(await check(zhang.code)).toMatchObject({ ok: false, refusal: 'CERT_EXPIRED' })
    const wang = approved.passes.find((p: { personName: string }) => p.personName === '王五')
    expect(await check(wang.code)).toMatchObject({ ok: true })
    await t.app.db.updateTable('krsContractor').set({ status: 'EXPIRED' }).where('id', '=', mine.id).execute()
    expect(await check(wang.code)).toMatchObject({ ok: false, refusal: 'CONTRACTOR_BARRED' })
    await t.app.db
      .updateTable('krsContractor')
      .set({ status: 'ADMITTED' })
      .where('id', '=', mine.id)
      .execute()
    await t.app.db
      .updateTable('krsContractorPerson')
      .set({ certExpiry: '2030-06-30' })
      .where('id', '=', who(mine, '张三'))
      .execute()

    // The gate page reads entry-work passes too: in once at a time, then out.
    const gate = '/api/krs/gate'
    expect((await admin.get(`${gate}/check`, { code: wang.code })).data).toMatchObject({
      kind: 'WORK',
      ok: true,
      personName: '王五',
      host: '2 号炉检修',
    })
    expect((await admin.post(`${gate}/checkIn`, { code: wang.code })).code).toBe(200)
    expect((await admin.post(`${gate}/checkIn`, { code: wang.code })).msg).toBe('此人已在厂内，请先登记离场')
    expect((await admin.get(`${gate}/check`, { code: wang.code })).data).toMatchObject({ inside: true })
    expect((await admin.post(`${gate}/checkOut`, { code: wang.code })).code).toBe(200)

    // Revoked: with a reason, once; the gate refuses it and the applicant no longer sees its code.
    expect((await director.post(`${base}/revokePass`, { id: zhang.id, reason: '离场' })).code).toBe(403)
    expect((await safety.post(`${base}/revokePass`, { id: zhang.id, reason: ' ' })).code).toBe(400)
    expect((await safety.post(`${base}/revokePass`, { id: zhang.id, reason: '已离场' })).code).toBe(200)
    expect((await safety.post(`${base}/revokePass`, { id: zhang.id, reason: '再次' })).code).toBe(400)
    expect((await safety.post(`${base}/revokePass`, { id: 'nope', reason: '再次' })).code).toBe(404)
    expect(await check(zhang.code)).toMatchObject({ ok: false, refusal: 'REVOKED' })
    expect((await admin.post(`${gate}/checkIn`, { code: zhang.code })).msg).toBe('该通行证已被收回')
    const after = (await client.get(`${phone}/getDetailById`, { id })).data.passes
    expect(after.find((p: { id: string }) => p.id === zhang.id)).toMatchObject({
      status: 'REVOKED',
      code: '',
      revokedReason: '已离场',
    })
  })

  it('keeps general work to the host step, and a pass opens only on its days', async () => {
    const res = await submit(
      form({
        workTypes: ['GENERAL'],
        workers: [{ personId: who(mine, '王五'), workType: 'GENERAL' }],
        startDay: companyDay(3),
        endDay: companyDay(4),
        vehicles: [],
      }),
    )
    expect(res.code).toBe(200)
    await decide(director)
    const done = (await client.get(`${phone}/getDetailById`, { id: res.data })).data
    expect(done).toMatchObject({ status: 'APPROVED', hazardous: false })
    expect((await safety.get('/api/flow/task/todoCount')).data).toBe(0)
    const check = (await safety.get(`${base}/checkPass`, { code: done.passes[0].code })).data
    expect(check).toMatchObject({ ok: false, refusal: 'NOT_YET' })
  })

  it('keeps a draft, and a returned application is fixed and resubmitted into the same approval', async () => {
    const draft = await client.post(`${phone}/addOaFrom`, {
      submit: false,
      form: { project: '半成品', contractorId: mine.id },
    })
    expect(draft.code).toBe(200)
    const id = draft.data as string
    expect((await client.get(`${phone}/pageByOpenId`)).data.records[0]).toMatchObject({
      id,
      status: 'DRAFT',
      contractorName: '承包单位1',
      project: '半成品',
    })
    expect((await admin.get(`${base}/page`, { status: 'DRAFT' })).data.total).toBe(0)
    expect((await other.post(`${phone}/deleteDraft`, { id })).code).toBe(404)

    expect((await submit(form(), id)).code).toBe(200)
    expect(
      (await client.post(`${phone}/addOaFrom`, { id, submit: false, form: { project: 'x' } })).code,
    ).toBe(400)
    await decide(director, 'RETURN', '请补充动火作业方案')
    const returned = (await client.get(`${phone}/getDetailById`, { id })).data
    expect(returned.status).toBe('RETURNED')
    expect(returned.trail.map((h: { action: string }) => h.action)).toEqual(['SUBMIT', 'RETURN'])

    expect((await submit(form({ area: '锅炉房二层' }), id)).code).toBe(200)
    const again = (await client.get(`${phone}/getDetailById`, { id })).data
    expect(again).toMatchObject({ status: 'RUNNING', instanceId: returned.instanceId })
    expect(again.form.area).toBe('锅炉房二层')
    // Someone has decided on it already: it can no longer be withdrawn. A fresh one can.
    expect((await client.post(`${phone}/withdraw`, { id })).code).toBe(400)
    const fresh = (await submit(form())).data as string
    expect((await other.post(`${phone}/withdraw`, { id: fresh })).code).toBe(404)
    expect((await client.post(`${phone}/withdraw`, { id: fresh })).code).toBe(200)
    expect((await client.get(`${phone}/getDetailById`, { id: fresh })).data.status).toBe('WITHDRAWN')

    const gone = await client.post(`${phone}/addOaFrom`, { submit: false, form: { project: '作废' } })
    expect((await client.post(`${phone}/deleteDraft`, { id: gone.data })).code).toBe(200)
    expect((await client.get(`${phone}/getDetailById`, { id: gone.data })).code).toBe(404)
  })

  it('lets a phone find employees by name, with their department only', async () => {
    const found = (await client.get('/api/auth/c/staff', { searchKey: '刘' })).data
    expect(found.records.length).toBeGreaterThan(0)
    for (const r of found.records) expect(Object.keys(r).sort()).toEqual(['id', 'name', 'orgName'])
    expect((await client.get('/api/auth/c/staff')).code).toBe(400)
    expect((await admin.get('/api/auth/c/staff', { searchKey: '刘' })).code).not.toBe(200)
  })

  it('prints a worker’s entry pass: holder, contractor and days in Chinese, the pass code as a QR code, the approver’s signature', async () => {
    expect(
      (await director.post('/api/sys/userCenter/updateSignature', { signature: SAMPLE_SIGNATURE })).code,
    ).toBe(200)
    const res = await submit(
      form({
        project: '3 号皮带廊防腐',
        workTypes: ['GENERAL'],
        workers: [{ personId: who(mine, '王五'), workType: 'GENERAL' }],
        startDay: companyDay(2),
        endDay: companyDay(6),
        vehicles: ['苏E·A1234'],
      }),
    )
    expect(res.code, res.msg).toBe(200)
    const { instanceId } = (await client.get(`${phone}/getDetailById`, { id: res.data })).data
    const task = (await director.get('/api/flow/task/todoPage')).data.records.find(
      (k: { instanceId: string }) => k.instanceId === instanceId,
    )
    expect(
      (await director.post('/api/flow/task/decide', { taskId: task.taskId, action: 'APPROVE' })).code,
    ).toBe(200)
    const [pass] = (await client.get(`${phone}/getDetailById`, { id: res.data })).data.passes
    expect(pass).toMatchObject({ personName: '王五', status: 'ACTIVE' })

    const fields = [
      'holderName',
      'company',
      'workType',
      'project',
      'validWindow',
      'vehicles',
      'approverName',
      'passNo',
    ]
    const pdf = await printedWith(
      admin,
      {
        name: '入场证（标准）',
        docType: 'entryPass',
        paper: 'A5',
        orientation: 'LANDSCAPE',
        pages: [
          [
            heading('入场证', at(10, 10, 90, 10), 18),
            ...column(fields, at(10, 24, 90, 7), { step: 8, fontSize: 10 }),
            qr('passNo@2', at(150, 10, 40, 40)),
            image('approverSignature', at(150, 60, 40, 14)),
          ],
        ],
      },
      pass.id,
    )
    for (const seen of [
      '入场证',
      '王五',
      '承包单位1',
      '一般作业',
      '3 号皮带廊防腐',
      '苏EA1234',
      '刘洋',
      pass.code,
    ])
      expect(pdf.text).toContain(seen)
    expect(pdf.text).toContain(`${companyDay(2)} ~ ${companyDay(6)}`)
    expect(pdf.qr).toEqual([pass.code])
    expect(pdf.images).toBe(2)
    // Not the records page's: refused; an unknown pass is the module's not-found.
    expect((await printRecord(outsider, 'entryPass', pass.id)).json().code).toBe(403)
    expect((await printRecord(admin, 'entryPass', 'nope')).json().msg).toBe('通行证不存在')
  })
})
