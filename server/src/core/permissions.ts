import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { memo } from './memo.js'

export const SUPER_ADMIN_ROLE = 'superAdmin'
export const Relation = {
  userHasRole: 'USER_HAS_ROLE',
  roleHasResource: 'ROLE_HAS_RESOURCE',
  /** Data scope of a role for one permission code (extJson `{scope, orgIds}`). */
  roleHasPermission: 'ROLE_HAS_PERMISSION',
  /** Resources and permissions granted to a user directly, besides their roles. */
  userHasResource: 'USER_HAS_RESOURCE',
  userHasPermission: 'USER_HAS_PERMISSION',
  groupHasUser: 'GROUP_HAS_USER',
  /** Mobile resources (`mobile_resource`) granted to a role. */
  roleHasMobileResource: 'ROLE_HAS_MOBILE_RESOURCE',
} as const

export const SCOPE_KINDS = ['ALL', 'SELF', 'ORG', 'ORG_AND_BELOW', 'DEFINE'] as const
export type ScopeKind = (typeof SCOPE_KINDS)[number]
/** One grant's data scope for one code; relative kinds (SELF, ORG…) are resolved per user. */
export interface ScopeSpec {
  scope: ScopeKind
  orgIds?: string[]
}
/** A code held without an explicit permission row reaches the holder's organisation and below. */
export const DEFAULT_SCOPE: ScopeSpec = { scope: 'ORG_AND_BELOW' }

export function parseScope(extJson: string | null): ScopeSpec | null {
  if (!extJson) return null
  try {
    const v = JSON.parse(extJson) as { scope?: unknown; orgIds?: unknown }
    if (!SCOPE_KINDS.includes(v.scope as ScopeKind)) return null
    const orgIds = Array.isArray(v.orgIds) ? v.orgIds.filter((x): x is string => typeof x === 'string') : []
    return { scope: v.scope as ScopeKind, orgIds }
  } catch {
    return null
  }
}

export interface Grants {
  superAdmin: boolean
  roleIds: string[]
  /** BUTTON codes the user holds (all of them for the super admin): the web's buttonCodeList. */
  buttonCodes: string[]
  /** MENU codes the user holds: the read APIs of those pages. */
  menuCodes: string[]
  /** Ids of every resource granted (modules, menus, buttons, fields). */
  resourceIds: string[]
  /** Per code, the data scope of each grant (role or direct) that holds it. */
  scopes: Record<string, ScopeSpec[]>
  /** `all` for the super admin, else a digest of the granted resource ids: what menus are cached by. */
  key: string
}

/** Tables grants are read from. */
export const GRANT_TABLES = ['sys_role', 'sys_relation', 'sys_resource']

/**
 * What a user may do, from their roles and direct grants; the super admin role holds every
 * resource with scope ALL.
 */
export function loadGrants(db: Kysely<DB>, userId: string): Promise<Grants> {
  return memo(db, `grants:${userId}`, GRANT_TABLES, () => readGrants(db, userId))
}

async function readGrants(db: Kysely<DB>, userId: string): Promise<Grants> {
  const roles = await db
    .selectFrom('sysRelation as r')
    .innerJoin('sysRole as role', 'role.id', 'r.targetId')
    .select(['role.id', 'role.code'])
    .where('r.category', '=', Relation.userHasRole)
    .where('r.objectId', '=', userId)
    .execute()
  const superAdmin = roles.some((r) => r.code === SUPER_ADMIN_ROLE)
  const roleIds = roles.map((r) => r.id)
  if (superAdmin) {
    const all = await db.selectFrom('sysResource').select(['id', 'code', 'category']).execute()
    const codes = (cat: string) =>
      [...new Set(all.filter((r) => r.category === cat && r.code).map((r) => r.code as string))].sort()
    return {
      superAdmin,
      roleIds,
      buttonCodes: codes('BUTTON'),
      menuCodes: codes('MENU'),
      resourceIds: all.map((r) => r.id),
      scopes: {},
      key: 'all',
    }
  }
  const held = await db
    .selectFrom('sysRelation as g')
    .innerJoin('sysResource as res', 'res.id', 'g.targetId')
    .select(['res.id', 'res.code', 'res.category', 'g.objectId'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('g.category', '=', Relation.roleHasResource),
          eb('g.objectId', 'in', roleIds.length ? roleIds : ['']),
        ]),
        eb.and([eb('g.category', '=', Relation.userHasResource), eb('g.objectId', '=', userId)]),
      ]),
    )
    .execute()
  const perms = await db
    .selectFrom('sysRelation as g')
    .select(['g.objectId', 'g.targetId', 'g.extJson'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('g.category', '=', Relation.roleHasPermission),
          eb('g.objectId', 'in', roleIds.length ? roleIds : ['']),
        ]),
        eb.and([eb('g.category', '=', Relation.userHasPermission), eb('g.objectId', '=', userId)]),
      ]),
    )
    .execute()
  const explicit = new Map(perms.map((p) => [`${p.objectId}\n${p.targetId}`, parseScope(p.extJson)]))
  const scopes: Record<string, ScopeSpec[]> = {}
  const seen = new Set<string>()
  for (const r of held) {
    if (!r.code || (r.category !== 'MENU' && r.category !== 'BUTTON')) continue
    const key = `${r.objectId}\n${r.code}`
    if (seen.has(key)) continue
    seen.add(key)
    const spec = explicit.get(key) ?? DEFAULT_SCOPE
    if (!scopes[r.code]) scopes[r.code] = []
    scopes[r.code]!.push(spec)
  }
  const codes = (cat: string) =>
    [...new Set(held.filter((r) => r.category === cat && r.code).map((r) => r.code as string))].sort()
  return {
    superAdmin,
    roleIds,
    buttonCodes: codes('BUTTON'),
    menuCodes: codes('MENU'),
    resourceIds: [...new Set(held.map((r) => r.id))],
    scopes,
    key: createHash('sha256')
      .update([...new Set(held.map((r) => r.id))].sort().join(','))
      .digest('base64url'),
  }
}

/**
 * Enabled users who may open the page of menu `code`: holders of its menu through a role or a direct
 * grant, and every super administrator (`core/permissions.ts` resolves grants the same way).
 */
export async function menuHolders(db: Kysely<DB>, code: string): Promise<string[]> {
  const menu = db
    .selectFrom('sysResource')
    .select('id')
    .where('code', '=', code)
    .where('category', '=', 'MENU')
  const roles = db
    .selectFrom('sysRelation')
    .select('objectId')
    .where('category', '=', Relation.roleHasResource)
    .where('targetId', 'in', menu)
  const superRoles = db.selectFrom('sysRole').select('id').where('code', '=', SUPER_ADMIN_ROLE)
  const rows = await db
    .selectFrom('sysUser as u')
    .select('u.id')
    .where('u.userStatus', '=', 'ENABLE')
    .where((eb) =>
      eb.or([
        eb(
          'u.id',
          'in',
          eb
            .selectFrom('sysRelation as ur')
            .select('ur.objectId')
            .where('ur.category', '=', Relation.userHasRole)
            .where((e) => e.or([e('ur.targetId', 'in', roles), e('ur.targetId', 'in', superRoles)])),
        ),
        eb(
          'u.id',
          'in',
          eb
            .selectFrom('sysRelation as ug')
            .select('ug.objectId')
            .where('ug.category', '=', Relation.userHasResource)
            .where('ug.targetId', 'in', menu),
        ),
      ]),
    )
    .execute()
  return rows.map((r) => r.id)
}
