import { OP_LOG_CATEGORIES, VIS_LOG_CATEGORIES } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import { notFound } from '../../../core/errors.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { DAY, isoIn } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

export const LOG_KINDS = { vis: VIS_LOG_CATEGORIES, op: OP_LOG_CATEGORIES } as const
export type LogKind = keyof typeof LOG_KINDS

/** Logs only grow: newest first, paged by keyset (`after` = the id of the last row seen). */
const logRows = listView((q: From<'devLog', 'l'>) =>
  q.select([
    'l.id',
    'l.category',
    'l.name',
    'l.exeStatus',
    'l.exeMessage',
    'l.opIp',
    'l.opBrowser',
    'l.reqMethod',
    'l.reqUrl',
    'l.opTime',
    'l.opUser',
    'l.opUserId',
    'l.hitCount',
  ]),
)
const logListing = defineList({
  ...newestFirst('dev_log', 'l', 'opTime', 'dev_log_time_id'),
  sort: sortFields('l', { opTime: 'dev_log_time_id', name: 'dev_log_name', opUser: 'dev_log_user' }),
  search: {
    name: search.contains('l.name'),
    opUser: search.contains('l.opUser'),
    opIp: search.contains('l.opIp'),
    reqUrl: search.contains('l.reqUrl'),
  },
  keyset: true,
})

export async function logPage(
  db: Kysely<DB>,
  user: AuthUser,
  kind: LogKind,
  query: ListQuery & { category?: string; exeStatus?: string; startTime?: string; endTime?: string },
) {
  const cats =
    query.category && (LOG_KINDS[kind] as readonly string[]).includes(query.category)
      ? [query.category]
      : [...LOG_KINDS[kind]]
  const build = async () => {
    let q = db.selectFrom('devLog as l').where('l.category', 'in', cats)
    if (query.exeStatus) q = q.where('l.exeStatus', '=', query.exeStatus)
    if (query.startTime) q = q.where('l.opTime', '>=', query.startTime)
    if (query.endTime) q = q.where('l.opTime', '<=', query.endTime)
    return q
  }
  return listPage(db, user, logListing, query, { variant: kind, build }, logRows)
}

export async function logDetail(db: Kysely<DB>, kind: LogKind, id: string) {
  const row = await db
    .selectFrom('devLog')
    .selectAll()
    .where('id', '=', id)
    .where('category', 'in', [...LOG_KINDS[kind]])
    .executeTakeFirst()
  if (!row) throw notFound('logNotFound')
  const { throttleKey: _key, ...entry } = row
  return entry
}

/** Counts per day and category over the last `days` days (for a line or bar chart). */
export async function logCountByDay(db: Kysely<DB>, kind: LogKind, days: number) {
  const since = isoIn(-(days - 1) * DAY).slice(0, 10)
  const day = sql<string>`substr(op_time, 1, 10)`
  const rows = await db
    .selectFrom('devLog')
    .select([day.as('date'), 'category', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('category', 'in', [...LOG_KINDS[kind]])
    .where('opTime', '>=', since)
    .groupBy([day, 'category'])
    .orderBy(day)
    .execute()
  return rows.map((r) => ({ date: r.date, category: r.category, count: Number(r.count) }))
}

/** Counts per category (for a pie chart). */
export async function logCountByCategory(db: Kysely<DB>, kind: LogKind) {
  const rows = await db
    .selectFrom('devLog')
    .select(['category', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('category', 'in', [...LOG_KINDS[kind]])
    .groupBy('category')
    .execute()
  return LOG_KINDS[kind].map((c) => ({
    category: c,
    count: Number(rows.find((r) => r.category === c)?.count ?? 0),
  }))
}

export async function logDeleteByCategory(db: Kysely<DB>, category: string) {
  await db.deleteFrom('devLog').where('category', '=', category).execute()
}
