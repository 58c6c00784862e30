import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { type DataScope, inScope } from './dataScope.js'
import { badRequest, forbidden } from './errors.js'
import type { MsgKey } from './i18n.js'
import { newId } from './ids.js'
import type { AuthUser } from './session.js'

/**
 * Relation rows (`sys_relation`: category, object, target, extJson): user–role, role–resource,
 * group–user and the grants. Every module reads and replaces them through these functions.
 */
export async function relationTargets(db: Kysely<DB>, category: string, objectId: string) {
  return db
    .selectFrom('sysRelation')
    .select(['targetId', 'extJson'])
    .where('category', '=', category)
    .where('objectId', '=', objectId)
    .execute()
}

/** The `category` targets of any of `objectIds` (e.g. what a user's roles are granted), each once. */
export async function targetsOfAny(db: Kysely<DB>, category: string, objectIds: readonly string[]) {
  if (!objectIds.length) return []
  const rows = await db
    .selectFrom('sysRelation')
    .select('targetId')
    .distinct()
    .where('category', '=', category)
    .where('objectId', 'in', [...objectIds])
    .execute()
  return rows.map((r) => r.targetId)
}

/** Replaces every `category` relation of `objectId` with `targets` (in one transaction). */
export async function replaceRelations(
  db: Kysely<DB>,
  category: string,
  objectId: string,
  targets: Array<{ targetId: string; extJson?: string | null }>,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sysRelation')
      .where('category', '=', category)
      .where('objectId', '=', objectId)
      .execute()
    const unique = [...new Map(targets.map((t) => [t.targetId, t])).values()]
    for (let i = 0; i < unique.length; i += 200)
      await trx
        .insertInto('sysRelation')
        .values(
          unique.slice(i, i + 200).map((t) => ({
            id: newId(),
            category,
            objectId,
            targetId: t.targetId,
            extJson: t.extJson ?? null,
          })),
        )
        .execute()
  })
}

/**
 * Adds and removes `category` relations between `one` and several others, in one transaction;
 * `side` says which end `one` is (a role is the target of user–role rows, a group the object of
 * group–user rows). Rows not named stay as they are.
 */
export async function changeRelations(
  db: Kysely<DB>,
  category: string,
  one: { id: string; side: 'object' | 'target' },
  change: { add: readonly string[]; remove: readonly string[] },
) {
  const [mine, others] =
    one.side === 'object' ? (['objectId', 'targetId'] as const) : (['targetId', 'objectId'] as const)
  await db.transaction().execute(async (trx) => {
    if (change.remove.length)
      await trx
        .deleteFrom('sysRelation')
        .where('category', '=', category)
        .where(mine, '=', one.id)
        .where(others, 'in', [...change.remove])
        .execute()
    for (const other of new Set(change.add))
      await trx
        .insertInto('sysRelation')
        .values({ id: newId(), category, [mine]: one.id, [others]: other, extJson: null } as {
          id: string
          category: string
          objectId: string
          targetId: string
          extJson: null
        })
        .execute()
  })
}

/** Refuses (400, `message`) unless every id names a row of `table`. */
export async function assertIdsExist(
  db: Kysely<DB>,
  table: 'sysRole' | 'sysResource' | 'sysUser' | 'mobileResource',
  ids: readonly string[],
  message: MsgKey,
) {
  const wanted = new Set(ids)
  if (!wanted.size) return
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...wanted])
    .execute()
  if (found.length !== wanted.size) throw badRequest(message)
}

/** A granted row with what its data scope is judged by: its organisation, and who it is (a user) or who made it (a role). */
export interface GrantedRow {
  id: string
  orgId: string | null
  selfId: string | null
}

/**
 * The one rule of a grant that sets a list (a group's members, a role's users, a user's roles):
 * every id it adds must name a row of `table` (400 `missing`) inside the caller's `scope` (403);
 * of the rows granted already, those outside the scope stay whatever the call sends. So a caller
 * neither gives nor takes away what lies beyond their data scope (LESSONS: a missing check when
 * assigning roles and users is a privilege-escalation bug class). Returns what to add and remove.
 */
export async function scopedGrantChange(
  db: Kysely<DB>,
  user: AuthUser,
  scope: DataScope,
  granted: {
    table: 'sysUser' | 'sysRole'
    current: readonly string[]
    wanted: readonly string[]
    missing: MsgKey
  },
): Promise<{ add: GrantedRow[]; remove: string[] }> {
  const before = new Set(granted.current)
  const wanted = new Set(granted.wanted)
  const added = [...wanted].filter((id) => !before.has(id))
  const removed = [...before].filter((id) => !wanted.has(id))
  if (!added.length && !removed.length) return { add: [], remove: [] }
  const rows: GrantedRow[] = []
  const ids = [...added, ...removed]
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500)
    rows.push(
      ...(granted.table === 'sysUser'
        ? await db
            .selectFrom('sysUser')
            .select(['id', 'orgId', 'id as selfId'])
            .where('id', 'in', part)
            .execute()
        : await db
            .selectFrom('sysRole')
            .select(['id', 'orgId', 'createdUser as selfId'])
            .where('id', 'in', part)
            .execute()),
    )
  }
  const byId = new Map(rows.map((r) => [r.id, r]))
  const add = added.map((id) => byId.get(id))
  if (add.some((r) => !r)) throw badRequest(granted.missing)
  for (const r of add) if (!inScope(scope, user, r!)) throw forbidden('outOfScope')
  // A relation to a row gone meanwhile is dropped; one outside the scope stays.
  const remove = removed.filter((id) => {
    const r = byId.get(id)
    return !r || inScope(scope, user, r)
  })
  return { add: add as GrantedRow[], remove }
}
