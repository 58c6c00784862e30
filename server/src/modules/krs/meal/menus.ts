import {
  MEAL_LOCATION_DICT,
  type MealMenuDetail,
  type MealMenuRow,
  type mealMenuSaveSchema,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import { fieldInvalid } from '../../../core/content.js'
import { dictItems } from '../../../core/dicts.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst } from '../../../core/listOrders.js'
import { created, updated } from '../../../core/rows.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/** Holders of the menus page read it; its buttons add, edit, delete, publish. */
export const MENU_MENU = 'krsMealMenu'

const menuColumns = [
  'n.id',
  'n.day',
  'n.meal',
  'n.location',
  'n.cutoffAt',
  'n.status',
  'n.dishCount',
  'n.orderCount',
  'n.createdAt',
] as const
const menuRows = listView((q: From<'krsMealMenu', 'n'>) => q.select(menuColumns))
const menuListing = defineList({
  ...newestFirst('krs_meal_menu', 'n', 'createdAt', 'krs_meal_menu_created'),
  sort: { createdAt: { by: ['n.createdAt', 'n.id'], index: 'krs_meal_menu_created' } },
})

const asRow = <T extends { createdAt: string | null }>(r: T) => ({ ...r, createdAt: r.createdAt ?? '' })

export async function menuPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { day?: string; meal?: string; location?: string; status?: string },
) {
  let q = db.selectFrom('krsMealMenu as n')
  if (query.day) q = q.where('n.day', '=', query.day)
  if (query.meal) q = q.where('n.meal', '=', query.meal)
  if (query.location) q = q.where('n.location', '=', query.location)
  if (query.status) q = q.where('n.status', '=', query.status)
  const page = await listPage(db, user, menuListing, query, q, menuRows)
  return { ...page, records: page.records.map((r) => asRow(r) as MealMenuRow) }
}

export async function menuDetail(db: Kysely<DB>, id: string): Promise<MealMenuDetail> {
  const row = await db
    .selectFrom('krsMealMenu as n')
    .select([...menuColumns, 'n.remark'])
    .where('n.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('krsMealMenuNotFound')
  const dishes = await db
    .selectFrom('krsMealDish')
    .select(['id', 'name', 'description', 'priceCents', 'photoId', 'sortCode', 'ordered'])
    .where('menuId', '=', id)
    .orderBy('sortCode')
    .execute()
  return { ...asRow(row), dishes } as MealMenuDetail
}

type Form = z.output<typeof mealMenuSaveSchema>

/**
 * Saves a menu and its dishes in one transaction. The canteen comes from its dictionary; one menu
 * per day, meal and canteen; the cut-off falls before the meal's day ends. Once ordered, a menu
 * keeps its day, meal and canteen, and its ordered dishes (their names and prices may change:
 * orders keep what they were made at).
 */
export async function saveMenu(db: Kysely<DB>, user: AuthUser, f: Form): Promise<string> {
  if (!(await dictItems(db, MEAL_LOCATION_DICT)).some((d) => d.value === f.location))
    throw fieldInvalid('location', 'krsMealLocationUnknown', { value: f.location })
  if (f.cutoffAt > `${f.day} 23:59`) throw fieldInvalid('cutoffAt', 'krsMealCutoffLate')
  const names = new Set<string>()
  f.dishes.forEach((d, i) => {
    if (names.has(d.name)) throw fieldInvalid(`dishes.${i}.name`, 'krsMealDishTwice', { name: d.name })
    names.add(d.name)
  })
  let same = db
    .selectFrom('krsMealMenu')
    .select('id')
    .where('day', '=', f.day)
    .where('meal', '=', f.meal)
    .where('location', '=', f.location)
  if (f.id) same = same.where('id', '!=', f.id)
  if (await same.executeTakeFirst()) throw fieldInvalid('meal', 'krsMealMenuTaken')

  return db.transaction().execute(async (trx) => {
    const columns = {
      day: f.day,
      meal: f.meal,
      location: f.location,
      cutoffAt: f.cutoffAt,
      remark: f.remark ?? null,
      dishCount: f.dishes.length,
    }
    let id = f.id
    const kept = new Map<string, { name: string; ordered: number }>()
    if (!id) {
      id = newId()
      await trx
        .insertInto('krsMealMenu')
        .values({ id, ...columns, status: 'DRAFT', orderCount: 0, ...created(user) })
        .execute()
    } else {
      const old = await trx.selectFrom('krsMealMenu').selectAll().where('id', '=', id).executeTakeFirst()
      if (!old) throw notFound('krsMealMenuNotFound')
      const moved = old.day !== f.day || old.meal !== f.meal || old.location !== f.location
      if (moved && old.orderCount > 0) throw fieldInvalid('day', 'krsMealMenuOrderedMove')
      for (const d of await trx
        .selectFrom('krsMealDish')
        .select(['id', 'name', 'ordered'])
        .where('menuId', '=', id)
        .execute())
        kept.set(d.id, d)
      const staying = new Set(f.dishes.map((d) => d.id).filter(Boolean))
      for (const [dishId, d] of kept)
        if (!staying.has(dishId) && d.ordered > 0)
          throw fieldInvalid('dishes', 'krsMealDishOrdered', { name: d.name })
      f.dishes.forEach((d, i) => {
        if (d.id && !kept.has(d.id)) throw fieldInvalid(`dishes.${i}.id`, 'krsMealDishUnknown')
      })
      const gone = [...kept.keys()].filter((k) => !staying.has(k))
      if (gone.length) await trx.deleteFrom('krsMealDish').where('id', 'in', gone).execute()
      await trx
        .updateTable('krsMealMenu')
        .set({ ...columns, ...updated(user) })
        .where('id', '=', id)
        .execute()
    }
    for (const [i, d] of f.dishes.entries()) {
      const dish = {
        name: d.name,
        description: d.description ?? null,
        priceCents: d.priceCents,
        photoId: d.photoId ?? null,
        sortCode: (i + 1) * 10,
      }
      if (d.id) await trx.updateTable('krsMealDish').set(dish).where('id', '=', d.id).execute()
      else
        await trx
          .insertInto('krsMealDish')
          .values({ id: newId(), menuId: id, ...dish, ordered: 0 })
          .execute()
    }
    return id
  })
}

/** Publishes menus (people see and order them) or takes back ones nobody has ordered from. */
export async function setMenuStatus(db: Kysely<DB>, user: AuthUser, ids: string[], publish: boolean) {
  if (!publish) await refuseOrdered(db, ids)
  await db
    .updateTable('krsMealMenu')
    .set({ status: publish ? 'PUBLISHED' : 'DRAFT', ...updated(user) })
    .where('id', 'in', ids)
    .execute()
}

async function refuseOrdered(db: Kysely<DB>, ids: string[]) {
  const ordered = await db
    .selectFrom('krsMealMenu')
    .select(['day', 'meal', 'location'])
    .where('id', 'in', ids)
    .where('orderCount', '>', 0)
    .executeTakeFirst()
  if (ordered) throw badRequest('krsMealMenuOrdered', { day: ordered.day, location: ordered.location })
}

/** Deletes menus nobody has ordered from, with their dishes. */
export async function deleteMenus(db: Kysely<DB>, ids: string[]) {
  await refuseOrdered(db, ids)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('krsMealDish').where('menuId', 'in', ids).execute()
    await trx.deleteFrom('krsMealMenu').where('id', 'in', ids).execute()
  })
}
