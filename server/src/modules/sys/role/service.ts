import type { RoleAdd } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { anyScope, type DataScope, inScope, scopeFor, scopeWhere } from '../../../core/dataScope.js'
import { badRequest, forbidden, notFound } from '../../../core/errors.js'
import { insertRow } from '../../../core/insertRow.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { bySortCode, sortFields } from '../../../core/listOrders.js'
import { Relation, type ScopeSpec, SUPER_ADMIN_ROLE } from '../../../core/permissions.js'
import { relatedUsers } from '../../../core/relatedUsers.js'
import {
  assertIdsExist,
  changeRelations,
  relationTargets,
  replaceRelations,
  scopedGrantChange,
} from '../../../core/relations.js'
import { permCode, type RegisteredRoute } from '../../../core/route.js'
import { buildTree, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { assertUnique } from '../../../core/unique.js'
import type { DB } from '../../../db/schema.js'
import {
  anySuperAdmin,
  assertCanGrantPermissions,
  assertCanGrantResources,
  assertCanGrantRoles,
  changedPermissions,
  permissionTargets,
} from './grants.js'
import '../org/texts.js'
import '../resource/texts.js'
import './texts.js'
import '../user/texts.js'

const cols = [
  'r.id',
  'r.name',
  'r.code',
  'r.category',
  'r.orgId',
  'o.name as orgName',
  'r.sortCode',
  'r.remark',
  'r.createdAt',
] as const
/** Roles belong to an organisation (ORG) or to everyone (GLOBAL: orgId null, reached with scope ALL). */
const roleScope = (scope: DataScope, user: AuthUser) =>
  scopeWhere(scope, user, { org: 'r.orgId', self: 'r.createdUser' })

const roleRows = listView((q: From<'sysRole', 'r'>) =>
  q.leftJoin('sysOrg as o', 'o.id', 'r.orgId').select(cols),
)
const roleListing = defineList({
  ...bySortCode('sys_role', 'r', 'sys_role_sort'),
  sort: sortFields('r', {
    name: 'sys_role_name',
    code: { by: ['r.code'], index: 'sys_role_code' },
    sortCode: 'sys_role_sort',
  }),
  search: { name: search.contains('r.name'), code: search.contains('r.code') },
})

export async function rolePage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { orgId?: string; category?: string },
  scope?: DataScope,
) {
  const build = async () => {
    let q = db
      .selectFrom('sysRole as r')
      .where(roleScope(scope ?? (await scopeFor(db, user, 'sysRole')), user))
    if (query.orgId) q = q.where('r.orgId', '=', query.orgId)
    if (query.category) q = q.where('r.category', '=', query.category)
    return q
  }
  return listPage(db, user, roleListing, query, { variant: scope ? 'any' : 'own', build }, roleRows)
}

export async function roleSelector(db: Kysely<DB>, user: AuthUser, query: ListQuery) {
  return rolePage(db, user, query, await anyScope(db, user))
}

export async function getRoleInScope(db: Kysely<DB>, user: AuthUser, id: string, code: string) {
  const role = await db.selectFrom('sysRole').selectAll().where('id', '=', id).executeTakeFirst()
  if (!role) throw notFound('roleNotFound')
  if (role.code === SUPER_ADMIN_ROLE && !user.superAdmin) throw forbidden('superAdminOnly')
  if (!inScope(await scopeFor(db, user, code), user, { orgId: role.orgId, selfId: role.createdUser }))
    throw forbidden('outOfScope')
  return role
}

export async function roleDetail(db: Kysely<DB>, user: AuthUser, id: string) {
  await getRoleInScope(db, user, id, 'sysRole')
  // The row as the list shows it.
  return roleRows.select(db.selectFrom('sysRole as r')).where('r.id', '=', id).executeTakeFirstOrThrow()
}

async function checkRole(db: Kysely<DB>, user: AuthUser, body: RoleAdd, code: string, exceptId?: string) {
  const scope = await scopeFor(db, user, code)
  const orgId = body.category === 'ORG' ? (body.orgId ?? null) : null
  if (body.category === 'ORG') {
    if (!orgId || !(await db.selectFrom('sysOrg').select('id').where('id', '=', orgId).executeTakeFirst()))
      throw badRequest('orgNotFound')
    if (!scope.all && !scope.orgIds.has(orgId)) throw forbidden('orgOutOfScope')
  } else if (!scope.all) throw forbidden('orgOutOfScope')
  await assertUnique(db, 'sysRole', 'code', body.code, {
    exceptId,
    message: 'roleCodeDuplicate',
    param: 'code',
  })
  return orgId
}

const roleValues = (body: RoleAdd, orgId: string | null) => ({
  name: body.name,
  code: body.code,
  category: body.category,
  orgId,
  sortCode: body.sortCode,
  remark: body.remark ?? null,
})

export async function roleAdd(db: Kysely<DB>, user: AuthUser, body: RoleAdd) {
  const orgId = await checkRole(db, user, body, 'sysRoleAdd')
  return insertRow(db, 'sysRole', user, roleValues(body, orgId))
}

export async function roleEdit(db: Kysely<DB>, user: AuthUser, body: RoleAdd & { id: string }) {
  const role = await getRoleInScope(db, user, body.id, 'sysRoleEdit')
  if (role.code === SUPER_ADMIN_ROLE && body.code !== SUPER_ADMIN_ROLE) throw forbidden('superAdminOnly')
  const orgId = await checkRole(db, user, body, 'sysRoleEdit', role.id)
  await db
    .updateTable('sysRole')
    .set({ ...roleValues(body, orgId), ...updated(user) })
    .where('id', '=', role.id)
    .execute()
}

export async function roleDelete(db: Kysely<DB>, user: AuthUser, list: Array<{ id: string }>) {
  const ids = [...new Set(list.map((x) => x.id))]
  for (const id of ids) {
    const role = await getRoleInScope(db, user, id, 'sysRoleDelete')
    // The super admin role is what lets anyone administer the system: it stays.
    if (role.code === SUPER_ADMIN_ROLE) throw forbidden('superAdminOnly')
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sysRelation')
      .where('category', '=', Relation.userHasRole)
      .where('targetId', 'in', ids)
      .execute()
    await trx
      .deleteFrom('sysRelation')
      .where('category', 'in', [Relation.roleHasResource, Relation.roleHasPermission])
      .where('objectId', 'in', ids)
      .execute()
    await trx.deleteFrom('sysRole').where('id', 'in', ids).execute()
  })
}

export async function roleOwnResource(db: Kysely<DB>, user: AuthUser, id: string) {
  await getRoleInScope(db, user, id, 'sysRole')
  return (await relationTargets(db, Relation.roleHasResource, id)).map((r) => r.targetId)
}
export async function roleOwnPermission(db: Kysely<DB>, user: AuthUser, id: string) {
  await getRoleInScope(db, user, id, 'sysRole')
  return (await relationTargets(db, Relation.roleHasPermission, id)).map((r) => ({
    code: r.targetId,
    scope: JSON.parse(r.extJson ?? '{"scope":"ORG_AND_BELOW"}') as ScopeSpec,
  }))
}
/** The role's users that the caller may see. */
export async function roleOwnUser(db: Kysely<DB>, user: AuthUser, id: string) {
  await getRoleInScope(db, user, id, 'sysRole')
  const scope = await scopeFor(db, user, 'sysRole')
  return relatedUsers(db, user, scope, Relation.userHasRole, { id, side: 'target' })
}

export async function roleGrantResource(db: Kysely<DB>, user: AuthUser, id: string, resourceIds: string[]) {
  await getRoleInScope(db, user, id, 'sysRoleGrantResource')
  await assertIdsExist(db, 'sysResource', resourceIds, 'resourceNotFound')
  const existing = (await relationTargets(db, Relation.roleHasResource, id)).map((r) => r.targetId)
  await assertCanGrantResources(
    db,
    user,
    resourceIds.filter((r) => !existing.includes(r)),
  )
  // What the caller cannot see or grant stays as it was.
  const kept = user.superAdmin ? [] : existing.filter((r) => !user.resourceIds.has(r))
  await replaceRelations(
    db,
    Relation.roleHasResource,
    id,
    [...resourceIds, ...kept].map((targetId) => ({ targetId })),
  )
}

export async function roleGrantPermission(
  db: Kysely<DB>,
  user: AuthUser,
  id: string,
  list: Array<{ code: string; scope: ScopeSpec }>,
) {
  await getRoleInScope(db, user, id, 'sysRoleGrantPermission')
  const stored = await relationTargets(db, Relation.roleHasPermission, id)
  await assertCanGrantPermissions(db, user, changedPermissions(stored, list))
  const held = (c: string) => user.superAdmin || user.menuCodes.has(c) || user.buttonCodes.has(c)
  const sent = new Set(list.map((p) => p.code))
  const kept = stored.filter((s) => !sent.has(s.targetId) && !held(s.targetId))
  await replaceRelations(db, Relation.roleHasPermission, id, [...permissionTargets(list), ...kept])
}

export async function roleGrantUser(db: Kysely<DB>, user: AuthUser, id: string, userIds: string[]) {
  const role = await getRoleInScope(db, user, id, 'sysRoleGrantUser')
  const current = await db
    .selectFrom('sysRelation')
    .select('objectId')
    .where('category', '=', Relation.userHasRole)
    .where('targetId', '=', id)
    .execute()
  const change = await scopedGrantChange(db, user, await scopeFor(db, user, 'sysRoleGrantUser'), {
    table: 'sysUser',
    current: current.map((r) => r.objectId),
    wanted: userIds,
    missing: 'userNotFound',
  })
  for (const u of change.add) await assertCanGrantRoles(db, user, u, [role.id])
  // As on the user page: only the super admin changes the super admin's roles.
  if (!user.superAdmin && (await anySuperAdmin(db, [...change.add.map((u) => u.id), ...change.remove])))
    throw forbidden('superAdminOnly')
  if (role.code === SUPER_ADMIN_ROLE && change.remove.includes(user.id)) throw badRequest('cannotDeleteSelf')
  await changeRelations(
    db,
    Relation.userHasRole,
    { id, side: 'target' },
    { add: change.add.map((u) => u.id), remove: change.remove },
  )
}

/** Per module, the menu tree with each menu's buttons and fields: what the caller may grant. */
export async function resourceTreeSelector(db: Kysely<DB>, user: AuthUser) {
  const rows = await db
    .selectFrom('sysResource')
    .select([
      'id',
      'parentId',
      'category',
      'moduleId',
      'code',
      'title',
      'titleEn',
      'menuType',
      'icon',
      'sortCode',
    ])
    .orderBy('sortCode')
    .orderBy('id')
    .execute()
  const visible = user.superAdmin ? rows : rows.filter((r) => user.resourceIds.has(r.id))
  const ids = new Set(visible.map((r) => r.id))
  // Catalogs and modules of granted menus come along so the tree has a path to them.
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const r of [...visible])
    for (let p = byId.get(r.parentId); p && !ids.has(p.id); p = byId.get(p.parentId)) {
      ids.add(p.id)
      visible.push(p)
    }
  const kept = rows.filter((r) => ids.has(r.id))
  return buildTree(kept).filter((n) => n.category === 'MODULE')
}

/** Each permission code the caller holds, with the APIs it opens (from the route registry). */
export function permissionTreeSelector(
  routes: readonly RegisteredRoute[],
  user: AuthUser,
  titles: Map<string, string>,
) {
  const byCode = new Map<
    string,
    {
      code: string
      kind: 'menu' | 'button'
      title: string | null
      apis: Array<{ method: string; url: string; summary: string }>
    }
  >()
  for (const r of routes) {
    const code = permCode(r.perm)
    if (!code || typeof r.perm !== 'object') continue
    if (!user.superAdmin && !user.menuCodes.has(code) && !user.buttonCodes.has(code)) continue
    const entry = byCode.get(code) ?? {
      code,
      kind: 'button' in r.perm ? 'button' : 'menu',
      title: titles.get(code) ?? null,
      apis: [],
    }
    entry.apis.push({ method: r.method, url: r.url, summary: r.summary })
    byCode.set(code, entry)
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code))
}

export async function resourceTitles(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('sysResource')
    .select(['code', 'title'])
    .where('code', 'is not', null)
    .execute()
  return new Map(rows.map((r) => [r.code as string, r.title]))
}
