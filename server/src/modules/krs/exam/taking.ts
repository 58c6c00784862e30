import { randomInt } from 'node:crypto'
import type { Attempt, ExamOffer, ExamResult } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { ClientUser } from '../../../core/clientSession.js'
import { fieldInvalid } from '../../../core/content.js'
import { AppError, badRequest, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { memo } from '../../../core/memo.js'
import { ignoringDuplicates, isUniqueViolation } from '../../../core/rows.js'
import { dialectOf } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { companyDay, nowIso } from '../../../core/time.js'
import type { DB, KrsExamAttemptTable } from '../../../db/schema.js'
import { isRight } from './draw.js'
import { type DrawnPaper, type DrawnQuestion, drawQuestions } from './papers.js'
import './texts.js'

/**
 * Taking an exam. The deadline is the attempt's row, not a timer anywhere: answers are refused
 * after it (with a little grace for a save in flight), and an attempt past it is handed in by the
 * server — by the minute job, and before anyone reads it — so a reload, a lost connection or a
 * restart changes nothing.
 */

/** A save sent just before the deadline still counts when it arrives this late. */
export const GRACE_MS = 10_000

/** Who is answering: a staff user or a phone. */
export interface Taker {
  kind: 'USER' | 'CLIENT'
  id: string
  phone: string | null
  name: string | null
}

export async function staffTaker(db: Kysely<DB>, user: AuthUser): Promise<Taker> {
  const u = await db.selectFrom('sysUser').select(['phone']).where('id', '=', user.id).executeTakeFirst()
  return { kind: 'USER', id: user.id, phone: u?.phone ?? null, name: user.name }
}

/** A phone answers under its number; its name is the contractor worker's of that number, if any. */
export async function clientTaker(db: Kysely<DB>, client: ClientUser): Promise<Taker> {
  const person = await db
    .selectFrom('krsContractorPerson')
    .select(['name'])
    .where('phone', '=', client.phone)
    .executeTakeFirst()
  return { kind: 'CLIENT', id: client.openId, phone: client.phone, name: person?.name ?? null }
}

const fits = (audience: string, t: Taker) =>
  audience === 'ALL' || audience === (t.kind === 'USER' ? 'STAFF' : 'CLIENT')
const openKey = (paperId: string, t: Taker) => `${paperId}:${t.kind}:${t.id}`
const overdue = (deadlineAt: string, now = Date.now()) => Date.parse(deadlineAt) + GRACE_MS < now

/** An attempt's paper as it was drawn. */
async function paperOf(db: Kysely<DB>, attemptId: string): Promise<DrawnPaper> {
  const row = await db
    .selectFrom('krsExamAttemptPaper')
    .select('paperJson')
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow()
  return JSON.parse(row.paperJson) as DrawnPaper
}

// ---- Handing in ----

/**
 * Hands an attempt in (once: the first caller wins) and marks it: each saved answer right or not,
 * the score, pass, until when the pass counts; the paper's and the questions' figures move with it.
 * Answers saved after this are not counted (their `scored` stays null).
 */
export async function handIn(
  db: Kysely<DB>,
  a: KrsExamAttemptTable,
  kind: 'MANUAL' | 'TIMEOUT',
): Promise<boolean> {
  const paper = await paperOf(db, a.id)
  return db.transaction().execute(async (trx) => {
    const now = nowIso()
    const res = await trx
      .updateTable('krsExamAttempt')
      .set({ status: 'SUBMITTED', openKey: null, submittedAt: now, submitKind: kind })
      .where('id', '=', a.id)
      .where('status', '=', 'ANSWERING')
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) return false
    const saved = await trx
      .selectFrom('krsExamAnswer')
      .select(['questionId', 'answer'])
      .where('attemptId', '=', a.id)
      .execute()
    const given = new Map(saved.map((s) => [s.questionId, s.answer]))
    const right: string[] = []
    const wrong: string[] = []
    let score = 0
    const rightByPoints = new Map<number, string[]>()
    for (const q of paper.questions) {
      if (isRight(q.type, q.answer, given.get(q.questionId))) {
        right.push(q.questionId)
        score += q.points
        rightByPoints.set(q.points, [...(rightByPoints.get(q.points) ?? []), q.questionId])
      } else wrong.push(q.questionId)
    }
    for (const [points, ids] of rightByPoints)
      await trx
        .updateTable('krsExamAnswer')
        .set({ correct: 1, scored: points })
        .where('attemptId', '=', a.id)
        .where('questionId', 'in', ids)
        .execute()
    if (wrong.length)
      await trx
        .updateTable('krsExamAnswer')
        .set({ correct: 0, scored: 0 })
        .where('attemptId', '=', a.id)
        .where('questionId', 'in', wrong)
        .execute()
    const passed = score >= a.passMark
    const validUntil = passed ? companyDay(paper.validDays) : null
    await trx
      .updateTable('krsExamAttempt')
      .set({ score, passed: passed ? 1 : 0, validUntil })
      .where('id', '=', a.id)
      .execute()
    await trx
      .updateTable('krsExamTaker')
      .set((eb) => ({
        bestScore: eb
          .case()
          .when(eb.or([eb('bestScore', 'is', null), eb('bestScore', '<', score)]))
          .then(score)
          .else(eb.ref('bestScore'))
          .end(),
        ...(validUntil
          ? {
              passedUntil: eb
                .case()
                .when(eb.or([eb('passedUntil', 'is', null), eb('passedUntil', '<', validUntil)]))
                .then(validUntil)
                .else(eb.ref('passedUntil'))
                .end(),
            }
          : {}),
      }))
      .where('takerKind', '=', a.takerKind)
      .where('takerId', '=', a.takerId)
      .where('paperId', '=', a.paperId)
      .execute()
    await trx
      .updateTable('krsExamPaper')
      .set((eb) => ({
        submittedCount: eb('submittedCount', '+', 1),
        passedCount: eb('passedCount', '+', passed ? 1 : 0),
        scoreSum: eb('scoreSum', '+', score),
      }))
      .where('id', '=', a.paperId)
      .execute()
    if (right.length)
      await trx
        .updateTable('krsExamStat')
        .set((eb) => ({ answered: eb('answered', '+', 1) }))
        .where('paperId', '=', a.paperId)
        .where('questionId', 'in', right)
        .execute()
    if (wrong.length)
      await trx
        .updateTable('krsExamStat')
        .set((eb) => ({ answered: eb('answered', '+', 1), wrong: eb('wrong', '+', 1) }))
        .where('paperId', '=', a.paperId)
        .where('questionId', 'in', wrong)
        .execute()
    return true
  })
}

/** Hands in, as timed out, every attempt past its deadline (the minute job); how many. */
export async function handInOverdue(db: Kysely<DB>, signal?: AbortSignal): Promise<number> {
  let done = 0
  for (;;) {
    const due = await db
      .selectFrom('krsExamAttempt')
      .selectAll()
      .where('status', '=', 'ANSWERING')
      .where('deadlineAt', '<', new Date(Date.now() - GRACE_MS).toISOString())
      .orderBy('deadlineAt')
      .limit(200)
      .execute()
    for (const a of due) if (await handIn(db, a, 'TIMEOUT')) done++
    if (due.length < 200 || signal?.aborted) return done
  }
}

/** The taker's attempt (another's is "not found"), handed in first when past its deadline. */
async function ownAttempt(db: Kysely<DB>, t: Taker, id: string): Promise<KrsExamAttemptTable> {
  const a = await db
    .selectFrom('krsExamAttempt')
    .selectAll()
    .where('id', '=', id)
    .where('takerKind', '=', t.kind)
    .where('takerId', '=', t.id)
    .executeTakeFirst()
  if (!a) throw notFound('krsExamAttemptNotFound')
  if (a.status === 'ANSWERING' && overdue(a.deadlineAt)) {
    await handIn(db, a, 'TIMEOUT')
    return ownAttempt(db, t, id)
  }
  return a
}

// ---- What a person may take ----

export async function examOffers(db: Kysely<DB>, t: Taker): Promise<ExamOffer[]> {
  // The published papers change seldom and are the same for everyone: kept a few seconds.
  const papers = (
    await memo(db, 'krsExamPublished', ['krs_exam_paper'], () =>
      db
        .selectFrom('krsExamPaper')
        .select([
          'id',
          'name',
          'description',
          'purpose',
          'mode',
          'audience',
          'timeLimit',
          'passMark',
          'totalPoints',
          'questionCount',
          'maxAttempts',
        ])
        .where('status', '=', 'PUBLISHED')
        .orderBy('createdAt', 'desc')
        .execute(),
    )
  ).filter((p) => fits(p.audience, t))
  if (!papers.length) return []
  const [mine, open] = await Promise.all([
    db
      .selectFrom('krsExamTaker')
      .select(['paperId', 'attempts', 'bestScore', 'passedUntil'])
      .where('takerKind', '=', t.kind)
      .where('takerId', '=', t.id)
      .execute(),
    db
      .selectFrom('krsExamAttempt')
      .select(['id', 'paperId', 'deadlineAt'])
      .where(
        'openKey',
        'in',
        papers.map((p) => openKey(p.id, t)),
      )
      .execute(),
  ])
  const today = companyDay()
  return papers.map(({ audience: _, ...p }) => {
    const own = mine.find((m) => m.paperId === p.id)
    const o = open.find((a) => a.paperId === p.id && !overdue(a.deadlineAt))
    return {
      ...p,
      attempts: own?.attempts ?? 0,
      openAttemptId: o?.id ?? null,
      bestScore: own?.bestScore ?? null,
      passedUntil: own?.passedUntil && own.passedUntil >= today ? own.passedUntil : null,
    }
  })
}

/**
 * Draws a paper for the taker — or gives back the one they are answering (a second click, another
 * tab). The seed and the drawn questions are kept with the attempt.
 */
export async function drawAttempt(db: Kysely<DB>, t: Taker, paperId: string, name?: string | null) {
  const p = await db.selectFrom('krsExamPaper').selectAll().where('id', '=', paperId).executeTakeFirst()
  if (!p) throw notFound('krsExamPaperNotFound')
  if (p.status !== 'PUBLISHED') throw badRequest('krsExamPaperNotOpen')
  if (!fits(p.audience, t)) throw new AppError(403, 'krsExamNotForYou')
  const takerName = t.name ?? name ?? null
  if (!takerName) throw fieldInvalid('name', 'krsExamNameRequired')
  const open = await db
    .selectFrom('krsExamAttempt')
    .selectAll()
    .where('openKey', '=', openKey(p.id, t))
    .executeTakeFirst()
  if (open) {
    if (!overdue(open.deadlineAt)) return { attemptId: open.id }
    await handIn(db, open, 'TIMEOUT')
  }
  if (p.maxAttempts > 0) {
    const used = await db
      .selectFrom('krsExamTaker')
      .select('attempts')
      .where('takerKind', '=', t.kind)
      .where('takerId', '=', t.id)
      .where('paperId', '=', p.id)
      .executeTakeFirst()
    if ((used?.attempts ?? 0) >= p.maxAttempts)
      throw badRequest('krsExamNoAttemptsLeft', { max: p.maxAttempts })
  }
  const seed = randomInt(2 ** 31 - 1)
  const questions = await drawQuestions(db, p, seed)
  const paper: DrawnPaper = { validDays: p.validDays, showAnswers: p.showAnswers === 1, questions }
  const started = Date.now()
  const id = newId()
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('krsExamAttempt')
        .values({
          id,
          paperId: p.id,
          paperName: p.name,
          purpose: p.purpose,
          takerKind: t.kind,
          takerId: t.id,
          takerName: takerName.slice(0, 64),
          takerPhone: t.phone,
          seed,
          totalPoints: questions.reduce((s, q) => s + q.points, 0),
          passMark: p.passMark,
          status: 'ANSWERING',
          openKey: openKey(p.id, t),
          startedAt: new Date(started).toISOString(),
          deadlineAt: new Date(started + p.timeLimit * 60_000).toISOString(),
          submittedAt: null,
          submitKind: null,
          score: null,
          passed: null,
          validUntil: null,
          createdAt: new Date(started).toISOString(),
        })
        .execute()
      await trx
        .insertInto('krsExamAttemptPaper')
        .values({ id, paperJson: JSON.stringify(paper) })
        .execute()
      await trx
        .updateTable('krsExamPaper')
        .set((eb) => ({ attemptCount: eb('attemptCount', '+', 1) }))
        .where('id', '=', p.id)
        .execute()
      const who = { paperId: p.id, takerKind: t.kind, takerId: t.id }
      await ignoringDuplicates(
        trx,
        trx
          .insertInto('krsExamTaker')
          .values({ id: newId(), ...who, attempts: 0, bestScore: null, passedUntil: null }),
      ).execute()
      await trx
        .updateTable('krsExamTaker')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('takerKind', '=', t.kind)
        .where('takerId', '=', t.id)
        .where('paperId', '=', p.id)
        .execute()
      await ignoringDuplicates(
        trx,
        trx.insertInto('krsExamStat').values(
          questions.map((q) => ({
            id: newId(),
            paperId: p.id,
            questionId: q.questionId,
            stem: q.stem.slice(0, 1000),
            type: q.type,
            answered: 0,
            wrong: 0,
          })),
        ),
      ).execute()
    })
  } catch (err) {
    // Drawn twice at once: the other draw's attempt is the one.
    if (!isUniqueViolation(err)) throw err
    const other = await db
      .selectFrom('krsExamAttempt')
      .select('id')
      .where('openKey', '=', openKey(p.id, t))
      .executeTakeFirst()
    if (!other) throw err
    return { attemptId: other.id }
  }
  return { attemptId: id }
}

/** The attempt as its taker answers it: questions without answers, what was saved, the deadline. */
export async function attemptView(db: Kysely<DB>, t: Taker, id: string): Promise<Attempt> {
  const a = await ownAttempt(db, t, id)
  const paper = await paperOf(db, a.id)
  const saved =
    a.status === 'ANSWERING'
      ? await db
          .selectFrom('krsExamAnswer')
          .select(['questionId', 'answer'])
          .where('attemptId', '=', a.id)
          .execute()
      : []
  const timeLimit = Math.round((Date.parse(a.deadlineAt) - Date.parse(a.startedAt)) / 60_000)
  return {
    id: a.id,
    paperId: a.paperId,
    paperName: a.paperName,
    status: a.status,
    startedAt: a.startedAt,
    deadlineAt: a.deadlineAt,
    now: nowIso(),
    timeLimit,
    totalPoints: a.totalPoints,
    passMark: a.passMark,
    questions: paper.questions.map((q) => ({
      questionId: q.questionId,
      type: q.type,
      stem: q.stem,
      options: q.options,
      points: q.points,
    })),
    answers: Object.fromEntries(saved.map((s) => [s.questionId, s.answer])),
  }
}

/** An attempt's questions by id: drawn once and never changed, so kept (the newest 5,000 attempts). */
const drawn = new Map<string, Map<string, DrawnQuestion>>()
async function questionsOf(db: Kysely<DB>, attemptId: string) {
  let qs = drawn.get(attemptId)
  if (!qs) {
    qs = new Map((await paperOf(db, attemptId)).questions.map((q) => [q.questionId, q]))
    if (drawn.size >= 5000) drawn.delete(drawn.keys().next().value as string)
    drawn.set(attemptId, qs)
  }
  return qs
}

/** The answer as stored: a choice's keys in order, true/false as T/F, a fill-in trimmed. */
function normalise(type: string, options: number, answer: string): string {
  if (!answer) return ''
  if (type === 'FILL') return answer
  const keys = 'ABCDEFGH'.slice(0, options).split('')
  if (type === 'JUDGE') {
    if (answer !== 'T' && answer !== 'F') throw fieldInvalid('answer', 'krsExamBadAnswer', { hint: 'T | F' })
    return answer
  }
  const parts = [...new Set(answer.split(','))].sort()
  if (!parts.every((p) => keys.includes(p)) || (type === 'SINGLE' && parts.length !== 1))
    throw fieldInvalid('answer', 'krsExamBadAnswer', { hint: keys.join(type === 'SINGLE' ? ' | ' : ',') })
  return parts.join(',')
}

/** Saves one answer (again: replaces it); an empty answer clears it. Refused once handed in or late. */
export async function saveAnswer(
  db: Kysely<DB>,
  t: Taker,
  b: { attemptId: string; questionId: string; answer: string },
) {
  // The hot path: the attempt's state only; its questions (which never change) read once.
  let a = await db
    .selectFrom('krsExamAttempt')
    .select(['id', 'status', 'deadlineAt'])
    .where('id', '=', b.attemptId)
    .where('takerKind', '=', t.kind)
    .where('takerId', '=', t.id)
    .executeTakeFirst()
  if (a?.status === 'ANSWERING' && overdue(a.deadlineAt)) a = await ownAttempt(db, t, b.attemptId)
  if (!a) throw notFound('krsExamAttemptNotFound')
  if (a.status !== 'ANSWERING') throw badRequest('krsExamClosed')
  const q = (await questionsOf(db, a.id)).get(b.questionId)
  if (!q) throw fieldInvalid('questionId', 'krsExamNoSuchQuestion')
  const answer = normalise(q.type, q.options.length, b.answer)
  const savedAt = nowIso()
  if (!answer) {
    await db
      .deleteFrom('krsExamAnswer')
      .where('attemptId', '=', a.id)
      .where('questionId', '=', q.questionId)
      .execute()
    return { savedAt }
  }
  const insert = db.insertInto('krsExamAnswer').values({
    id: newId(),
    attemptId: a.id,
    questionId: q.questionId,
    answer,
    correct: null,
    scored: null,
    savedAt,
  })
  // One statement, so two saves of a question at once leave one row with one of them.
  await (dialectOf(db) === 'mysql'
    ? insert.onDuplicateKeyUpdate({ answer, savedAt })
    : insert.onConflict((oc) => oc.columns(['attemptId', 'questionId']).doUpdateSet({ answer, savedAt }))
  ).execute()
  return { savedAt }
}

export async function submitAttempt(db: Kysely<DB>, t: Taker, id: string) {
  const a = await ownAttempt(db, t, id)
  // Handed in at or after the deadline (the page does so at zero): the time ran out.
  const late = Date.parse(a.deadlineAt) <= Date.now()
  if (a.status !== 'ANSWERING' || !(await handIn(db, a, late ? 'TIMEOUT' : 'MANUAL')))
    throw badRequest('krsExamAlreadySubmitted')
  return resultOf(db, await ownAttempt(db, t, id), false)
}

/** An attempt's result: only once handed in; right answers when the paper shows them (or for staff). */
export async function resultOf(
  db: Kysely<DB>,
  a: KrsExamAttemptTable,
  reviewer: boolean,
): Promise<ExamResult> {
  const answering = a.status !== 'SUBMITTED'
  // The person sees a result once handed in; staff also watch one being answered (nothing marked yet).
  if (answering && !reviewer) throw badRequest('krsExamNotSubmitted')
  const paper = await paperOf(db, a.id)
  const show = reviewer || paper.showAnswers
  let q = db
    .selectFrom('krsExamAnswer')
    .select(['questionId', 'answer', 'correct', 'scored'])
    .where('attemptId', '=', a.id)
  if (!answering) q = q.where('scored', 'is not', null)
  const byQ = new Map((await q.execute()).map((s) => [s.questionId, s]))
  const questions = paper.questions.map((q) => {
    const s = byQ.get(q.questionId)
    return {
      questionId: q.questionId,
      type: q.type,
      stem: q.stem,
      options: q.options,
      points: q.points,
      given: s?.answer ?? null,
      correct: s?.correct === 1,
      scored: s?.scored ?? 0,
      rightAnswer: show ? q.answer : null,
      analysis: show ? q.analysis : null,
    }
  })
  return {
    id: a.id,
    paperId: a.paperId,
    paperName: a.paperName,
    purpose: a.purpose,
    status: a.status,
    startedAt: a.startedAt,
    submittedAt: a.submittedAt,
    submitKind: a.submitKind,
    takerName: a.takerName,
    takerPhone: a.takerPhone,
    validUntil: a.validUntil,
    totalPoints: a.totalPoints,
    passMark: a.passMark,
    questionCount: questions.length,
    wrongCount: questions.filter((q) => !q.correct).length,
    score: a.score ?? 0,
    passed: a.passed === 1,
    showAnswers: show,
    questions,
  }
}

export const myResult = async (db: Kysely<DB>, t: Taker, id: string) =>
  resultOf(db, await ownAttempt(db, t, id), false)

// ---- A person's attempts ----

export const attemptColumns = [
  'a.id',
  'a.paperId',
  'a.paperName',
  'a.purpose',
  'a.takerKind',
  'a.takerName',
  'a.takerPhone',
  'a.status',
  'a.startedAt',
  'a.deadlineAt',
  'a.submittedAt',
  'a.submitKind',
  'a.validUntil',
  'a.totalPoints',
  'a.passMark',
  'a.score',
  'a.passed',
] as const
export const attemptRows = listView((q: From<'krsExamAttempt', 'a'>) => q.select(attemptColumns))
export const asAttemptRow = <R extends { passed: number | null }>(r: R) => ({
  ...r,
  passed: r.passed === null ? null : r.passed === 1,
})

const myListing = defineList({
  table: 'krs_exam_attempt',
  alias: 'a',
  key: 'a.id',
  order: {
    by: [
      ['a.createdAt', 'desc'],
      ['a.id', 'desc'],
    ],
    index: 'krs_exam_attempt_taker',
  },
  sort: { createdAt: { by: ['a.createdAt', 'a.id'], index: 'krs_exam_attempt_taker' } },
})

export async function myAttempts(db: Kysely<DB>, t: Taker, query: ListQuery) {
  const q = db
    .selectFrom('krsExamAttempt as a')
    .where('a.takerKind', '=', t.kind)
    .where('a.takerId', '=', t.id)
  const page = await listPage(db, null, myListing, query, q, attemptRows)
  return { ...page, records: page.records.map(asAttemptRow) }
}

// ---- Passes, for the other modules (`core/examPass.ts`) ----

export const examPasses = {
  async required(db: Kysely<DB>, purpose: string) {
    const p = await db
      .selectFrom('krsExamPaper')
      .select('id')
      .where('status', '=', 'PUBLISHED')
      .where('purpose', '=', purpose)
      .executeTakeFirst()
    return !!p
  },
  async holders(db: Kysely<DB>, phones: readonly string[], purpose: string, day: string) {
    const rows = await db
      .selectFrom('krsExamAttempt')
      .select('takerPhone')
      .distinct()
      .where('takerPhone', 'in', [...new Set(phones)])
      .where('purpose', '=', purpose)
      .where('passed', '=', 1)
      .where('validUntil', '>=', day)
      .execute()
    return new Set(rows.map((r) => r.takerPhone as string))
  },
}
