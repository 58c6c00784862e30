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
type Row = { published: number; newsCount: number | string; createdAt: string | null }
const shape = <R extends Row>({ published, newsCount, createdAt, ...r }: R) => ({
  ...r,
  published: published === 1,
  newsCount: Number(newsCount),
  createdAt: createdAt ?? '',
})

const categoryRows = listView((q: From<'bizNewsCategory', 'c'>) =>
  q.select(cols).select((eb) =>
    eb
      .selectFrom('bizNews as n')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .whereRef('n.categoryId', '=', 'c.id')
      .as('newsCount'),
  ),
)
const categoryListing = defineList({
  table: 'biz_news_category',
  alias: 'c',
  key: 'c.id',
  order: { by: ['c.sortCode', 'c.id'], index: 'biz_news_category_sort' },
  sort: { sortCode: { by: ['c.sortCode', 'c.id'], index: 'biz_news_category_sort' } },
  search: { name: search.contains('c.name'), nameEn: search.contains('c.nameEn') },
})

export async function newsCategoryPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { published?: '0' | '1' },
) {
  let q = db.selectFrom('bizNewsCategory as c')
  if (query.published) q = q.where('c.published', '=', Number(query.published))
  const page = await listPage(db, user, categoryListing, query, q, categoryRows)
  return { ...page, records: page.records.map((r) => shape({ ...r, newsCount: r.newsCount ?? 0 })) }
}

export async function newsCategoryDetail(db: Kysely<DB>, id: string) {
  const c = await categoryRows
    .select(db.selectFrom('bizNewsCategory as c'))
    .where('c.id', '=', id)
    .executeTakeFirst()
  if (!c) throw notFound('newsCategoryNotFound')
  return shape({ ...c, newsCount: c.newsCount ?? 0 })
}

const bodyRow = (body: CategoryBody) => ({
  name: body.name,
  nameEn: body.nameEn ?? null,
  sortCode: body.sortCode,
})

/** Two categories of one name would read as one on the site: refused, as for product categories. */
const checkName = (db: Kysely<DB>, name: string, exceptId?: string) =>
  assertUnique(db, 'bizNewsCategory', 'name', name, { exceptId, message: 'newsCategoryDuplicate' })

/** Saves a category unpublished: the site offers it once published. */
export async function newsCategoryAdd(db: Kysely<DB>, user: AuthUser, body: CategoryBody) {
  await checkName(db, body.name)
  const id = newId()
  await db
    .insertInto('bizNewsCategory')
    .values({ id, ...bodyRow(body), published: 0, ...created(user) })
    .execute()
  return id
}

export async function newsCategoryEdit(db: Kysely<DB>, user: AuthUser, body: CategoryBody & { id: string }) {
  await assertRows(db, 'bizNewsCategory', [body.id], 'newsCategoryNotFound')
  await checkName(db, body.name, body.id)
  await db
    .updateTable('bizNewsCategory')
    .set({ ...bodyRow(body), ...updated(user) })
    .where('id', '=', body.id)
    .execute()
}

/** Refuses when a category of `ids` still holds news, naming the first (by name) and its count. */
async function refuseInUse(db: Kysely<DB>, ids: string[]) {
  const used = await db
    .selectFrom('bizNews as n')
    .innerJoin('bizNewsCategory as c', 'c.id', 'n.categoryId')
    .select(['c.id', 'c.name', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('n.categoryId', 'in', ids)
    .groupBy(['c.id', 'c.name'])
    .orderBy('c.name')
    .limit(1)
    .executeTakeFirst()
  if (used) throw badRequest('newsCategoryInUse', { name: used.name, count: Number(used.n) })
}

/**
 * Deletes categories, all named or none; refused while one still holds news. The delete takes only
 * categories holding nothing, so should news be filed under one meanwhile, the transaction is undone.
 */
export async function newsCategoryDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  const ids = await assertRows(
    db,
    'bizNewsCategory',
    list.map((x) => x.id),
    'newsCategoryNotFound',
  )
  await refuseInUse(db, ids)
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .deleteFrom('bizNewsCategory')
      .where('id', 'in', ids)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bizNews')
              .select('bizNews.id')
              .whereRef('bizNews.categoryId', '=', 'bizNewsCategory.id'),
          ),
        ),
      )
      .executeTakeFirst()
    if (Number(res.numDeletedRows) !== ids.length) {
      await refuseInUse(trx, ids)
      throw notFound('newsCategoryNotFound')
    }
  })
}

export async function newsCategoryPublish(
  db: Kysely<DB>,
  user: AuthUser,
  idList: string[],
  published: boolean,
) {
  await publishRows(db, user, 'bizNewsCategory', idList, published, 'newsCategoryNotFound')
}
