import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { forbidden } from './errors.js'
import { memo } from './memo.js'
import type { AuthUser } from './session.js'

/**
 * Field permission, one rule: the FIELD resources under a page's MENU name fields (their code is
 * the field name, the record property and the query parameter alike). A field the user is not
 * granted is left out of every record of that page, and may be neither filtered, sorted, searched,
 * exported nor imported over (the list helper in `core/list.ts` applies it to every list).
 */
/** The memo of a page's FIELD resources. */
export const fieldsMemo = (menuCode: string) => `fields:${menuCode}`

export async function hiddenFields(
  // biome-ignore lint/suspicious/noExplicitAny: read by lists of any schema
  db: Kysely<any>,
  user: AuthUser,
  menuCode: string,
): Promise<string[]> {
  if (user.superAdmin) return []
  const rows = await menuFields(db, menuCode)
  const hidden = rows.filter((r) => r.code && !user.resourceIds.has(r.id)).map((r) => r.code as string)
  return [...new Set(hidden)]
}

/** A page's FIELD resources (memoised). */
// biome-ignore lint/suspicious/noExplicitAny: read by lists of any schema
const menuFields = (db: Kysely<any>, menuCode: string) =>
  memo(db, fieldsMemo(menuCode), ['sys_resource'], () =>
    (db as Kysely<DB>)
      .selectFrom('sysResource as f')
      .innerJoin('sysResource as m', 'm.id', 'f.parentId')
      .select(['f.id', 'f.code'])
      .where('f.category', '=', 'FIELD')
      .where('m.category', '=', 'MENU')
      .where('m.code', '=', menuCode)
      .execute(),
  )

/** Refuses (403, naming the field) a filter or a sort on a field the caller may not see. */
export function guardFields(hidden: readonly string[], query: Record<string, unknown>): void {
  for (const f of hidden) {
    const v = Object.hasOwn(query, f) ? query[f] : undefined
    if ((v !== undefined && v !== null && v !== '') || query.sortField === f)
      throw forbidden('fieldNotGranted', { field: f })
  }
}

/**
 * The hidden fields of every menu the user holds, by menu code, for the web to hide columns and
 * form fields (getLoginUser). The ungranted fields, not the granted ones: that is empty for the
 * super admin and for menus without FIELD resources, where nothing is hidden.
 */
export async function hiddenFieldCodes(db: Kysely<DB>, user: AuthUser): Promise<Record<string, string[]>> {
  if (user.superAdmin) return {}
  const rows = await db
    .selectFrom('sysResource as f')
    .innerJoin('sysResource as m', 'm.id', 'f.parentId')
    .select(['f.id', 'f.code', 'm.id as menuId', 'm.code as menuCode'])
    .where('f.category', '=', 'FIELD')
    .where('m.category', '=', 'MENU')
    .orderBy('f.code')
    .execute()
  const out: Record<string, string[]> = {}
  for (const r of rows) {
    // Menus the user cannot open do not matter to the web (and their field codes are not its business).
    if (!r.code || !r.menuCode || !user.resourceIds.has(r.menuId) || user.resourceIds.has(r.id)) continue
    const list = out[r.menuCode] ?? []
    if (!list.includes(r.code)) out[r.menuCode] = [...list, r.code]
  }
  return out
}

/** Removes the hidden fields from each record (in place) and returns the records. */
export function stripFields<T extends object>(records: T[], hidden: readonly string[]): T[] {
  if (!hidden.length) return records
  for (const r of records) for (const f of hidden) delete (r as Record<string, unknown>)[f]
  return records
}

/** Loads the hidden fields of `menuCode` and strips them from `records`. */
export async function applyFieldPerm<T extends object>(
  db: Kysely<DB>,
  user: AuthUser,
  menuCode: string,
  records: T[],
): Promise<T[]> {
  return stripFields(records, await hiddenFields(db, user, menuCode))
}
