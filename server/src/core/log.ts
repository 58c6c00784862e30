import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { newId } from './ids.js'
import { nowIso } from './time.js'

export interface LogEntry {
  category: 'LOGIN' | 'LOGOUT' | 'OPERATE' | 'EXCEPTION'
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

/** Visit and operation log; callers pass parameters already stripped of secrets. */
export async function writeLog(db: Kysely<DB>, e: LogEntry): Promise<void> {
  await db
    .insertInto('devLog')
    .values({
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
    .execute()
}
