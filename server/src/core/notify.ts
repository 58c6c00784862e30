import type { Kysely } from 'kysely'
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
  for (let i = 0; i < userIds.length; i += CHUNK)
    await trx
      .insertInto('sysMessageUser')
      .values(
        userIds
          .slice(i, i + CHUNK)
          .map((userId) => ({ id: newId(), messageId, userId, readFlag: 0, readAt: null })),
      )
      .execute()
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
