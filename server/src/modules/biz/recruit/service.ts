import type { SiteLang } from '@portal/contracts'
import type { ExpressionBuilder, Kysely } from 'kysely'
import { assertRows, localize, localizeOpt } from '../../../core/content.js'
import { notFound } from '../../../core/errors.js'
import { defineList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { bySortCode, sortFields } from '../../../core/listOrders.js'
import { memo } from '../../../core/memo.js'
import { sanitizeRichText } from '../../../core/richText.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { stored } from '../../../core/stored.js'
import type { DB } from '../../../db/schema.js'
import { publishable } from '../publishable.js'
import './texts.js'

export interface RecruitBody {
  title: string
  titleEn?: string | null
  department?: string | null
  departmentEn?: string | null
  location?: string | null
  locationEn?: string | null
  education?: string | null
  educationEn?: string | null
  salary?: string | null
  salaryEn?: string | null
  headcount: number
  description?: string | null
  descriptionEn?: string | null
  sortCode: number
}

const baseQuery = (db: Kysely<DB>) => db.selectFrom('bizRecruit as r')

const rowCols = [
  'r.id',
  'r.title',
  'r.titleEn',
  'r.department',
  'r.location',
  'r.salary',
  'r.headcount',
  'r.published',
  'r.sortCode',
  'r.createdAt',
] as const

type Row = { published: number; createdAt: string | null; resumeCount: number | string | null }
const shape = <R extends Row>({ published, createdAt, resumeCount, ...r }: R) => ({
  ...r,
  published: published === 1,
  resumeCount: Number(resumeCount ?? 0),
  createdAt: createdAt ?? '',
})

/** The résumés a position received (on the index biz_resume_recruit). */
const resumeCount = (eb: ExpressionBuilder<DB & { r: DB['bizRecruit'] }, 'r'>) =>
  eb
    .selectFrom('bizResume as cv')
    .select((e) => e.fn.countAll<number | string>().as('n'))
    .whereRef('cv.recruitId', '=', 'r.id')
    .as('resumeCount')

const recruitRows = listView((q: ReturnType<typeof baseQuery>) => q.select(rowCols).select(resumeCount))
const recruitListing = defineList({
  ...bySortCode('biz_recruit', 'r', 'biz_recruit_sort'),
  sort: sortFields('r', { sortCode: 'biz_recruit_sort' }),
  // A few dozen positions at most: a scan of the titles.
  search: { title: search.contains('r.title'), titleEn: search.contains('r.titleEn') },
})

export async function recruitPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { published?: '0' | '1' },
) {
  let q = baseQuery(db)
  if (query.published) q = q.where('r.published', '=', Number(query.published))
  const page = await listPage(db, user, recruitListing, query, q, recruitRows)
  return { ...page, records: page.records.map(shape) }
}

export async function recruitDetail(db: Kysely<DB>, id: string) {
  const r = await baseQuery(db)
    .select([
      ...rowCols,
      'r.departmentEn',
      'r.locationEn',
      'r.education',
      'r.educationEn',
      'r.salaryEn',
      'r.description',
      'r.descriptionEn',
    ])
    .select(resumeCount)
    .where('r.id', '=', id)
    .executeTakeFirst()
  if (!r) throw notFound('recruitNotFound')
  return shape(r)
}

/** What a position says of itself: the form fills it, the site shows it. */
const facts = [
  'title',
  'titleEn',
  'department',
  'departmentEn',
  'location',
  'locationEn',
  'education',
  'educationEn',
  'salary',
  'salaryEn',
  'headcount',
] as const

function bodyRow(body: RecruitBody) {
  return {
    ...stored(body, [...facts, 'sortCode']),
    description: sanitizeRichText(body.description),
    descriptionEn: sanitizeRichText(body.descriptionEn),
  }
}

/** Saves a position closed: it is offered on the site once opened (published). */
const writes = publishable('bizRecruit', 'recruitNotFound')

export const recruitAdd = (db: Kysely<DB>, user: AuthUser, body: RecruitBody) =>
  writes.insert(db, user, bodyRow(body))

export async function recruitEdit(db: Kysely<DB>, user: AuthUser, body: RecruitBody & { id: string }) {
  const row = bodyRow(body)
  await assertRows(db, 'bizRecruit', [body.id], 'recruitNotFound')
  await writes.update(db, user, body.id, row)
}

/** Deletes positions (all named or none); their résumés stay, with the title they were sent for. */
export const recruitDelete = writes.remove

/** Opens (publishes) or closes positions, all named or none. */
export const recruitPublish = writes.publish

// ---- Public ----

const publicCols = ['id', ...facts, 'createdAt', 'updatedAt'] as const

/** What the public site reads of a position. */
type PublicRow = Pick<DB['bizRecruit'], (typeof publicCols)[number]>

const localized = (lang: SiteLang, r: PublicRow) => ({
  id: r.id,
  title: localize(lang, r.title, r.titleEn),
  department: localizeOpt(lang, r.department, r.departmentEn),
  location: localizeOpt(lang, r.location, r.locationEn),
  education: localizeOpt(lang, r.education, r.educationEn),
  salary: localizeOpt(lang, r.salary, r.salaryEn),
  headcount: r.headcount,
  updatedAt: r.updatedAt ?? r.createdAt ?? '',
})

/**
 * The open positions by sort code, in `lang`: one small query kept 5 s (dropped at once by this
 * process's writes). A company has a few dozen open positions at most: not paged, at most 200.
 */
export async function recruitPublicList(db: Kysely<DB>, lang: SiteLang) {
  const rows = await memo(db, 'recruit:public', ['biz_recruit'], async () =>
    Object.freeze(
      await db
        .selectFrom('bizRecruit')
        .select(publicCols)
        .where('published', '=', 1)
        .orderBy('sortCode')
        .orderBy('id')
        .limit(200)
        .execute(),
    ),
  )
  return rows.map((r) => localized(lang, r))
}

/** One open position with its description, in `lang`; a closed or unknown one is not found. */
export async function recruitPublicDetail(db: Kysely<DB>, id: string, lang: SiteLang) {
  const r = await db
    .selectFrom('bizRecruit')
    .select([...publicCols, 'description', 'descriptionEn'])
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst()
  if (!r) throw notFound('recruitPublicNotFound')
  return { ...localized(lang, r), description: localizeOpt(lang, r.description, r.descriptionEn) }
}
