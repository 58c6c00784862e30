import type { NoticePlace, SiteLang } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { localize, localizeOpt } from '../../../core/content.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { insertRow } from '../../../core/insertRow.js'
import { defineList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { memo } from '../../../core/memo.js'
import { sanitizeRichText } from '../../../core/richText.js'
import { updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

interface NoticeBody {
  title: string
  titleEn?: string | null
  content: string
  contentEn?: string | null
  placeList: NoticePlace[]
  startAt?: string | null
  endAt?: string | null
  pinned: boolean
  remark?: string | null
  sortCode: number
}

const toPlaces = (list: readonly string[]) => `,${[...new Set(list)].join(',')},`
const fromPlaces = (s: string) => s.split(',').filter(Boolean)
/** Stored instants are UTC ISO strings with milliseconds, so that their order is their text order. */
const utc = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null)

const cols = [
  'n.id',
  'n.title',
  'n.titleEn',
  'n.places',
  'n.startAt',
  'n.endAt',
  'n.pinned',
  'n.published',
  'n.sortCode',
  'n.createdAt',
] as const
type Row = { places: string; pinned: number; published: number; createdAt: string | null }
const shape = <R extends Row>({ places, pinned, published, createdAt, ...r }: R) => ({
  ...r,
  placeList: fromPlaces(places),
  pinned: pinned === 1,
  published: published === 1,
  createdAt: createdAt ?? '',
})

const noticeRows = listView((q: ReturnType<typeof baseQuery>) => q.select(cols))
const noticeListing = defineList({
  ...newestFirst('sys_notice', 'n', 'createdAt', 'sys_notice_created'),
  sort: sortFields('n', { createdAt: 'sys_notice_created', title: 'sys_notice_title' }),
  search: { title: search.text('n.title', 'sys_notice') },
})
const baseQuery = (db: Kysely<DB>) => db.selectFrom('sysNotice as n')

export async function noticePage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { place?: string; published?: '0' | '1' },
) {
  let q = baseQuery(db)
  if (query.place) q = q.where('n.places', 'like', `%,${query.place},%`)
  if (query.published) q = q.where('n.published', '=', Number(query.published))
  const page = await listPage(db, user, noticeListing, query, q, noticeRows)
  return { ...page, records: page.records.map(shape) }
}

export async function noticeDetail(db: Kysely<DB>, id: string) {
  const n = await baseQuery(db)
    .select([...cols, 'n.content', 'n.contentEn', 'n.remark'])
    .where('n.id', '=', id)
    .executeTakeFirst()
  if (!n) throw notFound('noticeNotFound')
  return shape(n)
}

function bodyRow(body: NoticeBody) {
  const startAt = utc(body.startAt)
  const endAt = utc(body.endAt)
  if (startAt && endAt && endAt <= startAt) throw badRequest('noticeWindowInvalid')
  return {
    title: body.title,
    titleEn: body.titleEn ?? null,
    content: sanitizeRichText(body.content),
    contentEn: sanitizeRichText(body.contentEn),
    places: toPlaces(body.placeList),
    startAt,
    endAt,
    pinned: body.pinned ? 1 : 0,
    remark: body.remark ?? null,
    sortCode: body.sortCode,
  }
}

/** Saves a notice unpublished: it is shown once published, and then only inside its window. */
export async function noticeAdd(db: Kysely<DB>, user: AuthUser, body: NoticeBody) {
  return insertRow(db, 'sysNotice', user, { ...bodyRow(body), published: 0 })
}

export async function noticeEdit(db: Kysely<DB>, user: AuthUser, body: NoticeBody & { id: string }) {
  const row = bodyRow(body)
  await noticeDetail(db, body.id)
  await db
    .updateTable('sysNotice')
    .set({ ...row, ...updated(user) })
    .where('id', '=', body.id)
    .execute()
}

const assertAll = async (db: Kysely<DB>, ids: string[]) => {
  const found = await db.selectFrom('sysNotice').select('id').where('id', 'in', ids).execute()
  if (found.length !== ids.length) throw notFound('noticeNotFound')
}

export async function noticeDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  const ids = [...new Set(list.map((x) => x.id))]
  await assertAll(db, ids)
  await db.deleteFrom('sysNotice').where('id', 'in', ids).execute()
}

export async function noticePublish(db: Kysely<DB>, user: AuthUser, idList: string[], published: boolean) {
  const ids = [...new Set(idList)]
  await assertAll(db, ids)
  await db
    .updateTable('sysNotice')
    .set({ published: published ? 1 : 0, ...updated(user) })
    .where('id', 'in', ids)
    .execute()
}

/** Published, inside its window at `now`. */
const shownNow = (now: string) => (q: ReturnType<typeof baseQuery>) =>
  q
    .where('n.published', '=', 1)
    .where((eb) => eb.or([eb('n.startAt', 'is', null), eb('n.startAt', '<=', now)]))
    .where((eb) => eb.or([eb('n.endAt', 'is', null), eb('n.endAt', '>', now)]))

/** What a visitor sees of a notice, in both languages. */
const shownCols = [
  'n.id',
  'n.title',
  'n.titleEn',
  'n.content',
  'n.contentEn',
  'n.pinned',
  'n.startAt',
  'n.createdAt',
] as const

/**
 * The notices shown at a place now: published, inside their window, pinned first, in `lang`
 * (English where a notice has it, else Chinese). One small query per place kept 5 s (dropped at
 * once by this process's writes), so a window that opens or closes shows within seconds.
 */
export async function noticesShown(db: Kysely<DB>, place: NoticePlace, lang: SiteLang = 'zh-cn') {
  const rows = await memo(db, `notices:${place}`, ['sys_notice'], async () => {
    const found = await shownNow(nowIso())(baseQuery(db))
      .select(shownCols)
      .where('n.places', 'like', `%,${place},%`)
      .orderBy('n.pinned', 'desc')
      .orderBy('n.sortCode')
      .orderBy('n.createdAt', 'desc')
      .orderBy('n.id', 'desc')
      .limit(20)
      .execute()
    return Object.freeze(found)
  })
  return rows.map((r) => ({
    id: r.id,
    title: localize(lang, r.title, r.titleEn),
    content: localizeOpt(lang, r.content, r.contentEn),
    pinned: r.pinned === 1,
    startAt: r.startAt,
    createdAt: r.createdAt ?? '',
  }))
}

/** One site notice for its own page: published, shown on the site, inside its window; else 404. */
export async function noticePublicDetail(db: Kysely<DB>, id: string, lang: SiteLang) {
  const r = await shownNow(nowIso())(baseQuery(db))
    .select([...shownCols, 'n.endAt'])
    .where('n.id', '=', id)
    .where('n.places', 'like', '%,SITE,%')
    .executeTakeFirst()
  if (!r) throw notFound('noticeNotFound')
  return {
    id: r.id,
    title: localize(lang, r.title, r.titleEn),
    content: localizeOpt(lang, r.content, r.contentEn),
    pinned: r.pinned === 1,
    startAt: r.startAt,
    endAt: r.endAt,
    createdAt: r.createdAt ?? '',
  }
}
