import type { Kysely } from 'kysely'
import { type DataScope, OrgTree, resolveScope, scopeFor, scopeWithin } from '../../../core/dataScope.js'
import { forbidden } from '../../../core/errors.js'
import {
  DEFAULT_SCOPE,
  parseScope,
  Relation,
  type ScopeSpec,
  SUPER_ADMIN_ROLE,
} from '../../../core/permissions.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/**
 * No escalation: whoever grants (resources, permissions, roles) may only add what they hold
 * themselves, with a data scope no wider than theirs. Removing is always allowed. The super
 * admin may grant anything; only the super admin may grant the super admin role.
 */

/** Whether one of `userIds` holds the super admin role (its holders are few: read them, not the ids). */
export async function anySuperAdmin(db: Kysely<DB>, userIds: readonly string[]): Promise<boolean> {
  if (!userIds.length) return false
  const holders = await db
    .selectFrom('sysRelation as r')
    .innerJoin('sysRole as role', 'role.id', 'r.targetId')
    .select('r.objectId')
    .where('r.category', '=', Relation.userHasRole)
    .where('role.code', '=', SUPER_ADMIN_ROLE)
    .execute()
  const ids = new Set(userIds)
  return holders.some((h) => ids.has(h.objectId))
}

export const isSuperAdminUser = (db: Kysely<DB>, userId: string) => anySuperAdmin(db, [userId])

/** Refuses resources the caller does not hold. */
export async function assertCanGrantResources(db: Kysely<DB>, user: AuthUser, added: string[]) {
  if (user.superAdmin || !added.length) return
  const missing = added.filter((id) => !user.resourceIds.has(id))
  if (!missing.length) return
  const r = await db
    .selectFrom('sysResource')
    .select('title')
    .where('id', '=', missing[0]!)
    .executeTakeFirst()
  throw forbidden('grantExceeds', { what: r?.title ?? missing[0]! })
}

/** Refuses permission codes the caller does not hold, and scopes wider than the caller's. */
export async function assertCanGrantPermissions(
  db: Kysely<DB>,
  user: AuthUser,
  added: Array<{ code: string; scope: ScopeSpec }>,
) {
  if (user.superAdmin) return
  for (const p of added) {
    if (!user.menuCodes.has(p.code) && !user.buttonCodes.has(p.code))
      throw forbidden('grantExceeds', { what: p.code })
    const mine = await scopeFor(db, user, p.code)
    if (mine.all) continue
    const s = p.scope.scope
    // Relative scopes are checked again when the role is given to a user.
    if (s === 'ALL' || (s === 'SELF' && !mine.self)) throw forbidden('grantScopeExceeds', { what: p.code })
    if (s === 'DEFINE' && !(p.scope.orgIds ?? []).every((id) => mine.orgIds.has(id)))
      throw forbidden('grantScopeExceeds', { what: p.code })
  }
}

/** The codes and data scopes a role would give to a user anchored at `orgId`. */
async function roleScopes(db: Kysely<DB>, roleId: string, orgId: string | null, tree: OrgTree) {
  const codes = await db
    .selectFrom('sysRelation as g')
    .innerJoin('sysResource as res', 'res.id', 'g.targetId')
    .select(['res.id', 'res.code', 'res.category'])
    .where('g.category', '=', Relation.roleHasResource)
    .where('g.objectId', '=', roleId)
    .execute()
  const perms = await db
    .selectFrom('sysRelation')
    .select(['targetId', 'extJson'])
    .where('category', '=', Relation.roleHasPermission)
    .where('objectId', '=', roleId)
    .execute()
  const explicit = new Map(perms.map((p) => [p.targetId, parseScope(p.extJson)]))
  const out = new Map<string, DataScope>()
  for (const c of codes)
    if (c.code && (c.category === 'MENU' || c.category === 'BUTTON'))
      out.set(c.code, resolveScope([explicit.get(c.code) ?? DEFAULT_SCOPE], orgId, tree))
  return { resourceIds: codes.map((c) => c.id), scopes: out }
}

/** Refuses roles the caller could not have built: the super admin role, more resources or scope. */
export async function assertCanGrantRoles(
  db: Kysely<DB>,
  user: AuthUser,
  target: { id: string; orgId: string | null },
  addedRoleIds: string[],
) {
  if (!addedRoleIds.length) return
  const roles = await db
    .selectFrom('sysRole')
    .select(['id', 'code', 'name'])
    .where('id', 'in', addedRoleIds)
    .execute()
  if (roles.some((r) => r.code === SUPER_ADMIN_ROLE) && !user.superAdmin) throw forbidden('superAdminOnly')
  if (user.superAdmin) return
  const tree = await OrgTree.load(db)
  for (const role of roles) {
    const { resourceIds, scopes } = await roleScopes(db, role.id, target.orgId, tree)
    if (resourceIds.some((id) => !user.resourceIds.has(id)))
      throw forbidden('grantExceeds', { what: role.name })
    for (const [code, scope] of scopes) {
      const mine = await scopeFor(db, user, code)
      if (!scopeWithin(scope, mine)) throw forbidden('grantScopeExceeds', { what: `${role.name} / ${code}` })
    }
  }
}

/** Permission rows as sent, `extJson` serialised. */
export const permissionTargets = (list: Array<{ code: string; scope: ScopeSpec }>) =>
  list.map((p) => ({
    targetId: p.code,
    extJson: JSON.stringify({
      scope: p.scope.scope,
      orgIds: p.scope.scope === 'DEFINE' ? (p.scope.orgIds ?? []) : [],
    }),
  }))

/** The permission rows that are new or changed compared with what is stored. */
export function changedPermissions(
  stored: Array<{ targetId: string; extJson: string | null }>,
  list: Array<{ code: string; scope: ScopeSpec }>,
) {
  const before = new Map(stored.map((s) => [s.targetId, s.extJson]))
  const next = permissionTargets(list)
  return list.filter((_p, i) => before.get(next[i]!.targetId) !== next[i]!.extJson)
}
