import type { Kysely } from 'kysely'
import { badRequest, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { buildTree, created, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
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
  table: 'dev_dict',
  alias: 'd',
  key: 'd.id',
  order: { by: ['d.sortCode', 'd.id'], index: 'dev_dict_sort' },
  sort: {
    dictLabel: { by: ['d.dictLabel', 'd.id'], index: 'dev_dict_label' },
    dictValue: { by: ['d.dictValue', 'd.id'], index: 'dev_dict_value' },
    sortCode: { by: ['d.sortCode', 'd.id'], index: 'dev_dict_sort' },
  },
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
  const id = newId()
  await db
    .insertInto('devDict')
    .values({
      id,
      ...body,
      dictLabelEn: body.dictLabelEn ?? null,
      color: body.color ?? null,
      ...created(user),
    })
    .execute()
  return id
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
  const ids = new Set<string>()
  for (const { id } of list) {
    if (!all.some((d) => d.id === id)) throw notFound('dictNotFound')
    ids.add(id)
  }
  let grew = true
  while (grew) {
    grew = false
    for (const d of all)
      if (ids.has(d.parentId) && !ids.has(d.id)) {
        ids.add(d.id)
        grew = true
      }
  }
  await db
    .deleteFrom('devDict')
    .where('id', 'in', [...ids])
    .execute()
}
