import type { ExpressionBuilder, Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { newId } from './ids.js'
import { sanitizeRichText } from './richText.js'
import { nowIso } from './time.js'

export interface Notice {
  subject: string
  /** Rich HTML; sanitised here. */
  content?: string | null
  /** A value of the MESSAGE_CATEGORY dictionary (SYS, BIZ, APPROVAL, …). */
  category: string
}

/** Text made safe to put into a message's HTML. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Receipts per INSERT: a few parameters each, well under every engine's limit. */
const CHUNK = 200

/** Runs `fn` in a transaction, or in the one `db` already is (Kysely nests none). */
export const inTransaction = <T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> =>
  db.isTransaction ? fn(db) : db.transaction().execute(fn)

/** Those of `userIds` that are users (enabled or not), each once. */
export async function existingUserIds(db: Kysely<DB>, userIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(userIds)]
  const out: string[] = []
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const rows = await db
      .selectFrom('sysUser')
      .select('id')
      .where('id', 'in', wanted.slice(i, i + CHUNK))
      .execute()
    out.push(...rows.map((r) => r.id))
  }
  return out
}

/** Gives `messageId` to each of `userIds` (users, each once) as unread. */
export async function deliverMessage(trx: Kysely<DB>, messageId: string, userIds: readonly string[]) {
  const deliveredAt = nowIso()
  for (let i = 0; i < userIds.length; i += CHUNK)
    await trx
      .insertInto('sysMessageUser')
      .values(
        userIds
          .slice(i, i + CHUNK)
          .map((userId) => ({ id: newId(), messageId, userId, readFlag: 0, readAt: null, deliveredAt })),
      )
      .execute()
}

/**
 * Marks `userId`'s unread receipts read (of the messages named, or all) and counts each reader on
 * its message, in one transaction. Returns how many were unread.
 */
export async function markReceiptsRead(db: Kysely<DB>, userId: string, messageIds?: readonly string[]) {
  if (messageIds && !messageIds.length) return 0
  const unread = (eb: ExpressionBuilder<DB, 'sysMessageUser'>) =>
    eb.and([
      eb('userId', '=', userId),
      eb('readFlag', '=', 0),
      ...(messageIds ? [eb('messageId', 'in', messageIds)] : []),
    ])
  return inTransaction(db, async (trx) => {
    // A receiver has one receipt per message: each message found gains one reader.
    await trx
      .updateTable('sysMessage')
      .set((eb) => ({ readCount: eb('readCount', '+', 1) }))
      .where('id', 'in', trx.selectFrom('sysMessageUser').select('messageId').where(unread))
      .execute()
    const res = await trx
      .updateTable('sysMessageUser')
      .set({ readFlag: 1, readAt: nowIso() })
      .where(unread)
      .executeTakeFirst()
    return Number(res.numUpdatedRows)
  })
}

/** Removes users' receipts (users deleted), taking their reads off the messages' counts. */
export async function forgetReceivers(trx: Kysely<DB>, userIds: readonly string[]) {
  if (!userIds.length) return
  await trx
    .updateTable('sysMessage')
    .set((eb) => ({
      readCount: eb(
        'readCount',
        '-',
        eb
          .selectFrom('sysMessageUser as r')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('r.messageId', '=', 'sysMessage.id')
          .where('r.userId', 'in', userIds)
          .where('r.readFlag', '=', 1),
      ),
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('sysMessageUser')
        .select('messageId')
        .where('userId', 'in', userIds)
        .where('readFlag', '=', 1),
    )
    .execute()
  await trx.deleteFrom('sysMessageUser').where('userId', 'in', userIds).execute()
}

/**
 * Sends a site message to users (approvals, new résumés, the message page): the message and every
 * receipt in one transaction, content sanitised. Ids that are no user are skipped; nothing is
 * written when none is left. Returns the message id, or null.
 */
export async function notify(
  db: Kysely<DB>,
  userIds: readonly string[],
  message: Notice,
  from: { userId?: string | null } = {},
): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const receivers = await existingUserIds(trx, userIds)
    if (!receivers.length) return null
    const id = newId()
    const now = nowIso()
    await trx
      .insertInto('sysMessage')
      .values({
        id,
        category: message.category,
        subject: message.subject,
        content: sanitizeRichText(message.content),
        status: 'SENT',
        receiverType: 'USER',
        receiverJson: JSON.stringify(receivers),
        receiverCount: receivers.length,
        sentAt: now,
        createdAt: now,
        createdUser: from.userId ?? null,
        updatedAt: null,
        updatedUser: null,
      })
      .execute()
    await deliverMessage(trx, id, receivers)
    return id
  })
}
