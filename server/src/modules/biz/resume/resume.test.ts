import ExcelJS from 'exceljs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, engines, type TestApp, tableCounts, testApp } from '../../../test/harness.js'
import { multipart } from '../../../test/multipart.js'
import { RESUME_PER_IP_HOUR } from './service.js'

/** A small but real PDF: header, catalog, one page, trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const applicant = {
  name: '张伟',
  gender: 'MALE',
  phone: '13812345678',
  email: 'zhangwei@example.com',
  education: '本科',
  message: '五年非标设备设计经验。',
}

async function setup(t: TestApp) {
  const a = api(t, await t.login())
  const add = async (title: string, titleEn: string, open: boolean) => {
    const id = (await a.post('/api/biz/recruit/add', { title, titleEn })).data as string
    if (open) await a.post('/api/biz/recruit/publish', { idList: [id], published: true })
    return id
  }
  return {
    a,
    open: await add('机械设计工程师', 'Mechanical design engineer', true),
    closed: await add('质检员', 'QC inspector', false),
  }
}

describe.each(engines)('résumés on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let open: string
  let closed: string
  let staffId: string
  let staff: ReturnType<typeof api>
  let other: ReturnType<typeof api>
  let otherId: string
  beforeAll(async () => {
    t = await testApp(engine)
    ;({ a, open, closed } = await setup(t))
    // A recruiter: a role holding the résumés page (and its status button), nothing else.
    const role = await a.post('/api/sys/role/add', {
      name: '招聘专员',
      code: 'recruiter',
      category: 'GLOBAL',
    })
    expect(role.code, role.msg).toBe(200)
    const resources = await t.app.db
      .selectFrom('sysResource')
      .select('id')
      .where('code', 'in', ['bizResume', 'bizResumeEdit'])
      .execute()
    expect(resources).toHaveLength(2)
    const grant = await a.post('/api/sys/role/grantResource', {
      id: role.data,
      resourceIdList: resources.map((r) => r.id),
    })
    expect(grant.code, grant.msg).toBe(200)
    staffId = await t.createUser('recruiter1', 'Recruit#2026')
    expect((await a.post('/api/sys/user/grantRole', { id: staffId, roleIdList: [role.data] })).code).toBe(200)
    staff = api(t, await t.login('recruiter1', 'Recruit#2026'))
    otherId = await t.createUser('clerk1', 'Clerk#20261')
    other = api(t, await t.login('clerk1', 'Clerk#20261'))
  })
  afterAll(() => t?.close())

  const submit = (
    fields: Record<string, string>,
    /** null: no file part at all. */
    file: { name: string; bytes: Buffer } | null = { name: '张伟-简历.pdf', bytes: PDF },
    opts: { lang?: string; ip?: string } = {},
  ) => {
    const m = multipart(fields, file ? [file] : [])
    return t.app.inject({
      method: 'POST',
      url: '/api/biz/resume/submit',
      payload: m.payload,
      headers: { ...m.headers, ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
      remoteAddress: opts.ip ?? '203.0.113.7',
    })
  }
  const counts = async () => {
    const c = await tableCounts(t.app)
    return { ...c, devLog: 0 }
  }

  it('takes a résumé for an open position, stores the file privately and tells the staff', async () => {
    const res = await submit({ recruitId: open, ...applicant })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().code).toBe(200)

    const row = await t.app.db.selectFrom('bizResume').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      recruitId: open,
      recruitTitle: '机械设计工程师',
      name: '张伟',
      gender: 'MALE',
      phone: '13812345678',
      status: 'NEW',
      clientIp: '203.0.113.7',
    })
    const file = await t.app.db
      .selectFrom('devFile')
      .selectAll()
      .where('id', '=', row.fileId!)
      .executeTakeFirstOrThrow()
    expect(file).toMatchObject({
      purpose: 'RESUME',
      isPublic: 0,
      mimeType: 'application/pdf',
      uploaderId: null,
    })

    // The message centre: the recruiter and the super administrator, not a user without the page.
    const receivers = await t.app.db
      .selectFrom('sysMessageUser as r')
      .innerJoin('sysMessage as m', 'm.id', 'r.messageId')
      .innerJoin('sysUser as u', 'u.id', 'r.userId')
      .select(['u.account', 'm.subject', 'm.content', 'm.category', 'r.readFlag'])
      .execute()
    expect(receivers.map((r) => r.account).sort()).toEqual(['recruiter1', 'superAdmin'])
    expect(receivers[0]).toMatchObject({
      subject: '新简历：张伟 应聘 机械设计工程师 / New résumé: 张伟 for Mechanical design engineer',
      category: 'BIZ',
      readFlag: 0,
    })
    expect(receivers[0]!.content).toContain('13812345678')
    const unread = await staff.get('/api/dev/message/unread')
    expect(JSON.stringify(unread.data)).toContain('New résumé: 张伟')

    // The back office: list, detail, download for holders of the page only.
    const page = (await staff.get('/api/biz/resume/page')).data
    expect(page.records).toMatchObject([
      { id: row.id, name: '张伟', status: 'NEW', recruitTitle: '机械设计工程师' },
    ])
    const detail = (await staff.get('/api/biz/resume/detail', { id: row.id })).data
    expect(detail).toMatchObject({
      message: '五年非标设备设计经验。',
      fileName: '张伟-简历.pdf',
      fileMimeType: 'application/pdf',
      fileSize: PDF.length,
      clientIp: '203.0.113.7',
    })
    for (const who of [a, staff]) {
      const dl = await who.raw('/api/biz/resume/download', { id: row.id })
      expect(dl.statusCode).toBe(200)
      expect(dl.rawPayload.equals(PDF)).toBe(true)
      expect(String(dl.headers['content-disposition'])).toMatch(/^attachment;/)
    }
    expect((await other.raw('/api/biz/resume/download', { id: row.id })).statusCode).toBe(403)
    expect((await other.get('/api/biz/resume/detail', { id: row.id })).status).toBe(403)
    // The file store's own routes give a private résumé to no one but its administrators.
    for (const who of [other, staff])
      for (const url of ['/api/dev/file/download', '/api/dev/file/preview'])
        expect((await who.raw(url, { id: row.fileId! })).statusCode, url).toBe(403)
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/dev/file/download',
      query: { id: row.fileId! },
    })
    expect(anonymous.statusCode).toBe(401)
    const anonymousResume = await t.app.inject({
      method: 'GET',
      url: '/api/biz/resume/download',
      query: { id: row.id },
    })
    expect(anonymousResume.statusCode).toBe(401)
    expect(otherId).toBeTruthy()
  })

  it('refuses bad fields by name, in the caller’s language, writing nothing', async () => {
    const before = await counts()
    const bad = await submit({ recruitId: open, ...applicant, phone: '12345', email: 'not-mail' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toBe(
      '参数 phone：请填写正确的 11 位手机号码；参数 email：请填写正确的电子邮箱地址（最多 128 个字符）',
    )
    const missing = await submit(
      { recruitId: open, phone: applicant.phone, email: applicant.email },
      undefined,
      {
        lang: 'en',
      },
    )
    expect(missing.statusCode).toBe(400)
    expect(missing.json().msg).toBe('Field name: Enter your name (1–64 characters)')
    const en = await submit({ recruitId: open, ...applicant, name: ' ', gender: 'X' }, undefined, {
      lang: 'en',
    })
    expect(en.json().msg).toBe(
      'Field name: Enter your name (1–64 characters); Field gender: Gender must be male or female',
    )
    const long = await submit({ recruitId: open, ...applicant, message: '很'.repeat(2001) })
    expect(long.json().msg).toBe('参数 message：留言最多 2000 个字')
    const noPosition = await submit({ ...applicant })
    expect(noPosition.json().msg).toBe('参数 recruitId：请选择应聘职位')
    expect(await counts()).toEqual(before)
  })

  it('refuses a file that is no PDF or Word document, and a missing file, writing nothing', async () => {
    const before = await counts()
    const text = await submit(
      { recruitId: open, ...applicant },
      { name: 'resume.pdf', bytes: Buffer.from('just text') },
    )
    expect(text.statusCode).toBe(415)
    expect(text.json().msg).toBe('此处只接受 pdf, docx')
    const exe = await submit(
      { recruitId: open, ...applicant },
      { name: 'resume.docx', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]) },
      { lang: 'en' },
    )
    expect(exe.statusCode).toBe(415)
    const noFile = await submit({ recruitId: open, ...applicant }, null, { lang: 'en' })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().msg).toBe(
      'No file in the request (a multipart/form-data field named file is needed)',
    )
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/biz/resume/submit',
      payload: { recruitId: open },
    })
    expect(json.statusCode).toBe(400)
    expect(await counts()).toEqual(before)
  })

  it('refuses a closed or unknown position, writing nothing', async () => {
    const before = await counts()
    for (const recruitId of [closed, 'no-such-position']) {
      const res = await submit({ recruitId, ...applicant }, undefined, { lang: 'en' })
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toBe(
        'The chosen position does not exist or is no longer open; reload the page and choose again',
      )
    }
    const zh = await submit({ recruitId: closed, ...applicant })
    expect(zh.json().msg).toBe('所选职位不存在或已停止招聘，请刷新页面后重新选择')
    expect(await counts()).toEqual(before)
  })

  it('deletes the stored file again when the résumé cannot be written', async () => {
    const before = await counts()
    // The table out of the way: the file is stored, then the insert fails.
    await sql`alter table biz_resume rename to biz_resume_away`.execute(t.app.db)
    try {
      const res = await submit({ recruitId: open, ...applicant })
      expect(res.statusCode).toBe(500)
    } finally {
      await sql`alter table biz_resume_away rename to biz_resume`.execute(t.app.db)
    }
    expect(await counts()).toEqual(before)
  })

  it('changes the status with a remark, validated', async () => {
    const id = (await a.get('/api/biz/resume/page')).data.records[0].id as string
    const ok = await staff.post('/api/biz/resume/status', { id, status: 'INTERVIEW', remark: '周三下午面试' })
    expect(ok.code, ok.msg).toBe(200)
    expect((await a.get('/api/biz/resume/detail', { id })).data).toMatchObject({
      status: 'INTERVIEW',
      remark: '周三下午面试',
      updatedUserName: '用户recruiter1',
    })
    expect((await a.get('/api/biz/resume/page', { status: 'INTERVIEW' })).data.total).toBe(1)
    expect((await a.get('/api/biz/resume/page', { status: 'NEW' })).data.total).toBe(0)

    const before = await counts()
    const bad = await staff.post('/api/biz/resume/status', { id, status: 'MAYBE' })
    expect(bad.status).toBe(400)
    expect(bad.msg).toContain('status')
    const long = await staff.post('/api/biz/resume/status', { id, status: 'HIRED', remark: 'x'.repeat(501) })
    expect(long.status).toBe(400)
    expect(long.msg).toContain('remark')
    expect((await staff.post('/api/biz/resume/status', { id: 'nope', status: 'HIRED' })).status).toBe(404)
    // Without the button.
    expect((await other.post('/api/biz/resume/status', { id, status: 'HIRED' })).status).toBe(403)
    expect((await staff.post('/api/biz/resume/delete', [{ id }])).status).toBe(403)
    expect(await counts()).toEqual(before)
  })

  it('searches, filters by position and time, and exports the filtered list to Excel', async () => {
    const second = await submit({
      recruitId: open,
      ...applicant,
      name: '李娜',
      gender: 'FEMALE',
      phone: '13998765432',
    })
    expect(second.statusCode, second.body).toBe(200)
    const all = (await a.get('/api/biz/resume/page')).data
    expect(all.records.map((r: { name: string }) => r.name)).toEqual(['李娜', '张伟'])
    expect((await a.get('/api/biz/resume/page', { searchKey: '李' })).data.total).toBe(1)
    const byPhone = (await a.get('/api/biz/resume/page', { searchKey: '1399' })).data.records
    expect(byPhone.map((r: { name: string }) => r.name)).toEqual(['李娜'])
    expect((await a.get('/api/biz/resume/page', { recruitId: closed })).data.total).toBe(0)
    const future = new Date(Date.now() + 3_600_000).toISOString()
    expect((await a.get('/api/biz/resume/page', { startTime: future })).data.total).toBe(0)
    expect((await a.get('/api/biz/resume/page', { endTime: future, recruitId: open })).data.total).toBe(2)
    expect((await a.get('/api/biz/resume/page', { startTime: 'yesterday' })).status).toBe(400)
    const options = (await staff.get('/api/biz/resume/recruitOptions')).data
    expect(options).toEqual(
      expect.arrayContaining([
        { id: open, title: '机械设计工程师', published: true },
        { id: closed, title: '质检员', published: false },
      ]),
    )

    const res = await api(t, await t.login(), 'en').raw('/api/biz/resume/export', { status: 'NEW' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;.*\.xlsx/)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]!
    const rows = ws.getSheetValues().filter(Boolean) as unknown[][]
    const header = rows[0]!.slice(1)
    expect(header).toContain('Name')
    expect(header).toContain('Status')
    // Only the NEW one (the other is at interview), with labels in English.
    expect(rows).toHaveLength(2)
    const line = rows[1]!.slice(1)
    expect(line).toContain('李娜')
    expect(line).toContain('Female')
    expect(line).toContain('New')
    expect(line).toContain('张伟-简历.pdf')
    // Without the export button.
    expect((await staff.raw('/api/biz/resume/export')).statusCode).toBe(403)
  })

  it('deletes a résumé with its stored file', async () => {
    const row = await t.app.db
      .selectFrom('bizResume')
      .select(['id', 'fileId'])
      .where('name', '=', '李娜')
      .executeTakeFirstOrThrow()
    expect((await a.post('/api/biz/resume/delete', [{ id: row.id }, { id: 'nope' }])).status).toBe(404)
    expect((await a.post('/api/biz/resume/delete', [{ id: row.id }])).code).toBe(200)
    expect(
      await t.app.db.selectFrom('bizResume').select('id').where('id', '=', row.id).executeTakeFirst(),
    ).toBeUndefined()
    expect(
      await t.app.db.selectFrom('devFile').select('id').where('id', '=', row.fileId!).executeTakeFirst(),
    ).toBeUndefined()
    expect((await a.raw('/api/biz/resume/download', { id: row.id })).statusCode).toBe(404)
  })
})

describe.each(engines)('résumé rate limit on $name', (engine) => {
  let t: TestApp
  let open: string
  beforeAll(async () => {
    t = await testApp(engine, { env: { RATE_LIMIT: 'on' } })
    ;({ open } = await setup(t))
  })
  afterAll(() => t?.close())

  const submit = (ip: string, lang = 'zh-cn') => {
    const m = multipart({ recruitId: open, ...applicant }, [{ name: 'cv.pdf', bytes: PDF }])
    return t.app.inject({
      method: 'POST',
      url: '/api/biz/resume/submit',
      payload: m.payload,
      headers: { ...m.headers, 'accept-language': lang },
      remoteAddress: ip,
    })
  }

  it(`takes at most ${RESUME_PER_IP_HOUR} résumés an hour from one address, counted in the database`, async () => {
    for (let i = 0; i < RESUME_PER_IP_HOUR; i++) expect((await submit('198.51.100.1')).statusCode).toBe(200)
    const before = await tableCounts(t.app)
    const refused = await submit('198.51.100.1', 'en')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().msg).toBe(
      'Too many applications: at most 5 résumés an hour from one network; please try again later',
    )
    expect((await submit('198.51.100.1')).json().msg).toBe(
      '投递过于频繁：同一网络每小时最多投递 5 份简历，请稍后再试',
    )
    expect({ ...(await tableCounts(t.app)), devLog: 0 }).toEqual({ ...before, devLog: 0 })
    // Another address is not held up.
    expect((await submit('198.51.100.2')).statusCode).toBe(200)
    // An hour later the address may send again (the count is of the last hour's rows).
    await t.app.db
      .updateTable('bizResume')
      .set({ createdAt: new Date(Date.now() - 3_700_000).toISOString() })
      .execute()
    expect((await submit('198.51.100.1')).statusCode).toBe(200)
  })
})
