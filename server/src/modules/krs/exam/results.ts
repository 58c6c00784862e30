import type { PaperStats } from '@portal/contracts'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import { notFound } from '../../../core/errors.js'
import { orderedBatches, streamXlsx } from '../../../core/excel.js'
import type { Lang } from '../../../core/i18n.js'
import { defineList, filterList, type ListQuery, listPage, shownBatches } from '../../../core/list.js'
import { newestFirst } from '../../../core/listOrders.js'
import { maskFor } from '../../../core/mask.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'
import { asAttemptRow, attemptColumns, attemptRows, GRACE_MS, handIn, resultOf } from './taking.js'

/** Exam result management (`/krsTestResult`): every attempt, its detail, export, per-question figures. */
export const RESULT_MENU = 'krsTestResult'
const RESULT_SENSITIVE = { takerPhone: 'phone' } as const

const resultListing = defineList({
  ...newestFirst('krs_exam_attempt', 'a', 'createdAt', 'krs_exam_attempt_created'),
  search: {
    takerName: search.text('a.takerName', 'krs_exam_attempt'),
    takerPhone: search.prefix('a.takerPhone'),
  },
  // The phone number is the page's `takerPhone` field: masked, and not searched, without it.
  fieldMenu: RESULT_MENU,
  masked: RESULT_SENSITIVE,
  sort: { createdAt: { by: ['a.createdAt', 'a.id'], index: 'krs_exam_attempt_created' } },
})

interface ResultFilter {
  paperId?: string
  status?: string
  passed?: string
}
const filtered = (db: Kysely<DB>, f: ResultFilter) => {
  let q = db.selectFrom('krsExamAttempt as a')
  if (f.paperId) q = q.where('a.paperId', '=', f.paperId)
  if (f.status) q = q.where('a.status', '=', f.status)
  if (f.passed) q = q.where('a.passed', '=', Number(f.passed))
  return q
}

export async function resultPage(db: Kysely<DB>, user: AuthUser, query: ListQuery & ResultFilter) {
  const page = await listPage(db, user, resultListing, query, filtered(db, query), attemptRows)
  return { ...page, records: page.records.map(asAttemptRow) }
}

/** One attempt with every answer and the right ones; an overdue one is handed in first. */
export async function resultDetail(db: Kysely<DB>, user: AuthUser, id: string) {
  let a = await db.selectFrom('krsExamAttempt').selectAll().where('id', '=', id).executeTakeFirst()
  if (!a) throw notFound('krsExamAttemptNotFound')
  if (a.status === 'ANSWERING' && Date.parse(a.deadlineAt) + GRACE_MS < Date.now()) {
    await handIn(db, a, 'TIMEOUT')
    a = await db.selectFrom('krsExamAttempt').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  }
  return maskFor(db, user, RESULT_MENU, RESULT_SENSITIVE, await resultOf(db, a, true))
}

/** A paper's figures: attempts, passes, average, and how often each question was answered wrong. */
export async function paperStats(db: Kysely<DB>, paperId: string): Promise<PaperStats> {
  const p = await db
    .selectFrom('krsExamPaper')
    .select(['attemptCount', 'submittedCount', 'passedCount', 'scoreSum'])
    .where('id', '=', paperId)
    .executeTakeFirst()
  if (!p) throw notFound('krsExamPaperNotFound')
  const stats = await db
    .selectFrom('krsExamStat')
    .select(['questionId', 'type', 'stem', 'answered', 'wrong'])
    .where('paperId', '=', paperId)
    .execute()
  return {
    attempts: p.attemptCount,
    submitted: p.submittedCount,
    passed: p.passedCount,
    averageScore: p.submittedCount ? Math.round((p.scoreSum / p.submittedCount) * 10) / 10 : null,
    questions: stats
      .map((s) => ({ ...s, wrongRate: s.answered ? Math.round((s.wrong / s.answered) * 1000) / 10 : 0 }))
      .sort(
        (a, b) => b.wrongRate - a.wrongRate || b.wrong - a.wrong || a.questionId.localeCompare(b.questionId),
      ),
  }
}

const EXPORT_COLUMNS = [
  ['paperName', '试卷', 'Paper'],
  ['takerName', '姓名', 'Name'],
  ['takerPhone', '手机号', 'Phone'],
  ['status', '状态', 'Status'],
  ['startedAt', '开始时间', 'Started'],
  ['submittedAt', '交卷时间', 'Handed in'],
  ['submitKind', '交卷方式', 'How'],
  ['score', '得分', 'Score'],
  ['totalPoints', '总分', 'Total'],
  ['passMark', '及格分', 'Pass mark'],
  ['passed', '是否合格', 'Passed'],
  ['validUntil', '合格有效期至', 'Pass valid until'],
] as const

/** Every attempt the filter matches, newest first, a batch at a time. */
export async function exportResults(
  db: Kysely<DB>,
  user: AuthUser,
  reply: FastifyReply,
  log: FastifyBaseLogger,
  lang: Lang,
  f: ResultFilter & { searchKey?: string; takerName?: string; takerPhone?: string },
) {
  const { query, hidden } = await filterList(db, user, resultListing, f, filtered(db, f))
  const q = query.select([...attemptColumns, 'a.createdAt'])
  const en = lang === 'en'
  const words = {
    ANSWERING: en ? 'Answering' : '作答中',
    SUBMITTED: en ? 'Handed in' : '已交卷',
    MANUAL: en ? 'By the person' : '主动交卷',
    TIMEOUT: en ? 'Time up' : '超时自动交卷',
  } as Record<string, string>
  return streamXlsx(reply, log, {
    fileName: 'exam-results',
    sheet: 'results',
    columns: EXPORT_COLUMNS.map(([key, zh, enTitle]) => ({ key, header: en ? enTitle : zh })),
    batches: shownBatches(
      resultListing,
      hidden,
      orderedBatches(q, [
        ['a.createdAt', 'desc'],
        ['a.id', 'desc'],
      ]),
    ),
    cells: (r) => ({
      ...r,
      status: words[r.status] ?? r.status,
      submitKind: r.submitKind ? (words[r.submitKind] ?? r.submitKind) : '',
      passed: r.passed === null ? '' : r.passed === 1 ? (en ? 'Yes' : '合格') : en ? 'No' : '不合格',
    }),
  })
}
