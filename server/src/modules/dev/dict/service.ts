import type { Kysely } from 'kysely'
import { badRequest, notFound } from '../../../core/errors.js'
import { insertRow } from '../../../core/insertRow.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { bySortCode, sortFields } from '../../../core/listOrders.js'
import { buildTree, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { withDescendants } from '../../../core/subtree.js'
import { assertUnique } from '../../../core/unique.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

type DictBody = {
  parentId: string
  category: string
  dictLabel: string
  dictLabelEn?: string | null
  dictValue: string
  color?: string | null
  sortCode: number
}
const cols = [
  'id',
  'parentId',
  'category',
  'dictLabel',
  'dictLabelEn',
  'dictValue',
  'color',
  'sortCode',
] as const

/** Every dictionary as one tree (types with their items); public, the web caches it. */
export async function dictTree(db: Kysely<DB>, category?: string) {
  let q = db.selectFrom('devDict').select(cols)
  if (category) q = q.where('category', '=', category)
  const rows = await q.orderBy('sortCode').orderBy('id').execute()
  return buildTree(rows.map((r) => ({ ...r, name: r.dictLabel })))
}

const dictRows = listView((q: From<'devDict', 'd'>) => q.select(cols.map((c) => `d.${c}` as const)))
const dictListing = defineList({
  ...bySortCode('dev_dict', 'd', 'dev_dict_sort'),
  sort: sortFields('d', {
    dictLabel: 'dev_dict_label',
    dictValue: 'dev_dict_value',
    sortCode: 'dev_dict_sort',
  }),
  search: {
    dictLabel: search.contains('d.dictLabel'),
    dictLabelEn: search.contains('d.dictLabelEn'),
    dictValue: search.contains('d.dictValue'),
  },
})

export async function dictPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { parentId?: string; category?: string },
) {
  const build = async () => {
    let q = db.selectFrom('devDict as d')
    if (query.parentId) q = q.where('d.parentId', '=', query.parentId)
    if (query.category) q = q.where('d.category', '=', query.category)
    return q
  }
  return listPage(db, user, dictListing, query, { variant: 'dict', build }, dictRows)
}

export async function dictList(db: Kysely<DB>, query: { parentId?: string; category?: string }) {
  let q = db.selectFrom('devDict').select(cols)
  if (query.parentId) q = q.where('parentId', '=', query.parentId)
  if (query.category) q = q.where('category', '=', query.category)
  return q.orderBy('sortCode').orderBy('id').limit(5000).execute()
}

export async function dictDetail(db: Kysely<DB>, id: string) {
  const d = await db.selectFrom('devDict').select(cols).where('id', '=', id).executeTakeFirst()
  if (!d) throw notFound('dictNotFound')
  return d
}

async function check(db: Kysely<DB>, body: DictBody, exceptId?: string) {
  if (body.parentId !== '0') {
    const parent = await db
      .selectFrom('devDict')
      .select(['id', 'category'])
      .where('id', '=', body.parentId)
      .executeTakeFirst()
    if (!parent) throw badRequest('dictNotFound')
  }
  await assertUnique(db, 'devDict', 'dictValue', body.dictValue, {
    parent: ['parentId', body.parentId],
    exceptId,
    message: 'dictValueDuplicate',
    param: 'value',
  })
}

export async function dictAdd(db: Kysely<DB>, user: AuthUser, body: DictBody) {
  await check(db, body)
  return insertRow(db, 'devDict', user, {
    ...body,
    dictLabelEn: body.dictLabelEn ?? null,
    color: body.color ?? null,
  })
}

export async function dictEdit(db: Kysely<DB>, user: AuthUser, body: DictBody & { id: string }) {
  await dictDetail(db, body.id)
  if (body.parentId === body.id) throw badRequest('dictNotFound')
  await check(db, body, body.id)
  const { id, ...rest } = body
  await db
    .updateTable('devDict')
    .set({ ...rest, dictLabelEn: body.dictLabelEn ?? null, color: body.color ?? null, ...updated(user) })
    .where('id', '=', id)
    .execute()
}

/** Deletes dictionaries with their items. */
export async function dictDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  const all = await db.selectFrom('devDict').select(['id', 'parentId']).execute()
  const roots = list.map((x) => x.id)
  for (const id of roots) if (!all.some((d) => d.id === id)) throw notFound('dictNotFound')
  await db
    .deleteFrom('devDict')
    .where('id', 'in', [...withDescendants(all, roots)])
    .execute()
}
