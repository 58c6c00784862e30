import {
  COST_CENTRE_DICT,
  MEAL_LIMITS,
  MEALS,
  type MealOffer,
  type MealOrderRow,
  type MealOrderSave,
  type MealWeek,
  type MyOrder,
} from '@portal/contracts'
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely'
import { fieldInvalid } from '../../../core/content.js'
import { addUp } from '../../../core/counters.js'
import { dictItems } from '../../../core/dicts.js'
import { badRequest } from '../../../core/errors.js'
import type { Lang } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { memo } from '../../../core/memo.js'
import { retryingRaces } from '../../../core/rows.js'
import { dialectOf } from '../../../core/search.js'
import { companyDay, companyMinute, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'
import type { Diner } from './users.js'

const MEAL_RANK = new Map<string, number>(MEALS.map((m, i) => [m, i]))

const notDiner = () => badRequest('krsMealNotADiner')

type Tx = Kysely<DB>

/** The published menus from today for `MEAL_LIMITS.daysAhead` days, with the person's orders. */
export async function mealWeek(db: Kysely<DB>, diner: Diner | null, lang: Lang): Promise<MealWeek> {
  const now = companyMinute()
  const from = companyDay()
  const to = companyDay(MEAL_LIMITS.daysAhead - 1)
  const { menus, dishes } = await publishedMenus(db, from, to)
  const orders = diner ? await myOrders(db, diner.id, from, to) : new Map<string, MyOrder>()
  const byDay = new Map<string, MealOffer[]>()
  for (const m of menus) {
    const offer: MealOffer = {
      menuId: m.id,
      day: m.day,
      meal: m.meal,
      location: m.location,
      cutoffAt: m.cutoffAt,
      remark: m.remark,
      open: now < m.cutoffAt,
      dishes: dishes.filter((d) => d.menuId === m.id).map(({ menuId: _, ...d }) => d),
      order: orders.get(m.id) ?? null,
    }
    byDay.set(m.day, [...(byDay.get(m.day) ?? []), offer])
  }
  const days = Array.from({ length: MEAL_LIMITS.daysAhead }, (_, i) => companyDay(i))
    .filter((day) => byDay.has(day))
    .map((day) => ({
      day,
      meals: byDay
        .get(day)!
        .sort(
          (a, b) =>
            (MEAL_RANK.get(a.meal) ?? 9) - (MEAL_RANK.get(b.meal) ?? 9) ||
            a.location.localeCompare(b.location),
        ),
    }))
  let me: MealWeek['me'] = null
  if (diner) {
    const centre = (await dictItems(db, COST_CENTRE_DICT)).find((d) => d.value === diner.costCentre)
    const centreName = (lang === 'en' ? centre?.labelEn || centre?.label : centre?.label) ?? diner.costCentre
    me = { name: diner.name, costCentre: diner.costCentre, costCentreName: centreName }
  }
  return { me, now, days }
}

/**
 * The published menus of the days from `from` to `to` with their dishes: the same for everyone,
 * kept a few seconds (an order or a menu's change written here drops them at once).
 */
const publishedMenus = (db: Kysely<DB>, from: string, to: string) =>
  memo(db, `krsMealWeek:${from}:${to}`, ['krs_meal_menu', 'krs_meal_dish'], async () => {
    const menus = await db
      .selectFrom('krsMealMenu')
      .select(['id', 'day', 'meal', 'location', 'cutoffAt', 'remark'])
      .where('status', '=', 'PUBLISHED')
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute()
    const dishes = menus.length
      ? await db
          .selectFrom('krsMealDish')
          .select(['id', 'menuId', 'name', 'description', 'priceCents', 'photoId', 'sortCode'])
          .where(
            'menuId',
            'in',
            menus.map((m) => m.id),
          )
          .orderBy('sortCode')
          .execute()
      : []
    return { menus, dishes }
  })

/** The person's orders (with their dishes) of the days from `from` to `to`, by menu. */
async function myOrders(db: Kysely<DB>, dinerId: string, from: string, to: string) {
  const rows = await db
    .selectFrom('krsMealOrder')
    .select(['id', 'menuId', 'status', 'totalCents', 'updatedAt'])
    .where('mealUserId', '=', dinerId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute()
  const items = rows.length
    ? await db
        .selectFrom('krsMealOrderItem')
        .select(['orderId', 'dishId', 'dishName', 'qty', 'priceCents'])
        .where(
          'orderId',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : []
  return new Map(
    rows.map((r) => [
      r.menuId,
      { ...r, items: items.filter((i) => i.orderId === r.id).map(({ orderId: _, ...i }) => i) },
    ]),
  )
}

/** A published menu still taking orders (refusals say why, the cut-off with its time). */
async function openMenu(db: Tx, menuId: string) {
  const menu = await db
    .selectFrom('krsMealMenu')
    .select(['id', 'day', 'meal', 'location', 'cutoffAt', 'status'])
    .where('id', '=', menuId)
    .executeTakeFirst()
  if (menu?.status !== 'PUBLISHED') throw fieldInvalid('menuId', 'krsMealMenuNotOpen')
  if (companyMinute() >= menu.cutoffAt) throw badRequest('krsMealCutoffPassed', { time: menu.cutoffAt })
  return menu
}

const addTo = (col: 'ordered' | 'orderCount', by: number) => sql<number>`${sql.ref(col)} + ${by}`

/**
 * The month's statement of a person and cost centre, and the cost centre's month, adding `meals`
 * and `cents`. The statement row is read back under the lock its upsert took: one whose meals fall
 * to none goes, and the cost centre counts its people as they come and go.
 */
async function addToStatement(
  trx: Tx,
  o: { day: string; mealUserId: string; userName: string; costCentre: string },
  meals: number,
  cents: number,
) {
  const month = o.day.slice(0, 7)
  const key = { month, mealUserId: o.mealUserId, costCentre: o.costCentre }
  await addUp(trx, 'krsMealStatement', key, { meals, totalCents: cents }, { userName: o.userName })
  const row = await latest(
    trx,
    trx
      .selectFrom('krsMealStatement')
      .select(['id', 'meals'])
      .where('month', '=', month)
      .where('mealUserId', '=', o.mealUserId)
      .where('costCentre', '=', o.costCentre),
  ).executeTakeFirstOrThrow()
  const before = row.meals - meals
  if (row.meals <= 0) await trx.deleteFrom('krsMealStatement').where('id', '=', row.id).execute()
  const people = before <= 0 && row.meals > 0 ? 1 : before > 0 && row.meals <= 0 ? -1 : 0
  await addUp(
    trx,
    'krsMealCentreMonth',
    { month, costCentre: o.costCentre },
    { people, meals, totalCents: cents },
  )
}

/**
 * A read of what another transaction may just have committed: MySQL's repeatable read would answer
 * from this transaction's first snapshot, a locking read answers the latest (SQLite has one writer).
 */
// biome-ignore lint/suspicious/noExplicitAny: any select
const latest = <Q extends SelectQueryBuilder<DB, any, any>>(trx: Tx, q: Q): Q =>
  dialectOf(trx) === 'sqlite' ? q : (q.forUpdate() as Q)

interface Held {
  id: string
  menuId: string
  status: string
  totalCents: number
  costCentre: string
  userName: string
}

/**
 * The person's order row of a day and meal, held for this transaction: touching it first takes its
 * row lock (SQLite has one writer at a time anyway), so two changes of one order at once apply one
 * after the other and every counter stays right.
 */
async function hold(trx: Tx, dinerId: string, day: string, meal: string): Promise<Held | null> {
  const touched = await trx
    .updateTable('krsMealOrder')
    .set({ updatedAt: nowIso() })
    .where('mealUserId', '=', dinerId)
    .where('day', '=', day)
    .where('meal', '=', meal)
    .executeTakeFirst()
  if (!Number(touched.numUpdatedRows)) return null
  return latest(
    trx,
    trx
      .selectFrom('krsMealOrder')
      .select(['id', 'menuId', 'status', 'totalCents', 'costCentre', 'userName'])
      .where('mealUserId', '=', dinerId)
      .where('day', '=', day)
      .where('meal', '=', meal),
  ).executeTakeFirstOrThrow()
}

/** Takes an ORDERED order's dishes, meal and amount off the counters and the statement. */
async function takeBack(trx: Tx, o: Held, day: string, dinerId: string) {
  if (o.status !== 'ORDERED') return
  const items = await latest(
    trx,
    trx.selectFrom('krsMealOrderItem').select(['dishId', 'qty']).where('orderId', '=', o.id),
  ).execute()
  for (const i of items)
    await trx
      .updateTable('krsMealDish')
      .set({ ordered: addTo('ordered', -i.qty) })
      .where('id', '=', i.dishId)
      .execute()
  await trx
    .updateTable('krsMealMenu')
    .set({ orderCount: addTo('orderCount', -1) })
    .where('id', '=', o.menuId)
    .execute()
  await addToStatement(
    trx,
    { day, mealUserId: dinerId, userName: o.userName, costCentre: o.costCentre },
    -1,
    -o.totalCents,
  )
}

/**
 * Orders a meal, or changes the person's order of that day and meal (another canteen's menu
 * included), until the cut-off. Prices are the dishes' now; the kitchen's counters and the month's
 * statement change in the same transaction.
 */
export async function placeOrder(db: Kysely<DB>, diner: Diner | null, body: MealOrderSave): Promise<MyOrder> {
  if (!diner) throw notDiner()
  const seen = new Set<string>()
  body.items.forEach((it, i) => {
    if (seen.has(it.dishId)) throw fieldInvalid(`items.${i}.dishId`, 'krsMealDishTwice', { name: it.dishId })
    seen.add(it.dishId)
  })
  // First orders of one day and meal made at the same moment race for the unique key (MySQL may
  // deadlock them instead): the losers, run again, change the winner's.
  return retryingRaces(() =>
    db
      .transaction()
      .execute(async (trx) => writeOrder(trx, diner, await openMenu(trx, body.menuId), body.items)),
  )
}

type MenuKey = { id: string; day: string; meal: string; location: string }

/**
 * Writes the person's order of a menu's day and meal (new, changed, or ordered again after a
 * cancel), with the kitchen's counters and the month's statement, in the caller's transaction. The
 * cut-off is the caller's to check (the demo writes past orders through here).
 */
export async function writeOrder(
  trx: Tx,
  diner: Diner,
  menu: MenuKey,
  items: ReadonlyArray<{ dishId: string; qty: number }>,
): Promise<MyOrder> {
  const dishes = new Map(
    (
      await trx
        .selectFrom('krsMealDish')
        .select(['id', 'name', 'priceCents'])
        .where('menuId', '=', menu.id)
        .execute()
    ).map((d) => [d.id, d]),
  )
  const lines = items.map((it, i) => {
    const d = dishes.get(it.dishId)
    if (!d) throw fieldInvalid(`items.${i}.dishId`, 'krsMealDishUnknown')
    return { dishId: d.id, dishName: d.name, qty: it.qty, priceCents: d.priceCents }
  })
  const total = lines.reduce((s, l) => s + l.qty * l.priceCents, 0)
  const itemsText = lines
    .map((l) => `${l.dishName}×${l.qty}`)
    .join('、')
    .slice(0, 1000)
  const now = nowIso()
  const held = await hold(trx, diner.id, menu.day, menu.meal)
  let id: string
  if (held) {
    await takeBack(trx, held, menu.day, diner.id)
    id = held.id
    await trx.deleteFrom('krsMealOrderItem').where('orderId', '=', id).execute()
    await trx
      .updateTable('krsMealOrder')
      .set({
        menuId: menu.id,
        location: menu.location,
        status: 'ORDERED',
        totalCents: total,
        itemsText,
        userName: diner.name,
        costCentre: diner.costCentre,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute()
  } else {
    id = newId()
    // A first order of this day and meal made at the same moment elsewhere loses on the unique key.
    await trx
      .insertInto('krsMealOrder')
      .values({
        id,
        mealUserId: diner.id,
        userName: diner.name,
        costCentre: diner.costCentre,
        menuId: menu.id,
        day: menu.day,
        meal: menu.meal,
        location: menu.location,
        status: 'ORDERED',
        totalCents: total,
        itemsText,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
  }
  await trx
    .insertInto('krsMealOrderItem')
    .values(lines.map((l) => ({ id: newId(), orderId: id, ...l })))
    .execute()
  for (const l of lines)
    await trx
      .updateTable('krsMealDish')
      .set({ ordered: addTo('ordered', l.qty) })
      .where('id', '=', l.dishId)
      .execute()
  await trx
    .updateTable('krsMealMenu')
    .set({ orderCount: addTo('orderCount', 1) })
    .where('id', '=', menu.id)
    .execute()
  await addToStatement(
    trx,
    { day: menu.day, mealUserId: diner.id, userName: diner.name, costCentre: diner.costCentre },
    1,
    total,
  )
  return {
    id,
    menuId: menu.id,
    status: 'ORDERED',
    totalCents: total,
    updatedAt: now,
    items: lines.map(({ dishId, dishName, qty, priceCents }) => ({ dishId, dishName, qty, priceCents })),
  }
}

/** Cancels the person's order of a menu's day and meal, until the cut-off. */
export async function cancelOrder(db: Kysely<DB>, diner: Diner | null, menuId: string): Promise<void> {
  if (!diner) throw notDiner()
  await db.transaction().execute(async (trx) => {
    const menu = await openMenu(trx, menuId)
    const held = await hold(trx, diner.id, menu.day, menu.meal)
    if (held?.status !== 'ORDERED' || held.menuId !== menu.id) throw badRequest('krsMealNothingToCancel')
    await takeBack(trx, held, menu.day, diner.id)
    await trx.updateTable('krsMealOrder').set({ status: 'CANCELLED' }).where('id', '=', held.id).execute()
  })
}

// ---- My orders, and every order for the back-office ----

export const orderColumns = [
  'o.id',
  'o.menuId',
  'o.day',
  'o.meal',
  'o.location',
  'o.status',
  'o.userName',
  'o.costCentre',
  'o.itemsText',
  'o.totalCents',
  'o.updatedAt',
] as const
export const orderRows = listView((q: From<'krsMealOrder', 'o'>) => q.select(orderColumns))

/** A person's orders, by the meal's day, newest first (on the unique key's index). */
const mineListing = defineList({
  table: 'krs_meal_order',
  alias: 'o',
  key: 'o.id',
  order: {
    by: [
      ['o.day', 'desc'],
      ['o.meal', 'desc'],
      ['o.id', 'desc'],
    ],
    index: 'krs_meal_order_one',
  },
  sort: { day: { by: ['o.day', 'o.meal', 'o.id'], index: 'krs_meal_order_one' } },
})

export async function myOrderPage(
  db: Kysely<DB>,
  diner: Diner | null,
  query: ListQuery & { month?: string },
) {
  // No meal user: nothing matches (the list's checks still apply).
  let q = db.selectFrom('krsMealOrder as o').where('o.mealUserId', '=', diner?.id ?? '')
  if (query.month) q = q.where('o.day', '>=', `${query.month}-01`).where('o.day', '<=', `${query.month}-31`)
  return listPage(db, null, mineListing, query, q, orderRows)
}
