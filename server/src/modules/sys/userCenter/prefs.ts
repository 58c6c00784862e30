import { COLUMN_PREF_MAX, type ColumnPrefs } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { Deps } from '../../../core/deps.js'
import { badRequest } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import type { AuthUser } from '../../../core/session.js'
import { nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/** Column settings share the preference table with later kinds of preference, under this prefix. */
const columnsKey = (tableId: string) => `columns:${tableId}`

/** The caller's column settings of one table (`{}` when none are saved). */
export async function getColumnPref(db: Kysely<DB>, user: AuthUser, tableId: string): Promise<ColumnPrefs> {
  const row = await db
    .selectFrom('sysUserPref')
    .select('prefValue')
    .where('userId', '=', user.id)
    .where('prefKey', '=', columnsKey(tableId))
    .executeTakeFirst()
  if (!row) return {}
  try {
    const v: unknown = JSON.parse(row.prefValue)
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {}
    return Object.fromEntries(Object.entries(v).filter(([, b]) => typeof b === 'boolean'))
  } catch {
    return {}
  }
}

/**
 * Saves the caller's column settings of one table; empty settings delete them. Update, else insert:
 * each is one statement, and a parallel first save that inserted meanwhile is updated instead.
 */
export async function saveColumnPref(deps: Deps, user: AuthUser, tableId: string, value: ColumnPrefs) {
  const count = Object.keys(value).length
  if (count > COLUMN_PREF_MAX) throw badRequest('columnPrefTooMany', { max: COLUMN_PREF_MAX })
  const { db } = deps
  const prefKey = columnsKey(tableId)
  if (count === 0) {
    await db.deleteFrom('sysUserPref').where('userId', '=', user.id).where('prefKey', '=', prefKey).execute()
    return
  }
  const set = { prefValue: JSON.stringify(value), updatedAt: nowIso() }
  const update = () =>
    db
      .updateTable('sysUserPref')
      .set(set)
      .where('userId', '=', user.id)
      .where('prefKey', '=', prefKey)
      .executeTakeFirst()
  if (Number((await update()).numUpdatedRows) > 0) return
  try {
    await db
      .insertInto('sysUserPref')
      .values({ id: newId(), userId: user.id, prefKey, ...set })
      .execute()
  } catch {
    // The unique (user, key) index refused a second row: a parallel save inserted it first.
    await update()
  }
}
