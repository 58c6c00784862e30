import type { buttonAddSchema, menuAddSchema, moduleAddSchema } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Deps } from '../../../core/deps.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { insertRow } from '../../../core/insertRow.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { bySortCode, sortFields } from '../../../core/listOrders.js'
import { Relation } from '../../../core/permissions.js'
import { bool, buildTree, created, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { withDescendants } from '../../../core/subtree.js'
import { assertUnique } from '../../../core/unique.js'
import type { DB, Resource } from '../../../db/schema.js'
import './texts.js'

type ModuleAdd = z.infer<typeof moduleAddSchema>
type MenuAdd = z.infer<typeof menuAddSchema>
type LeafAdd = z.infer<typeof buttonAddSchema>

/** Resources as the API shows them: flags as booleans. */
export const toRecord = (r: Resource) => {
  const { createdAt: _a, createdUser: _b, updatedAt: _c, updatedUser: _d, ...rest } = r
  return {
    ...rest,
    hidden: bool(r.hidden),
    affix: bool(r.affix),
    fullpage: bool(r.fullpage),
    hiddenBreadcrumb: bool(r.hiddenBreadcrumb),
  }
}

const empty = {
  moduleId: null,
  name: null,
  code: null,
  titleEn: null,
  menuType: null,
  path: null,
  component: null,
  redirect: null,
  url: null,
  icon: null,
  color: null,
  hidden: 0,
  affix: 0,
  fullpage: 0,
  hiddenBreadcrumb: 0,
}

async function getResource(db: Kysely<DB>, id: string, category?: string) {
  const r = await db.selectFrom('sysResource').selectAll().where('id', '=', id).executeTakeFirst()
  if (!r || (category && r.category !== category)) throw notFound('resourceNotFound')
  return r
}

/** Permission codes of menus and buttons are unique (fields repeat: they name a column per menu). */
const assertCodeFree = (db: Kysely<DB>, code: string | null | undefined, exceptId?: string) =>
  assertUnique(db, 'sysResource', 'code', code, {
    among: ['category', ['MENU', 'BUTTON']],
    exceptId,
    message: 'resourceCodeDuplicate',
    param: 'code',
  })

/** Deleting resources also removes every grant of them, and the change applies at the next request. */
async function deleteResources(deps: Deps, ids: string[]) {
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sysRelation')
      .where('category', 'in', [Relation.roleHasResource, Relation.userHasResource])
      .where('targetId', 'in', ids)
      .execute()
    await trx.deleteFrom('sysResource').where('id', 'in', ids).execute()
  })
}

// ---- modules

const resourceRows = listView((q: From<'sysResource', 'r'>) => q.selectAll('r'))
const moduleListing = defineList({
  ...bySortCode('sys_resource', 'r', 'sys_resource_category_sort'),
  sort: sortFields('r', { title: 'sys_resource_title', sortCode: 'sys_resource_category_sort' }),
  search: { title: search.contains('r.title') },
})

export async function modulePage(db: Kysely<DB>, user: AuthUser, query: ListQuery) {
  const q = db.selectFrom('sysResource as r').where('r.category', '=', 'MODULE')
  const page = await listPage(db, user, moduleListing, query, q, resourceRows)
  return { ...page, records: page.records.map(toRecord) }
}
export async function moduleList(db: Kysely<DB>) {
  return (
    await db
      .selectFrom('sysResource')
      .selectAll()
      .where('category', '=', 'MODULE')
      .orderBy('sortCode')
      .orderBy('id')
      .execute()
  ).map(toRecord)
}
export async function resourceDetail(db: Kysely<DB>, id: string, category: string) {
  return toRecord(await getResource(db, id, category))
}
const moduleValues = (body: ModuleAdd) => ({
  title: body.title,
  titleEn: body.titleEn ?? null,
  icon: body.icon ?? null,
  color: body.color ?? null,
  sortCode: body.sortCode,
})
export async function moduleAdd(db: Kysely<DB>, user: AuthUser, body: ModuleAdd) {
  const id = newId()
  await db
    .insertInto('sysResource')
    .values({
      ...empty,
      id,
      parentId: '0',
      category: 'MODULE',
      name: `module${id.slice(-8)}`,
      path: `/module${id.slice(-8)}`,
      ...moduleValues(body),
      ...created(user),
    })
    .execute()
  return id
}
export async function moduleEdit(db: Kysely<DB>, user: AuthUser, body: ModuleAdd & { id: string }) {
  await getResource(db, body.id, 'MODULE')
  await db
    .updateTable('sysResource')
    .set({ ...moduleValues(body), ...updated(user) })
    .where('id', '=', body.id)
    .execute()
}
export async function moduleDelete(deps: Deps, list: Array<{ id: string }>) {
  const ids = list.map((x) => x.id)
  for (const id of ids) {
    const m = await getResource(deps.db, id, 'MODULE')
    const menu = await deps.db
      .selectFrom('sysResource')
      .select('id')
      .where('moduleId', '=', id)
      .executeTakeFirst()
    if (menu) throw badRequest('moduleHasMenus', { title: m.title })
  }
  await deleteResources(deps, ids)
}

// ---- menus

export async function menuTree(db: Kysely<DB>, query: { moduleId?: string; searchKey?: string }) {
  let q = db.selectFrom('sysResource').selectAll().where('category', '=', 'MENU')
  if (query.moduleId) q = q.where('moduleId', '=', query.moduleId)
  const rows = (await q.orderBy('sortCode').orderBy('id').execute()).map(toRecord)
  if (!query.searchKey) return buildTree(rows)
  const key = query.searchKey.toLowerCase()
  const byId = new Map(rows.map((r) => [r.id, r]))
  const keep = new Set<string>()
  for (const r of rows)
    if (r.title.toLowerCase().includes(key))
      for (let p: typeof r | undefined = r; p && !keep.has(p.id); p = byId.get(p.parentId)) keep.add(p.id)
  return buildTree(rows.filter((r) => keep.has(r.id)))
}

async function checkMenuParent(deps: Deps, body: MenuAdd, selfId?: string) {
  await getResource(deps.db, body.moduleId, 'MODULE').catch(() => {
    throw badRequest('menuParentInvalid')
  })
  if (body.parentId === body.moduleId) return
  const menus = await deps.db
    .selectFrom('sysResource')
    .select(['id', 'parentId', 'moduleId', 'category'])
    .where('category', '=', 'MENU')
    .execute()
  const byId = new Map(menus.map((m) => [m.id, m]))
  const parent = byId.get(body.parentId)
  if (!parent || parent.moduleId !== body.moduleId) throw badRequest('menuParentInvalid')
  for (let p: typeof parent | undefined = parent; p; p = byId.get(p.parentId))
    if (p.id === selfId) throw badRequest('menuParentInvalid')
}

const menuValues = (body: MenuAdd) => ({
  parentId: body.parentId,
  moduleId: body.moduleId,
  title: body.title,
  titleEn: body.titleEn ?? null,
  menuType: body.menuType,
  name: body.name ?? null,
  code: body.code ?? null,
  path: body.path ?? null,
  component: body.component ?? null,
  redirect: body.redirect ?? null,
  url: body.url ?? null,
  icon: body.icon ?? null,
  hidden: body.hidden ? 1 : 0,
  affix: body.affix ? 1 : 0,
  fullpage: body.fullpage ? 1 : 0,
  hiddenBreadcrumb: body.hiddenBreadcrumb ? 1 : 0,
  sortCode: body.sortCode,
})

export async function menuAdd(deps: Deps, user: AuthUser, body: MenuAdd) {
  await checkMenuParent(deps, body)
  await assertCodeFree(deps.db, body.code)
  return insertRow(deps.db, 'sysResource', user, { ...empty, category: 'MENU', ...menuValues(body) })
}

/** Moves the menu and everything below it (buttons and fields too) to `moduleId`. */
async function setModule(db: Kysely<DB>, id: string, moduleId: string) {
  const all = await db
    .selectFrom('sysResource')
    .select(['id', 'parentId'])
    .where('category', 'in', ['MENU', 'BUTTON', 'FIELD'])
    .execute()
  await db
    .updateTable('sysResource')
    .set({ moduleId })
    .where('id', 'in', [...withDescendants(all, [id])])
    .execute()
}

export async function menuEdit(deps: Deps, user: AuthUser, body: MenuAdd & { id: string }) {
  const menu = await getResource(deps.db, body.id, 'MENU')
  await checkMenuParent(deps, body, menu.id)
  await assertCodeFree(deps.db, body.code, menu.id)
  await deps.db
    .updateTable('sysResource')
    .set({ ...menuValues(body), ...updated(user) })
    .where('id', '=', menu.id)
    .execute()
  if (body.moduleId !== menu.moduleId) await setModule(deps.db, menu.id, body.moduleId)
}

export async function menuChangeModule(db: Kysely<DB>, user: AuthUser, id: string, moduleId: string) {
  await getResource(db, id, 'MENU')
  await getResource(db, moduleId, 'MODULE')
  await db
    .updateTable('sysResource')
    .set({ parentId: moduleId, ...updated(user) })
    .where('id', '=', id)
    .execute()
  await setModule(db, id, moduleId)
}

/** Deletes menus with everything below them (submenus, buttons, fields). */
export async function menuDelete(deps: Deps, list: Array<{ id: string }>) {
  const all = await deps.db
    .selectFrom('sysResource')
    .select(['id', 'parentId', 'category'])
    .where('category', 'in', ['MENU', 'BUTTON', 'FIELD'])
    .execute()
  const menus = list.map((x) => x.id)
  for (const id of menus)
    if (!all.some((r) => r.id === id && r.category === 'MENU')) throw notFound('resourceNotFound')
  await deleteResources(deps, [...withDescendants(all, menus)])
}

// ---- buttons and fields

const childListing = defineList({
  ...bySortCode('sys_resource', 'r', 'sys_resource_parent_sort'),
  sort: sortFields('r', {
    title: 'sys_resource_title',
    code: 'sys_resource_code_sort',
    sortCode: 'sys_resource_parent_sort',
  }),
  search: { title: search.contains('r.title'), code: search.contains('r.code') },
})

export async function childPage(
  db: Kysely<DB>,
  user: AuthUser,
  category: 'BUTTON' | 'FIELD',
  query: ListQuery & { parentId: string },
) {
  const q = db
    .selectFrom('sysResource as r')
    .where('r.category', '=', category)
    .where('r.parentId', '=', query.parentId)
  const page = await listPage(db, user, childListing, query, q, resourceRows)
  return { ...page, records: page.records.map(toRecord) }
}

async function checkLeaf(deps: Deps, category: 'BUTTON' | 'FIELD', body: LeafAdd, exceptId?: string) {
  const parent = await deps.db
    .selectFrom('sysResource')
    .select(['id', 'category', 'moduleId', 'menuType'])
    .where('id', '=', body.parentId)
    .executeTakeFirst()
  if (parent?.category !== 'MENU') throw badRequest('parentNotMenu')
  if (category === 'BUTTON') await assertCodeFree(deps.db, body.code, exceptId)
  else
    await assertUnique(deps.db, 'sysResource', 'code', body.code, {
      parent: ['parentId', body.parentId],
      among: ['category', ['FIELD']],
      exceptId,
      message: 'resourceCodeDuplicate',
      param: 'code',
    })
  return parent
}

const leafValues = (parent: { id: string; moduleId: string | null }, body: LeafAdd) => ({
  parentId: parent.id,
  moduleId: parent.moduleId,
  code: body.code,
  title: body.title,
  titleEn: body.titleEn ?? null,
  sortCode: body.sortCode,
})

export async function childAdd(deps: Deps, user: AuthUser, category: 'BUTTON' | 'FIELD', body: LeafAdd) {
  const parent = await checkLeaf(deps, category, body)
  return insertRow(deps.db, 'sysResource', user, { ...empty, category, ...leafValues(parent, body) })
}

export async function childEdit(
  deps: Deps,
  user: AuthUser,
  category: 'BUTTON' | 'FIELD',
  body: LeafAdd & { id: string },
) {
  await getResource(deps.db, body.id, category)
  const parent = await checkLeaf(deps, category, body, body.id)
  await deps.db
    .updateTable('sysResource')
    .set({ ...leafValues(parent, body), ...updated(user) })
    .where('id', '=', body.id)
    .execute()
}

export async function childDelete(deps: Deps, category: 'BUTTON' | 'FIELD', list: Array<{ id: string }>) {
  for (const { id } of list) await getResource(deps.db, id, category)
  await deleteResources(
    deps,
    list.map((x) => x.id),
  )
}
