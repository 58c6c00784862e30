import type { SiteLang } from '@portal/contracts'
import { type ExpressionBuilder, type Kysely, sql } from 'kysely'
import {
  assertImages,
  assertRows,
  fieldInvalid,
  localize,
  localizeOpt,
  richColumn,
} from '../../../core/content.js'
import { notFound } from '../../../core/errors.js'
import { defineList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { memo } from '../../../core/memo.js'
import { updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { stored } from '../../../core/stored.js'
import { nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { categoryExists, publishedCategories } from '../category.js'
import { publishable } from '../publishable.js'
import './texts.js'

export interface NewsBody {
  categoryId?: string | null
  title: string
  titleEn?: string | null
  summary?: string | null
  summaryEn?: string | null
  content?: string | null
  contentEn?: string | null
  coverId?: string | null
  author?: string | null
  source?: string | null
  publishAt?: string | null
  pinned: boolean
  sortCode: number
}

/** Stored instants are UTC ISO strings with milliseconds, so that their order is their text order. */
const utc = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null)

// ---- Admin ----

const cols = [
  'n.id',
  'n.categoryId',
  'c.name as categoryName',
  'c.nameEn as categoryNameEn',
  'n.title',
  'n.titleEn',
  'n.coverId',
  'n.author',
  'n.publishAt',
  'n.pinned',
  'n.viewCount',
  'n.published',
  'n.sortCode',
  'n.createdAt',
] as const
type Row = { pinned: number; published: number; viewCount: number | string; createdAt: string | null }
const shape = <R extends Row>({ pinned, published, viewCount, createdAt, ...r }: R) => ({
  ...r,
  pinned: pinned === 1,
  published: published === 1,
  viewCount: Number(viewCount),
  createdAt: createdAt ?? '',
})

const baseQuery = (db: Kysely<DB>) => db.selectFrom('bizNews as n')
const withCategory = (q: ReturnType<typeof baseQuery>) =>
  q.leftJoin('bizNewsCategory as c', 'c.id', 'n.categoryId')
const newsRows = listView((q: ReturnType<typeof baseQuery>) => withCategory(q).select(cols))
const newsListing = defineList({
  ...newestFirst('biz_news', 'n', 'createdAt', 'biz_news_created'),
  sort: sortFields('n', {
    createdAt: 'biz_news_created',
    publishAt: 'biz_news_publish',
    viewCount: 'biz_news_views',
  }),
  search: { title: search.text('n.title', 'biz_news') },
})

export async function newsPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { categoryId?: string; published?: '0' | '1'; pinned?: '0' | '1' },
) {
  let q = baseQuery(db)
  if (query.categoryId) q = q.where('n.categoryId', '=', query.categoryId)
  if (query.published) q = q.where('n.published', '=', Number(query.published))
  if (query.pinned) q = q.where('n.pinned', '=', Number(query.pinned))
  const page = await listPage(db, user, newsListing, query, q, newsRows)
  return { ...page, records: page.records.map(shape) }
}

export async function newsDetail(db: Kysely<DB>, id: string) {
  const n = await withCategory(baseQuery(db))
    .select([...cols, 'n.summary', 'n.summaryEn', 'n.content', 'n.contentEn', 'n.source'])
    .where('n.id', '=', id)
    .executeTakeFirst()
  if (!n) throw notFound('newsNotFound')
  return shape(n)
}

/** The stored columns of a body: checked references, sanitised rich text, a UTC publish time. */
async function bodyRow(db: Kysely<DB>, body: NewsBody) {
  const categoryId = body.categoryId ?? null
  const coverId = body.coverId ?? null
  if (categoryId && !(await categoryExists(db, 'bizNewsCategory', categoryId)))
    throw fieldInvalid('categoryId', 'newsCategoryMissing')
  await assertImages(db, { coverId })
  return {
    ...stored(body, ['title', 'titleEn', 'summary', 'summaryEn', 'author', 'source', 'sortCode']),
    categoryId,
    content: richColumn('content', body.content),
    contentEn: richColumn('contentEn', body.contentEn),
    coverId,
    publishAt: utc(body.publishAt),
    pinned: body.pinned ? 1 : 0,
  }
}

const writes = publishable('bizNews', 'newsNotFound')

/** Saves a news item unpublished: it shows on the site once published and its publish time has come. */
export async function newsAdd(db: Kysely<DB>, user: AuthUser, body: NewsBody) {
  return writes.insert(db, user, { ...(await bodyRow(db, body)), viewCount: 0 })
}

/** Edits a news item; a published one whose publish time is cleared shows from now on. */
export async function newsEdit(db: Kysely<DB>, user: AuthUser, body: NewsBody & { id: string }) {
  const current = await db
    .selectFrom('bizNews')
    .select('published')
    .where('id', '=', body.id)
    .executeTakeFirst()
  if (!current) throw notFound('newsNotFound')
  const row = await bodyRow(db, body)
  if (!row.publishAt && current.published === 1) row.publishAt = nowIso()
  await writes.update(db, user, body.id, row)
}

export const newsDelete = writes.remove

/** Publishes (an item without a publish time gets "now") or takes back news items, all named or none. */
export async function newsPublish(db: Kysely<DB>, user: AuthUser, idList: string[], published: boolean) {
  const ids = await assertRows(db, 'bizNews', idList, 'newsNotFound')
  const now = nowIso()
  await db
    .updateTable('bizNews')
    .set((eb) => ({
      published: published ? 1 : 0,
      ...(published ? { publishAt: eb.fn.coalesce('publishAt', eb.val(now)) } : {}),
      ...updated(user),
    }))
    .where('id', 'in', ids)
    .execute()
}

// ---- Public (the site) ----

/** Shown on the site: published, and its publish time has come. */
const shown = (now: string) => (eb: ExpressionBuilder<DB & { n: DB['bizNews'] }, 'n'>) =>
  eb.and([eb('n.published', '=', 1), eb('n.publishAt', 'is not', null), eb('n.publishAt', '<=', now)])

const publicCols = [
  'n.id',
  'n.title',
  'n.titleEn',
  'n.summary',
  'n.summaryEn',
  'n.coverId',
  'n.categoryId',
  'c.name as categoryName',
  'c.nameEn as categoryNameEn',
  'n.publishAt',
  'n.pinned',
  'n.viewCount',
] as const
type PublicRow = {
  id: string
  title: string
  titleEn: string | null
  summary: string | null
  summaryEn: string | null
  coverId: string | null
  categoryId: string | null
  categoryName: string | null
  categoryNameEn: string | null
  publishAt: string | null
  pinned: number
  viewCount: number | string
}
const publicItem = (lang: SiteLang, r: PublicRow) => ({
  id: r.id,
  title: localize(lang, r.title, r.titleEn),
  summary: localizeOpt(lang, r.summary, r.summaryEn),
  coverId: r.coverId,
  categoryId: r.categoryId,
  categoryName: localizeOpt(lang, r.categoryName, r.categoryNameEn),
  publishAt: r.publishAt ?? '',
  pinned: r.pinned === 1,
  viewCount: Number(r.viewCount),
})

/** Public answers are kept a few seconds (dropped at once by this process's writes to news). */
const PUBLIC_TABLES = ['biz_news', 'biz_news_category']

/**
 * A page of the site's news (of a category), pinned first and then newest first: the order of the
 * indexes `biz_news_public` and `biz_news_public_category`. A scheduled item appears within seconds
 * of its publish time.
 */
export function newsPublicPage(
  db: Kysely<DB>,
  query: { lang: SiteLang; current: number; size: number; categoryId?: string },
) {
  const { lang, current, size, categoryId } = query
  return memo(db, `news:page:${lang}:${categoryId ?? ''}:${current}:${size}`, PUBLIC_TABLES, async () => {
    const now = nowIso()
    let q = baseQuery(db).where(shown(now))
    if (categoryId) q = q.where('n.categoryId', '=', categoryId)
    // One count per category for every page and language (it walks all shown news of the index).
    const total = await memo(db, `news:count:${categoryId ?? ''}`, PUBLIC_TABLES, async () => {
      const counted = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()
      return Number(counted?.n ?? 0)
    })
    const offset = (current - 1) * size
    const rows =
      offset < total
        ? await withCategory(q)
            .select(publicCols)
            .orderBy('n.pinned', 'desc')
            .orderBy('n.publishAt', 'desc')
            .orderBy('n.id', 'desc')
            .limit(size)
            .offset(offset)
            .execute()
        : []
    return { current, size, total, records: rows.map((r) => publicItem(lang, r)) }
  })
}

/**
 * One news item as the site shows it, with its neighbours in the site's order: `prev` the one
 * before it (pinned first, then newer), `next` the one after it. Unknown, unpublished or not yet
 * due: not found.
 */
export function newsPublicDetail(db: Kysely<DB>, id: string, lang: SiteLang) {
  return memo(db, `news:detail:${lang}:${id}`, PUBLIC_TABLES, async () => {
    const now = nowIso()
    const r = await withCategory(baseQuery(db))
      .select([...publicCols, 'n.content', 'n.contentEn', 'n.author', 'n.source'])
      .where('n.id', '=', id)
      .where(shown(now))
      .executeTakeFirst()
    if (!r) throw notFound('newsNotShown')
    const at = r.publishAt ?? ''
    // Two index ranges rather than one OR over three columns (which scans at a million rows): the
    // next one in the item's own pinned group, else the first of the other group.
    const neighbour = async (dir: 'before' | 'after') => {
      const gt = dir === 'before' ? '>' : '<'
      const ge = dir === 'before' ? '>=' : '<='
      const order = dir === 'before' ? 'asc' : 'desc'
      const rows = () => baseQuery(db).select(['n.id', 'n.title', 'n.titleEn'])
      // Older than a shown item is shown too: the item's time as the one bound, as SQLite uses one.
      const group = dir === 'before' ? rows().where(shown(now)) : rows().where('n.published', '=', 1)
      const n =
        (await group
          .where('n.pinned', '=', r.pinned)
          .where('n.publishAt', ge, at)
          .where((eb) => eb.or([eb('n.publishAt', gt, at), eb('n.id', gt, r.id)]))
          .orderBy('n.publishAt', order)
          .orderBy('n.id', order)
          .limit(1)
          .executeTakeFirst()) ??
        (await rows()
          .where(shown(now))
          .where('n.pinned', gt, r.pinned)
          .orderBy('n.pinned', order)
          .orderBy('n.publishAt', order)
          .orderBy('n.id', order)
          .limit(1)
          .executeTakeFirst())
      return n ? { id: n.id, title: localize(lang, n.title, n.titleEn) } : null
    }
    return {
      ...publicItem(lang, r),
      content: localizeOpt(lang, r.content, r.contentEn),
      author: r.author,
      source: r.source,
      prev: await neighbour('before'),
      next: await neighbour('after'),
    }
  })
}

/** The published categories, by sort code, in the asked language. */
export const newsPublicCategories = (db: Kysely<DB>, lang: SiteLang) =>
  publishedCategories(db, 'bizNewsCategory', lang)

/** Counts a page view of a news item shown on the site (anything else is ignored). */
export async function newsView(db: Kysely<DB>, id: string) {
  // Raw SQL on purpose: a write through the query builder drops this process's memos of news
  // (`core/memo.ts`), and a view on every page would then recount the public lists each time. The
  // counts the site shows may lag up to the memo's 5 s.
  await sql`update biz_news set view_count = view_count + 1
    where id = ${id} and published = 1 and publish_at <= ${nowIso()}`.execute(db)
}
