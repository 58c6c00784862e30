import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { memo } from './memo.js'

/**
 * Run-time settings (`dev_config`, changed by administrators on the configuration page). Every
 * module, the mail and SMS senders and the password policy read them here, never the table. The
 * whole table is one memo: a write through this process is seen at once, another process's within
 * the memo's 5 s.
 */
export const SETTINGS_MEMO = 'settings'

export function settings(db: Kysely<DB>): Promise<ReadonlyMap<string, string>> {
  return memo(db, SETTINGS_MEMO, ['dev_config'], async () => {
    const rows = await db.selectFrom('devConfig').select(['configKey', 'configValue']).execute()
    return new Map(rows.map((r) => [r.configKey, r.configValue]))
  })
}

export async function setting(db: Kysely<DB>, key: string): Promise<string | undefined> {
  return (await settings(db)).get(key)
}

/** A positive integer setting, or `fallback` when unset or not a positive integer. */
export async function settingInt(db: Kysely<DB>, key: string, fallback: number): Promise<number> {
  const n = Number(await setting(db, key))
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/** A count setting: a positive whole number up to `max`, anything else 0 (off). */
export function countOf(value: string | null | undefined, max: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : 0
}
