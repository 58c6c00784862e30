import { createHash } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.js'
import { newId } from './ids.js'
import { dialectOf } from './search.js'
import { nowIso } from './time.js'

export interface LogEntry {
  category: 'LOGIN' | 'LOGOUT' | 'OPERATE' | 'EXCEPTION' | 'DENIED'
  name: string
  exeStatus: 'SUCCESS' | 'FAIL'
  exeMessage?: string | null
  ip: string | null
  userAgent: string | null
  reqMethod?: string | null
  reqUrl?: string | null
  paramJson?: string | null
  resultJson?: string | null
  opUser: string | null
  opUserId: string | null
}

const logRow = (e: LogEntry) => ({
  id: newId(),
  category: e.category,
  name: e.name,
  exeStatus: e.exeStatus,
  exeMessage: e.exeMessage ?? null,
  opIp: e.ip,
  opBrowser: e.userAgent?.slice(0, 512) ?? null,
  reqMethod: e.reqMethod ?? null,
  reqUrl: e.reqUrl ?? null,
  paramJson: e.paramJson ?? null,
  resultJson: e.resultJson ?? null,
  opTime: nowIso(),
  opUser: e.opUser,
  opUserId: e.opUserId,
})

/** Visit and operation log; callers pass parameters already stripped of secrets. */
export async function writeLog(db: Kysely<DB>, e: LogEntry): Promise<void> {
  await db.insertInto('devLog').values(logRow(e)).execute()
}

/** The window in which one user's refused calls of one route make one DENIED row. */
export const DENIED_WINDOW_MS = 10_000

/**
 * A refused call (403): at most one row per user, method, route and 10-second window, its
 * `hit_count` counting the calls. The window's key is unique, so the insert is an upsert and every
 * process sharing the database adds to the same row: a burst writes a bounded number of rows however
 * many processes serve it. The row keeps the first call's details (time, parameters, client).
 */
export async function writeDenied(db: Kysely<DB>, e: Omit<LogEntry, 'category'>, now = Date.now()) {
  const window = Math.floor(now / DENIED_WINDOW_MS)
  const throttleKey = createHash('sha256')
    .update(`${e.opUserId}\n${e.reqMethod}\n${e.reqUrl}\n${window}`)
    .digest('hex')
  const insert = db.insertInto('devLog').values({ ...logRow({ ...e, category: 'DENIED' }), throttleKey })
  await (dialectOf(db) === 'mysql'
    ? insert.onDuplicateKeyUpdate({ hitCount: sql`hit_count + 1` })
    : insert.onConflict((oc) =>
        oc.column('throttleKey').doUpdateSet((eb) => ({ hitCount: eb(eb.ref('devLog.hitCount'), '+', 1) })),
      )
  ).execute()
}
