import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { type DataScope, scopeWhere } from './dataScope.js'
import type { AuthUser } from './session.js'

/**
 * The users at the other end of `one`'s `category` relations (a group's members, a role's holders)
 * that `scope` lets the caller see; `side` says which end `one` is, as in `changeRelations`.
 */
export async function relatedUsers(
  db: Kysely<DB>,
  user: AuthUser,
  scope: DataScope,
  category: string,
  one: { id: string; side: 'object' | 'target' },
): Promise<string[]> {
  const [mine, theirs] =
    one.side === 'object' ? (['r.objectId', 'r.targetId'] as const) : (['r.targetId', 'r.objectId'] as const)
  const rows = await db
    .selectFrom('sysRelation as r')
    .innerJoin('sysUser as u', 'u.id', theirs)
    .select('u.id')
    .where('r.category', '=', category)
    .where(mine, '=', one.id)
    .where(scopeWhere(scope, user, { org: 'u.orgId', self: 'u.id' }))
    .execute()
  return rows.map((r) => r.id)
}
