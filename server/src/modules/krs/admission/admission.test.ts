import { isCreditCode, isIdCard } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditCode, idCard, staffAs, uploadAs } from '../../../test/admission.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

type Api = ReturnType<typeof api>

/** The same number with another check character. */
const wrongLast = (v: string) => v.slice(0, -1) + (v.endsWith('1') ? '2' : '1')

/** Sample employees: the production head (host director) and the two safety reviewers. */
const HOST_DIRECTOR = 'user-emp-04'
const SAFETY = ['user-emp-08', 'user-emp-09']

describe.each(engines)('contractor admission on $name', (engine) => {
  let t: TestApp
  let contractor: Api
  let other: Api
  let director: Api
  let safety1: Api
  let safety2: Api
  let outsider: Api
  let licence: string
  let certPhoto: string
  let signature: string

  const staff = (id: string) => staffAs(t, id)

  const upload = (caller: string) => uploadAs(t, caller)

  const form = (over: Record<string, unknown> = {}) => ({
    companyName: '华建安装工程有限公司',
    creditCode: creditCode(1),
    legalRep: '王建国',
    address: '北京市朝阳区建国路 1 号',
    contactName: '李工',
    contactPhone: '13912345678',
    hostOrgId: 'org-production',
    scope: '管道安装与检修',
    insuranceCompany: '中国人保',
    insurancePolicyNo: 'PICC-2026-001',
    insuranceExpiry: '2027-12-31',
    insuranceAmount: 500.5,
    signatureId: signature,
    docs: [
      {
        docType: 'BUSINESS_LICENSE',
        docNo: 'BL-001',
        issueDate: '2020-01-01',
        expiryDate: '2030-12-31',
        fileId: licence,
      },
    ],
    persons: [
      {
        name: '张三',
        idCard: idCard('19850312', 11),
        phone: '13800001111',
        jobType: 'WELDER',
        certType: 'HOT_WORK',
        certNo: 'T-HOT-1',
        certExpiry: '2028-06-30',
        certPhotoId: certPhoto,
      },
      { name: '李四', idCard: idCard('19900101', 22), phone: '13800002222', jobType: 'LABOURER' },
    ],
    ...over,
  })

  beforeAll(async () => {
    t = await testApp(engine)
    const token = await t.clientLogin('13912345678')
    contractor = api(t, token)
    other = api(t, await t.clientLogin('13912340000'))
    director = await staff(HOST_DIRECTOR)
    safety1 = await staff(SAFETY[0]!)
    safety2 = await staff(SAFETY[1]!)
    outsider = await staff('user-emp-02')
    licence = await upload(token)
    certPhoto = await upload(token)
    signature = await upload(token)
  })
  afterAll(() => t?.close())

  const base = '/api/krs/vendoradmissionassignmentmain'
  const submit = (f: unknown, id?: string, who = contractor) =>
    who.post(`${base}/addOaFrom`, { ...(id ? { id } : {}), submit: true, form: f })

  it('checks the check digits the way the contract does', () => {
    expect(isIdCard(idCard('19850312', 11))).toBe(true)
    expect(isIdCard('11010519491231002X')).toBe(true)
    expect(isIdCard('110105194912310021')).toBe(false)
    expect(isIdCard('110105194902300028')).toBe(false) // 30 February
    expect(isCreditCode(creditCode(1))).toBe(true)
    expect(isCreditCode('91110000600037341L')).toBe(true)
    expect(isCreditCode('91110000600037341M')).toBe(false)
    expect(isCreditCode('91110000600037341I')).toBe(false)
  })

  it('refuses a bad form naming the field, and writes nothing', async () => {
    const before = await dataCounts(t.app)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ creditCode: wrongLast(creditCode(1)) }, 'form.creditCode'],
      [{ contactPhone: '12345' }, 'form.contactPhone'],
      [
        { persons: [{ ...form().persons[1], idCard: wrongLast(idCard('19900101', 22)) }] },
        'form.persons.0.idCard',
      ],
      [{ persons: [form().persons[1], form().persons[1]] }, 'form.persons'],
      [{ persons: [{ ...form().persons[0], certPhotoId: null }] }, 'form.persons.0.certNo'],
      [{ docs: [{ ...form().docs[0], expiryDate: '2019-12-31' }] }, 'form.docs.0.expiryDate'],
      [{ docs: [{ ...form().docs[0], expiryDate: '2030-02-30' }] }, 'form.docs.0.expiryDate'],
      [{ docs: [] }, 'form.docs'],
      [{ hostOrgId: 'org-root' }, 'form.hostOrgId'],
      [{ insuranceAmount: 1.234 }, 'form.insuranceAmount'],
      [{ signatureId: undefined }, 'form.signatureId'],
    ]
    for (const [change, field] of cases) {
      const res = await submit(form(change))
      expect(res.code, field).toBe(400)
      expect(res.msg, field).toContain(field)
    }
    // A file someone else uploaded cannot be named.
    const theirs = await upload(await t.clientLogin('13912349999'))
    const stolen = await submit(form({ docs: [{ ...form().docs[0], fileId: theirs }] }))
    expect(stolen.msg).toContain('form.docs.0.fileId')
    const after = await dataCounts(t.app)
    // Only the other caller's upload (a file and its sign-in) was written.
    expect({
      ...after,
      devFile: before.devFile,
      clientUser: before.clientUser,
      clientSession: before.clientSession,
    }).toEqual({
      ...before,
    })
  })

  it('keeps a draft, then takes it through return, resubmission and an all-must-approve step', async () => {
    const draft = await contractor.post(`${base}/addOaFrom`, {
      submit: false,
      form: { companyName: '华建安装工程有限公司', scope: '半成品' },
    })
    expect(draft.code).toBe(200)
    const id = draft.data as string
    const listed = (await contractor.get(`${base}/pageByOpenId`)).data
    expect(listed.records).toEqual([expect.objectContaining({ id, status: 'DRAFT' })])
    expect((await contractor.get(`${base}/detailById`, { id })).data.form).toEqual({
      companyName: '华建安装工程有限公司',
      scope: '半成品',
    })
    // Drafts are the applicant's own: staff do not see them.
    expect((await api(t, await t.login()).get('/api/krs/admission/page')).data.total).toBe(0)

    expect((await submit(form(), id)).code).toBe(200)
    const running = (await contractor.get(`${base}/detailById`, { id })).data
    expect(running).toMatchObject({ status: 'RUNNING', hostOrgName: '生产运营部', personCount: 2 })
    expect(running.pending).toEqual([{ stepName: '承办部门审核', assigneeName: '刘洋' }])
    // Submitted: it can no longer be saved over.
    expect(
      (await contractor.post(`${base}/addOaFrom`, { id, submit: false, form: { companyName: 'x' } })).code,
    ).toBe(400)

    // The host department's head sees it, with the form and its files, and returns it.
    const todo = (await director.get('/api/flow/task/todoPage')).data.records
    expect(todo).toEqual([
      expect.objectContaining({ title: '华建安装工程有限公司', formType: 'CONTRACTOR_ADMISSION' }),
    ])
    const seen = await director.get('/api/krs/admission/detail', { id })
    expect(seen.data.form.persons).toHaveLength(2)
    expect((await director.raw('/api/dev/file/preview', { id: licence })).statusCode).toBe(200)
    // Someone not asked sees neither the application nor its files.
    expect((await outsider.get('/api/krs/admission/detail', { id })).code).toBe(404)
    expect((await outsider.raw('/api/dev/file/preview', { id: licence })).statusCode).toBe(403)
    const instance = (await director.get('/api/flow/instance/detail', { id: todo[0].instanceId })).data
    expect(instance.formView).toBe('krs/admission/approval')
    const ret = await director.post('/api/flow/task/decide', {
      taskId: todo[0].taskId,
      action: 'RETURN',
      comment: '请补充李四的身份证复印件',
    })
    expect(ret.code).toBe(200)
    const returned = (await contractor.get(`${base}/detailById`, { id })).data
    expect(returned.status).toBe('RETURNED')
    expect(returned.trail.map((h: { action: string }) => h.action)).toEqual(['SUBMIT', 'RETURN'])
    expect(returned.trail[1]).toMatchObject({ actorName: '刘洋', comment: '请补充李四的身份证复印件' })

    // The contractor fixes it and submits again: the same approval starts over.
    const fixed = form({ scope: '管道安装与检修（含焊接）' })
    expect((await submit(fixed, id)).code).toBe(200)
    const again = (await director.get('/api/flow/task/todoPage')).data.records
    expect(
      (await director.post('/api/flow/task/decide', { taskId: again[0].taskId, action: 'APPROVE' })).code,
    ).toBe(200)

    // Both safety reviewers must approve.
    const t1 = (await safety1.get('/api/flow/task/todoPage')).data.records[0]
    expect((await safety1.post('/api/flow/task/decide', { taskId: t1.taskId, action: 'APPROVE' })).code).toBe(
      200,
    )
    expect((await contractor.get(`${base}/detailById`, { id })).data.status).toBe('RUNNING')
    const t2 = (await safety2.get('/api/flow/task/todoPage')).data.records[0]
    expect((await safety2.post('/api/flow/task/decide', { taskId: t2.taskId, action: 'APPROVE' })).code).toBe(
      200,
    )

    const done = (await contractor.get(`${base}/detailById`, { id })).data
    expect(done.status).toBe('APPROVED')
    expect(done.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(done.form.scope).toBe('管道安装与检修（含焊接）')
    const admitted = await t.app.db
      .selectFrom('krsContractor')
      .selectAll()
      .where('creditCode', '=', creditCode(1))
      .executeTakeFirstOrThrow()
    expect(admitted).toMatchObject({
      status: 'ADMITTED',
      name: '华建安装工程有限公司',
      validUntil: done.validUntil,
    })
    const people = await t.app.db
      .selectFrom('krsContractorPerson')
      .select(['name', 'certType', 'certExpiry'])
      .where('contractorId', '=', admitted.id)
      .orderBy('sortCode')
      .execute()
    expect(people).toEqual([
      { name: '张三', certType: 'HOT_WORK', certExpiry: '2028-06-30' },
      { name: '李四', certType: null, certExpiry: null },
    ])
    // The admission is the first entry of the contractor's history, and the phone's forms now offer it.
    const history = (
      await api(t, await t.login()).get('/api/krs/contractor/history', { contractorId: admitted.id })
    ).data.records
    expect(history).toEqual([expect.objectContaining({ event: 'ADMITTED', userName: null })])
    expect(history[0].changes).toContainEqual({ field: 'hostOrg', before: null, after: '生产运营部' })
    const mine = (await contractor.get(`${base}/getContractorList`)).data
    expect(mine).toEqual([
      expect.objectContaining({ id: admitted.id, name: '华建安装工程有限公司', validUntil: done.validUntil }),
    ])
    expect(mine[0].persons.map((p: { name: string }) => p.name)).toEqual(['张三', '李四'])
    expect((await other.get(`${base}/getContractorList`)).data).toEqual([])
    // An ended application cannot be edited or withdrawn.
    expect((await submit(form(), id)).code).toBe(400)
    expect((await contractor.post(`${base}/withdraw`, { id })).code).toBe(400)
  })

  it('lets the applicant withdraw before a decision, and keeps every other caller out', async () => {
    const f = form({ creditCode: creditCode(2), companyName: '远航机电有限公司' })
    const id = (await submit(f)).data as string
    // Another external user: not found, for reading, editing, withdrawing and files.
    expect((await other.get(`${base}/detailById`, { id })).code).toBe(404)
    expect((await submit(f, id, other)).code).toBe(404)
    expect((await other.post(`${base}/withdraw`, { id })).code).toBe(404)
    expect((await other.raw('/api/auth/c/file', { id: licence })).statusCode).toBe(404)
    expect((await contractor.raw('/api/auth/c/file', { id: licence })).statusCode).toBe(200)
    expect((await other.get(`${base}/pageByOpenId`)).data.total).toBe(0)
    // The phone's lookups: only the dictionaries its forms use, and departments only.
    const jobs = (await other.get('/api/auth/c/dict', { type: 'KRS_JOB_TYPE' })).data
    expect(jobs.map((d: { value: string }) => d.value)).toContain('WELDER')
    expect((await other.get('/api/auth/c/dict', { type: 'GENDER' })).code).toBe(404)
    const orgs = (await other.get('/api/auth/c/hostOrgs')).data as Array<{ id: string }>
    expect(orgs.map((o) => o.id)).toContain('org-production')
    expect(orgs.map((o) => o.id)).not.toContain('org-root')
    // A staff token is not a client session, and a client token reaches no staff route.
    expect((await director.get(`${base}/detailById`, { id })).code).toBe(401)
    expect((await contractor.get('/api/krs/admission/detail', { id })).code).toBe(401)

    expect((await contractor.post(`${base}/withdraw`, { id })).code).toBe(200)
    expect((await contractor.get(`${base}/detailById`, { id })).data.status).toBe('WITHDRAWN')
    expect((await director.get('/api/flow/task/todoCount')).data).toBe(0)
    // Withdrawn, it can be submitted again (a new approval).
    expect((await submit(f, id)).code).toBe(200)
    expect((await director.get('/api/flow/task/todoCount')).data).toBe(1)
  })

  it('refuses a blacklisted company, and lists applications for the records page', async () => {
    await t.app.db
      .updateTable('krsContractor')
      .set({ status: 'BLACKLISTED', blacklistReason: '违章动火' })
      .where('creditCode', '=', creditCode(1))
      .execute()
    const res = await submit(form())
    expect(res).toMatchObject({ code: 400, msg: expect.stringContaining('违章动火') })
    const admin = api(t, await t.login())
    const page = (await admin.get('/api/krs/admission/page', { searchKey: '远航' })).data
    expect(page.records).toEqual([
      expect.objectContaining({ companyName: '远航机电有限公司', status: 'RUNNING' }),
    ])
    expect((await admin.get('/api/krs/admission/page', { status: 'APPROVED' })).data.total).toBe(1)
    // The safety reviewers hold the records page; other employees do not.
    expect((await safety1.get('/api/krs/admission/page')).code).toBe(200)
    expect((await outsider.get('/api/krs/admission/page')).code).toBe(403)
  })
})
