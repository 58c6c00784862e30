import { MESSAGE_CATEGORY_DICT, UNREAD_CAP } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { OrgTree } from '../../../core/dataScope.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { insertRow } from '../../../core/insertRow.js'
import { defineList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { deliverMessage, existingUserIds, inTransaction, markReceiptsRead } from '../../../core/notify.js'
import { Relation } from '../../../core/permissions.js'
import { sanitizeRichText } from '../../../core/richText.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

type ReceiverType = 'USER' | 'ROLE' | 'ORG'
interface MessageBody {
  subject: string
  content: string
  category: string
  receiverType: ReceiverType
  receiverIdList: string[]
}

const rowCols = [
  'm.id',
  'm.subject',
  'm.category',
  'm.status',
  'm.receiverType',
  'm.receiverCount',
  'm.readCount',
  'm.sentAt',
  'm.createdAt',
] as const

const messageRows = listView((q: ReturnType<typeof baseQuery>) => q.select(rowCols))
const messageListing = defineList({
  ...newestFirst('sys_message', 'm', 'createdAt', 'sys_message_created'),
  sort: sortFields('m', { createdAt: 'sys_message_created', subject: 'sys_message_subject' }),
  search: { subject: search.text('m.subject', 'sys_message') },
})
const baseQuery = (db: Kysely<DB>) => db.selectFrom('sysMessage as m')

/** Messages as the admin page lists them, newest first, with how many receivers have read each. */
export async function messageAdminPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { category?: string; status?: string },
) {
  const build = async () => {
    let q = baseQuery(db)
    if (query.category) q = q.where('m.category', '=', query.category)
    if (query.status) q = q.where('m.status', '=', query.status)
    return q
  }
  return listPage(db, user, messageListing, query, { variant: 'message', build }, messageRows)
}

export async function messageAdminDetail(db: Kysely<DB>, id: string) {
  const m = await db
    .selectFrom('sysMessage as m')
    .select([...rowCols, 'm.content', 'm.receiverJson'])
    .where('m.id', '=', id)
    .executeTakeFirst()
  if (!m) throw notFound('siteMessageNotFound')
  const { receiverJson, ...rest } = m
  return { ...rest, receiverIdList: parseIds(receiverJson) }
}

const parseIds = (json: string | null): string[] => {
  try {
    const v = json ? JSON.parse(json) : []
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

/** The category must be an item of the MESSAGE_CATEGORY dictionary. */
async function checkCategory(db: Kysely<DB>, category: string) {
  const hit = await db
    .selectFrom('devDict as item')
    .innerJoin('devDict as type', 'type.id', 'item.parentId')
    .select('item.id')
    .where('type.parentId', '=', '0')
    .where('type.dictValue', '=', MESSAGE_CATEGORY_DICT)
    .where('item.dictValue', '=', category)
    .executeTakeFirst()
  if (!hit) throw badRequest('siteMessageCategoryUnknown', { category })
}

const receiverTable = { USER: 'sysUser', ROLE: 'sysRole', ORG: 'sysOrg' } as const

async function checkReceivers(db: Kysely<DB>, type: ReceiverType, ids: readonly string[]) {
  const wanted = [...new Set(ids)]
  const found = await db.selectFrom(receiverTable[type]).select('id').where('id', 'in', wanted).execute()
  if (found.length !== wanted.length) throw badRequest('siteMessageReceiverUnknown')
}

async function check(db: Kysely<DB>, body: MessageBody) {
  await checkCategory(db, body.category)
  await checkReceivers(db, body.receiverType, body.receiverIdList)
}

const bodyRow = (body: MessageBody) => ({
  subject: body.subject,
  category: body.category,
  content: sanitizeRichText(body.content),
  receiverType: body.receiverType,
  receiverJson: JSON.stringify([...new Set(body.receiverIdList)]),
})

/** Saves a draft; it reaches nobody until it is sent. */
export async function messageAdd(db: Kysely<DB>, user: AuthUser, body: MessageBody) {
  await check(db, body)
  return insertRow(db, 'sysMessage', user, { ...bodyRow(body), status: 'DRAFT', sentAt: null })
}

async function draft(db: Kysely<DB>, id: string) {
  const m = await db
    .selectFrom('sysMessage')
    .select(['id', 'subject', 'status', 'receiverType', 'receiverJson'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!m) throw notFound('siteMessageNotFound')
  if (m.status !== 'DRAFT') throw badRequest('siteMessageSent', { subject: m.subject })
  return m
}

export async function messageEdit(db: Kysely<DB>, user: AuthUser, body: MessageBody & { id: string }) {
  await draft(db, body.id)
  await check(db, body)
  await db
    .updateTable('sysMessage')
    .set({ ...bodyRow(body), updatedAt: nowIso(), updatedUser: user.id })
    .where('id', '=', body.id)
    .where('status', '=', 'DRAFT')
    .execute()
}

/** Deletes messages (drafts or sent) with every receiver's copy. */
export async function messageDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  const ids = [...new Set(list.map((x) => x.id))]
  const found = await db.selectFrom('sysMessage').select('id').where('id', 'in', ids).execute()
  if (found.length !== ids.length) throw notFound('siteMessageNotFound')
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sysMessageUser').where('messageId', 'in', ids).execute()
    await trx.deleteFrom('sysMessage').where('id', 'in', ids).execute()
  })
}

/** The users a draft's receivers stand for now: the users named, a role's members, an organisation's people (and below). */
async function resolveReceivers(db: Kysely<DB>, type: string | null, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  if (type === 'ROLE') {
    const rows = await db
      .selectFrom('sysRelation')
      .select('objectId')
      .where('category', '=', Relation.userHasRole)
      .where('targetId', 'in', ids)
      .execute()
    return existingUserIds(
      db,
      rows.map((r) => r.objectId),
    )
  }
  if (type === 'ORG') {
    const tree = await OrgTree.load(db)
    const orgs = [...new Set(ids.flatMap((id) => tree.subtree(id)))]
    const users: string[] = []
    for (let i = 0; i < orgs.length; i += 200) {
      const rows = await db
        .selectFrom('sysUser')
        .select('id')
        .where('orgId', 'in', orgs.slice(i, i + 200))
        .execute()
      users.push(...rows.map((r) => r.id))
    }
    return [...new Set(users)]
  }
  return existingUserIds(db, ids)
}

/** Sends a draft: its receivers are resolved to users now, and each gets an unread copy, in one transaction. */
export async function messageSend(db: Kysely<DB>, user: AuthUser, id: string) {
  const m = await draft(db, id)
  const receivers = await resolveReceivers(db, m.receiverType, parseIds(m.receiverJson))
  if (!receivers.length) throw badRequest('siteMessageNoReceivers')
  await inTransaction(db, async (trx) => {
    const now = nowIso()
    const res = await trx
      .updateTable('sysMessage')
      .set({
        status: 'SENT',
        sentAt: now,
        receiverCount: receivers.length,
        updatedAt: now,
        updatedUser: user.id,
      })
      .where('id', '=', id)
      .where('status', '=', 'DRAFT')
      .executeTakeFirst()
    // Sent meanwhile by another call: this one delivers nothing.
    if (Number(res.numUpdatedRows) !== 1) throw badRequest('siteMessageSent', { subject: m.subject })
    await deliverMessage(trx, id, receivers)
  })
  return receivers.length
}

/**
 * The caller's unread messages, counted up to `UNREAD_CAP` on the unread index (the bell and the
 * workbench figure show "99+" beyond): a count never walks more than that many receipts.
 */
export async function unreadCount(db: Kysely<DB>, user: AuthUser): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('sysMessageUser')
        .select('id')
        .where('userId', '=', user.id)
        .where('readFlag', '=', 0)
        .limit(UNREAD_CAP)
        .as('u'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The caller's unread count and newest unread messages, for the user bar. */
export async function unreadSummary(db: Kysely<DB>, user: AuthUser) {
  const [count, latest] = await Promise.all([
    unreadCount(db, user),
    db
      .selectFrom('sysMessageUser as mu')
      .innerJoin('sysMessage as m', 'm.id', 'mu.messageId')
      .select(['m.id', 'm.subject', 'm.category', 'mu.deliveredAt as createdAt'])
      .where('mu.userId', '=', user.id)
      .where('mu.readFlag', '=', 0)
      .orderBy('mu.deliveredAt', 'desc')
      .orderBy('mu.id', 'desc')
      .limit(5)
      .execute(),
  ])
  return { count, latest }
}

/** Marks the caller's messages read: those named, or all. */
export function markRead(db: Kysely<DB>, user: AuthUser, idList?: string[]) {
  return markReceiptsRead(db, user.id, idList)
}
