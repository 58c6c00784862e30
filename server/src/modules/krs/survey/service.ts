import {
  RATINGS,
  type SurveyDetail,
  type SurveyForm,
  type SurveyOffers,
  type SurveyQuestion,
  type SurveyResult,
  type SurveyRow,
  type SurveySubmit,
  type surveySaveSchema,
} from '@portal/contracts'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import { fieldInvalid } from '../../../core/content.js'
import { addUp } from '../../../core/counters.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { orderedBatches, streamXlsx } from '../../../core/excel.js'
import type { Lang } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst } from '../../../core/listOrders.js'
import { created, isUniqueViolation, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { companyDay, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import '../meal/texts.js'
import type { Diner } from '../meal/users.js'
import './texts.js'

/** Holders of the questionnaires page read them; its buttons add, edit, delete, publish, export. */
export const SURVEY_MENU = 'krsMealSurvey'

const rowColumns = [
  's.id',
  's.title',
  's.description',
  's.startDay',
  's.endDay',
  's.status',
  's.questionCount',
  's.answerCount',
  's.createdAt',
] as const
const surveyRows = listView((q: From<'krsMealSurvey', 's'>) => q.select(rowColumns))
const surveyListing = defineList({
  ...newestFirst('krs_meal_survey', 's', 'createdAt', 'krs_meal_survey_created'),
  search: { title: search.contains('s.title') },
  sort: { createdAt: { by: ['s.createdAt', 's.id'], index: 'krs_meal_survey_created' } },
})
const asRow = <T extends { createdAt: string | null }>(r: T) => ({ ...r, createdAt: r.createdAt ?? '' })

export async function surveyPage(db: Kysely<DB>, user: AuthUser, query: ListQuery & { status?: string }) {
  let q = db.selectFrom('krsMealSurvey as s')
  if (query.status) q = q.where('s.status', '=', query.status)
  const page = await listPage(db, user, surveyListing, query, q, surveyRows)
  return { ...page, records: page.records.map((r) => asRow(r) as SurveyRow) }
}

async function surveyRow(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('krsMealSurvey').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('krsSurveyNotFound')
  return row
}

export async function surveyDetail(db: Kysely<DB>, id: string): Promise<SurveyDetail> {
  const { questionsJson, createdUser: _, updatedAt: __, updatedUser: ___, ...r } = await surveyRow(db, id)
  return { ...asRow(r), questions: JSON.parse(questionsJson) as SurveyQuestion[] }
}

type Form = z.output<typeof surveySaveSchema>

/** Questions that hold together: unique keys, two or more distinct options for a choice. */
function checkQuestions(questions: SurveyQuestion[]) {
  const keys = new Set<string>()
  questions.forEach((q, i) => {
    if (keys.has(q.key)) throw fieldInvalid(`questions.${i}.key`, 'krsSurveyKeyTwice')
    keys.add(q.key)
    const choice = q.type === 'SINGLE' || q.type === 'MULTIPLE'
    if (choice && q.options.length < 2) throw fieldInvalid(`questions.${i}.options`, 'krsSurveyOptions')
    const optionKeys = new Set(q.options.map((o) => o.key))
    if (optionKeys.size !== q.options.length)
      throw fieldInvalid(`questions.${i}.options`, 'krsSurveyKeyTwice')
  })
  return questions.map((q) => ({
    ...q,
    options: q.type === 'SINGLE' || q.type === 'MULTIPLE' ? q.options : [],
  }))
}

/**
 * Saves a questionnaire. Once answered, its questions stay as they were answered (the counters
 * are theirs): only the title, the description and the end day may change.
 */
export async function saveSurvey(db: Kysely<DB>, user: AuthUser, f: Form): Promise<string> {
  if (f.endDay < f.startDay) throw fieldInvalid('endDay', 'krsSurveyEndBeforeStart')
  const questions = checkQuestions(f.questions)
  const columns = {
    title: f.title,
    description: f.description ?? null,
    startDay: f.startDay,
    endDay: f.endDay,
    questionsJson: JSON.stringify(questions),
    questionCount: questions.length,
  }
  if (!f.id) {
    const id = newId()
    await db
      .insertInto('krsMealSurvey')
      .values({ id, ...columns, status: 'DRAFT', answerCount: 0, ...created(user) })
      .execute()
    return id
  }
  const old = await surveyRow(db, f.id)
  if (old.answerCount > 0) {
    if (old.questionsJson !== columns.questionsJson)
      throw fieldInvalid('questions', 'krsSurveyAnsweredQuestions')
    if (old.startDay !== f.startDay) throw fieldInvalid('startDay', 'krsSurveyAnsweredQuestions')
  }
  await db
    .updateTable('krsMealSurvey')
    .set({ ...columns, ...updated(user) })
    .where('id', '=', f.id)
    .execute()
  return f.id
}

export async function setSurveyStatus(
  db: Kysely<DB>,
  user: AuthUser,
  id: string,
  status: 'PUBLISHED' | 'CLOSED',
) {
  const row = await surveyRow(db, id)
  if (status === 'PUBLISHED' && row.status !== 'DRAFT') throw badRequest('krsSurveyNotDraft')
  await db
    .updateTable('krsMealSurvey')
    .set({ status, ...updated(user) })
    .where('id', '=', id)
    .execute()
}

/** Deletes questionnaires nobody has answered. */
export async function deleteSurveys(db: Kysely<DB>, ids: string[]) {
  const answered = await db
    .selectFrom('krsMealSurvey')
    .select('title')
    .where('id', 'in', ids)
    .where('answerCount', '>', 0)
    .executeTakeFirst()
  if (answered) throw badRequest('krsSurveyAnswered', { title: answered.title })
  await db.deleteFrom('krsMealSurvey').where('id', 'in', ids).execute()
}

// ---- Answering ----

const open = (db: Kysely<DB>, today: string) =>
  db
    .selectFrom('krsMealSurvey')
    .where('status', '=', 'PUBLISHED')
    .where('startDay', '<=', today)
    .where('endDay', '>=', today)

/** The questionnaires open today, with when the person answered each. */
export async function surveyOffers(db: Kysely<DB>, diner: Diner | null): Promise<SurveyOffers> {
  if (!diner) return { diner: false, surveys: [] }
  const rows = await open(db, companyDay())
    .select(['id', 'title', 'description', 'startDay', 'endDay', 'questionCount'])
    .orderBy('endDay')
    .orderBy('id')
    .execute()
  const answered = rows.length
    ? await db
        .selectFrom('krsMealSurveyAnswer')
        .select(['surveyId', 'createdAt'])
        .where('mealUserId', '=', diner.id)
        .where(
          'surveyId',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : []
  const at = new Map(answered.map((a) => [a.surveyId, a.createdAt]))
  return { diner: true, surveys: rows.map((r) => ({ ...r, answeredAt: at.get(r.id) ?? null })) }
}

async function openSurvey(db: Kysely<DB>, diner: Diner | null, id: string) {
  if (!diner) throw badRequest('krsMealNotADiner')
  const row = await open(db, companyDay()).selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('krsSurveyNotOpen')
  return row
}

export async function surveyForm(db: Kysely<DB>, diner: Diner | null, id: string): Promise<SurveyForm> {
  const row = await openSurvey(db, diner, id)
  const mine = await db
    .selectFrom('krsMealSurveyAnswer')
    .select(['answersJson', 'createdAt'])
    .where('surveyId', '=', id)
    .where('mealUserId', '=', diner!.id)
    .executeTakeFirst()
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDay: row.startDay,
    endDay: row.endDay,
    questionCount: row.questionCount,
    answeredAt: mine?.createdAt ?? null,
    questions: JSON.parse(row.questionsJson),
    answers: mine ? JSON.parse(mine.answersJson) : null,
  }
}

export type Value = string | string[] | number
/** The option key under which a question counts the people who answered it. */
const ANSWERED = '*'

/** Each answer as its question asks (refusals name `answers.<key>`); unknown keys are refused. */
function checkedAnswers(questions: SurveyQuestion[], given: Record<string, Value>) {
  const known = new Set(questions.map((q) => q.key))
  for (const k of Object.keys(given))
    if (!known.has(k)) throw fieldInvalid(`answers.${k}`, 'krsSurveyNoSuchQuestion')
  const out: Record<string, Value> = {}
  for (const q of questions) {
    const v = given[q.key]
    const blank = v === undefined || v === '' || (Array.isArray(v) && !v.length)
    if (blank) {
      if (q.required) throw fieldInvalid(`answers.${q.key}`, 'krsSurveyRequired', { title: q.title })
      continue
    }
    const options = new Set(q.options.map((o) => o.key))
    const bad = () => fieldInvalid(`answers.${q.key}`, 'krsSurveyBadAnswer', { title: q.title })
    if (q.type === 'SINGLE') {
      if (typeof v !== 'string' || !options.has(v)) throw bad()
    } else if (q.type === 'MULTIPLE') {
      if (!Array.isArray(v) || new Set(v).size !== v.length || v.some((k) => !options.has(k))) throw bad()
    } else if (q.type === 'RATING') {
      if (typeof v !== 'number' || !RATINGS.includes(v as 1)) throw bad()
    } else if (typeof v !== 'string' || !v.trim()) throw bad()
    out[q.key] = typeof v === 'string' ? v.trim() : v
  }
  return out
}

/**
 * Takes a person's answers, once: the answer row's unique key refuses a second (also one sent at
 * the same moment); the counters, the day's ratings and the texts are written in its transaction.
 */
export async function submitSurvey(db: Kysely<DB>, diner: Diner | null, body: SurveySubmit): Promise<void> {
  const row = await openSurvey(db, diner, body.surveyId)
  const d = diner!
  const questions = JSON.parse(row.questionsJson) as SurveyQuestion[]
  const answers = checkedAnswers(questions, body.answers as Record<string, Value>)
  await db
    .transaction()
    .execute((trx) => writeAnswers(trx, row.id, questions, d, answers, companyDay(), nowIso()))
}

/**
 * Writes a person's checked answers given on `day` at `at`, with the counters, the day's ratings and
 * the texts, in the caller's transaction (the demo writes past days' answers through here).
 */
export async function writeAnswers(
  trx: Kysely<DB>,
  surveyId: string,
  questions: SurveyQuestion[],
  d: Diner,
  answers: Record<string, Value>,
  day: string,
  now: string,
) {
  try {
    await trx
      .insertInto('krsMealSurveyAnswer')
      .values({
        id: newId(),
        surveyId,
        mealUserId: d.id,
        userName: d.name,
        costCentre: d.costCentre,
        answersJson: JSON.stringify(answers),
        createdAt: now,
      })
      .execute()
  } catch (err) {
    // The unique key: an answer of this person came in first (also one sent at the same moment).
    throw isUniqueViolation(err) ? badRequest('krsSurveyAnsweredAlready') : err
  }
  const count = (questionKey: string, optionKey: string) =>
    addUp(trx, 'krsMealSurveyCount', { surveyId, questionKey, optionKey }, { count: 1 })
  for (const q of questions) {
    const v = answers[q.key]
    if (v === undefined) continue
    await count(q.key, ANSWERED)
    if (q.type === 'SINGLE') await count(q.key, v as string)
    else if (q.type === 'MULTIPLE') for (const k of v as string[]) await count(q.key, k)
    else if (q.type === 'RATING') {
      await count(q.key, String(v))
      await addUp(
        trx,
        'krsMealSurveyDay',
        { surveyId, questionKey: q.key, day },
        { count: 1, total: v as number },
      )
    } else
      await trx
        .insertInto('krsMealSurveyText')
        .values({
          id: newId(),
          surveyId,
          questionKey: q.key,
          text: v as string,
          userName: d.name,
          createdAt: now,
        })
        .execute()
  }
  await trx
    .updateTable('krsMealSurvey')
    .set({ answerCount: sql<number>`answer_count + 1` })
    .where('id', '=', surveyId)
    .execute()
}

// ---- Results ----

export async function surveyResults(db: Kysely<DB>, id: string): Promise<SurveyResult> {
  const row = await surveyRow(db, id)
  const questions = JSON.parse(row.questionsJson) as SurveyQuestion[]
  const counts = await db
    .selectFrom('krsMealSurveyCount')
    .select(['questionKey', 'optionKey', 'count'])
    .where('surveyId', '=', id)
    .execute()
  const days = await db
    .selectFrom('krsMealSurveyDay')
    .select(['questionKey', 'day', 'count', 'total'])
    .where('surveyId', '=', id)
    .orderBy('day')
    .execute()
  const countOf = (q: string, o: string) =>
    counts.find((c) => c.questionKey === q && c.optionKey === o)?.count ?? 0
  return {
    answers: row.answerCount,
    questions: questions.map((q) => {
      const rated = q.type === 'RATING'
      const options = rated ? RATINGS.map((n) => ({ key: String(n), text: String(n) })) : q.options
      const own = days.filter((d) => d.questionKey === q.key)
      const ratings = own.reduce((n, d) => n + d.count, 0)
      const total = own.reduce((n, d) => n + d.total, 0)
      const tally = options.map((o) => ({ key: o.key, label: o.text, count: countOf(q.key, o.key) }))
      return {
        key: q.key,
        type: q.type,
        title: q.title,
        answered: countOf(q.key, ANSWERED),
        counts: tally,
        average: rated && ratings ? Math.round((total / ratings) * 10) / 10 : null,
        byDay: rated
          ? own.map((d) => ({
              day: d.day,
              count: d.count,
              average: Math.round((d.total / d.count) * 10) / 10,
            }))
          : [],
      }
    }),
  }
}

// ---- Text answers and the export ----

const textListing = defineList({
  table: 'krs_meal_survey_text',
  alias: 't',
  key: 't.id',
  order: {
    by: [
      ['t.createdAt', 'desc'],
      ['t.id', 'desc'],
    ],
    index: 'krs_meal_survey_text_by',
  },
  sort: { createdAt: { by: ['t.createdAt', 't.id'], index: 'krs_meal_survey_text_by' } },
})
const textRows = listView((q: From<'krsMealSurveyText', 't'>) =>
  q.select(['t.id', 't.text', 't.userName', 't.createdAt']),
)

/** A text question's answers, newest first. */
export const surveyTexts = (
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { surveyId: string; questionKey: string },
) =>
  listPage(
    db,
    user,
    textListing,
    query,
    db
      .selectFrom('krsMealSurveyText as t')
      .where('t.surveyId', '=', query.surveyId)
      .where('t.questionKey', '=', query.questionKey),
    textRows,
  )

/** Every answer, a row each: who, when, then a column per question (options by their text). */
export async function exportSurvey(
  db: Kysely<DB>,
  reply: FastifyReply,
  log: FastifyBaseLogger,
  lang: Lang,
  id: string,
) {
  const row = await surveyRow(db, id)
  const questions = JSON.parse(row.questionsJson) as SurveyQuestion[]
  const en = lang === 'en'
  const labels = new Map(questions.map((q) => [q.key, new Map(q.options.map((o) => [o.key, o.text]))]))
  const shown = (q: SurveyQuestion, v: Value | undefined) =>
    v === undefined
      ? ''
      : Array.isArray(v)
        ? v.map((k) => labels.get(q.key)?.get(k) ?? k).join('、')
        : q.type === 'SINGLE'
          ? (labels.get(q.key)?.get(v as string) ?? v)
          : v
  return streamXlsx(reply, log, {
    fileName: 'meal-survey',
    sheet: en ? 'answers' : '答卷',
    columns: [
      { key: 'userName', header: en ? 'Name' : '姓名', width: 12 },
      { key: 'costCentre', header: en ? 'Cost centre' : '成本中心' },
      { key: 'createdAt', header: en ? 'Answered' : '提交时间', width: 24 },
      ...questions.map((q, i) => ({ key: `q:${q.key}`, header: `${i + 1}. ${q.title}`, width: 24 })),
    ],
    batches: orderedBatches(
      db
        .selectFrom('krsMealSurveyAnswer as a')
        .select(['a.id', 'a.userName', 'a.costCentre', 'a.answersJson', 'a.createdAt'])
        .where('a.surveyId', '=', id),
      [
        ['a.createdAt', 'asc'],
        ['a.id', 'asc'],
      ],
    ),
    cells: (r) => {
      const given = JSON.parse(r.answersJson) as Record<string, Value>
      return {
        userName: r.userName,
        costCentre: r.costCentre,
        createdAt: r.createdAt,
        ...Object.fromEntries(questions.map((q) => [`q:${q.key}`, shown(q, given[q.key])])),
      }
    },
  })
}
