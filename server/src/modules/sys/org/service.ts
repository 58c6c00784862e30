import type { OrgAdd, OrgEdit } from '@portal/contracts'
import type { Kysely } from 'kysely'
import {
  anyScope,
  assertOrgsInScope,
  type DataScope,
  inScope,
  OrgTree,
  scopeFor,
  scopeWhere,
} from '../../../core/dataScope.js'
import { AppError, badRequest, forbidden, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { insertRow } from '../../../core/insertRow.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { bySortCode, sortFields } from '../../../core/listOrders.js'
import { buildTree, created, updated } from '../../../core/rows.js'
import { contains, search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { assertUnique } from '../../../core/unique.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'
import '../user/texts.js'

export const ROOT_PARENT = '0'
/** A node of the organisation trees (`orgTreeNodeSchema`); a row adds its director and creation time. */
const nodeCols = ['o.id', 'o.parentId', 'o.name', 'o.code', 'o.category', 'o.sortCode'] as const
const orgCols = [...nodeCols, 'o.directorId', 'o.createdAt'] as const

/** An organisation row is in scope by its own id, or for SELF when the caller created it. */
const orgScope = (scope: DataScope, user: AuthUser) =>
  scopeWhere(scope, user, { org: 'o.id', self: 'o.createdUser' })

/** The parent an organisation goes under must be in scope; the top level needs scope ALL. */
function assertParentAllowed(scope: DataScope, parentId: string) {
  if (parentId === ROOT_PARENT) {
    if (!scope.all) throw new AppError(403, 'orgOutOfScope')
  } else assertOrgsInScope(scope, [parentId])
}

async function getOrg(db: Kysely<DB>, id: string) {
  const org = await db.selectFrom('sysOrg').selectAll().where('id', '=', id).executeTakeFirst()
  if (!org) throw notFound('orgNotFound')
  return org
}

/** Two organisations of one name under one parent could not be told apart. */
const assertUniqueName = (db: Kysely<DB>, parentId: string, name: string, exceptId?: string) =>
  assertUnique(db, 'sysOrg', 'name', name, {
    parent: ['parentId', parentId],
    exceptId,
    message: 'orgNameDuplicate',
  })

async function assertDirector(db: Kysely<DB>, user: AuthUser, directorId: string | null | undefined) {
  if (!directorId) return
  const d = await db
    .selectFrom('sysUser')
    .select(['id', 'orgId'])
    .where('id', '=', directorId)
    .executeTakeFirst()
  if (!d) throw badRequest('directorNotFound')
  if (!inScope(await anyScope(db, user), user, { orgId: d.orgId, selfId: d.id }))
    throw forbidden('outOfScope')
}

export async function orgTree(db: Kysely<DB>, user: AuthUser, scope: DataScope, searchKey?: string) {
  let q = db
    .selectFrom('sysOrg as o')
    .select(nodeCols)
    .where(orgScope(scope, user))
    .orderBy('o.sortCode')
    .orderBy('o.id')
  const rows = await q.execute()
  if (!searchKey) return buildTree(rows)
  // Matches and their ancestors, so each match keeps its place in the tree.
  q = q.where(contains('o.name', searchKey))
  const hits = await q.execute()
  const byId = new Map(rows.map((r) => [r.id, r]))
  const keep = new Set<string>()
  for (const h of hits)
    for (let r = byId.get(h.id); r && !keep.has(r.id); r = byId.get(r.parentId)) keep.add(r.id)
  return buildTree(rows.filter((r) => keep.has(r.id)))
}

/** The tree the caller may pick organisations from in any selector (union of their scopes). */
export async function orgTreeSelector(db: Kysely<DB>, user: AuthUser) {
  return orgTree(db, user, await anyScope(db, user))
}

const orgRows = listView((q: From<'sysOrg', 'o'>) =>
  q.leftJoin('sysUser as d', 'd.id', 'o.directorId').select([...orgCols, 'd.name as directorName']),
)
const orgListing = defineList({
  ...bySortCode('sys_org', 'o', 'sys_org_sort'),
  sort: sortFields('o', { name: 'sys_org_name', sortCode: 'sys_org_sort', createdAt: 'sys_org_created' }),
  search: { name: search.contains('o.name') },
})

export async function orgPage(db: Kysely<DB>, user: AuthUser, query: ListQuery & { parentId?: string }) {
  const build = async () => {
    let q = db.selectFrom('sysOrg as o').where(orgScope(await scopeFor(db, user, 'sysOrg'), user))
    if (query.parentId) q = q.where('o.id', 'in', (await OrgTree.load(db)).subtree(query.parentId))
    return q
  }
  return listPage(db, user, orgListing, query, { variant: 'sysOrg', build }, orgRows)
}

export async function orgDetail(db: Kysely<DB>, user: AuthUser, id: string) {
  const org = await db
    .selectFrom('sysOrg as o')
    .leftJoin('sysUser as d', 'd.id', 'o.directorId')
    .select([...orgCols, 'd.name as directorName', 'o.createdUser'])
    .where('o.id', '=', id)
    .executeTakeFirst()
  if (!org) throw notFound('orgNotFound')
  if (!inScope(await scopeFor(db, user, 'sysOrg'), user, { orgId: org.id, selfId: org.createdUser }))
    throw forbidden('outOfScope')
  const { createdUser: _, ...rest } = org
  return rest
}

const orgValues = (body: OrgAdd) => ({
  parentId: body.parentId,
  name: body.name,
  code: body.code ?? null,
  category: body.category,
  sortCode: body.sortCode,
  directorId: body.directorId ?? null,
})

export async function orgAdd(db: Kysely<DB>, user: AuthUser, body: OrgAdd) {
  const scope = await scopeFor(db, user, 'sysOrgAdd')
  assertParentAllowed(scope, body.parentId)
  if (body.parentId !== ROOT_PARENT)
    await getOrg(db, body.parentId).catch(() => {
      throw badRequest('orgParentNotFound')
    })
  await assertUniqueName(db, body.parentId, body.name)
  await assertDirector(db, user, body.directorId)
  return insertRow(db, 'sysOrg', user, orgValues(body))
}

export async function orgEdit(db: Kysely<DB>, user: AuthUser, body: OrgEdit) {
  const scope = await scopeFor(db, user, 'sysOrgEdit')
  const org = await getOrg(db, body.id)
  if (!inScope(scope, user, { orgId: org.id, selfId: org.createdUser })) throw forbidden('outOfScope')
  if (body.parentId !== org.parentId) {
    assertParentAllowed(scope, body.parentId)
    if (body.parentId !== ROOT_PARENT) {
      const tree = await OrgTree.load(db)
      if (!tree.has(body.parentId)) throw badRequest('orgParentNotFound')
      if (tree.subtree(org.id).includes(body.parentId)) throw badRequest('orgParentInvalid')
    }
  }
  await assertUniqueName(db, body.parentId, body.name, org.id)
  if (body.directorId !== org.directorId) await assertDirector(db, user, body.directorId)
  await db
    .updateTable('sysOrg')
    .set({ ...orgValues(body), ...updated(user) })
    .where('id', '=', org.id)
    .execute()
}

/** Deletes organisations with everything below them, unless people, positions or roles remain. */
export async function orgDelete(db: Kysely<DB>, user: AuthUser, list: Array<{ id: string }>) {
  const scope = await scopeFor(db, user, 'sysOrgDelete')
  const tree = await OrgTree.load(db)
  const all = new Set<string>()
  for (const { id } of list) {
    if (!tree.has(id)) throw notFound('orgNotFound')
    for (const sub of tree.subtree(id)) all.add(sub)
  }
  const orgs = await db
    .selectFrom('sysOrg')
    .select(['id', 'name', 'createdUser'])
    .where('id', 'in', [...all])
    .execute()
  for (const o of orgs)
    if (!inScope(scope, user, { orgId: o.id, selfId: o.createdUser })) throw forbidden('outOfScope')
  const nameOf = new Map(orgs.map((o) => [o.id, o.name]))
  const ids = [...all]
  const user1 = await db.selectFrom('sysUser').select('orgId').where('orgId', 'in', ids).executeTakeFirst()
  if (user1) throw badRequest('orgHasUsers', { name: nameOf.get(user1.orgId!) ?? '' })
  const pos = await db.selectFrom('sysPosition').select('orgId').where('orgId', 'in', ids).executeTakeFirst()
  if (pos) throw badRequest('orgHasPositions', { name: nameOf.get(pos.orgId) ?? '' })
  const role = await db.selectFrom('sysRole').select('orgId').where('orgId', 'in', ids).executeTakeFirst()
  if (role) throw badRequest('orgHasRoles', { name: nameOf.get(role.orgId!) ?? '' })
  await db.deleteFrom('sysOrg').where('id', 'in', ids).execute()
}

/** Copies an organisation and its subtree (not its people) under another parent. */
export async function orgCopy(db: Kysely<DB>, user: AuthUser, body: { id: string; targetParentId: string }) {
  const scope = await scopeFor(db, user, 'sysOrgCopy')
  const tree = await OrgTree.load(db)
  if (!tree.has(body.id)) throw notFound('orgNotFound')
  assertParentAllowed(scope, body.targetParentId)
  if (body.targetParentId !== ROOT_PARENT && !tree.has(body.targetParentId))
    throw badRequest('orgParentNotFound')
  const subtree = tree.subtree(body.id)
  if (subtree.includes(body.targetParentId)) throw badRequest('orgParentInvalid')
  const rows = await db.selectFrom('sysOrg').selectAll().where('id', 'in', subtree).execute()
  for (const o of rows)
    if (!inScope(scope, user, { orgId: o.id, selfId: o.createdUser })) throw forbidden('outOfScope')
  const source = rows.find((r) => r.id === body.id)!
  const newIds = new Map(rows.map((r) => [r.id, newId()]))
  const values = rows.map((r) => ({
    ...r,
    id: newIds.get(r.id)!,
    parentId: r.id === body.id ? body.targetParentId : newIds.get(r.parentId)!,
    directorId: null,
    ...created(user),
  }))
  await db.transaction().execute(async (trx) => {
    await assertUniqueName(trx, body.targetParentId, source.name)
    // Parents before children, so a reader never sees an orphan.
    const order = subtree.map((id) => values.find((v) => v.id === newIds.get(id))!)
    for (let i = 0; i < order.length; i += 200)
      await trx
        .insertInto('sysOrg')
        .values(order.slice(i, i + 200))
        .execute()
  })
  return newIds.get(body.id)
}
