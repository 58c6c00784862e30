import type { OrgAdd, OrgEdit } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
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
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { contains, search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'
import { buildTree, created, updated } from '../../common.js'

export const ROOT_PARENT = '0'
const orgCols = [
  'o.id',
  'o.parentId',
  'o.name',
  'o.code',
  'o.category',
  'o.sortCode',
  'o.directorId',
  'o.createdAt',
] as const

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

async function assertUniqueName(db: Kysely<DB>, parentId: string, name: string, exceptId?: string) {
  let q = db.selectFrom('sysOrg').select('id').where('parentId', '=', parentId).where('name', '=', name)
  if (exceptId) q = q.where('id', '!=', exceptId)
  if (await q.executeTakeFirst()) throw badRequest('orgNameDuplicate', { name })
}

async function assertDirector(app: FastifyInstance, user: AuthUser, directorId: string | null | undefined) {
  if (!directorId) return
  const d = await app.db
    .selectFrom('sysUser')
    .select(['id', 'orgId'])
    .where('id', '=', directorId)
    .executeTakeFirst()
  if (!d) throw badRequest('directorNotFound')
  if (!inScope(await anyScope(app.db, user), user, { orgId: d.orgId, selfId: d.id }))
    throw forbidden('outOfScope')
}

export async function orgTree(app: FastifyInstance, user: AuthUser, scope: DataScope, searchKey?: string) {
  let q = app.db
    .selectFrom('sysOrg as o')
    .select(orgCols)
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
export async function orgTreeSelector(app: FastifyInstance, user: AuthUser) {
  return orgTree(app, user, await anyScope(app.db, user))
}

const orgRows = listView((q: From<'sysOrg', 'o'>) =>
  q.leftJoin('sysUser as d', 'd.id', 'o.directorId').select([...orgCols, 'd.name as directorName']),
)
const orgListing = defineList({
  table: 'sys_org',
  alias: 'o',
  key: 'o.id',
  order: { by: ['o.sortCode', 'o.id'], index: 'sys_org_sort' },
  sort: {
    name: { by: ['o.name', 'o.id'], index: 'sys_org_name' },
    sortCode: { by: ['o.sortCode', 'o.id'], index: 'sys_org_sort' },
    createdAt: { by: ['o.createdAt', 'o.id'], index: 'sys_org_created' },
  },
  search: { name: search.contains('o.name') },
})

export async function orgPage(
  app: FastifyInstance,
  user: AuthUser,
  query: ListQuery & { parentId?: string },
) {
  let q = app.db.selectFrom('sysOrg as o').where(orgScope(await scopeFor(app.db, user, 'sysOrg'), user))
  if (query.parentId) q = q.where('o.id', 'in', (await OrgTree.load(app.db)).subtree(query.parentId))
  return listPage(app.db, user, orgListing, query, q, orgRows)
}

export async function orgDetail(app: FastifyInstance, user: AuthUser, id: string) {
  const org = await app.db
    .selectFrom('sysOrg as o')
    .leftJoin('sysUser as d', 'd.id', 'o.directorId')
    .select([...orgCols, 'd.name as directorName', 'o.createdUser'])
    .where('o.id', '=', id)
    .executeTakeFirst()
  if (!org) throw notFound('orgNotFound')
  if (!inScope(await scopeFor(app.db, user, 'sysOrg'), user, { orgId: org.id, selfId: org.createdUser }))
    throw forbidden('outOfScope')
  const { createdUser: _, ...rest } = org
  return rest
}

export async function orgAdd(app: FastifyInstance, user: AuthUser, body: OrgAdd) {
  const scope = await scopeFor(app.db, user, 'sysOrgAdd')
  assertParentAllowed(scope, body.parentId)
  if (body.parentId !== ROOT_PARENT)
    await getOrg(app.db, body.parentId).catch(() => {
      throw badRequest('orgParentNotFound')
    })
  await assertUniqueName(app.db, body.parentId, body.name)
  await assertDirector(app, user, body.directorId)
  const id = newId()
  await app.db
    .insertInto('sysOrg')
    .values({
      id,
      parentId: body.parentId,
      name: body.name,
      code: body.code ?? null,
      category: body.category,
      sortCode: body.sortCode,
      directorId: body.directorId ?? null,
      ...created(user),
    })
    .execute()
  app.sessions.invalidate()
  return id
}

export async function orgEdit(app: FastifyInstance, user: AuthUser, body: OrgEdit) {
  const scope = await scopeFor(app.db, user, 'sysOrgEdit')
  const org = await getOrg(app.db, body.id)
  if (!inScope(scope, user, { orgId: org.id, selfId: org.createdUser })) throw forbidden('outOfScope')
  if (body.parentId !== org.parentId) {
    assertParentAllowed(scope, body.parentId)
    if (body.parentId !== ROOT_PARENT) {
      const tree = await OrgTree.load(app.db)
      if (!tree.has(body.parentId)) throw badRequest('orgParentNotFound')
      if (tree.subtree(org.id).includes(body.parentId)) throw badRequest('orgParentInvalid')
    }
  }
  await assertUniqueName(app.db, body.parentId, body.name, org.id)
  if (body.directorId !== org.directorId) await assertDirector(app, user, body.directorId)
  await app.db
    .updateTable('sysOrg')
    .set({
      parentId: body.parentId,
      name: body.name,
      code: body.code ?? null,
      category: body.category,
      sortCode: body.sortCode,
      directorId: body.directorId ?? null,
      ...updated(user),
    })
    .where('id', '=', org.id)
    .execute()
  app.sessions.invalidate()
}

/** Deletes organisations with everything below them, unless people, positions or roles remain. */
export async function orgDelete(app: FastifyInstance, user: AuthUser, list: Array<{ id: string }>) {
  const scope = await scopeFor(app.db, user, 'sysOrgDelete')
  const tree = await OrgTree.load(app.db)
  const all = new Set<string>()
  for (const { id } of list) {
    if (!tree.has(id)) throw notFound('orgNotFound')
    for (const sub of tree.subtree(id)) all.add(sub)
  }
  const orgs = await app.db
    .selectFrom('sysOrg')
    .select(['id', 'name', 'createdUser'])
    .where('id', 'in', [...all])
    .execute()
  for (const o of orgs)
    if (!inScope(scope, user, { orgId: o.id, selfId: o.createdUser })) throw forbidden('outOfScope')
  const nameOf = new Map(orgs.map((o) => [o.id, o.name]))
  const ids = [...all]
  const user1 = await app.db
    .selectFrom('sysUser')
    .select('orgId')
    .where('orgId', 'in', ids)
    .executeTakeFirst()
  if (user1) throw badRequest('orgHasUsers', { name: nameOf.get(user1.orgId!) ?? '' })
  const pos = await app.db
    .selectFrom('sysPosition')
    .select('orgId')
    .where('orgId', 'in', ids)
    .executeTakeFirst()
  if (pos) throw badRequest('orgHasPositions', { name: nameOf.get(pos.orgId) ?? '' })
  const role = await app.db.selectFrom('sysRole').select('orgId').where('orgId', 'in', ids).executeTakeFirst()
  if (role) throw badRequest('orgHasRoles', { name: nameOf.get(role.orgId!) ?? '' })
  await app.db.deleteFrom('sysOrg').where('id', 'in', ids).execute()
  app.sessions.invalidate()
}

/** Copies an organisation and its subtree (not its people) under another parent. */
export async function orgCopy(
  app: FastifyInstance,
  user: AuthUser,
  body: { id: string; targetParentId: string },
) {
  const scope = await scopeFor(app.db, user, 'sysOrgCopy')
  const tree = await OrgTree.load(app.db)
  if (!tree.has(body.id)) throw notFound('orgNotFound')
  assertParentAllowed(scope, body.targetParentId)
  if (body.targetParentId !== ROOT_PARENT && !tree.has(body.targetParentId))
    throw badRequest('orgParentNotFound')
  const subtree = tree.subtree(body.id)
  if (subtree.includes(body.targetParentId)) throw badRequest('orgParentInvalid')
  const rows = await app.db.selectFrom('sysOrg').selectAll().where('id', 'in', subtree).execute()
  for (const o of rows)
    if (!inScope(scope, user, { orgId: o.id, selfId: o.createdUser })) throw forbidden('outOfScope')
  const source = rows.find((r) => r.id === body.id)!
  await assertUniqueName(app.db, body.targetParentId, source.name)
  const newIds = new Map(rows.map((r) => [r.id, newId()]))
  const values = rows.map((r) => ({
    ...r,
    id: newIds.get(r.id)!,
    parentId: r.id === body.id ? body.targetParentId : newIds.get(r.parentId)!,
    directorId: null,
    ...created(user),
  }))
  await app.db.transaction().execute(async (trx) => {
    // Parents before children, so a reader never sees an orphan.
    const order = subtree.map((id) => values.find((v) => v.id === newIds.get(id))!)
    for (let i = 0; i < order.length; i += 200)
      await trx
        .insertInto('sysOrg')
        .values(order.slice(i, i + 200))
        .execute()
  })
  app.sessions.invalidate()
  return newIds.get(body.id)
}
