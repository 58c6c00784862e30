import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { newSecret } from './ids.js'
import { MEMO_MS, tablesEpoch } from './memo.js'
import { hashToken } from './session.js'
import { DAY, isoIn, MINUTE, nowIso } from './time.js'

/** An external user signed in on a phone page (a C-side session). */
export interface ClientUser {
  /** The identity's id, the owner of its applications. */
  openId: string
  phone: string
  /** Hash of the token: the session's id. */
  sessionId: string
}

/**
 * A phone stays signed in a month at most, and a week unused: long enough not to ask a contractor
 * for a code at every gate, short enough that a lost phone's session ends.
 */
export const CLIENT_SESSION_TTL_MS = 30 * DAY
export const CLIENT_SESSION_IDLE_MS = 7 * DAY

/** A write to these through this process drops the cached sessions at once (`core/memo.ts`). */
const TABLES = ['client_user', 'client_session']
const TOUCH_MS = MINUTE

interface Cached {
  client: ClientUser
  lastSeenAt: number
  expiresAt: number
  cachedAt: number
  epoch: number
}

/**
 * C-side sessions: opaque tokens of which the database keeps the hash, as staff sessions
 * (`core/session.ts`), in a table of their own, so that a token of one side is never looked up for
 * a route of the other. Lookups are cached a few seconds per process.
 */
export class ClientSessions {
  private cache = new Map<string, Cached>()

  constructor(private db: Kysely<DB>) {}

  async create(clientUserId: string, ip: string | null, userAgent: string | null): Promise<string> {
    const token = newSecret(32)
    const now = nowIso()
    await this.db
      .insertInto('clientSession')
      .values({
        id: hashToken(token),
        clientUserId,
        ip,
        userAgent: userAgent?.slice(0, 512) ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: isoIn(CLIENT_SESSION_TTL_MS),
      })
      .execute()
    return token
  }

  async resolve(token: string): Promise<ClientUser | null> {
    if (!token || token.length > 128) return null
    const id = hashToken(token)
    const now = Date.now()
    const epoch = tablesEpoch(TABLES)
    const hit = this.cache.get(id)
    if (hit && now - hit.cachedAt < MEMO_MS && hit.epoch === epoch) {
      if (now >= hit.expiresAt || now - hit.lastSeenAt >= CLIENT_SESSION_IDLE_MS) return null
      return hit.client
    }
    const row = await this.db
      .selectFrom('clientSession as s')
      .innerJoin('clientUser as u', 'u.id', 's.clientUserId')
      .select(['s.lastSeenAt', 's.expiresAt', 'u.id as openId', 'u.phone', 'u.status'])
      .where('s.id', '=', id)
      .executeTakeFirst()
    const expiresAt = row ? Date.parse(row.expiresAt) : 0
    let lastSeenAt = row ? Date.parse(row.lastSeenAt) : 0
    if (row?.status !== 'ENABLE' || now >= expiresAt || now - lastSeenAt >= CLIENT_SESSION_IDLE_MS) {
      this.cache.delete(id)
      if (row) await this.db.deleteFrom('clientSession').where('id', '=', id).execute()
      return null
    }
    if (now - lastSeenAt >= TOUCH_MS) {
      lastSeenAt = now
      await this.db.updateTable('clientSession').set({ lastSeenAt: nowIso() }).where('id', '=', id).execute()
    }
    const client: ClientUser = { openId: row.openId, phone: row.phone, sessionId: id }
    if (this.cache.size > 10_000) this.cache.clear()
    this.cache.set(id, { client, lastSeenAt, expiresAt, cachedAt: now, epoch })
    return client
  }

  async revoke(sessionId: string): Promise<void> {
    this.cache.delete(sessionId)
    await this.db.deleteFrom('clientSession').where('id', '=', sessionId).execute()
  }

  /** Deletes sessions past their expiry or idle time (the clean-up job); resolves how many. */
  async purgeExpired(): Promise<number> {
    const res = await this.db
      .deleteFrom('clientSession')
      .where((eb) =>
        eb.or([eb('expiresAt', '<', nowIso()), eb('lastSeenAt', '<', isoIn(-CLIENT_SESSION_IDLE_MS))]),
      )
      .executeTakeFirst()
    return Number(res.numDeletedRows)
  }
}
