import {
  answerFits,
  EXAM_CATEGORY_DICT,
  EXAM_LIMITS,
  OPTION_KEYS,
  type QuestionForm,
  type QuestionRow,
  type QuestionType,
  questionAddSchema,
} from '@portal/contracts'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import { fieldInvalid } from '../../../core/content.js'
import { dictItems } from '../../../core/dicts.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { importErrors, importTemplate, orderedBatches, readSheet, streamXlsx } from '../../../core/excel.js'
import type { Lang } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst } from '../../../core/listOrders.js'
import { created, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/** Holders of the question bank page read it; its buttons add, edit, delete, import, export. */
export const QUESTION_MENU = 'krsExamQuestion'

const questionRows = listView((q: From<'krsExamQuestion', 'q'>) =>
  q.select([
    'q.id',
    'q.type',
    'q.category',
    'q.difficulty',
    'q.stem',
    'q.optionsJson',
    'q.answer',
    'q.analysis',
    'q.enabled',
    'q.createdAt',
  ]),
)
const questionListing = defineList({
  ...newestFirst('krs_exam_question', 'q', 'createdAt', 'krs_exam_question_created'),
  search: { stem: search.text('q.stem', 'krs_exam_question') },
  sort: { createdAt: { by: ['q.createdAt', 'q.id'], index: 'krs_exam_question_created' } },
})

type Selected = {
  optionsJson: string
  enabled: number
  createdAt: string | null
} & Omit<QuestionRow, 'options' | 'enabled' | 'createdAt'>
const asRow = ({ optionsJson, enabled, createdAt, ...r }: Selected): QuestionRow => ({
  ...r,
  options: JSON.parse(optionsJson),
  enabled: enabled === 1,
  createdAt: createdAt ?? '',
})

export async function questionPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { type?: string; category?: string; difficulty?: number },
) {
  let q = db.selectFrom('krsExamQuestion as q')
  if (query.type) q = q.where('q.type', '=', query.type)
  if (query.category) q = q.where('q.category', '=', query.category)
  if (query.difficulty) q = q.where('q.difficulty', '=', query.difficulty)
  const page = await listPage(db, user, questionListing, query, q, questionRows)
  return { ...page, records: page.records.map((r) => asRow(r as Selected)) }
}

export async function questionDetail(db: Kysely<DB>, id: string) {
  const row = await questionRows
    .select(db.selectFrom('krsExamQuestion as q'))
    .where('q.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('krsExamQuestionNotFound')
  return asRow(row as Selected)
}

/** The categories a question may have: the dictionary's values. */
async function checkCategory(db: Kysely<DB>, category: string) {
  const known = (await dictItems(db, EXAM_CATEGORY_DICT)).some((d) => d.value === category)
  if (!known) throw fieldInvalid('category', 'krsExamCategoryUnknown', { value: category })
}

const columns = (f: QuestionForm) => {
  const judgeOrFill = f.type === 'JUDGE' || f.type === 'FILL'
  return {
    type: f.type,
    category: f.category,
    difficulty: f.difficulty,
    stem: f.stem,
    optionsJson: JSON.stringify(judgeOrFill ? [] : (f.options ?? [])),
    answer:
      f.type === 'FILL'
        ? f.answer
            .split('|')
            .map((a) => a.trim())
            .filter(Boolean)
            .join('|')
        : f.answer,
    analysis: f.analysis ?? null,
    enabled: f.enabled === false ? 0 : 1,
  }
}

export async function addQuestion(db: Kysely<DB>, user: AuthUser, f: QuestionForm) {
  await checkCategory(db, f.category)
  const id = newId()
  await db
    .insertInto('krsExamQuestion')
    .values({ id, ...columns(f), ...created(user), updatedAt: null, updatedUser: null })
    .execute()
  return id
}

export async function editQuestion(db: Kysely<DB>, user: AuthUser, f: QuestionForm & { id: string }) {
  await checkCategory(db, f.category)
  const res = await db
    .updateTable('krsExamQuestion')
    .set({ ...columns(f), ...updated(user) })
    .where('id', '=', f.id)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw notFound('krsExamQuestionNotFound')
}

/**
 * Deletes questions no fixed paper names (drawn attempts keep their own copy, so past papers show
 * the same whatever happens to the bank).
 */
export async function deleteQuestions(db: Kysely<DB>, ids: string[]) {
  const papers = await db
    .selectFrom('krsExamPaper')
    .select(['itemsJson'])
    .where('mode', '=', 'FIXED')
    .execute()
  const used = new Set(
    papers.flatMap((p) =>
      (JSON.parse(p.itemsJson) as Array<{ questionId: string }>).map((i) => i.questionId),
    ),
  )
  if (ids.some((id) => used.has(id))) throw badRequest('krsExamQuestionInUse')
  await db.deleteFrom('krsExamQuestion').where('id', 'in', ids).execute()
}

/** How many enabled questions each category, difficulty and type holds (what rules can draw). */
export function questionCounts(db: Kysely<DB>) {
  return db
    .selectFrom('krsExamQuestion')
    .select(['category', 'difficulty', 'type', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('enabled', '=', 1)
    .groupBy(['category', 'difficulty', 'type'])
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, count: Number(r.count) })))
}

// ---- Excel ----

const TYPE_NAMES: Record<QuestionType, [string, string]> = {
  SINGLE: ['单选', 'Single'],
  MULTIPLE: ['多选', 'Multiple'],
  JUDGE: ['判断', 'True/false'],
  FILL: ['填空', 'Fill-in'],
}
const OPTION_COLUMNS = OPTION_KEYS.slice(0, 6)
export const QUESTION_EXCEL_COLUMNS = [
  { key: 'type', title: '题型', titleEn: 'Type', required: true },
  { key: 'category', title: '分类', titleEn: 'Category', required: true },
  { key: 'difficulty', title: '难度', titleEn: 'Difficulty', required: true },
  { key: 'stem', title: '题干', titleEn: 'Question', required: true },
  ...OPTION_COLUMNS.map((k) => ({
    key: `option${k}`,
    title: `选项${k}`,
    titleEn: `Option ${k}`,
    required: false,
  })),
  { key: 'answer', title: '答案', titleEn: 'Answer', required: true },
  { key: 'analysis', title: '解析', titleEn: 'Explanation', required: false },
] as const

const header = (lang: Lang, c: { title: string; titleEn: string }) => (lang === 'en' ? c.titleEn : c.title)
const excelHeaders = (lang: Lang) =>
  QUESTION_EXCEL_COLUMNS.map((c) => ({ key: c.key, header: header(lang, c) }))

export const questionTemplate = (reply: FastifyReply, lang: Lang) =>
  importTemplate(reply, 'question-import-template', excelHeaders(lang))

const typeOf = (text: string): QuestionType | undefined => {
  const t = text.trim().toLowerCase()
  return (Object.keys(TYPE_NAMES) as QuestionType[]).find(
    (k) => k.toLowerCase() === t || TYPE_NAMES[k].some((n) => n.toLowerCase() === t),
  )
}
const DIFFICULTY_NAMES: Record<string, 1 | 2 | 3> = {
  '1': 1,
  '2': 2,
  '3': 3,
  易: 1,
  中: 2,
  难: 3,
  easy: 1,
  medium: 2,
  hard: 3,
}
/** The answer as a sheet may write it: `A C`, `a,c`, `对`/`错`, `正确`/`错误`, `true`… */
function answerOf(type: QuestionType, text: string): string {
  if (type === 'FILL') return text.trim()
  if (type === 'JUDGE') {
    const t = text.trim().toLowerCase()
    if (['t', 'true', '对', '正确', '√', 'y', 'yes'].includes(t)) return 'T'
    if (['f', 'false', '错', '错误', '×', 'n', 'no'].includes(t)) return 'F'
    return text
  }
  return [
    ...new Set(
      text
        .toUpperCase()
        .replace(/[^A-Z]/g, '')
        .split(''),
    ),
  ]
    .sort()
    .join(',')
}

/** Imports questions: every row checked first (per-row errors); all written in one transaction, or none. */
export async function importQuestions(db: Kysely<DB>, user: AuthUser, file: string, lang: Lang) {
  const raw = await readSheet(file, QUESTION_EXCEL_COLUMNS)
  const { add: err, check } = importErrors(lang, (key) =>
    header(lang, QUESTION_EXCEL_COLUMNS.find((c) => c.key === key)!),
  )
  const cats = await dictItems(db, EXAM_CATEGORY_DICT)
  const catOf = (text: string) =>
    cats.find(
      (c) => c.value === text || c.label === text || (c.labelEn ?? '').toLowerCase() === text.toLowerCase(),
    )?.value
  const values: Array<ReturnType<typeof columns>> = []
  for (const { row, v } of raw) {
    let bad = false
    for (const c of QUESTION_EXCEL_COLUMNS)
      if (c.required && !v[c.key]) {
        err(row, c.key, 'rowRequired')
        bad = true
      }
    if (bad) continue
    const type = typeOf(v.type!)
    if (!type) {
      err(row, 'type', 'krsExamImportType')
      continue
    }
    const category = catOf(v.category!)
    if (!category) err(row, 'category', 'krsExamCategoryUnknown', { value: v.category! })
    const difficulty = DIFFICULTY_NAMES[v.difficulty!.trim().toLowerCase()]
    if (!difficulty) err(row, 'difficulty', 'krsExamImportDifficulty')
    const options =
      type === 'SINGLE' || type === 'MULTIPLE'
        ? OPTION_COLUMNS.map((k) => ({ key: k, text: v[`option${k}`] ?? '' })).filter((o) => o.text)
        : []
    const form = {
      type,
      category: category ?? 'x',
      difficulty: difficulty ?? 1,
      stem: v.stem!,
      options,
      answer: answerOf(type, v.answer!),
      analysis: v.analysis || null,
    }
    const parsed = questionAddSchema.safeParse(form)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'stem')
        if (field === 'options') err(row, 'optionA', 'krsExamOptions')
        else if (field === 'answer') err(row, 'answer', 'krsExamAnswerShape')
        else if (field === 'stem') err(row, 'stem', 'krsExamRowTooLong', { max: EXAM_LIMITS.stem })
        else if (field === 'analysis')
          err(row, 'analysis', 'krsExamRowTooLong', { max: EXAM_LIMITS.analysis })
        else err(row, 'optionA', 'krsExamRowTooLong', { max: EXAM_LIMITS.option })
      }
      continue
    }
    if (category && difficulty) values.push(columns(parsed.data))
  }
  check()
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < values.length; i += 200)
      await trx
        .insertInto('krsExamQuestion')
        .values(
          values
            .slice(i, i + 200)
            .map((v) => ({ id: newId(), ...v, ...created(user), updatedAt: null, updatedUser: null })),
        )
        .execute()
  })
  return { total: raw.length, inserted: values.length }
}

/** Every question the filter matches, in the import's layout (an export imports back). */
export async function exportQuestions(
  db: Kysely<DB>,
  reply: FastifyReply,
  log: FastifyBaseLogger,
  lang: Lang,
  query: { type?: string; category?: string; difficulty?: number },
) {
  let q = db
    .selectFrom('krsExamQuestion as q')
    .select([
      'q.id',
      'q.type',
      'q.category',
      'q.difficulty',
      'q.stem',
      'q.optionsJson',
      'q.answer',
      'q.analysis',
      'q.createdAt',
    ])
  if (query.type) q = q.where('q.type', '=', query.type)
  if (query.category) q = q.where('q.category', '=', query.category)
  if (query.difficulty) q = q.where('q.difficulty', '=', query.difficulty)
  const cats = new Map(
    (await dictItems(db, EXAM_CATEGORY_DICT)).map((c) => [
      c.value,
      lang === 'en' ? (c.labelEn ?? c.label) : c.label,
    ]),
  )
  return streamXlsx(reply, log, {
    fileName: 'questions',
    sheet: 'questions',
    columns: excelHeaders(lang),
    batches: orderedBatches(q, [
      ['q.createdAt', 'desc'],
      ['q.id', 'desc'],
    ]),
    cells: (r) => {
      const options = JSON.parse(r.optionsJson) as Array<{ key: string; text: string }>
      const t = r.type as QuestionType
      return {
        type: TYPE_NAMES[t]?.[lang === 'en' ? 1 : 0] ?? r.type,
        category: cats.get(r.category) ?? r.category,
        difficulty: r.difficulty,
        stem: r.stem,
        ...Object.fromEntries(options.map((o) => [`option${o.key}`, o.text])),
        answer: r.answer,
        analysis: r.analysis ?? '',
      }
    },
  })
}

/** Whether a right answer fits (re-exported for the paper checks). */
export { answerFits }
