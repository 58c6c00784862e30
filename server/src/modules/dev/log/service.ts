import type { PageQuery } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { notFound } from '../../../core/errors.js'
import { paginate } from '../../../core/paging.js'
import { DAY, isoIn } from '../../../core/time.js'
import { containsAny } from '../../common.js'

export const LOG_KINDS = {
  vis: ['LOGIN', 'LOGOUT'],
  op: ['OPERATE', 'EXCEPTION'],
} as const
export type LogKind = keyof typeof LOG_KINDS

export async function logPage(
  app: FastifyInstance,
  kind: LogKind,
  query: PageQuery & {
    category?: string
    searchKey?: string
    exeStatus?: string
    startTime?: string
    endTime?: string
  },
) {
  const cats =
    query.category && (LOG_KINDS[kind] as readonly string[]).includes(query.category)
      ? [query.category]
      : [...LOG_KINDS[kind]]
  let q = app.db
    .selectFrom('devLog')
    .select([
      'id',
      'category',
      'name',
      'exeStatus',
      'exeMessage',
      'opIp',
      'opBrowser',
      'reqMethod',
      'reqUrl',
      'opTime',
      'opUser',
      'opUserId',
    ])
    .where('category', 'in', cats)
  if (query.searchKey) q = q.where(containsAny(['name', 'opUser', 'opIp', 'reqUrl'], query.searchKey))
  if (query.exeStatus) q = q.where('exeStatus', '=', query.exeStatus)
  if (query.startTime) q = q.where('opTime', '>=', query.startTime)
  if (query.endTime) q = q.where('opTime', '<=', query.endTime)
  return paginate(q.orderBy('opTime', 'desc').orderBy('id', 'desc'), query, {
    opTime: 'opTime',
    name: 'name',
    opUser: 'opUser',
  })
}

export async function logDetail(app: FastifyInstance, kind: LogKind, id: string) {
  const row = await app.db
    .selectFrom('devLog')
    .selectAll()
    .where('id', '=', id)
    .where('category', 'in', [...LOG_KINDS[kind]])
    .executeTakeFirst()
  if (!row) throw notFound('logNotFound')
  return row
}

/** Counts per day and category over the last `days` days (for a line or bar chart). */
export async function logCountByDay(app: FastifyInstance, kind: LogKind, days: number) {
  const since = isoIn(-(days - 1) * DAY).slice(0, 10)
  const day = sql<string>`substr(op_time, 1, 10)`
  const rows = await app.db
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
export async function logCountByCategory(app: FastifyInstance, kind: LogKind) {
  const rows = await app.db
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

export async function logDeleteByCategory(app: FastifyInstance, category: string) {
  await app.db.deleteFrom('devLog').where('category', '=', category).execute()
}
