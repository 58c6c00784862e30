import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyDay } from '../../../core/time.js'
import { staffAs } from '../../../test/admission.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

type Api = ReturnType<typeof api>

const S = '/api/krs/mealSurvey'
const PHONE = '/api/krs/survey/phone'
const STAFF = '/api/krs/survey'

const questions = [
  { key: 'q1', type: 'RATING', title: '口味', required: true },
  {
    key: 'q2',
    type: 'SINGLE',
    title: '餐厅',
    required: true,
    options: [
      { key: 'a', text: '一号' },
      { key: 'b', text: '二号' },
    ],
  },
  {
    key: 'q3',
    type: 'MULTIPLE',
    title: '想吃',
    required: false,
    options: [
      { key: 'a', text: '面' },
      { key: 'b', text: '菜' },
      { key: 'c', text: '果' },
    ],
  },
  { key: 'q4', type: 'TEXT', title: '建议', required: false },
]
const form = (over: Record<string, unknown> = {}) => ({
  title: '满意度',
  startDay: companyDay(-1),
  endDay: companyDay(5),
  questions,
  ...over,
})

describe.each(engines)('meal questionnaires on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let surveyId: string
  const people: Api[] = []

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    for (const [i, [name, phone]] of [
      ['甲', '13955557701'],
      ['乙', '13955557702'],
      ['丙', '13955557703'],
    ].entries()) {
      const kind = i === 2 ? 'STAFF' : 'CONTRACTOR'
      const res = await admin.post('/api/krs/mealUser/add', {
        name,
        phone,
        costCentre: 'CC-PROD',
        kind,
        userId: kind === 'STAFF' ? 'user-emp-03' : null,
      })
      expect(res.code, res.msg).toBe(200)
      people.push(kind === 'STAFF' ? await staffAs(t, 'user-emp-03') : api(t, await t.clientLogin(phone!)))
    }
    surveyId = (await admin.post(`${S}/add`, form())).data
  })
  afterAll(() => t?.close())

  it('refuses a questionnaire that does not hold together, naming the field, and writes nothing', async () => {
    const before = await dataCounts(t.app)
    for (const [body, field] of [
      [form({ endDay: companyDay(-3) }), 'endDay'],
      [
        form({
          questions: [{ key: 'q1', type: 'SINGLE', title: '只一个', options: [{ key: 'a', text: 'x' }] }],
        }),
        'questions.0.options',
      ],
      [form({ questions: [questions[0], { ...questions[0] }] }), 'questions.1.key'],
      [form({ questions: [] }), 'questions'],
    ] as const) {
      const res = await admin.post(`${S}/add`, body)
      expect(res.code, res.msg).toBe(400)
      expect(res.msg).toContain(field)
    }
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('is answered once by each meal user while open, and its results count every answer', async () => {
    // A draft is open to no one.
    expect((await people[0]!.get(`${PHONE}/offers`)).data).toEqual({ diner: true, surveys: [] })
    expect((await admin.post(`${S}/publish`, { id: surveyId })).code).toBe(200)
    const offers = (await people[0]!.get(`${PHONE}/offers`)).data.surveys
    expect(offers).toEqual([expect.objectContaining({ id: surveyId, answeredAt: null, questionCount: 4 })])
    const stranger = api(t, await t.clientLogin('13955557799'))
    expect((await stranger.get(`${PHONE}/offers`)).data.diner).toBe(false)
    expect((await stranger.post(`${PHONE}/answer`, { surveyId, answers: { q1: 5, q2: 'a' } })).code).toBe(400)

    const before = await dataCounts(t.app)
    for (const [answers, field] of [
      [{ q2: 'a' }, 'answers.q1'],
      [{ q1: 6, q2: 'a' }, 'answers.q1'],
      [{ q1: 4, q2: 'z' }, 'answers.q2'],
      [{ q1: 4, q2: 'a', q3: ['a', 'a'] }, 'answers.q3'],
      [{ q1: 4, q2: 'a', q9: 'x' }, 'answers.q9'],
    ] as const) {
      const res = await people[0]!.post(`${PHONE}/answer`, { surveyId, answers })
      expect(res.code, res.msg).toBe(400)
      expect(res.msg).toContain(field)
    }
    expect(await dataCounts(t.app)).toEqual(before)

    const given = [
      { q1: 5, q2: 'a', q3: ['a', 'c'], q4: '多些面食' },
      { q1: 3, q2: 'b', q3: ['c'] },
      { q1: 4, q2: 'a' },
    ]
    const sides = [PHONE, PHONE, STAFF]
    for (const [i, answers] of given.entries()) {
      const res = await people[i]!.post(`${sides[i]}/answer`, { surveyId, answers })
      expect(res.code, res.msg).toBe(200)
    }
    // Once each, even sent again at the same moment.
    const again = await Promise.all(
      [1, 2, 3].map(() => people[0]!.post(`${PHONE}/answer`, { surveyId, answers: given[0] })),
    )
    expect(again.map((r) => r.code)).toEqual([400, 400, 400])
    expect((await people[1]!.get(`${PHONE}/form`, { id: surveyId })).data.answers).toEqual(given[1])

    const r = (await admin.get(`${S}/results`, { id: surveyId })).data
    expect(r.answers).toBe(3)
    const [rating, single, multiple, text] = r.questions
    expect(rating.counts.map((c: { count: number }) => c.count)).toEqual([0, 0, 1, 1, 1])
    expect(rating.average).toBe(4)
    expect(rating.byDay).toEqual([{ day: companyDay(), count: 3, average: 4 }])
    expect(single.counts).toEqual([
      { key: 'a', label: '一号', count: 2 },
      { key: 'b', label: '二号', count: 1 },
    ])
    expect(multiple).toMatchObject({ answered: 2 })
    expect(multiple.counts.map((c: { count: number }) => c.count)).toEqual([1, 0, 2])
    expect(text.answered).toBe(1)
    const texts = (await admin.get(`${S}/texts`, { surveyId, questionKey: 'q4', current: 1, size: 10 })).data
    expect(texts.records).toEqual([expect.objectContaining({ text: '多些面食', userName: '甲' })])

    const res = await admin.raw(`${S}/export`, { id: surveyId })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const rows = wb.worksheets[0]!.getSheetValues().slice(2) as unknown[][]
    expect(rows).toHaveLength(3)
    expect(rows[0]).toEqual(expect.arrayContaining(['甲', '一号', '面、果', '多些面食']))
  })

  it('keeps an answered questionnaire’s questions, and closes it', async () => {
    const before = await dataCounts(t.app)
    const changed = await admin.post(`${S}/edit`, {
      ...form({ questions: questions.slice(0, 2) }),
      id: surveyId,
    })
    expect(changed.code).toBe(400)
    expect(changed.msg).toContain('questions')
    expect((await admin.post(`${S}/delete`, [{ id: surveyId }])).code).toBe(400)
    expect(await dataCounts(t.app)).toEqual(before)
    expect(
      (
        await admin.post(`${S}/edit`, {
          ...form({ title: '满意度（十一月）', endDay: companyDay(9) }),
          id: surveyId,
        })
      ).code,
    ).toBe(200)
    expect((await admin.post(`${S}/close`, { id: surveyId })).code).toBe(200)
    expect((await people[0]!.get(`${PHONE}/offers`)).data.surveys).toEqual([])
    expect((await people[0]!.get(`${PHONE}/form`, { id: surveyId })).code).toBe(404)
  })
})
