import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyDay } from '../../../core/time.js'
import { admittedCompany, staffAs } from '../../../test/admission.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { admitContractor } from '../contractor/service.js'
import { drawQuestions } from './papers.js'
import { handInOverdue } from './taking.js'

type Api = ReturnType<typeof api>

const Q = '/api/krs/examQuestion'
const P = '/api/krs/examPaper'
const R = '/api/krs/examResult'
const STAFF = '/api/krs/exam'
const PHONE = '/api/krs/exam/phone'

const single = (category: string, stem: string, answer = 'A') => ({
  type: 'SINGLE',
  category,
  difficulty: 1,
  stem,
  options: [
    { key: 'A', text: '甲' },
    { key: 'B', text: '乙' },
    { key: 'C', text: '丙' },
  ],
  answer,
})

async function xlsx(rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('q')
  for (const r of rows) ws.addRow(r)
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64')
}

describe.each(engines)('exams on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let staff: Api
  let paperId: string
  const questions: Record<string, string> = {}

  const right = (stem: string) =>
    stem.startsWith('判断') ? 'T' : stem.startsWith('多选') ? 'A,C' : stem.startsWith('填空') ? '安全帽' : 'A'

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    staff = await staffAs(t, 'user-emp-02')
    for (let i = 1; i <= 6; i++) {
      const stem = `安全题${i}`
      questions[stem] = (await admin.post(`${Q}/add`, single('SAFETY', stem))).data
    }
    questions['判断1'] = (
      await admin.post(`${Q}/add`, {
        type: 'JUDGE',
        category: 'FIRE',
        difficulty: 2,
        stem: '判断1',
        answer: 'T',
      })
    ).data
    questions['多选1'] = (
      await admin.post(`${Q}/add`, {
        ...single('FIRE', '多选1'),
        type: 'MULTIPLE',
        difficulty: 2,
        answer: 'A,C',
      })
    ).data
    questions['填空1'] = (
      await admin.post(`${Q}/add`, {
        type: 'FILL',
        category: 'FIRE',
        difficulty: 2,
        stem: '填空1',
        answer: '安全帽| 头盔 ',
      })
    ).data
    const paper = await admin.post(`${P}/add`, {
      name: '安全考试',
      mode: 'RANDOM',
      purpose: 'GENERAL',
      audience: 'ALL',
      timeLimit: 30,
      passMark: 60,
      rules: [
        { category: 'SAFETY', count: 3, points: 20 },
        { category: 'FIRE', difficulty: 2, count: 2, points: 20 },
      ],
    })
    expect(paper.code).toBe(200)
    paperId = paper.data
    expect((await admin.post(`${P}/publish`, { id: paperId })).code).toBe(200)
  })
  afterAll(() => t?.close())

  it('refuses a question or paper that does not hold together, naming the field, and writes nothing', async () => {
    const before = await dataCounts(t.app)
    const cases: Array<[string, unknown, string]> = [
      [`${Q}/add`, { ...single('SAFETY', 'x'), options: [{ key: 'A', text: '甲' }] }, 'options'],
      [`${Q}/add`, { ...single('SAFETY', 'x'), answer: 'D' }, 'answer'],
      [`${Q}/add`, { ...single('SAFETY', 'x'), type: 'MULTIPLE', answer: 'C,A' }, 'answer'],
      [`${Q}/add`, { type: 'JUDGE', category: 'SAFETY', difficulty: 1, stem: 'x', answer: '对' }, 'answer'],
      [`${Q}/add`, single('NO_SUCH', 'x'), 'category'],
      [
        `${P}/add`,
        {
          name: 'p',
          mode: 'RANDOM',
          timeLimit: 10,
          passMark: 50,
          rules: [{ category: 'SAFETY', count: 40, points: 1 }],
        },
        'passMark',
      ],
      [
        `${P}/add`,
        {
          name: 'p',
          mode: 'RANDOM',
          timeLimit: 10,
          passMark: 5,
          rules: [{ category: 'SAFETY', count: 40, points: 1 }],
        },
        'rules.0.count',
      ],
      [`${P}/add`, { name: 'p', mode: 'FIXED', timeLimit: 10, passMark: 5, items: [] }, 'rules'],
      [
        `${P}/add`,
        { name: 'p', mode: 'FIXED', timeLimit: 10, passMark: 5, items: [{ questionId: 'nope', points: 5 }] },
        'items',
      ],
    ]
    for (const [url, body, field] of cases) {
      const res = await admin.post(url, body)
      expect(res.code, `${url} ${field}`).toBe(400)
      expect(res.msg, `${url} ${field}`).toContain(field)
    }
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('draws one paper per person at a time, with no right answer in sight, and keeps every answer once', async () => {
    const offers = (await staff.get(`${STAFF}/offers`)).data
    expect(offers.map((o: { name: string }) => o.name)).toContain('安全考试')
    const { attemptId } = (await staff.post(`${STAFF}/draw`, { paperId })).data
    expect((await staff.post(`${STAFF}/draw`, { paperId })).data.attemptId).toBe(attemptId)
    const a = (await staff.get(`${STAFF}/attempt`, { id: attemptId })).data
    expect(a.questions).toHaveLength(5)
    expect(JSON.stringify(a)).not.toMatch(/"answer"|"analysis"|安全帽/)
    expect(Date.parse(a.deadlineAt) - Date.parse(a.startedAt)).toBe(30 * 60_000)
    // Someone else's attempt is not found; the admin's draw is their own.
    expect((await admin.get(`${STAFF}/attempt`, { id: attemptId })).code).toBe(404)
    const first = a.questions[0]
    const bad = await staff.post(`${STAFF}/answer`, { attemptId, questionId: first.questionId, answer: 'Z' })
    expect(bad.code).toBe(400)
    expect(bad.msg).toContain('answer')
    // Saved again and again, at once: one row, the last answer.
    await Promise.all(
      ['B', 'C', 'B', 'C'].map((answer) =>
        staff.post(`${STAFF}/answer`, { attemptId, questionId: first.questionId, answer }),
      ),
    )
    const rows = await t.app.db
      .selectFrom('krsExamAnswer')
      .selectAll()
      .where('attemptId', '=', attemptId)
      .where('questionId', '=', first.questionId)
      .execute()
    expect(rows).toHaveLength(1)
    // All right but the first: 80 of 100.
    for (const q of a.questions) {
      const stem = q.stem as string
      const res = await staff.post(`${STAFF}/answer`, {
        attemptId,
        questionId: q.questionId,
        answer:
          q === first
            ? 'B'
            : stem.startsWith('多选')
              ? 'C,A'
              : stem.startsWith('填空')
                ? ' 头盔 '
                : right(stem),
      })
      expect(res.code, stem).toBe(200)
    }
    const reread = (await staff.get(`${STAFF}/attempt`, { id: attemptId })).data
    expect(Object.keys(reread.answers)).toHaveLength(5)
    const result = await staff.post(`${STAFF}/submit`, { attemptId })
    expect(result.data).toMatchObject({ score: 80, passed: true, wrongCount: 1, submitKind: 'MANUAL' })
    expect(
      result.data.questions.find((q: { questionId: string }) => q.questionId === first.questionId),
    ).toMatchObject({
      given: 'B',
      correct: false,
      rightAnswer: 'A',
    })
    expect((await staff.post(`${STAFF}/submit`, { attemptId })).code).toBe(400)
    expect(
      (await staff.post(`${STAFF}/answer`, { attemptId, questionId: first.questionId, answer: 'A' })).code,
    ).toBe(400)
    const offer = (await staff.get(`${STAFF}/offers`)).data.find((o: { id: string }) => o.id === paperId)
    expect(offer).toMatchObject({ attempts: 1, bestScore: 80, openAttemptId: null })
    // The paper's figures and the question's wrong count moved with it.
    const stats = (await admin.get(`${R}/stats`, { paperId })).data
    expect(stats).toMatchObject({ attempts: 1, submitted: 1, passed: 1, averageScore: 80 })
    expect(
      stats.questions.find((q: { questionId: string }) => q.questionId === first.questionId),
    ).toMatchObject({
      answered: 1,
      wrong: 1,
      wrongRate: 100,
    })
    const detail = (await admin.get(`${R}/detail`, { id: attemptId })).data
    expect(detail.questions.every((q: { rightAnswer: string | null }) => q.rightAnswer)).toBe(true)
    const page = (await admin.get(`${R}/page`, { current: 1, size: 10, paperId, passed: '1' })).data
    expect(page.records[0]).toMatchObject({ id: attemptId, score: 80, passed: true, takerKind: 'USER' })
    const xl = await api(t, await t.login()).raw(`${R}/export`, { paperId })
    expect(xl.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(xl.rawPayload as unknown as ArrayBuffer)
    expect(wb.worksheets[0]!.getRow(2).getCell(2).value).toBe(detail.takerName)
  })

  it('hands in by itself at the deadline — on reading, and by the job — counting only what came in time', async () => {
    const { attemptId } = (await staff.post(`${STAFF}/draw`, { paperId })).data
    const a = (await staff.get(`${STAFF}/attempt`, { id: attemptId })).data
    await staff.post(`${STAFF}/answer`, { attemptId, questionId: a.questions[0].questionId, answer: 'A' })
    // Staff may watch it being answered; the person sees no result before handing in.
    const watching = (await admin.get(`${R}/detail`, { id: attemptId })).data
    expect(watching).toMatchObject({ status: 'ANSWERING', score: 0 })
    expect(watching.questions.filter((q: { given: string | null }) => q.given)).toHaveLength(1)
    expect((await staff.get(`${STAFF}/result`, { id: attemptId })).code).toBe(400)
    const past = new Date(Date.now() - 60_000).toISOString()
    await t.app.db
      .updateTable('krsExamAttempt')
      .set({ deadlineAt: past })
      .where('id', '=', attemptId)
      .execute()
    const late = await staff.post(`${STAFF}/answer`, {
      attemptId,
      questionId: a.questions[1].questionId,
      answer: 'A',
    })
    expect(late.code).toBe(400)
    const after = (await staff.get(`${STAFF}/attempt`, { id: attemptId })).data
    expect(after.status).toBe('SUBMITTED')
    const res = (await staff.get(`${STAFF}/result`, { id: attemptId })).data
    expect(res.submitKind).toBe('TIMEOUT')
    expect(res.questions.filter((q: { given: string | null }) => q.given)).toHaveLength(1)

    // Nobody looks: the job hands it in.
    const other = (await admin.post(`${STAFF}/draw`, { paperId })).data.attemptId
    await t.app.db.updateTable('krsExamAttempt').set({ deadlineAt: past }).where('id', '=', other).execute()
    expect(await handInOverdue(t.app.db)).toBe(1)
    expect(await handInOverdue(t.app.db)).toBe(0)
    const row = await t.app.db
      .selectFrom('krsExamAttempt')
      .selectAll()
      .where('id', '=', other)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'SUBMITTED', submitKind: 'TIMEOUT', passed: 0, openKey: null })
  })

  it('draws the same paper again from the same seed', async () => {
    const a = await t.app.db.selectFrom('krsExamAttempt').selectAll().limit(1).executeTakeFirstOrThrow()
    const p = await t.app.db
      .selectFrom('krsExamPaper')
      .selectAll()
      .where('id', '=', a.paperId)
      .executeTakeFirstOrThrow()
    const again = await drawQuestions(t.app.db, p, a.seed)
    expect(again.map((q) => q.questionId)).toEqual(
      JSON.parse(
        (
          await t.app.db
            .selectFrom('krsExamAttemptPaper')
            .select('paperJson')
            .where('id', '=', a.id)
            .executeTakeFirstOrThrow()
        ).paperJson,
      ).questions.map((q: { questionId: string }) => q.questionId),
    )
  })

  it('limits attempts and audiences', async () => {
    const limited = (
      await admin.post(`${P}/add`, {
        name: '员工专考',
        mode: 'FIXED',
        audience: 'STAFF',
        maxAttempts: 1,
        timeLimit: 5,
        passMark: 10,
        items: [{ questionId: questions['安全题1'], points: 10 }],
      })
    ).data
    expect((await staff.post(`${STAFF}/draw`, { paperId: limited })).code).toBe(400)
    await admin.post(`${P}/publish`, { id: limited })
    const { attemptId } = (await staff.post(`${STAFF}/draw`, { paperId: limited })).data
    await staff.post(`${STAFF}/submit`, { attemptId })
    const again = await staff.post(`${STAFF}/draw`, { paperId: limited })
    expect(again.code).toBe(400)
    expect(again.msg).toContain('1')
    const phone = api(t, await t.clientLogin('13700000001'))
    expect((await phone.post(`${PHONE}/draw`, { paperId: limited, name: '路人' })).code).toBe(403)
    expect((await phone.get(`${PHONE}/offers`)).data.map((o: { id: string }) => o.id)).not.toContain(limited)
    // A phone that is nobody's worker gives its name.
    const unnamed = await phone.post(`${PHONE}/draw`, { paperId })
    expect(unnamed.code).toBe(400)
    expect(unnamed.msg).toContain('name')
    // A fixed paper's question cannot leave the bank.
    expect((await admin.post(`${Q}/delete`, [{ id: questions['安全题1'] }])).code).toBe(400)
    expect((await admin.post(`${P}/delete`, [{ id: limited }])).code).toBe(400)
  })

  it('lets entry work in only with every worker’s induction passed, once an induction paper is published', async () => {
    const worker = '13955550001'
    const company = admittedCompany(61, {
      persons: [
        {
          ...admittedCompany(61).persons[0]!,
          phone: worker,
          certType: null,
          certNo: null,
          certExpiry: null,
          certPhotoId: null,
          jobType: 'LABOURER',
        },
      ],
    })
    await t.app.db.transaction().execute((trx) => admitContractor(trx, company, companyDay(200)))
    const boss = api(t, await t.clientLogin(company.contactPhone))
    const [mine] = (await boss.get('/api/krs/vendoradmissionassignmentmain/getContractorList')).data
    const form = {
      contractorId: mine.id,
      project: '清扫',
      area: '原料库',
      workTypes: ['GENERAL'],
      startDay: companyDay(1),
      endDay: companyDay(2),
      shift: 'DAY',
      workers: [{ personId: mine.persons[0].id, workType: 'GENERAL' }],
      vehicles: [],
      responsibleUserId: 'user-emp-05',
      attachments: [],
    }
    const submit = () => boss.post('/api/krs/vendoraccessapplicationmain/addOaFrom', { submit: true, form })
    const induction = (
      await admin.post(`${P}/add`, {
        name: '入场培训',
        mode: 'FIXED',
        purpose: 'WORK_INDUCTION',
        audience: 'CLIENT',
        timeLimit: 5,
        passMark: 10,
        items: [{ questionId: questions['安全题2'], points: 10 }],
      })
    ).data
    await admin.post(`${P}/publish`, { id: induction })
    const before = await dataCounts(t.app)
    const refused = await submit()
    expect(refused.code).toBe(400)
    expect(refused.msg).toContain('form.workers.0.personId')
    expect(refused.msg).toContain(company.persons[0]!.name)
    expect(await dataCounts(t.app)).toEqual(before)

    // The worker takes it on the phone: fails, then passes.
    const phone = api(t, await t.clientLogin(worker))
    const offer = (await phone.get(`${PHONE}/offers`)).data.find((o: { id: string }) => o.id === induction)
    expect(offer).toBeTruthy()
    for (const answer of ['B', 'A']) {
      const { attemptId } = (await phone.post(`${PHONE}/draw`, { paperId: induction })).data
      const a = (await phone.get(`${PHONE}/attempt`, { id: attemptId })).data
      await phone.post(`${PHONE}/answer`, { attemptId, questionId: a.questions[0].questionId, answer })
      const r = (await phone.post(`${PHONE}/submit`, { attemptId })).data
      expect(r.passed).toBe(answer === 'A')
      expect(r.takerName).toBe(company.persons[0]!.name)
    }
    expect((await submit()).code).toBe(200)
    await admin.post(`${P}/close`, { id: induction })
  })

  it('imports questions from Excel, all or none, with errors per row', async () => {
    const header = ['题型', '分类', '难度', '题干', '选项A', '选项B', '选项C', '答案', '解析']
    const before = await dataCounts(t.app)
    const bad = await admin.post(`${Q}/import`, {
      fileBase64: await xlsx([
        header,
        ['单选', '安全常识', '1', '好题', '甲', '乙', '', 'B', ''],
        ['单选', '不存在', '1', '坏分类', '甲', '乙', '', 'A', ''],
        ['选择', '安全常识', '1', '坏题型', '甲', '乙', '', 'A', ''],
        ['多选', '安全常识', '5', '坏难度', '甲', '乙', '', 'A', ''],
        ['判断', '安全常识', '1', '坏答案', '', '', '', '也许', ''],
      ]),
    })
    expect(bad.code).toBe(400)
    const rows = (bad as unknown as { data: { errors: Array<{ row: number; field: string }> } }).data.errors
    expect(rows.map((e) => e.row)).toEqual([3, 4, 5, 6])
    expect(await dataCounts(t.app)).toEqual(before)
    const good = await admin.post(`${Q}/import`, {
      fileBase64: await xlsx([
        header,
        ['单选', '安全常识', '易', '导入单选', '甲', '乙', '', 'b', '因为'],
        ['多选', 'FIRE', '中', '导入多选', '甲', '乙', '丙', 'C A', ''],
        ['判断', '安全常识', '1', '导入判断', '', '', '', '对', ''],
        ['填空', '安全常识', '3', '导入填空', '', '', '', '灭火器|灭火筒', ''],
      ]),
    })
    expect(good.data).toEqual({ total: 4, inserted: 4 })
    const page = (await admin.get(`${Q}/page`, { current: 1, size: 10, searchKey: '导入' })).data
    const answers = Object.fromEntries(
      page.records.map((r: { stem: string; answer: string }) => [r.stem, r.answer]),
    )
    expect(answers).toEqual({ 导入单选: 'B', 导入多选: 'A,C', 导入判断: 'T', 导入填空: '灭火器|灭火筒' })
  })

  it('shows a taker’s phone number in full only to those granted it: masked in the list, detail and export, and not searched', async () => {
    const number = '13766660042'
    const phone = api(t, await t.clientLogin(number))
    const { attemptId } = (await phone.post(`${PHONE}/draw`, { paperId, name: '赵一鸣' })).data
    await phone.post(`${PHONE}/submit`, { attemptId })
    const safety = await staffAs(t, 'user-emp-08')
    const mine = { takerName: '赵一鸣' }
    expect((await safety.get(`${R}/page`, mine)).data.records[0].takerPhone).toBe(number)
    const byPhone = await safety.get(`${R}/page`, { takerPhone: '137666' })
    expect(byPhone.data?.total, byPhone.msg).toBe(1)
    await t.app.db
      .deleteFrom('sysRelation')
      .where('objectId', '=', 'role-safety-review')
      .where('targetId', '=', 'field-menu-krs-test-result-takerPhone')
      .execute()
    const masked = '137****0042'
    const again = await staffAs(t, 'user-emp-08')
    expect((await again.get(`${R}/page`, mine)).data.records[0].takerPhone).toBe(masked)
    expect((await again.get(`${R}/detail`, { id: attemptId })).data.takerPhone).toBe(masked)
    expect((await admin.get(`${R}/detail`, { id: attemptId })).data.takerPhone).toBe(number)
    expect((await again.get(`${R}/page`, { takerPhone: '137666' })).code).toBe(403)
    expect((await again.get(`${R}/page`, { searchKey: '137666' })).data.total).toBe(0)
    expect((await admin.get(`${R}/page`, { searchKey: '137666' })).data.total).toBe(1)
    const res = await again.raw(`${R}/export`, mine)
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    expect(wb.worksheets[0]!.getRow(2).getCell(3).value).toBe(masked)
  })
})
