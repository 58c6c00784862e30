import type { SiteLang } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { assertRows, localize, publishRows } from '../../core/content.js'
import { badRequest, notFound } from '../../core/errors.js'
import type { MsgKey } from '../../core/i18n.js'
import { insertRow } from '../../core/insertRow.js'
import { defineList, type ListQuery, listPage, listView } from '../../core/list.js'
import { memo } from '../../core/memo.js'
import { updated } from '../../core/rows.js'
import { search } from '../../core/search.js'
import type { AuthUser } from '../../core/session.js'
import { stored } from '../../core/stored.js'
import { assertUnique } from '../../core/unique.js'
import type { DB } from '../../db/schema.js'

/**
 * The news and the product categories: one table each (name, English name, sort code, published)
 * whose rows the items of another table are filed under (its `categoryId`).
 */

export type CategoryTable = 'bizNewsCategory' | 'bizProductCategory'
type ItemTable = 'bizNews' | 'bizProduct'

export interface CategoryBody {
  name: string
  nameEn?: string | null
  sortCode: number
}

export interface CategorySpec {
  table: CategoryTable
  /** The table of what a category holds. */
  items: ItemTable
  /** The list's and the detail's count of the items a category holds: `newsCount`. */
  countAs: string
  /** Refusals: an id naming no category, a name taken, a category that still holds items. */
  missing: MsgKey
  duplicate: MsgKey
  inUse: MsgKey
  /** A category that still holds items, of several: the first by name or by sort code. */
  inUseFirst: 'name' | 'sortCode'
  /**
   * The refusal when an item is filed under a category while it is deleted; without it, the one
   * above names the category again, or (when the item is gone once more) `missing`.
   */
  raced?: MsgKey
}

// biome-ignore lint/suspicious/noExplicitAny: the table is chosen by the spec; both have the same columns
const loose = (db: Kysely<DB>) => db as unknown as Kysely<any>
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

type Row = { published: number; createdAt: string | null; count: number | string | null }

/** A category's admin service: the list with its items counted, detail, add, edit, delete, publish. */
export function defineCategories(spec: CategorySpec) {
  const { table, items, countAs, missing } = spec
  const sqlTable = snake(table)
  const bySort = { by: ['c.sortCode', 'c.id'], index: `${sqlTable}_sort` }
  const listing = defineList({
    table: sqlTable,
    alias: 'c',
    key: 'c.id',
    order: bySort,
    sort: { sortCode: bySort },
    search: { name: search.contains('c.name'), nameEn: search.contains('c.nameEn') },
  })
  const from = (db: Kysely<DB>) => loose(db).selectFrom(`${table} as c`)
  const rows = listView((q: ReturnType<typeof from>) =>
    q.select(['c.id', 'c.name', 'c.nameEn', 'c.published', 'c.sortCode', 'c.createdAt']).select((eb) =>
      eb
        .selectFrom(`${items} as i`)
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('i.categoryId', '=', 'c.id')
        .as('count'),
    ),
  )
  const shape = ({ published, createdAt, count, ...r }: Row) => ({
    ...r,
    published: published === 1,
    [countAs]: Number(count ?? 0),
    createdAt: createdAt ?? '',
  })
  const columns = (body: CategoryBody) => stored(body, ['name', 'nameEn', 'sortCode'])
  /** Two categories of one name would read as one on the site: refused. */
  const checkName = (db: Kysely<DB>, name: string, exceptId?: string) =>
    assertUnique(db, table, 'name', name, { exceptId, message: spec.duplicate })
  /** Refuses when a category of `ids` still holds items, naming the first and its count. */
  const refuseInUse = async (db: Kysely<DB>, ids: string[]) => {
    const used = await loose(db)
      .selectFrom(`${items} as i`)
      .innerJoin(`${table} as c`, 'c.id', 'i.categoryId')
      .select(['c.name', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('i.categoryId', 'in', ids)
      .groupBy(['c.id', 'c.name', 'c.sortCode'])
      .orderBy(`c.${spec.inUseFirst}`)
      .orderBy('c.id')
      .limit(1)
      .executeTakeFirst()
    if (used) throw badRequest(spec.inUse, { name: used.name, count: Number(used.n) })
  }

  return {
    async page(db: Kysely<DB>, user: AuthUser, query: ListQuery & { published?: '0' | '1' }) {
      let q = from(db)
      if (query.published) q = q.where('c.published', '=', Number(query.published))
      const page = await listPage(db, user, listing, query, q, rows)
      return { ...page, records: page.records.map(shape) }
    },
    async detail(db: Kysely<DB>, id: string) {
      const c = await rows.select(from(db)).where('c.id', '=', id).executeTakeFirst()
      if (!c) throw notFound(missing)
      return shape(c)
    },
    /** Saves a category unpublished: the site offers it once published. */
    async add(db: Kysely<DB>, user: AuthUser, body: CategoryBody) {
      await checkName(db, body.name)
      return insertRow(db, table, user, { ...columns(body), published: 0 })
    },
    async edit(db: Kysely<DB>, user: AuthUser, body: CategoryBody & { id: string }) {
      await assertRows(db, table, [body.id], missing)
      await checkName(db, body.name, body.id)
      await loose(db)
        .updateTable(table)
        .set({ ...columns(body), ...updated(user) })
        .where('id', '=', body.id)
        .execute()
    },
    /**
     * Deletes categories, all named or none; refused while one still holds items. In one
     * transaction, the delete itself takes only categories holding nothing, so an item filed under
     * one meanwhile undoes the whole delete.
     */
    async remove(db: Kysely<DB>, list: ReadonlyArray<{ id: string }>) {
      const ids = await assertRows(
        db,
        table,
        list.map((x) => x.id),
        missing,
      )
      await db.transaction().execute(async (trx) => {
        await refuseInUse(trx, ids)
        const res = await loose(trx)
          .deleteFrom(table)
          .where('id', 'in', ids)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom(items)
                  .select(`${items}.id`)
                  .whereRef(`${items}.categoryId`, '=', `${table}.id`),
              ),
            ),
          )
          .executeTakeFirst()
        if (Number(res.numDeletedRows) === ids.length) return
        if (spec.raced) throw badRequest(spec.raced)
        await refuseInUse(trx, ids)
        throw notFound(missing)
      })
    },
    publish: (db: Kysely<DB>, user: AuthUser, idList: readonly string[], published: boolean) =>
      publishRows(db, user, table, idList, published, missing),
  }
}

/** Every category (published or not), for an item's form and the list's filter. */
export async function categoryOptions(db: Kysely<DB>, table: CategoryTable) {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name', 'nameEn', 'published'])
    .orderBy('sortCode')
    .orderBy('id')
    .limit(1000)
    .execute()
  return rows.map((r) => ({ ...r, published: r.published === 1 }))
}

/** Whether `id` names a category (an item's form may name one deleted meanwhile). */
export async function categoryExists(db: Kysely<DB>, table: CategoryTable, id: string) {
  return !!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst())
}

/** The site's categories (published), by sort code, in the asked language; kept a few seconds. */
export function publishedCategories(db: Kysely<DB>, table: CategoryTable, lang: SiteLang) {
  return memo(db, `categories:${table}:${lang}`, [snake(table)], async () => {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'name', 'nameEn'])
      .where('published', '=', 1)
      .orderBy('sortCode')
      .orderBy('id')
      .limit(200)
      .execute()
    return Object.freeze(rows.map((r) => ({ id: r.id, name: localize(lang, r.name, r.nameEn) })))
  })
}
