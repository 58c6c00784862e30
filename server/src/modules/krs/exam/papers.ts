import {
  type PaperForm,
  type PaperItem,
  type PaperRow,
  type PaperRule,
  type PaperStatus,
  paperAddSchema,
  type QuestionRow,
  totalPoints,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import { fieldInvalid } from '../../../core/content.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst } from '../../../core/listOrders.js'
import { created, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB, KrsExamPaperTable } from '../../../db/schema.js'
import { pick, seeded } from './draw.js'
import './texts.js'

export const PAPER_MENU = 'krsExamPaper'

/** A question as an attempt keeps it: everything needed to show and mark it again. */
export interface DrawnQuestion {
  questionId: string
  type: string
  stem: string
  options: QuestionRow['options']
  answer: string
  analysis: string | null
  points: number
}
/** What an attempt keeps of its paper besides the questions. */
export interface DrawnPaper {
  validDays: number
  showAnswers: boolean
  questions: DrawnQuestion[]
}

const paperRows = listView((q: From<'krsExamPaper', 'p'>) =>
  q.select([
    'p.id',
    'p.name',
    'p.description',
    'p.purpose',
    'p.audience',
    'p.mode',
    'p.status',
    'p.timeLimit',
    'p.passMark',
    'p.totalPoints',
    'p.maxAttempts',
    'p.validDays',
    'p.questionCount',
    'p.showAnswers',
    'p.createdAt',
  ]),
)
const paperListing = defineList({
  ...newestFirst('krs_exam_paper', 'p', 'createdAt', 'krs_exam_paper_created'),
  search: { name: search.text('p.name', 'krs_exam_paper') },
  sort: { createdAt: { by: ['p.createdAt', 'p.id'], index: 'krs_exam_paper_created' } },
})

type Selected = Omit<PaperRow, 'showAnswers' | 'createdAt'> & {
  showAnswers: number
  createdAt: string | null
}
const asRow = ({ showAnswers, createdAt, ...r }: Selected): PaperRow => ({
  ...r,
  showAnswers: showAnswers === 1,
  createdAt: createdAt ?? '',
})

export async function paperPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { status?: string; purpose?: string },
) {
  let q = db.selectFrom('krsExamPaper as p')
  if (query.status) q = q.where('p.status', '=', query.status)
  if (query.purpose) q = q.where('p.purpose', '=', query.purpose)
  const page = await listPage(db, user, paperListing, query, q, paperRows)
  return { ...page, records: page.records.map((r) => asRow(r as Selected)) }
}

export async function paperRow(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('krsExamPaper').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('krsExamPaperNotFound')
  return row
}

export async function paperDetail(db: Kysely<DB>, id: string) {
  const p = await paperRows
    .select(db.selectFrom('krsExamPaper as p'))
    .select(['p.rulesJson', 'p.itemsJson'])
    .where('p.id', '=', id)
    .executeTakeFirst()
  if (!p) throw notFound('krsExamPaperNotFound')
  const { rulesJson, itemsJson, ...row } = p
  const items = JSON.parse(itemsJson) as PaperItem[]
  const questions = items.length
    ? await db
        .selectFrom('krsExamQuestion')
        .select(['id', 'stem', 'type'])
        .where(
          'id',
          'in',
          items.map((i) => i.questionId),
        )
        .execute()
    : []
  const byId = new Map(questions.map((q) => [q.id, q]))
  return {
    ...asRow(row as Selected),
    rules: JSON.parse(rulesJson) as PaperRule[],
    items: items.map((i) => ({
      ...i,
      stem: byId.get(i.questionId)?.stem ?? '',
      type: byId.get(i.questionId)?.type ?? '',
    })),
  }
}

const columns = (f: PaperForm) => {
  const p = paperAddSchema.parse(f)
  const rules = p.mode === 'RANDOM' ? p.rules : []
  const items = p.mode === 'FIXED' ? p.items : []
  return {
    name: p.name,
    description: p.description ?? null,
    purpose: p.purpose,
    audience: p.audience,
    mode: p.mode,
    timeLimit: p.timeLimit,
    passMark: p.passMark,
    totalPoints: totalPoints(p),
    questionCount: p.mode === 'RANDOM' ? rules.reduce((s, r) => s + r.count, 0) : items.length,
    maxAttempts: p.maxAttempts,
    validDays: p.validDays,
    showAnswers: p.showAnswers ? 1 : 0,
    rulesJson: JSON.stringify(rules),
    itemsJson: JSON.stringify(items),
  }
}

/**
 * Draws the paper's questions with `seed`: each rule's candidates (enabled questions of its
 * category, difficulty and type, not drawn by an earlier rule) in id order, shuffled by the seed;
 * a fixed paper's questions in their order. Refuses, naming the rule, when the bank cannot fill it.
 */
export async function drawQuestions(
  db: Kysely<DB>,
  p: Pick<KrsExamPaperTable, 'mode' | 'rulesJson' | 'itemsJson'>,
  seed: number,
): Promise<DrawnQuestion[]> {
  const random = seeded(seed)
  const chosen: Array<{ id: string; points: number }> = []
  if (p.mode === 'RANDOM') {
    const rules = JSON.parse(p.rulesJson) as PaperRule[]
    const taken = new Set<string>()
    for (const [i, r] of rules.entries()) {
      let q = db
        .selectFrom('krsExamQuestion')
        .select('id')
        .where('category', '=', r.category)
        .where('enabled', '=', 1)
      if (r.difficulty) q = q.where('difficulty', '=', r.difficulty)
      if (r.type) q = q.where('type', '=', r.type)
      const ids = (await q.orderBy('id').execute()).map((x) => x.id).filter((id) => !taken.has(id))
      if (ids.length < r.count)
        throw fieldInvalid(`rules.${i}.count`, 'krsExamNotEnough', {
          category: r.category,
          have: ids.length,
          need: r.count,
        })
      for (const id of pick(ids, r.count, random)) {
        taken.add(id)
        chosen.push({ id, points: r.points })
      }
    }
  } else {
    for (const i of JSON.parse(p.itemsJson) as PaperItem[])
      chosen.push({ id: i.questionId, points: i.points })
  }
  const rows = chosen.length
    ? await db
        .selectFrom('krsExamQuestion')
        .select(['id', 'type', 'stem', 'optionsJson', 'answer', 'analysis', 'enabled'])
        .where(
          'id',
          'in',
          chosen.map((c) => c.id),
        )
        .execute()
    : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  return chosen.map((c) => {
    const q = byId.get(c.id)
    if (q?.enabled !== 1) throw fieldInvalid('items', 'krsExamItemMissing')
    return {
      questionId: q.id,
      type: q.type,
      stem: q.stem,
      options: JSON.parse(q.optionsJson),
      answer: q.answer,
      analysis: q.analysis,
      points: c.points,
    }
  })
}

/** A published paper must be drawable: a trial draw refuses a rule the bank cannot fill. */
const checkDrawable = (db: Kysely<DB>, p: Pick<KrsExamPaperTable, 'mode' | 'rulesJson' | 'itemsJson'>) =>
  drawQuestions(db, p, 1)

export async function addPaper(db: Kysely<DB>, user: AuthUser, f: PaperForm) {
  const cols = columns(f)
  await checkDrawable(db, cols)
  const id = newId()
  await db
    .insertInto('krsExamPaper')
    .values({
      id,
      ...cols,
      status: 'DRAFT',
      attemptCount: 0,
      submittedCount: 0,
      passedCount: 0,
      scoreSum: 0,
      ...created(user),
      updatedAt: null,
      updatedUser: null,
    })
    .execute()
  return id
}

/** Changes a paper (attempts already drawn keep their copy of it). */
export async function editPaper(db: Kysely<DB>, user: AuthUser, f: PaperForm & { id: string }) {
  const cols = columns(f)
  await checkDrawable(db, cols)
  const res = await db
    .updateTable('krsExamPaper')
    .set({ ...cols, ...updated(user) })
    .where('id', '=', f.id)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw notFound('krsExamPaperNotFound')
}

export async function deletePapers(db: Kysely<DB>, ids: string[]) {
  const taken = await db
    .selectFrom('krsExamPaper')
    .select(['name'])
    .where('id', 'in', ids)
    .where('attemptCount', '>', 0)
    .executeTakeFirst()
  if (taken) throw badRequest('krsExamPaperHasAttempts', { name: taken.name })
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('krsExamStat').where('paperId', 'in', ids).execute()
    await trx.deleteFrom('krsExamPaper').where('id', 'in', ids).execute()
  })
}

/** Publishes (drawable first) or closes papers: closed, no one draws it; open attempts finish. */
export async function setPaperStatus(db: Kysely<DB>, user: AuthUser, id: string, status: PaperStatus) {
  const p = await paperRow(db, id)
  if (status === 'PUBLISHED') await checkDrawable(db, p)
  await db
    .updateTable('krsExamPaper')
    .set({ status, ...updated(user) })
    .where('id', '=', id)
    .execute()
}
