import type { Kysely } from 'kysely'
import type { ClientUser } from '../../../core/clientSession.js'
import { notFound } from '../../../core/errors.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'
import '../../../core/oa.js'

export const OA_LOG_MENU = 'oaLog'

const logListing = defineList({
  table: 'oa_log',
  alias: 'l',
  key: 'l.id',
  keyset: true,
  order: {
    by: [
      ['l.createdAt', 'desc'],
      ['l.id', 'desc'],
    ],
    index: 'oa_log_created',
  },
  sort: { createdAt: { by: ['l.createdAt', 'l.id'], index: 'oa_log_created' } },
})

const logRows = listView((q: From<'oaLog', 'l'>) =>
  q
    .leftJoin('oaOutbox as o', 'o.id', 'l.outboxId')
    .leftJoin('flowInstance as i', 'i.id', 'l.instanceId')
    .select([
      'l.id',
      'l.direction',
      'l.outboxId',
      'l.instanceId',
      'l.oaRequestId',
      'l.url',
      'l.httpStatus',
      'l.durationMs',
      'l.attempt',
      'l.ok',
      'l.error',
      'l.createdAt',
      'o.status as outboxStatus',
      'i.title',
      'i.formType',
    ]),
)

export interface OaLogQuery extends ListQuery {
  direction?: 'IN' | 'OUT'
  ok?: number
  oaRequestId?: string
}

/** The OA result log: every exchange, newest first, by direction, outcome and OA request id. */
export async function oaLogPage(db: Kysely<DB>, user: AuthUser, query: OaLogQuery) {
  let q = db.selectFrom('oaLog as l')
  if (query.oaRequestId) q = q.where('l.oaRequestId', '=', query.oaRequestId)
  if (query.direction) q = q.where('l.direction', '=', query.direction)
  if (query.ok !== undefined) q = q.where('l.ok', '=', query.ok)
  const page = await listPage(db, user, logListing, query, q, logRows)
  return { ...page, records: page.records.map((r) => ({ ...r, direction: r.direction as 'IN' | 'OUT' })) }
}

/** One exchange with its bodies. */
export async function oaLogDetail(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('oaLog').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('oaOutboxNotFound')
  return { ...row, direction: row.direction as 'IN' | 'OUT' }
}

/**
 * `/appointmentRecordInfo/{oaRequestId}`: which of the caller's applications an OA request id
 * names (another's, or none: not found).
 */
export async function recordByOaId(db: Kysely<DB>, client: ClientUser, oaRequestId: string) {
  const row = await db
    .selectFrom('oaOutbox as o')
    .innerJoin('flowInstance as i', 'i.id', 'o.instanceId')
    .select(['i.formType', 'i.formId', 'i.status', 'i.title'])
    .where('o.oaRequestId', '=', oaRequestId)
    .where('i.applicantSide', '=', 'C')
    .where('i.applicantId', '=', client.openId)
    .executeTakeFirst()
  if (!row) throw notFound('oaUnknownRequest')
  return row
}
