import type { PushChannelBody, PushChannelRecord, PushKind, PushRecord } from '@portal/contracts'
import type { Kysely, Selectable } from 'kysely'
import { registeredFormTypes } from '../../../core/approval.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { resendPush, testPushChannel } from '../../../core/push.js'
import { webhookHint } from '../../../core/pushChannels.js'
import { created, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB, DevPushChannelTable } from '../../../db/schema.js'
import './texts.js'

// ---------------------------------------------------------------------------------------------
// Channels: a handful of robots, listed whole.

function toChannel(r: Selectable<DevPushChannelTable>): PushChannelRecord {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    lang: r.lang,
    webhookHint: webhookHint(r.webhook),
    secretSet: !!r.secret,
    enabled: r.enabled === 1,
    topics: JSON.parse(r.topicsJson),
    formTypes: JSON.parse(r.formTypesJson),
    remark: r.remark,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }
}

export async function channelList(db: Kysely<DB>): Promise<PushChannelRecord[]> {
  const rows = await db.selectFrom('devPushChannel').selectAll().orderBy('createdAt').orderBy('id').execute()
  return rows.map(toChannel)
}

/** The kinds of application a channel may be limited to. */
export const formTypeOptions = () =>
  registeredFormTypes().map((f) => ({ type: f.type, name: f.name, nameEn: f.nameEn }))

/** A webhook must be its kind's (a DingTalk robot's address given as Feishu's would never work). */
const WEBHOOK_SHAPE: Record<PushKind, (u: URL) => boolean> = {
  DINGTALK: (u) => !!u.searchParams.get('access_token'),
  FEISHU: (u) => /\/bot\/v2\/hook\/[^/]+$/.test(u.pathname),
  WECOM: (u) => !!u.searchParams.get('key'),
}

function checkBody(b: Pick<PushChannelBody, 'kind' | 'formTypes'> & { webhook?: string | null }) {
  if (b.webhook && !WEBHOOK_SHAPE[b.kind](new URL(b.webhook)))
    throw badRequest('pushWebhookShape', { kind: b.kind })
  const known = new Set(registeredFormTypes().map((f) => f.type))
  const unknown = b.formTypes.find((t) => !known.has(t))
  if (unknown) throw badRequest('pushFormTypeUnknown', { type: unknown })
}

const values = (b: PushChannelBody) => ({
  name: b.name,
  kind: b.kind,
  lang: b.lang,
  topicsJson: JSON.stringify([...new Set(b.topics)]),
  formTypesJson: JSON.stringify([...new Set(b.formTypes)]),
  enabled: b.enabled ? 1 : 0,
  remark: b.remark ?? null,
})

export async function channelAdd(db: Kysely<DB>, user: AuthUser, b: PushChannelBody): Promise<string> {
  checkBody(b)
  const id = newId()
  await db
    .insertInto('devPushChannel')
    .values({
      id,
      ...values(b),
      webhook: b.webhook,
      secret: b.secret ?? null,
      ...created(user),
      updatedAt: null,
      updatedUser: null,
    })
    .execute()
  return id
}

export async function channelEdit(
  db: Kysely<DB>,
  user: AuthUser,
  b: Omit<PushChannelBody, 'webhook'> & { id: string; webhook?: string | null },
): Promise<null> {
  const row = await db.selectFrom('devPushChannel').selectAll().where('id', '=', b.id).executeTakeFirst()
  if (!row) throw notFound('pushChannelNotFound')
  const webhook = b.webhook || row.webhook
  // The stored webhook is checked against a changed kind too.
  checkBody({ ...b, webhook })
  // Empty keeps what is stored: neither ever reaches the browser to be sent back.
  const secret = b.secret ? b.secret : b.clearSecret ? null : row.secret
  await db
    .updateTable('devPushChannel')
    .set({ ...values({ ...b, webhook }), webhook, secret, ...updated(user) })
    .where('id', '=', b.id)
    .execute()
  return null
}

/** Deletes channels; their log rows stay (naming the robot), unsent ones end as FAIL when their turn comes. */
export async function channelDelete(db: Kysely<DB>, list: ReadonlyArray<{ id: string }>): Promise<null> {
  await db
    .deleteFrom('devPushChannel')
    .where(
      'id',
      'in',
      list.map((x) => x.id),
    )
    .execute()
  return null
}

export const channelTest = (db: Kysely<DB>, id: string) => testPushChannel(db, id)

// ---------------------------------------------------------------------------------------------
// The push log: it only grows, newest first by keyset.

const pushRows = listView((q: From<'devPush', 'p'>) =>
  q.select([
    'p.id',
    'p.channel',
    'p.channelId',
    'p.target',
    'p.topic',
    'p.formType',
    'p.about',
    'p.title',
    'p.content',
    'p.status',
    'p.attempts',
    'p.nextAt',
    'p.error',
    'p.vendorCode',
    'p.createdAt',
    'p.sentAt',
  ]),
)

const pushListing = defineList({
  ...newestFirst('dev_push', 'p', 'createdAt', 'dev_push_time_id'),
  sort: sortFields('p', { createdAt: 'dev_push_time_id' }),
  search: { target: search.prefix('p.target') },
  keyset: true,
})

export function pushPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & {
    channel?: string
    topic?: string
    status?: string
    startTime?: string
    endTime?: string
  },
) {
  const build = async () => {
    let q = db.selectFrom('devPush as p')
    if (query.channel) q = q.where('p.channel', '=', query.channel)
    if (query.topic) q = q.where('p.topic', '=', query.topic)
    if (query.status) q = q.where('p.status', '=', query.status)
    if (query.startTime) q = q.where('p.createdAt', '>=', query.startTime)
    if (query.endTime) q = q.where('p.createdAt', '<=', query.endTime)
    return q
  }
  return listPage(db, user, pushListing, query, { variant: 'push', build }, pushRows)
}

export async function pushDetail(db: Kysely<DB>, id: string): Promise<PushRecord> {
  const row = await pushRows.select(db.selectFrom('devPush as p')).where('p.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('pushNotFound')
  return row
}

export const pushResend = (db: Kysely<DB>, id: string) => resendPush(db, id)
