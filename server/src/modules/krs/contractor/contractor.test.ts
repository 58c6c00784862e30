import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyDay } from '../../../core/time.js'
import { admittedCompany, staffAs } from '../../../test/admission.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { expiryRun } from './expiry.js'
import { type Admitted, admitContractor } from './service.js'

type Api = ReturnType<typeof api>

const base = '/api/krs/contractor'
const phoneList = '/api/krs/vendoradmissionassignmentmain/getContractorList'

const company = admittedCompany

describe.each(engines)('contractors on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let reviewer: Api
  let outsider: Api
  let ids: string[]

  const staff = (id: string) => staffAs(t, id)
  const admit = (a: Admitted, validUntil = companyDay(365)) =>
    t.app.db.transaction().execute((trx) => admitContractor(trx, a, validUntil))
  const history = async (contractorId: string) =>
    (await admin.get(`${base}/history`, { contractorId, size: 50 })).data.records as Array<{
      event: string
      userName: string | null
      note: string | null
      changes: Array<{ field: string; before: string | null; after: string | null }>
    }>

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    reviewer = await staff('user-emp-09')
    outsider = await staff('user-emp-02')
    ids = [
      await admit(company(1)),
      await admit(company(2, { name: '远航机电有限公司', hostOrgId: 'org-safety' })),
      await admit(company(3)),
    ]
  })
  afterAll(() => t?.close())

  it('lists contractors by name, standing and host, to holders of the page only', async () => {
    const all = (await reviewer.get(`${base}/page`)).data
    expect(all.total).toBe(3)
    expect(all.records[0]).toMatchObject({ name: '承包单位3', status: 'ADMITTED', hostOrgName: '生产运营部' })
    expect((await admin.get(`${base}/page`, { searchKey: '远航' })).data.records).toEqual([
      expect.objectContaining({ id: ids[1], hostOrgName: '安全环保部' }),
    ])
    expect((await admin.get(`${base}/page`, { hostOrgId: 'org-safety' })).data.total).toBe(1)
    expect((await admin.get(`${base}/page`, { status: 'BLACKLISTED' })).data.total).toBe(0)
    expect((await admin.get(`${base}/page`, { sortField: 'legalRep' })).code).toBe(400)
    expect((await outsider.get(`${base}/page`)).code).toBe(403)
    expect((await outsider.get(`${base}/detail`, { id: ids[0]! })).code).toBe(403)

    const one = (await admin.get(`${base}/detail`, { id: ids[0]! })).data
    expect(one.docs).toEqual([expect.objectContaining({ docNo: 'BL-1', expiryDate: '2035-12-31' })])
    expect(one.persons).toEqual([expect.objectContaining({ name: '张三', certType: 'HOT_WORK' })])
    expect((await admin.get(`${base}/detail`, { id: 'nope' })).code).toBe(404)
  })

  it('refuses a bad edit naming the field and writes nothing; a good one is in the history, before and after', async () => {
    const id = ids[0]!
    const detail = (await admin.get(`${base}/detail`, { id })).data
    const edit = {
      id,
      name: detail.name,
      legalRep: detail.legalRep,
      address: detail.address,
      contactName: detail.contactName,
      contactPhone: detail.contactPhone,
      hostOrgId: 'org-production',
      scope: detail.scope,
      validUntil: detail.validUntil,
    }
    const before = await dataCounts(t.app)
    for (const [change, field] of [
      [{ contactPhone: '123' }, 'contactPhone'],
      [{ validUntil: '2027-02-30' }, 'validUntil'],
      [{ hostOrgId: 'org-root' }, 'hostOrgId'],
      [{ name: '' }, 'name'],
      [{ insuranceExpiry: 'soon' }, 'insuranceExpiry'],
    ] as const) {
      const res = await admin.post(`${base}/edit`, { ...edit, ...change })
      expect(res.code, field).toBe(400)
      expect(res.msg, field).toContain(field)
    }
    expect((await admin.post(`${base}/edit`, { ...edit, id: 'nope' })).code).toBe(404)
    expect(await dataCounts(t.app)).toEqual(before)

    const res = await reviewer.post(`${base}/edit`, {
      ...edit,
      contactPhone: '13700000000',
      hostOrgId: 'org-safety',
    })
    expect(res.code).toBe(200)
    const [latest] = await history(id)
    expect(latest).toMatchObject({ event: 'EDITED', userName: '周强' })
    expect(latest!.changes).toEqual([
      { field: 'contactPhone', before: detail.contactPhone, after: '13700000000' },
      { field: 'hostOrg', before: '生产运营部', after: '安全环保部' },
    ])
    // Nothing changed: nothing written.
    const again = await dataCounts(t.app)
    expect(
      (await reviewer.post(`${base}/edit`, { ...edit, contactPhone: '13700000000', hostOrgId: 'org-safety' }))
        .code,
    ).toBe(200)
    expect(await dataCounts(t.app)).toEqual(again)
    // A validity in the past: it stands expired.
    await admin.post(`${base}/edit`, {
      ...edit,
      contactPhone: '13700000000',
      hostOrgId: 'org-safety',
      validUntil: companyDay(-1),
    })
    expect((await admin.get(`${base}/detail`, { id })).data.status).toBe('EXPIRED')
    await admin.post(`${base}/edit`, { ...edit, contactPhone: '13700000000', hostOrgId: 'org-safety' })
    expect((await admin.get(`${base}/detail`, { id })).data.status).toBe('ADMITTED')
  })

  it('lets one of two edits made at once from the same state win, and keeps a history row per change made', async () => {
    const id = ids[2]!
    const d = (await admin.get(`${base}/detail`, { id })).data
    const edit = (contactName: string) => ({
      id,
      name: d.name,
      legalRep: d.legalRep,
      address: d.address,
      contactName,
      contactPhone: d.contactPhone,
      hostOrgId: d.hostOrgId,
      scope: d.scope,
      validUntil: d.validUntil,
    })
    const results = await Promise.all([
      admin.post(`${base}/edit`, edit('甲')),
      reviewer.post(`${base}/edit`, edit('乙')),
    ])
    const won = results.filter((r) => r.code === 200).length
    expect(won).toBeGreaterThanOrEqual(1)
    for (const r of results) if (r.code !== 200) expect(r.msg).toContain('刷新')
    expect((await history(id)).filter((h) => h.event === 'EDITED')).toHaveLength(won)
  })

  it('blacklists with a reason, which keeps it off the phone and is lifted with a reason', async () => {
    const id = ids[1]!
    const client = api(t, await t.clientLogin(company(2).contactPhone))
    expect((await client.get(phoneList)).data).toEqual([
      expect.objectContaining({ id, name: '远航机电有限公司' }),
    ])

    const before = await dataCounts(t.app)
    const blank = await admin.post(`${base}/blacklist`, { id, reason: '  ' })
    expect(blank).toMatchObject({ code: 400, msg: expect.stringContaining('reason') })
    expect((await admin.post(`${base}/unblacklist`, { id, reason: '误操作' })).code).toBe(400)
    expect(await dataCounts(t.app)).toEqual(before)

    expect((await admin.post(`${base}/blacklist`, { id, reason: '违章动火' })).code).toBe(200)
    expect((await admin.post(`${base}/blacklist`, { id, reason: '再次' })).code).toBe(400)
    expect((await admin.get(`${base}/detail`, { id })).data).toMatchObject({
      status: 'BLACKLISTED',
      blacklistReason: '违章动火',
    })
    expect((await client.get(phoneList)).data).toEqual([])
    expect((await admin.get(`${base}/page`, { status: 'BLACKLISTED' })).data.records).toEqual([
      expect.objectContaining({ id }),
    ])

    expect((await admin.post(`${base}/unblacklist`, { id, reason: '整改完成' })).code).toBe(200)
    const [lifted, listed] = await history(id)
    expect(lifted).toMatchObject({ event: 'UNBLACKLISTED', note: '整改完成', userName: '超级管理员' })
    expect(lifted!.changes).toEqual([{ field: 'status', before: 'BLACKLISTED', after: 'ADMITTED' }])
    expect(listed).toMatchObject({ event: 'BLACKLISTED', note: '违章动火' })
    expect((await client.get(phoneList)).data).toHaveLength(1)
  })

  it('assigns a contractor to a department and project, and ends it, both in the history', async () => {
    const id = ids[1]!
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ orgId: 'org-root' }, 'orgId'],
      [{ endDay: '2026-01-01' }, 'endDay'],
      [{ project: '' }, 'project'],
      [{ contractorId: 'nope' }, 'contractor'],
    ]
    const good = { contractorId: id, orgId: 'org-logistics', project: '二号仓库改造', startDay: '2026-12-01' }
    const before = await dataCounts(t.app)
    for (const [change, field] of bad) {
      const res = await admin.post(`${base}/assign`, { ...good, ...change })
      expect(res.code, field).toBeGreaterThanOrEqual(400)
      if (field !== 'contractor') expect(res.msg, field).toContain(field)
    }
    expect(await dataCounts(t.app)).toEqual(before)

    const aid = (await admin.post(`${base}/assign`, { ...good, endDay: '2027-03-31' })).data as string
    const d = (await admin.get(`${base}/detail`, { id })).data
    expect(d.assignments).toEqual([
      expect.objectContaining({
        id: aid,
        orgName: '采购物流部',
        project: '二号仓库改造',
        endDay: '2027-03-31',
      }),
    ])
    const client = api(t, await t.clientLogin(company(2).contactPhone))
    expect((await client.get(phoneList)).data[0].assignments).toEqual([
      { id: aid, orgId: 'org-logistics', orgName: '采购物流部', project: '二号仓库改造' },
    ])
    expect((await admin.post(`${base}/unassign`, { id: aid })).code).toBe(200)
    expect((await admin.post(`${base}/unassign`, { id: aid })).code).toBe(404)
    const [ended, made] = await history(id)
    expect(ended).toMatchObject({ event: 'UNASSIGNED', note: expect.stringContaining('二号仓库改造') })
    expect(made).toMatchObject({ event: 'ASSIGNED', note: expect.stringContaining('采购物流部') })
  })

  it('exports what the list shows, in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/export`,
      query: { hostOrgId: 'org-production' },
      headers: { token: (await t.login()) as string, 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('contractors-')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = wb.worksheets[0]!
    expect(sheet.getRow(1).getCell(1).value).toBe('Company')
    const names = sheet.getColumn(1).values.slice(2)
    expect(names).toEqual(['承包单位3'])
    expect(sheet.getRow(2).getCell(7).value).toBe('Admitted')
    expect((await outsider.raw(`${base}/export`)).statusCode).toBe(403)
  })

  it('warns the host once per coming expiry and marks lapsed contractors expired', async () => {
    const soon = companyDay(10)
    const warnId = await admit(
      company(4, {
        name: '临期单位',
        docs: [
          {
            docType: 'SAFETY_LICENSE',
            docNo: 'SL-4',
            issueDate: null,
            expiryDate: companyDay(20),
            fileId: 'f',
          },
        ],
        persons: [{ ...company(4).persons[0]!, certExpiry: companyDay(5) }],
      }),
      soon,
    )
    const lapsedId = await admit(company(5, { name: '过期单位', hostOrgId: 'org-it' }), companyDay(40))
    await t.app.db
      .updateTable('krsContractor')
      .set({ validUntil: companyDay(-1) })
      .where('id', '=', lapsedId)
      .execute()
    // The IT department has no head: the page's holders are warned instead.
    await t.app.db.updateTable('sysOrg').set({ directorId: null }).where('id', '=', 'org-it').execute()

    const inbox = async (userId: string) =>
      t.app.db
        .selectFrom('sysMessageUser as r')
        .innerJoin('sysMessage as m', 'm.id', 'r.messageId')
        .select(['m.subject', 'm.content'])
        .where('r.userId', '=', userId)
        .where('m.subject', 'like', '%临期单位%')
        .execute()

    const first = await expiryRun(t.app.db)
    expect(first).toEqual({ expired: 1, warned: 1 })
    expect((await admin.get(`${base}/detail`, { id: lapsedId })).data.status).toBe('EXPIRED')
    expect((await history(lapsedId))[0]).toMatchObject({ event: 'EXPIRED', userName: null })
    const got = await inbox('user-emp-04')
    expect(got).toHaveLength(1)
    expect(got[0]!.content).toContain(soon)
    expect(got[0]!.content).toContain('SL-4')
    expect(got[0]!.content).toContain('T-4')
    expect(got[0]!.subject).toContain('Contractor qualifications expiring')
    // Said once: a second run sends nothing.
    expect(await expiryRun(t.app.db)).toEqual({ expired: 0, warned: 0 })
    expect(await inbox('user-emp-04')).toHaveLength(1)
    // Renewed and close to its end again: warned again.
    await t.app.db
      .updateTable('krsContractor')
      .set({ validUntil: companyDay(12) })
      .where('id', '=', warnId)
      .execute()
    expect(await expiryRun(t.app.db)).toEqual({ expired: 0, warned: 1 })
    expect(await inbox('user-emp-04')).toHaveLength(2)

    // A lapsed qualification document makes it expired too; the phone no longer offers it.
    await t.app.db
      .updateTable('krsContractorDoc')
      .set({ expiryDate: companyDay(-2) })
      .where('contractorId', '=', warnId)
      .execute()
    expect((await expiryRun(t.app.db)).expired).toBe(1)
    expect((await admin.get(`${base}/detail`, { id: warnId })).data.status).toBe('EXPIRED')
    const client = api(t, await t.clientLogin(company(4).contactPhone))
    expect((await client.get(phoneList)).data).toEqual([])
    expect(
      (await admin.get(`${base}/page`, { expiring: 'true' })).data.records.map((r: { id: string }) => r.id),
    ).not.toContain(warnId)
  })

  it('lists those ending soon, soonest first', async () => {
    const a = await admit(company(6, { name: '六' }), companyDay(25))
    const b = await admit(company(7, { name: '七' }), companyDay(3))
    const page = (await admin.get(`${base}/page`, { expiring: 'true' })).data
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([b, a])
    expect((await admin.get(`${base}/page`, { expiring: 'false' })).data.total).toBeGreaterThan(2)
  })

  it('masks people’s ID and phone numbers on the server for staff without the field permission', async () => {
    const id = ids[0]!
    const full = company(1).persons[0]!
    const fields = ['idCard', 'phone'].map((code) => `field-menu-krs-contractor-${code}`)
    const relation = (targetId: string) => ({
      id: `test-${targetId}`,
      category: 'ROLE_HAS_RESOURCE',
      objectId: 'role-safety-review',
      targetId,
      extJson: null,
    })
    const person = async () => {
      const res = await (await staff('user-emp-09')).get(`${base}/detail`, { id })
      expect(res.code, res.msg).toBe(200)
      return res.data.persons[0] as { idCard: string; phone: string }
    }
    // The super admin holds every field.
    expect((await admin.get(`${base}/detail`, { id })).data.persons[0]).toMatchObject({
      idCard: full.idCard,
      phone: full.phone,
    })
    // A holder of the page without the fields: both masked, the ends kept.
    await t.app.db
      .deleteFrom('sysRelation')
      .where('objectId', '=', 'role-safety-review')
      .where('targetId', 'in', fields)
      .execute()
    expect(await person()).toEqual(
      expect.objectContaining({
        idCard: `${full.idCard.slice(0, 3)}${'*'.repeat(12)}${full.idCard.slice(-3)}`,
        phone: `${full.phone.slice(0, 3)}****${full.phone.slice(-4)}`,
      }),
    )
    // The ID-number field lifts that mask only.
    await t.app.db.insertInto('sysRelation').values(relation(fields[0]!)).execute()
    expect(await person()).toEqual(
      expect.objectContaining({
        idCard: full.idCard,
        phone: `${full.phone.slice(0, 3)}****${full.phone.slice(-4)}`,
      }),
    )
  })
})
