import type { Kysely } from 'kysely'
import { assertRows, publishRows } from '../../../core/content.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { created, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { assertUnique } from '../../../core/unique.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

interface CategoryBody {
  name: string
  nameEn?: string | null
  sortCode: number
}

const cols = ['c.id', 'c.name', 'c.nameEn', 'c.published', 'c.sortCode', 'c.createdAt'] as const
type Row = { published: number; productCount: number | string | null; createdAt: string | null }
const shape = <R extends Row>({ published, productCount, createdAt, ...r }: R) => ({
  ...r,
  published: published === 1,
  productCount: Number(productCount ?? 0),
  createdAt: createdAt ?? '',
})

const categoryRows = listView((q: From<'bizProductCategory', 'c'>) =>
  q.select(cols).select((eb) =>
    eb
      .selectFrom('bizProduct as p')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .whereRef('p.categoryId', '=', 'c.id')
      .as('productCount'),
  ),
)
const categoryListing = defineList({
  table: 'biz_product_category',
  alias: 'c',
  key: 'c.id',
  order: { by: ['c.sortCode', 'c.id'], index: 'biz_product_category_sort' },
  sort: { sortCode: { by: ['c.sortCode', 'c.id'], index: 'biz_product_category_sort' } },
  search: { name: search.contains('c.name'), nameEn: search.contains('c.nameEn') },
})

/** Categories by sort code, paged, with how many products each holds. */
export async function productCategoryPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { published?: '0' | '1' },
) {
  let q = db.selectFrom('bizProductCategory as c')
  if (query.published) q = q.where('c.published', '=', Number(query.published))
  const page = await listPage(db, user, categoryListing, query, q, categoryRows)
  return { ...page, records: page.records.map(shape) }
}

export async function productCategoryDetail(db: Kysely<DB>, id: string) {
  const c = await categoryRows
    .select(db.selectFrom('bizProductCategory as c'))
    .where('c.id', '=', id)
    .executeTakeFirst()
  if (!c) throw notFound('productCategoryNotFound')
  return shape(c)
}

/** Two categories of one name would read as one on the site: refused. */
const checkName = (db: Kysely<DB>, name: string, exceptId?: string) =>
  assertUnique(db, 'bizProductCategory', 'name', name, { exceptId, message: 'productCategoryDuplicate' })

const bodyRow = (body: CategoryBody) => ({
  name: body.name,
  nameEn: body.nameEn ?? null,
  sortCode: body.sortCode,
})

/** Saves a category unpublished: the site offers it (and shows its products) once published. */
export async function productCategoryAdd(db: Kysely<DB>, user: AuthUser, body: CategoryBody) {
  await checkName(db, body.name)
  const id = newId()
  await db
    .insertInto('bizProductCategory')
    .values({ id, ...bodyRow(body), published: 0, ...created(user) })
    .execute()
  return id
}

export async function productCategoryEdit(
  db: Kysely<DB>,
  user: AuthUser,
  body: CategoryBody & { id: string },
) {
  await assertRows(db, 'bizProductCategory', [body.id], 'productCategoryNotFound')
  await checkName(db, body.name, body.id)
  await db
    .updateTable('bizProductCategory')
    .set({ ...bodyRow(body), ...updated(user) })
    .where('id', '=', body.id)
    .execute()
}

/**
 * Deletes categories, all named or none; refused while one still holds products (the first such is
 * named with its count). In one transaction, the delete itself takes only categories holding
 * nothing, so a product saved into one meanwhile undoes the whole delete.
 */
export async function productCategoryDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  const ids = await assertRows(
    db,
    'bizProductCategory',
    list.map((x) => x.id),
    'productCategoryNotFound',
  )
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .selectFrom('bizProduct as p')
      .innerJoin('bizProductCategory as c', 'c.id', 'p.categoryId')
      .select(['c.name', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('p.categoryId', 'in', ids)
      .groupBy(['c.id', 'c.name', 'c.sortCode'])
      .orderBy('c.sortCode')
      .orderBy('c.id')
      .execute()
    const first = used[0]
    if (first) throw badRequest('productCategoryInUse', { name: first.name, count: Number(first.n) })
    const res = await trx
      .deleteFrom('bizProductCategory')
      .where('id', 'in', ids)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bizProduct')
              .select('bizProduct.id')
              .whereRef('bizProduct.categoryId', '=', 'bizProductCategory.id'),
          ),
        ),
      )
      .executeTakeFirst()
    if (Number(res.numDeletedRows) !== ids.length) throw badRequest('productCategoryInUseNow')
  })
}

export const productCategoryPublish = (
  db: Kysely<DB>,
  user: AuthUser,
  idList: string[],
  published: boolean,
) => publishRows(db, user, 'bizProductCategory', idList, published, 'productCategoryNotFound')
