import type { NoticePlace } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { badRequest, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { defineList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { memo } from '../../../core/memo.js'
import { sanitizeRichText } from '../../../core/richText.js'
import { created, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

interface NoticeBody {
  title: string
  content: string
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
  table: 'sys_notice',
  alias: 'n',
  key: 'n.id',
  order: {
    by: [
      ['n.createdAt', 'desc'],
      ['n.id', 'desc'],
    ],
    index: 'sys_notice_created',
  },
  sort: {
    createdAt: { by: ['n.createdAt', 'n.id'], index: 'sys_notice_created' },
    title: { by: ['n.title', 'n.id'], index: 'sys_notice_title' },
  },
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
    .select([...cols, 'n.content', 'n.remark'])
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
    content: sanitizeRichText(body.content),
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
  const id = newId()
  await db
    .insertInto('sysNotice')
    .values({ id, ...bodyRow(body), published: 0, ...created(user) })
    .execute()
  return id
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

/**
 * The notices shown at a place now: published, inside their window, pinned first. One small query
 * per place kept 5 s (dropped at once by this process's writes), so a window that opens or closes
 * shows within seconds.
 */
export function noticesShown(db: Kysely<DB>, place: NoticePlace) {
  return memo(db, `notices:${place}`, ['sys_notice'], async () => {
    const now = nowIso()
    const rows = await db
      .selectFrom('sysNotice')
      .select(['id', 'title', 'content', 'pinned', 'startAt', 'createdAt'])
      .where('published', '=', 1)
      .where('places', 'like', `%,${place},%`)
      .where((eb) => eb.or([eb('startAt', 'is', null), eb('startAt', '<=', now)]))
      .where((eb) => eb.or([eb('endAt', 'is', null), eb('endAt', '>', now)]))
      .orderBy('pinned', 'desc')
      .orderBy('sortCode')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(20)
      .execute()
    return Object.freeze(rows.map((r) => ({ ...r, pinned: r.pinned === 1, createdAt: r.createdAt ?? '' })))
  })
}
