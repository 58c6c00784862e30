import { fields, idSchema, nullableStrings, pageQuerySchema, strings, trailFields } from '@portal/contracts'
import ExcelJS from 'exceljs'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pageResources } from '../db/seed/catalogs.js'
import { staffAs } from '../test/admission.js'
import { api, engines, type TestApp, testApp } from '../test/harness.js'
import type { ApplicationColumns } from './application.js'
import { defineApplication } from './applicationKit.js'
import { applicationRoutes } from './applicationRoutes.js'
import { fieldInvalid } from './content.js'
import { definePass } from './passes.js'
import { search } from './search.js'

/**
 * The kit proved by a form built from it alone: a leave request on a table of its own (made here),
 * with its columns, its check, its phone and staff routes, and its approval by one named employee.
 */
interface LeaveRow extends ApplicationColumns {
  title: string
  days: number | null
  phone: string | null
  formJson: string
  passCode: string | null
  inAt: string | null
}

const leaveForm = z.object({
  title: z.string().trim().min(1).max(64),
  days: z.number().int(),
  phone: z.string(),
})
type LeaveForm = z.infer<typeof leaveForm>
const row = z.object({
  id: z.string(),
  title: z.string(),
  days: z.number().nullable(),
  status: z.string(),
  createdAt: z.string(),
})
const phone = '/api/test/leave'
const staff = '/api/test/leaveAdmin'
const APPROVER = 'user-emp-04'

/**
 * The pass an approved leave gives: the gate reads it through the pass registry alone, and the form
 * keeps when its holder came in (cleared when they leave).
 */
const leavePass = definePass<LeaveRow>({
  kind: 'LEAVE',
  read: (db, code) =>
    (db as unknown as Kysely<{ testLeave: LeaveRow }>)
      .selectFrom('testLeave')
      .selectAll()
      .where('passCode', '=', code)
      .executeTakeFirst(),
  id: (l) => l.id,
  holder: (l) => ({
    personName: '请假人',
    photoId: null,
    host: null,
    company: l.title,
    from: null,
    until: null,
    plate: null,
    companions: [],
    note: `${l.days}`,
  }),
  refusal: (l) => (l.status === 'APPROVED' ? null : 'NOT_APPROVED'),
  recorded: async (trx, l, direction, at) => {
    await (trx as unknown as Kysely<{ testLeave: LeaveRow }>)
      .updateTable('testLeave')
      .set({ inAt: direction === 'IN' ? at : null })
      .where('id', '=', l.id)
      .execute()
  },
})

const leave = defineApplication<LeaveRow, LeaveForm>({
  table: 'testLeave',
  alias: 'l',
  formType: 'TEST_LEAVE',
  approval: {
    name: '请假',
    nameEn: 'Leave',
    view: 'test/leave/approval',
    summary: { days: { label: '天数', labelEn: 'Days' } },
    defaults: {
      name: '请假审批',
      nameEn: 'Leave approval',
      remindHours: 8,
      nodes: [
        { name: '审批', nameEn: 'Approve', approverKind: 'USER', approverIds: [APPROVER], mode: 'ANY' },
      ],
    },
  },
  words: { notFound: 'outOfScope', notEditable: 'approvalNotWithdrawable' },
  page: {
    catalog: 'menu-cat-test',
    sortCode: 1,
    id: 'menu-test-leave',
    code: 'testLeave',
    title: '请假',
    titleEn: 'Leave',
    path: '/test/leave',
    component: 'test/leave/index',
    icon: 'file-outlined',
    fields: [['phone', '完整手机号码', 'Full phone number']],
  },
  tags: ['test/leave'],
  phone: {
    base: phone,
    detailPath: 'detail',
    summaries: { save: 'Save', page: 'Mine', detail: 'One of mine', withdraw: 'Withdraw' },
  },
  staff: { base: staff, summaries: { page: 'Page', detail: 'Detail' } },
  schemas: {
    save: z.discriminatedUnion('submit', [
      z.object({
        id: idSchema.optional(),
        submit: z.literal(false),
        form: z.looseObject({ title: z.string() }),
      }),
      z.object({ id: idSchema.optional(), submit: z.literal(true), form: leaveForm }),
    ]),
    row,
    detail: row.extend(
      fields(
        strings('openId'),
        nullableStrings('phone', 'instanceId', 'submittedAt', 'finishedAt', 'updatedAt'),
        trailFields,
      ),
    ),
    pageQuery: pageQuerySchema.extend({ searchKey: z.string().optional(), status: z.string().optional() }),
  },
  list: {
    columns: ['l.id', 'l.title', 'l.days', 'l.status', 'l.createdAt'],
    indexes: { mine: 'test_leave_open', staff: 'test_leave_created' },
    search: { title: search.contains('l.title') },
  },
  applicantName: () => '请假人',
  draft: async (_db, _client, form) => ({
    title: String(form.title),
    days: null,
    phone: null,
    formJson: JSON.stringify(form),
  }),
  async submit(_db, _client, form) {
    if (form.days < 1) throw fieldInvalid('form.days', 'badRequest')
    return {
      columns: { title: form.title, days: form.days, phone: form.phone, formJson: JSON.stringify(form) },
      approval: { title: form.title, summary: { days: String(form.days) }, fields: {}, hostOrgId: null },
      applicantName: '请假人',
    }
  },
  detail: async (_db, r) => ({ title: r.title, days: r.days, phone: r.phone }),
  sensitive: { phone: 'phone' },
  onFinished: async (trx, l, status) => {
    if (status === 'APPROVED')
      await (trx as unknown as Kysely<{ testLeave: LeaveRow }>)
        .updateTable('testLeave')
        .set({ passCode: `LEAVE-${l.id}` })
        .where('id', '=', l.id)
        .execute()
  },
  passes: [leavePass],
  export: {
    button: ['testLeaveExport', '导出', 'Export'],
    summary: 'Export',
    fileName: 'leave',
    sheet: 'badRequest',
    columns: [
      ['title', 'badRequest', 20],
      ['status', 'badRequest', 10],
    ],
  },
})

/** The table a form of the kit needs: the application columns, its own, and the two list indexes. */
async function createTable(db: Kysely<unknown>) {
  await db.schema
    .createTable('test_leave')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('open_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(32)')
    .addColumn('submitted_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)')
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .addColumn('days', 'integer')
    .addColumn('phone', 'varchar(20)')
    .addColumn('form_json', 'text', (c) => c.notNull())
    .addColumn('pass_code', 'varchar(64)')
    .addColumn('in_at', 'varchar(32)')
    .execute()
  await db.schema
    .createIndex('test_leave_open')
    .on('test_leave')
    .columns(['open_id', 'created_at', 'id'])
    .execute()
  await db.schema.createIndex('test_leave_created').on('test_leave').columns(['created_at', 'id']).execute()
}

/** The sample page's rows as a module's seed writes them (its `phone` field: the mask follows the field rule). */
const seedPage = (t: TestApp) =>
  t.app.db.insertInto('sysResource').values(pageResources('mod-test', leave.page)).execute()

describe.each(engines)('an application declared with the kit on $name', (engine) => {
  let t: TestApp
  let me: ReturnType<typeof api>
  let other: ReturnType<typeof api>
  let admin: ReturnType<typeof api>
  let approver: ReturnType<typeof api>
  const form = { title: '年假', days: 3, phone: '13800001234' }

  const leaves = () => t.app.db as unknown as Kysely<{ testLeave: LeaveRow }>
  const inAt = async (id: string) =>
    (await leaves().selectFrom('testLeave').select('inAt').where('id', '=', id).executeTakeFirstOrThrow())
      .inAt
  const taskOf = async (id: string) => {
    const { instanceId } = (await me.get(`${phone}/detail`, { id })).data
    const todo = (await approver.get('/api/flow/task/todoPage')).data.records
    return todo.find((k: { instanceId: string }) => k.instanceId === instanceId) as { taskId: string }
  }

  beforeAll(async () => {
    t = await testApp(engine, { extend: (app) => applicationRoutes(app, leave) })
    await createTable(t.app.db as unknown as Kysely<unknown>)
    await seedPage(t)
    admin = api(t, await t.login())
    approver = await staffAs(t, APPROVER)
    me = api(t, await t.clientLogin('13655559001'))
    other = api(t, await t.clientLogin('13655559002'))
  })
  afterAll(() => t?.close())

  it('saves a draft, submits it, returns and resubmits it, and approves it through the engine', async () => {
    const draft = await me.post(`${phone}/addOaFrom`, { submit: false, form: { title: '草稿' } })
    expect(draft.code, draft.msg).toBe(200)
    const id = draft.data as string
    expect((await me.get(`${phone}/pageByOpenId`)).data.records).toEqual([
      expect.objectContaining({ id, title: '草稿', status: 'DRAFT' }),
    ])
    // Drafts are the applicant's: not on the staff page, not another's.
    expect((await admin.get(`${staff}/page`)).data.total).toBe(0)
    expect((await other.get(`${phone}/detail`, { id })).code).toBe(404)
    // The form's own check names its field.
    const bad = await me.post(`${phone}/addOaFrom`, { id, submit: true, form: { ...form, days: 0 } })
    expect(bad.code).toBe(400)
    expect(bad.msg).toContain('form.days')

    expect((await me.post(`${phone}/addOaFrom`, { id, submit: true, form })).code).toBe(200)
    const returned = await approver.post('/api/flow/task/decide', {
      taskId: (await taskOf(id)).taskId,
      action: 'RETURN',
      comment: '补充',
    })
    expect(returned.code, returned.msg).toBe(200)
    expect((await me.get(`${phone}/detail`, { id })).data.status).toBe('RETURNED')
    expect((await me.post(`${phone}/addOaFrom`, { id, submit: true, form: { ...form, days: 2 } })).code).toBe(
      200,
    )
    const ok = await approver.post('/api/flow/task/decide', {
      taskId: (await taskOf(id)).taskId,
      action: 'APPROVE',
    })
    expect(ok.code, ok.msg).toBe(200)
    const mine = (await me.get(`${phone}/detail`, { id })).data
    expect(mine).toMatchObject({ status: 'APPROVED', days: 2, phone: form.phone })
    expect(mine.trail.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['SUBMIT', 'RETURN', 'RESUBMIT', 'APPROVE']),
    )

    // Staff: the page, the detail (the approver asked sees it with the phone masked), the export.
    expect((await admin.get(`${staff}/page`, { searchKey: '年假' })).data.records).toEqual([
      expect.objectContaining({ id, status: 'APPROVED' }),
    ])
    expect((await admin.get(`${staff}/detail`, { id })).data.phone).toBe(form.phone)
    expect((await approver.get(`${staff}/detail`, { id })).data.phone).toBe('138****1234')
    expect((await approver.get(`${staff}/page`)).code).toBe(403)
    const res = await t.app.inject({
      method: 'GET',
      url: `${staff}/export`,
      headers: { token: (await t.login()) as string, 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    expect(wb.worksheets[0]!.getRow(2).values).toEqual([undefined, '年假', 'Approved'])

    // Its pass: the gate reads it, lets its holder through once, and the form keeps the time.
    const gate = '/api/krs/gate'
    const code = `LEAVE-${id}`
    expect((await admin.get(`${gate}/check`, { code })).data).toMatchObject({
      kind: 'LEAVE',
      ok: true,
      refusal: null,
      personName: '请假人',
      company: '年假',
      note: '2',
      refId: id,
    })
    expect((await admin.post(`${gate}/checkIn`, { code })).code).toBe(200)
    expect((await admin.post(`${gate}/checkIn`, { code })).code).toBe(400)
    expect((await admin.get(`${gate}/check`, { code })).data).toMatchObject({
      refusal: 'ALREADY_INSIDE',
      inside: true,
    })
    expect(await inAt(id)).toEqual(expect.any(String))
    // The form's own refusals rank before "already inside"; the way out stays open.
    await leaves().updateTable('testLeave').set({ status: 'CANCELLED' }).where('id', '=', id).execute()
    expect((await admin.get(`${gate}/check`, { code })).data).toMatchObject({
      refusal: 'NOT_APPROVED',
      inside: true,
    })
    expect((await admin.get(`${gate}/inside`)).data.records).toEqual([
      expect.objectContaining({ kind: 'LEAVE', refId: id, personName: '请假人', detail: '年假' }),
    ])
    expect((await admin.post(`${gate}/checkOut`, { code })).code).toBe(200)
    expect(await inAt(id)).toBeNull()
    expect(
      (await admin.get(`${gate}/log`)).data.records.map((r: { direction: string }) => r.direction),
    ).toEqual(['OUT', 'IN'])
  })

  it('withdraws a running one and deletes a draft, the caller’s own only', async () => {
    const running = (await me.post(`${phone}/addOaFrom`, { submit: true, form })).data as string
    expect((await other.post(`${phone}/withdraw`, { id: running })).code).toBe(404)
    expect((await me.post(`${phone}/withdraw`, { id: running })).code).toBe(200)
    expect((await me.get(`${phone}/detail`, { id: running })).data.status).toBe('WITHDRAWN')
    const draft = (await me.post(`${phone}/addOaFrom`, { submit: false, form: { title: '删除' } }))
      .data as string
    expect((await other.post(`${phone}/deleteDraft`, { id: draft })).code).toBe(404)
    expect((await me.post(`${phone}/deleteDraft`, { id: running })).code).toBe(400)
    expect((await me.post(`${phone}/deleteDraft`, { id: draft })).code).toBe(200)
    expect((await me.get(`${phone}/detail`, { id: draft })).code).toBe(404)
  })
})
