import type { PositionAdd } from '@portal/contracts'
import type { Kysely } from 'kysely'
import {
  anyScope,
  type DataScope,
  inScope,
  OrgTree,
  scopeFor,
  scopeWhere,
  withAncestors,
} from '../../../core/dataScope.js'
import { badRequest, forbidden, notFound } from '../../../core/errors.js'
import { insertRow } from '../../../core/insertRow.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { bySortCode, sortFields } from '../../../core/listOrders.js'
import { updated } from '../../../core/rows.js'
import { contains, search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { assertUnique } from '../../../core/unique.js'
import type { DB } from '../../../db/schema.js'
import '../org/texts.js'
import './texts.js'

const cols = [
  'p.id',
  'p.orgId',
  'o.name as orgName',
  'p.name',
  'p.code',
  'p.category',
  'p.sortCode',
  'p.createdAt',
] as const
const posScope = (scope: DataScope, user: AuthUser) =>
  scopeWhere(scope, user, { org: 'p.orgId', self: 'p.createdUser' })

const positionRows = listView((q: From<'sysPosition', 'p'>) =>
  q.leftJoin('sysOrg as o', 'o.id', 'p.orgId').select(cols),
)
const positionListing = defineList({
  ...bySortCode('sys_position', 'p', 'sys_position_sort'),
  sort: sortFields('p', { name: 'sys_position_name', sortCode: 'sys_position_sort' }),
  search: { name: search.contains('p.name') },
})

export async function positionPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { orgId?: string; category?: string },
  scope?: DataScope,
) {
  const build = async () => {
    let q = db
      .selectFrom('sysPosition as p')
      .where(posScope(scope ?? (await scopeFor(db, user, 'sysPosition')), user))
    if (query.orgId) q = q.where('p.orgId', 'in', (await OrgTree.load(db)).subtree(query.orgId))
    if (query.category) q = q.where('p.category', '=', query.category)
    return q
  }
  return listPage(db, user, positionListing, query, { variant: scope ? 'any' : 'own', build }, positionRows)
}

/**
 * Positions for selectors on any page: those of the organisations in the union of the caller's
 * scopes and above them (what a user's form may give).
 */
export async function positionSelector(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { orgId?: string },
) {
  return positionPage(db, user, query, await withAncestors(db, await anyScope(db, user)))
}

async function getPosition(db: Kysely<DB>, user: AuthUser, id: string, code: string) {
  const p = await db.selectFrom('sysPosition').selectAll().where('id', '=', id).executeTakeFirst()
  if (!p) throw notFound('positionNotFound')
  if (!inScope(await scopeFor(db, user, code), user, { orgId: p.orgId, selfId: p.createdUser }))
    throw forbidden('outOfScope')
  return p
}

export async function positionDetail(db: Kysely<DB>, user: AuthUser, id: string) {
  await getPosition(db, user, id, 'sysPosition')
  // The row as the list shows it.
  return positionRows
    .select(db.selectFrom('sysPosition as p'))
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow()
}

async function checkTarget(
  db: Kysely<DB>,
  user: AuthUser,
  body: PositionAdd,
  code: string,
  exceptId?: string,
) {
  const scope = await scopeFor(db, user, code)
  if (!(await db.selectFrom('sysOrg').select('id').where('id', '=', body.orgId).executeTakeFirst()))
    throw badRequest('orgNotFound')
  if (!scope.all && !scope.orgIds.has(body.orgId)) throw forbidden('orgOutOfScope')
  await assertUnique(db, 'sysPosition', 'name', body.name, {
    parent: ['orgId', body.orgId],
    exceptId,
    message: 'positionNameDuplicate',
  })
}

export async function positionAdd(db: Kysely<DB>, user: AuthUser, body: PositionAdd) {
  await checkTarget(db, user, body, 'sysPositionAdd')
  return insertRow(db, 'sysPosition', user, { ...body, code: body.code ?? null })
}

export async function positionEdit(db: Kysely<DB>, user: AuthUser, body: PositionAdd & { id: string }) {
  const p = await getPosition(db, user, body.id, 'sysPositionEdit')
  if (body.orgId !== p.orgId || body.name !== p.name)
    await checkTarget(db, user, body, 'sysPositionEdit', p.id)
  await db
    .updateTable('sysPosition')
    .set({
      orgId: body.orgId,
      name: body.name,
      code: body.code ?? null,
      category: body.category,
      sortCode: body.sortCode,
      ...updated(user),
    })
    .where('id', '=', p.id)
    .execute()
}

export async function positionDelete(db: Kysely<DB>, user: AuthUser, list: Array<{ id: string }>) {
  const rows = []
  for (const { id } of list) rows.push(await getPosition(db, user, id, 'sysPositionDelete'))
  const ids = rows.map((r) => r.id)
  const used = await db
    .selectFrom('sysUser')
    .select('positionId')
    .where('positionId', 'in', ids)
    .executeTakeFirst()
  if (used)
    throw badRequest('positionHasUsers', { name: rows.find((r) => r.id === used.positionId)?.name ?? '' })
  // Concurrent posts name positions inside a JSON column.
  for (const r of rows) {
    const conc = await db
      .selectFrom('sysUser')
      .select('id')
      .where(contains('positionJson', r.id))
      .executeTakeFirst()
    if (conc) throw badRequest('positionHasUsers', { name: r.name })
  }
  await db.deleteFrom('sysPosition').where('id', 'in', ids).execute()
}
