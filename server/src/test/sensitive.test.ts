import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allPrintDocs } from '../core/print.js'
import { companyDay } from '../core/time.js'
import type { DB } from '../db/schema.js'
import { admitContractor } from '../modules/krs/contractor/service.js'
import { admittedCompany, creditCode, idCard, staffAs, uploadAs } from './admission.js'
import { api, engines, type TestApp, testApp } from './harness.js'
import { readPdf } from './pdf.js'
import { at, column } from './printLayout.js'

type Api = ReturnType<typeof api>

/** The application kinds: table, the staff page's routes, the page's menu. */
const KINDS = [
  { table: 'krsVisit', base: '/api/krs/visit', menu: 'krsVisit' },
  { table: 'krsAdmission', base: '/api/krs/admission', menu: 'krsAdmission' },
  { table: 'krsWork', base: '/api/krs/work', menu: 'krsWork' },
  { table: 'weighPermit', base: '/api/weigh/permit', menu: 'weighPermit' },
  { table: 'weighDelivery', base: '/api/weigh/delivery', menu: 'weighDelivery' },
] as const

const PHONE = /^1\d{10}$/
const ID_NO = /^\d{17}[\dX]$/

/** Every phone and ID number an application holds, in its columns and its stored form. */
function personValues(row: Record<string, unknown>, out: Set<string>) {
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (PHONE.test(v) || ID_NO.test(v)) out.add(v)
      else if (v.startsWith('{') || v.startsWith('[')) {
        try {
          walk(JSON.parse(v))
        } catch {}
      }
    } else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') Object.values(v).forEach(walk)
  }
  walk(row)
}

async function sheetText(payload: Buffer) {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(payload as unknown as ArrayBuffer)
  const cells: string[] = []
  for (const ws of wb.worksheets) ws.eachRow((r) => cells.push(JSON.stringify(r.values)))
  return cells.join('\n')
}

// Masking is the same on every engine; the walk runs on the demo data, seeded on SQLite.
describe.each(engines.slice(0, 1))('ID and phone numbers of applicants on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let clerk: Api
  let host: Api
  const secrets = new Set<string>()

  /** Fails naming where a full number of anyone was answered. */
  const noneIn = (where: string, text: string) => {
    const leaked = [...secrets].filter((s) => text.includes(s))
    expect(leaked, where).toEqual([])
  }

  beforeAll(async () => {
    t = await testApp(engine, { env: { DEMO_CONTENT: 'on' }, template: false })
    admin = api(t, await t.login())

    // Applications with approvals under way: a visit with a companion, an admission, an entry work.
    const visitor = api(t, await t.clientLogin('13655550001'))
    const visit = await visitor.post('/api/krs/visitor/addOaFrom', {
      submit: true,
      form: {
        visitorName: '周建华',
        phone: '13655550001',
        idType: 'ID_CARD',
        idNo: idCard('19850312', 451),
        company: '江苏恒力机电设备有限公司',
        reason: 'BUSINESS',
        hostUserId: 'user-emp-04',
        visitStart: `${companyDay(1)} 09:00`,
        visitEnd: `${companyDay(1)} 11:00`,
        companions: [{ name: '吴刚', phone: '13655550002' }],
        plate: '苏ad12345',
        safetyAccepted: true,
      },
    })
    expect(visit.code, visit.msg).toBe(200)
    const token = await t.clientLogin('13912345678')
    const contractor = api(t, token)
    const admission = await contractor.post('/api/krs/vendoradmissionassignmentmain/addOaFrom', {
      submit: true,
      form: {
        companyName: '华建安装工程有限公司',
        creditCode: creditCode(1),
        legalRep: '王建国',
        address: '北京市朝阳区建国路 1 号',
        contactName: '李工',
        contactPhone: '13912345678',
        hostOrgId: 'org-production',
        scope: '管道安装与检修',
        signatureId: await uploadAs(t, token),
        docs: [
          {
            docType: 'BUSINESS_LICENSE',
            docNo: 'BL-001',
            issueDate: '2020-01-01',
            expiryDate: '2030-12-31',
            fileId: await uploadAs(t, token),
          },
        ],
        persons: [
          { name: '张三', idCard: idCard('19850312', 11), phone: '13800001111', jobType: 'LABOURER' },
        ],
      },
    })
    expect(admission.code, admission.msg).toBe(200)
    const admitted = admittedCompany(7, {
      persons: [
        {
          name: '王五',
          idCard: idCard('19880101', 71),
          phone: '13800007777',
          jobType: 'LABOURER',
          certType: null,
          certNo: null,
          certExpiry: null,
          certPhotoId: null,
        },
      ],
    })
    await t.app.db.transaction().execute((trx) => admitContractor(trx, admitted, companyDay(200)))
    const boss = api(t, await t.clientLogin(admitted.contactPhone))
    const [mine] = (await boss.get('/api/krs/vendoradmissionassignmentmain/getContractorList')).data
    const work = await boss.post('/api/krs/vendoraccessapplicationmain/addOaFrom', {
      submit: true,
      form: {
        contractorId: mine.id,
        project: '2 号炉检修',
        area: '锅炉房',
        workTypes: ['GENERAL'],
        startDay: companyDay(1),
        endDay: companyDay(2),
        shift: 'DAY',
        workers: [{ personId: mine.persons[0].id, workType: 'GENERAL' }],
        responsibleUserId: 'user-emp-05',
      },
    })
    expect(work.code, work.msg).toBe(200)

    for (const k of KINDS)
      for (const row of await t.app.db
        .selectFrom(k.table as keyof DB)
        .selectAll()
        .execute())
        personValues(row as Record<string, unknown>, secrets)
    for (const row of await t.app.db.selectFrom('flowInstance').selectAll().execute())
      personValues(row as Record<string, unknown>, secrets)

    // A clerk holding every page and button of the product, but none of the "in full" fields.
    const clerkId = await t.createUser('clerk', 'Clerk#Pass2026')
    const resources = await t.app.db
      .selectFrom('sysResource')
      .select('id')
      .where('category', '!=', 'FIELD')
      .execute()
    await t.app.db
      .insertInto('sysRole')
      .values({
        id: 'role-clerk',
        name: '全页面文员',
        code: 'clerk',
        category: 'GLOBAL',
        sortCode: 99,
        orgId: null,
        remark: null,
        createdAt: null,
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      })
      .execute()
    await t.app.db
      .insertInto('sysRelation')
      .values([
        ...resources.map((r) => ({
          id: `rel-clerk-${r.id}`,
          category: 'ROLE_HAS_RESOURCE',
          objectId: 'role-clerk',
          targetId: r.id,
          extJson: null,
        })),
        {
          id: 'rel-clerk-role',
          category: 'USER_HAS_ROLE',
          objectId: clerkId,
          targetId: 'role-clerk',
          extJson: null,
        },
      ])
      .execute()
    clerk = api(t, await t.login('clerk', 'Clerk#Pass2026'))
    // The employee visited decides the visit; they hold no application page.
    host = await staffAs(t, 'user-emp-04')
  }, 120_000)
  afterAll(() => t?.close())

  it('has applications of every kind holding phones and ID numbers', async () => {
    for (const k of KINDS) {
      const rows = await t.app.db
        .selectFrom(k.table as keyof DB)
        .select('id')
        .execute()
      expect(rows.length, k.table).toBeGreaterThan(0)
    }
    expect([...secrets].filter((s) => ID_NO.test(s)).length).toBeGreaterThan(3)
    expect([...secrets].filter((s) => PHONE.test(s)).length).toBeGreaterThan(5)
    // The super admin holds every field: the full numbers are there to be masked.
    const page = await admin.get('/api/krs/visit/page', { size: 100 })
    expect([...secrets].some((s) => JSON.stringify(page.data).includes(s))).toBe(true)
  })

  it('masks them in every page, detail, export and print for staff without the field', async () => {
    const printDocs = allPrintDocs().filter((d) => KINDS.some((k) => k.menu === d.menu))
    let printed = 0
    // Each document printed with a layout holding every text field it has.
    for (const doc of printDocs) {
      const names = doc.fields.filter((f) => (f.kind ?? 'text') === 'text').map((f) => f.key)
      const added = await admin.post('/api/dev/printTemplate/add', {
        name: `全部字段 ${doc.type}`,
        docType: doc.type,
        paper: 'A4',
        orientation: 'PORTRAIT',
        isDefault: true,
        pages: [column(names, at(10, 10, 190, 6), { step: 7, fontSize: 9 })],
      })
      expect(added.code, added.msg).toBe(200)
    }
    for (const k of KINDS) {
      const page = await clerk.get(`${k.base}/page`, { size: 100 })
      expect(page.code, `${k.base}/page ${page.msg}`).toBe(200)
      noneIn(`${k.base}/page`, JSON.stringify(page.data))
      expect(page.data.records.length, k.base).toBeGreaterThan(0)
      for (const r of page.data.records as Array<{ id: string }>) {
        const detail = await clerk.get(`${k.base}/detail`, { id: r.id })
        expect(detail.code, `${k.base}/detail ${detail.msg}`).toBe(200)
        noneIn(`${k.base}/detail`, JSON.stringify(detail.data))
        for (const doc of printDocs.filter((d) => d.menu === k.menu)) {
          const pdf = await clerk.raw(`/api/dev/printTemplate/print/${doc.type}`, { id: r.id })
          // A record the document does not print (an entry pass is printed per worker) is refused.
          if (pdf.statusCode !== 200) continue
          noneIn(`print ${doc.type}`, (await readPdf(pdf.rawPayload)).text)
          printed++
        }
      }
      const exported = await clerk.raw(`${k.base}/export`)
      if (exported.statusCode !== 404) {
        expect(exported.statusCode, `${k.base}/export`).toBe(200)
        noneIn(`${k.base}/export`, await sheetText(exported.rawPayload))
      }
      // Not found by a number it may not see.
      const phone = [...secrets].find((s) => PHONE.test(s))!
      const searched = await clerk.get(`${k.base}/page`, { searchKey: phone })
      noneIn(`${k.base}/page?searchKey`, JSON.stringify(searched.data ?? {}))
    }
    expect(printed).toBeGreaterThan(0)
  })

  it('masks them in the approver’s tasks and the form they open', async () => {
    const todo = await host.get('/api/flow/task/todoPage')
    expect(todo.data.records.length).toBeGreaterThan(0)
    noneIn('todoPage', JSON.stringify(todo.data))
    const opened: Record<string, string> = {}
    for (const task of todo.data.records as Array<{ instanceId: string }>) {
      const inst = await host.get('/api/flow/instance/detail', { id: task.instanceId })
      expect(inst.code, inst.msg).toBe(200)
      noneIn('instance detail', JSON.stringify(inst.data))
      opened[inst.data.formType] = inst.data.formId
    }
    expect(opened.VISIT).toBeDefined()
    const visit = await host.get('/api/krs/visit/detail', { id: opened.VISIT })
    expect(visit.code, visit.msg).toBe(200)
    noneIn('the visit the host opens', JSON.stringify(visit.data))
    expect(visit.data.form.companions[0].phone).toBe('136****0002')
    // The clerk's own tasks list and every application it sees there.
    noneIn('clerk minePage', JSON.stringify((await clerk.get('/api/flow/task/donePage')).data))
  })
})
