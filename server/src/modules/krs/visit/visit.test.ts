import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_SIGNATURE } from '../../../core/print.js'
import { companyDay, companyMinute, HOUR } from '../../../core/time.js'
import { idCard, staffAs, uploadAs } from '../../../test/admission.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { at, column, heading, image, printedWith, printRecord, qr } from '../../../test/printLayout.js'

type Api = ReturnType<typeof api>

const phone = '/api/krs/visitor'
const base = '/api/krs/visit'
const gate = '/api/krs/gate'

const VISITOR_PHONE = '13655550001'

/** A visit tomorrow from 9 to 11, hosted by 刘洋 (user-emp-04). */
const form = (over: Record<string, unknown> = {}) => ({
  visitorName: '周建华',
  phone: VISITOR_PHONE,
  idType: 'ID_CARD',
  idNo: idCard('19850312', 451),
  company: '江苏恒力机电设备有限公司',
  reason: 'BUSINESS',
  hostUserId: 'user-emp-04',
  visitStart: `${companyDay(1)} 09:00`,
  visitEnd: `${companyDay(1)} 11:00`,
  companions: [{ name: '吴刚', phone: '13655550002' }],
  plate: '苏ad12345',
  items: '笔记本电脑一台',
  safetyAccepted: false,
  ...over,
})

describe.each(engines)('visitor reservations and the gate on $name', (engine) => {
  let t: TestApp
  let visitor: Api
  let visitorToken: string
  let other: Api
  let admin: Api
  let host: Api
  let guard: Api
  let outsider: Api

  const submit = (f: Record<string, unknown>, id?: string, as = visitor) =>
    as.post(`${phone}/addOaFrom`, { id, submit: true, form: f })
  /** The host's pending task on visit `id`. */
  const taskOf = async (id: string) => {
    const { instanceId } = (await visitor.get(`${phone}/getDetailById`, { id })).data
    const todo = (await host.get('/api/flow/task/todoPage')).data.records
    return todo.find((k: { instanceId: string }) => k.instanceId === instanceId)
  }
  /** Submits `f` and has the host approve it; answers its id and pass code. */
  const approved = async (f: Record<string, unknown>) => {
    const res = await submit(f)
    expect(res.code, res.msg).toBe(200)
    const task = await taskOf(res.data)
    expect(task).toBeTruthy()
    expect((await host.post('/api/flow/task/decide', { taskId: task.taskId, action: 'APPROVE' })).code).toBe(
      200,
    )
    const mine = (await visitor.get(`${phone}/getDetailById`, { id: res.data })).data
    expect(mine.status).toBe('APPROVED')
    return { id: res.data as string, code: mine.passCode as string }
  }
  /** Moves a visit's window (the gate reads it live). */
  const windowAt = (id: string, start: string, end: string) =>
    t.app.db.updateTable('krsVisit').set({ visitStart: start, visitEnd: end }).where('id', '=', id).execute()

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    host = await staffAs(t, 'user-emp-04')
    guard = await staffAs(t, 'user-emp-13')
    outsider = await staffAs(t, 'user-emp-02')
    visitorToken = await t.clientLogin(VISITOR_PHONE)
    visitor = api(t, visitorToken)
    other = api(t, await t.clientLogin('13655550009'))
  })
  afterAll(() => t?.close())

  it('refuses a reservation with a bad field, naming it, and writes nothing', async () => {
    const photoOfOther = await uploadAs(t, (await t.clientLogin('13655550008')) as string)
    const cases: Array<[Record<string, unknown>, string]> = [
      [form({ idNo: '110105198503124510' }), 'form.idNo'],
      [form({ idType: 'PASSPORT', idNo: 'E1' }), 'form.idNo'],
      [form({ idType: 'HK_MACAU_PERMIT', idNo: 'X12345678' }), 'form.idNo'],
      [form({ visitEnd: `${companyDay(1)} 08:00` }), 'form.visitEnd'],
      [form({ visitStart: `${companyDay(-1)} 09:00` }), 'form.visitStart'],
      [form({ visitStart: `${companyDay(1)} 25:00` }), 'form.visitStart'],
      [form({ visitEnd: `${companyDay(9)} 11:00` }), 'form.visitEnd'],
      [
        form({ visitStart: `${companyDay(70)} 09:00`, visitEnd: `${companyDay(70)} 10:00` }),
        'form.visitStart',
      ],
      [form({ reason: 'PARTY' }), 'form.reason'],
      [form({ hostUserId: 'user-nobody' }), 'form.hostUserId'],
      [form({ plate: '京AO1234' }), 'form.plate'],
      [form({ phone: '12345' }), 'form.phone'],
      [form({ companions: [{ name: ' ' }] }), 'form.companions.0.name'],
      [form({ photoId: photoOfOther }), 'form.photoId'],
    ]
    const before = await dataCounts(t.app)
    for (const [f, field] of cases) {
      const res = await submit(f)
      expect(res.code, field).toBe(400)
      expect(res.msg, field).toContain(field)
    }
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('keeps the safety rules: a reason that asks for the exam needs a valid pass, one that asks for the notice a confirmation', async () => {
    const exam = await admin.post(`${base}/settings`, { rules: [{ reason: 'MAINTENANCE', safety: 'EXAM' }] })
    expect(exam.code, exam.msg).toBe(200)
    const refused = await submit(form({ reason: 'MAINTENANCE', safetyAccepted: true }))
    expect(refused.code).toBe(400)
    expect(refused.msg).toContain('form.safetyAccepted')
    // A passed safety exam (still valid on the visit's day) lets it through.
    await t.app.db
      .insertInto('krsExamAttempt')
      .values({
        id: 'visit-pass',
        paperId: 'p',
        paperName: '访客安全考试',
        purpose: 'VISIT_SAFETY',
        takerKind: 'CLIENT',
        takerId: 'o',
        takerName: '访客',
        takerPhone: VISITOR_PHONE,
        seed: 1,
        totalPoints: 100,
        passMark: 60,
        status: 'SUBMITTED',
        openKey: null,
        startedAt: '2026-01-01T00:00:00.000Z',
        deadlineAt: '2026-01-01T00:10:00.000Z',
        submittedAt: '2026-01-01T00:05:00.000Z',
        submitKind: 'MANUAL',
        score: 90,
        passed: 1,
        validUntil: companyDay(30),
        createdAt: '2026-01-01T00:00:00.000Z',
      })
      .execute()
    const passed = await submit(form({ reason: 'MAINTENANCE', safetyAccepted: true }))
    expect(passed.code, passed.msg).toBe(200)
    await t.app.db.deleteFrom('krsExamAttempt').where('id', '=', 'visit-pass').execute()
    expect(
      (await admin.post(`${base}/settings`, { rules: [{ reason: 'NOPE', safety: 'NOTICE' }] })).msg,
    ).toContain('rules.0.reason')
    // Only the button's holders change them.
    expect((await host.post(`${base}/settings`, { rules: [] })).code).toBe(403)
    const ok = await admin.post(`${base}/settings`, {
      rules: [
        { reason: 'MAINTENANCE', safety: 'NOTICE' },
        { reason: 'BUSINESS', safety: 'NONE' },
      ],
      noticeZh: '进入厂区须佩戴安全帽。',
      noticeEn: 'Wear a hard hat on site.',
    })
    expect(ok.code, ok.msg).toBe(200)
    const rules = (await visitor.get(`${phone}/rules`)).data
    expect(rules).toEqual({
      rules: [{ reason: 'MAINTENANCE', safety: 'NOTICE' }],
      noticeZh: '进入厂区须佩戴安全帽。',
      noticeEn: 'Wear a hard hat on site.',
      examAvailable: true,
    })
    const before = await dataCounts(t.app)
    const res = await submit(form({ reason: 'MAINTENANCE' }))
    expect(res.code).toBe(400)
    expect(res.msg).toContain('form.safetyAccepted')
    expect(await dataCounts(t.app)).toEqual(before)
    expect((await submit(form({ reason: 'MAINTENANCE', safetyAccepted: true }))).code).toBe(200)
  })

  it('asks the host, who alone of the staff sees it (the ID number masked); approved, only the visitor sees the pass code', async () => {
    const res = await submit(form())
    expect(res.code, res.msg).toBe(200)
    const id = res.data as string
    const task = await taskOf(id)
    expect(task.title).toBe('周建华（江苏恒力机电设备有限公司）')
    const seen = (await host.get(`${base}/detail`, { id })).data
    const no = idCard('19850312', 451)
    expect(seen.idNo).toBe(`${no.slice(0, 3)}${'*'.repeat(12)}${no.slice(-3)}`)
    expect(seen.form.plate).toBe('苏AD12345')
    expect((await outsider.get(`${base}/detail`, { id })).code).toBe(404)
    expect((await other.get(`${phone}/getDetailById`, { id })).code).toBe(404)
    expect((await host.post('/api/flow/task/decide', { taskId: task.taskId, action: 'APPROVE' })).code).toBe(
      200,
    )
    const mine = (await visitor.get(`${phone}/getDetailById`, { id })).data
    expect(mine.status).toBe('APPROVED')
    expect(mine.passCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)
    expect((await admin.get(`${base}/detail`, { id })).data).toMatchObject({
      passCode: null,
      idNo: idCard('19850312', 451),
    })
    const list = (await visitor.get(`${phone}/pageByOpenId`)).data
    expect(list.records.map((r: { id: string }) => r.id)).toContain(id)
    expect((await other.get(`${phone}/pageByOpenId`)).data.total).toBe(0)
  })

  it('lets a pass in only inside its window, once at a time, tells the host, and lets it out', async () => {
    const { id, code } = await approved(form())
    // Tomorrow's visit is not open yet.
    const early = (await guard.get(`${gate}/check`, { code })).data
    expect(early).toMatchObject({
      ok: false,
      refusal: 'NOT_YET',
      kind: 'VISIT',
      personName: '周建华',
      host: '刘洋',
    })
    expect((await guard.post(`${gate}/checkIn`, { code })).msg).toBe('未到预约时间')
    // Open now: in, once.
    await windowAt(id, companyMinute(-HOUR), companyMinute(HOUR))
    const open = (await guard.get(`${gate}/check`, { code: code.toLowerCase() })).data
    expect(open).toMatchObject({ ok: true, refusal: null, plate: '苏AD12345', companions: ['吴刚'] })
    const [a, b] = await Promise.all([
      guard.post(`${gate}/checkIn`, { code }),
      guard.post(`${gate}/checkIn`, { code }),
    ])
    expect([a.code, b.code].sort()).toEqual([200, 400])
    expect([a, b].find((r) => r.code === 400)!.msg).toBe('此人已在厂内，请先登记离场')
    expect((await guard.post(`${gate}/checkIn`, { code })).code).toBe(400)
    const inside = (await guard.get(`${gate}/inside`)).data
    expect(inside.records.map((r: { refId: string }) => r.refId)).toContain(id)
    const visit = (await admin.get(`${base}/detail`, { id })).data
    expect(visit.checkedInAt).toBeTruthy()
    expect(visit.gate).toEqual([expect.objectContaining({ direction: 'IN', guardName: '马勇' })])
    // The host hears of the arrival.
    const messages = await t.app.db
      .selectFrom('sysMessage')
      .select('subject')
      .where('subject', 'like', '%周建华%')
      .execute()
    expect(messages.length).toBeGreaterThan(0)
    // Inside past the window: the check says they are inside (the way out is what comes next).
    await windowAt(id, companyMinute(-3 * HOUR), companyMinute(-HOUR))
    expect((await guard.get(`${gate}/check`, { code })).data).toMatchObject({
      refusal: 'ALREADY_INSIDE',
      inside: true,
    })
    await windowAt(id, companyMinute(-HOUR), companyMinute(HOUR))
    // Cancelling while the visitor is inside is refused.
    expect((await admin.post(`${base}/cancel`, { id, reason: '临时取消' })).code).toBe(400)
    // Out, once.
    expect((await guard.post(`${gate}/checkOut`, { code })).code).toBe(200)
    const out = await guard.post(`${gate}/checkOut`, { code })
    expect(out.code).toBe(400)
    expect(out.msg).toBe('此人不在厂内，无需登记离场')
    const log = (await guard.get(`${gate}/log`, { day: companyDay() })).data.records
    expect(
      log.filter((r: { refId: string }) => r.refId === id).map((r: { direction: string }) => r.direction),
    ).toEqual(['OUT', 'IN'])
    // After the window: refused.
    await windowAt(id, companyMinute(-3 * HOUR), companyMinute(-HOUR))
    expect((await guard.get(`${gate}/check`, { code })).data.refusal).toBe('ENDED')
  })

  it('refuses a blacklisted visitor at the gate and when booking, and a cancelled visit', async () => {
    const { id, code } = await approved(form({ idNo: idCard('19900101', 552), visitorName: '陈思远' }))
    await windowAt(id, companyMinute(-HOUR), companyMinute(HOUR))
    expect((await host.post(`${base}/blacklist`, { id, reason: '违规拍照' })).code).toBe(403)
    expect((await admin.post(`${base}/blacklist`, { id, reason: '违规拍照' })).code).toBe(200)
    expect((await admin.post(`${base}/blacklist`, { id, reason: '再次' })).code).toBe(400)
    const check = (await guard.get(`${gate}/check`, { code })).data
    expect(check).toMatchObject({ ok: false, refusal: 'BLACKLISTED', note: '违规拍照' })
    expect((await guard.post(`${gate}/checkIn`, { code })).code).toBe(400)
    const again = await submit(form({ idNo: idCard('19900101', 552), visitorName: '陈思远' }))
    expect(again.code).toBe(400)
    expect(again.msg).toContain('违规拍照')
    const bl = (await admin.get(`${base}/blacklistPage`, { searchKey: '陈思远' })).data.records
    expect(bl).toHaveLength(1)
    expect(bl[0].idNo).toBe(idCard('19900101', 552))
    // Reception without the ID-number field: the number masked, and not found digit by digit.
    await t.app.db
      .deleteFrom('sysRelation')
      .where('objectId', '=', 'role-reception')
      .where('targetId', '=', 'field-menu-krs-visit-idNo')
      .execute()
    const reception = await staffAs(t, 'user-emp-20')
    const seen = (await reception.get(`${base}/blacklistPage`, { searchKey: '陈思远' })).data.records
    expect(seen[0].idNo).toMatch(/^\d{3}\*{12}\w{3}$/)
    const digits = idCard('19900101', 552).slice(3, 9)
    expect((await reception.get(`${base}/blacklistPage`, { searchKey: digits })).data.total).toBe(0)
    expect((await admin.get(`${base}/blacklistPage`, { searchKey: digits })).data.total).toBe(1)
    expect((await admin.post(`${base}/unblacklist`, { id: bl[0].id })).code).toBe(200)
    expect((await guard.get(`${gate}/check`, { code })).data.ok).toBe(true)
    // Cancelled by staff: the pass no longer opens.
    expect((await admin.post(`${base}/cancel`, { id, reason: '对方行程变更' })).code).toBe(200)
    expect((await guard.get(`${gate}/check`, { code })).data).toMatchObject({
      refusal: 'NOT_APPROVED',
      note: '对方行程变更',
    })
    expect((await visitor.get(`${phone}/getDetailById`, { id })).data).toMatchObject({
      status: 'CANCELLED',
      passCode: null,
    })
    // Unknown codes and malformed ones.
    expect((await guard.get(`${gate}/check`, { code: 'NOSUCHCODE' })).data.refusal).toBe('UNKNOWN')
    expect((await guard.get(`${gate}/check`, { code: 'a b' })).code).toBe(400)
    // The gate is its page's.
    expect((await outsider.get(`${gate}/check`, { code })).code).toBe(403)
    expect((await visitor.get(`${gate}/check`, { code })).code).toBe(401)
  })

  it('lists reservations by name, phone, host and day, exports them, and counts today’s on the workbench', async () => {
    const { id } = await approved(
      form({ visitorName: '林晓', idNo: idCard('19921225', 2), phone: '13655550003' }),
    )
    await windowAt(id, `${companyDay()} 00:00`, `${companyDay()} 23:59`)
    const page = (q: Record<string, string>) => admin.get(`${base}/page`, q).then((r) => r.data)
    expect((await page({ searchKey: '林晓' })).records.map((r: { id: string }) => r.id)).toEqual([id])
    expect((await page({ searchKey: '1365555000' })).total).toBeGreaterThan(1)
    expect((await page({ searchKey: '刘洋' })).total).toBeGreaterThan(1)
    const today = (await page({ day: 'today', status: 'APPROVED' })).records.map((r: { id: string }) => r.id)
    expect(today).toContain(id)
    expect((await page({ day: companyDay(30) })).total).toBe(0)
    expect((await admin.get(`${base}/page`, { day: 'someday' })).code).toBe(400)
    // Drafts stay their visitors'.
    await visitor.post(`${phone}/addOaFrom`, { submit: false, form: { visitorName: '草稿访客' } })
    expect((await page({ searchKey: '草稿访客' })).total).toBe(0)

    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/export`,
      query: { searchKey: '林晓' },
      headers: { token: (await t.login()) as string, 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = wb.worksheets[0]!
    expect(sheet.getRow(1).getCell(1).value).toBe('Visitor')
    expect(sheet.getRow(2).getCell(1).value).toBe('林晓')
    expect(sheet.getRow(2).getCell(8).value).toBe('Approved')
    expect((await host.raw(`${base}/export`)).statusCode).toBe(403)

    const figures = (await admin.get('/api/sys/userCenter/loginWorkbenchFigures')).data as Array<{
      key: string
      value: number
    }>
    expect(figures.find((f) => f.key === 'todayVisitors')?.value).toBeGreaterThan(0)
    // Only the page's holders see the card.
    const hostFigures = (await host.get('/api/sys/userCenter/loginWorkbenchFigures')).data as Array<{
      key: string
    }>
    expect(hostFigures.map((f) => f.key)).not.toContain('todayVisitors')
  })

  it('lets the visitor withdraw a running reservation and cancel an approved one, not another’s', async () => {
    const res = await submit(form({ idNo: idCard('19870707', 401) }))
    expect((await other.post(`${phone}/withdraw`, { id: res.data })).code).toBe(404)
    expect((await visitor.post(`${phone}/withdraw`, { id: res.data })).code).toBe(200)
    const { id } = await approved(form({ idNo: idCard('19870707', 402) }))
    expect((await other.post(`${phone}/cancel`, { id })).code).toBe(404)
    expect((await visitor.post(`${phone}/cancel`, { id })).code).toBe(200)
    expect((await visitor.post(`${phone}/cancel`, { id })).code).toBe(400)
  })

  it('prints an approved visit’s pass: its details in Chinese, the gate’s code as a QR code, the host’s signature', async () => {
    expect(
      (await host.post('/api/sys/userCenter/updateSignature', { signature: SAMPLE_SIGNATURE })).code,
    ).toBe(200)
    const { id, code } = await approved(
      form({ idNo: idCard('19880808', 613), companions: [{ name: '吴刚' }, { name: '郑丽' }] }),
    )
    const fields = [
      'passCode',
      'visitorName',
      'company',
      'phone',
      'hostName',
      'visitWindow',
      'plate',
      'companions',
      'reason',
      'approverName',
    ]
    const pdf = await printedWith(
      admin,
      {
        name: '访客通行证（标准）',
        docType: 'visitorPass',
        paper: 'A5',
        pages: [
          [
            heading('访客通行证', at(10, 10, 90, 10), 18),
            ...column(fields, at(10, 24, 90, 7), { step: 8, fontSize: 10 }),
            qr('passCode@2', at(105, 10, 33, 33)),
            image('approverSignature', at(100, 92, 38, 14)),
          ],
        ],
      },
      id,
    )
    for (const seen of [
      '访客通行证',
      code,
      '周建华',
      '江苏恒力机电设备有限公司',
      VISITOR_PHONE,
      '刘洋',
      '苏AD12345',
      '吴刚、郑丽',
      '商务洽谈',
    ])
      expect(pdf.text).toContain(seen)
    expect(pdf.text).toContain(`${companyDay(1)} 09:00 ~ ${companyDay(1)} 11:00`)
    expect(pdf.qr).toEqual([code])
    // The QR code and the host's signature.
    expect(pdf.images).toBe(2)
    // Staff without the reservations page print nothing; an unknown id is the module's not-found.
    expect((await printRecord(outsider, 'visitorPass', id)).json().code).toBe(403)
    expect((await printRecord(admin, 'visitorPass', 'nope')).json().msg).toBe('访客预约不存在')
  })
})
