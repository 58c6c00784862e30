import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { memo } from './memo.js'
import { Relation } from './permissions.js'
import { targetsOfAny } from './relations.js'
import type { AuthUser } from './session.js'

/**
 * Mobile resources as the mobile module (their tree, `GET /api/mobile/menu`) and the role module
 * (granting them) both read them: the whole tree is small, read once and memoised (`core/memo.ts`).
 */
const COLS = [
  'id',
  'parentId',
  'category',
  'code',
  'title',
  'titleEn',
  'icon',
  'color',
  'path',
  'component',
  'sortCode',
] as const

/** Every mobile resource in tree order (parent, sort, id); kept 5 s, dropped by this process's writes. */
export function mobileResourceRows(db: Kysely<DB>) {
  return memo(db, 'mobileResources', ['mobile_resource'], () =>
    db
      .selectFrom('mobileResource')
      .select(COLS)
      .orderBy('parentId')
      .orderBy('sortCode')
      .orderBy('id')
      .execute(),
  )
}

/** The ids of the mobile resources `user` holds through their roles (all of them for the super admin). */
export async function grantedMobileResourceIds(db: Kysely<DB>, user: AuthUser): Promise<ReadonlySet<string>> {
  if (user.superAdmin) return new Set((await mobileResourceRows(db)).map((r) => r.id))
  const roles = [...user.roleIds].sort()
  return memo(db, `mobileGrants:${roles.join(',')}`, ['sys_relation', 'mobile_resource'], async () => {
    return new Set(await targetsOfAny(db, Relation.roleHasMobileResource, roles))
  })
}
