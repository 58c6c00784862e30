import { type CostCentreRow, type KitchenCount, MEALS, type StatementRow } from '@portal/contracts'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import { orderedBatches, streamXlsx } from '../../../core/excel.js'
import type { Lang } from '../../../core/i18n.js'
import { defineList, type From, filterList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst } from '../../../core/listOrders.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'
import { orderColumns, orderRows } from './ordering.js'
import './texts.js'

/** The back-office's orders, the kitchen's counts, the month's statements: one page each. */
export const ORDER_MENU = 'krsRepastOrder'
export const KITCHEN_MENU = 'krsMealKitchen'
export const STATEMENT_MENU = 'krsMealStatement'

/** The meals as the kitchen's pages (and the printed statement) name them. */
export const MEAL_WORDS: Record<string, [zh: string, en: string]> = {
  BREAKFAST: ['早餐', 'Breakfast'],
  LUNCH: ['午餐', 'Lunch'],
  DINNER: ['晚餐', 'Dinner'],
  NIGHT: ['夜宵', 'Night shift'],
}
const mealWord = (meal: string, lang: Lang) => MEAL_WORDS[meal]?.[lang === 'en' ? 1 : 0] ?? meal
const yuan = (cents: number) => Math.round(cents) / 100
const MEAL_RANK = new Map<string, number>(MEALS.map((m, i) => [m, i]))

// ---- Orders ----

const orderList = (index: string) =>
  defineList({
    ...newestFirst('krs_meal_order', 'o', 'createdAt', index),
    search: { userName: search.text('o.userName', 'krs_meal_order') },
    sort: { createdAt: { by: ['o.createdAt', 'o.id'], index } },
  })
const allOrders = orderList('krs_meal_order_created')
/**
 * A day's orders were all made in the days before it: walking the newest-first index to an old
 * day reads every order since, so a day's list walks its own (day, created, id) index.
 */
const dayOrders = orderList('krs_meal_order_day')
const orderListing = (f: { day?: string }) => (f.day ? dayOrders : allOrders)

interface OrderFilter {
  day?: string
  meal?: string
  location?: string
  status?: string
}
const filteredOrders = (db: Kysely<DB>, f: OrderFilter) => {
  let q = db.selectFrom('krsMealOrder as o')
  if (f.day) q = q.where('o.day', '=', f.day)
  if (f.meal) q = q.where('o.meal', '=', f.meal)
  if (f.location) q = q.where('o.location', '=', f.location)
  if (f.status) q = q.where('o.status', '=', f.status)
  return q
}

export const orderPage = (db: Kysely<DB>, user: AuthUser, query: ListQuery & OrderFilter) =>
  listPage(db, user, orderListing(query), query, filteredOrders(db, query), orderRows)

export async function exportOrders(
  db: Kysely<DB>,
  user: AuthUser,
  reply: FastifyReply,
  log: FastifyBaseLogger,
  lang: Lang,
  f: OrderFilter & { searchKey?: string; userName?: string },
) {
  const { query } = await filterList(db, user, orderListing(f), f, filteredOrders(db, f))
  const en = lang === 'en'
  return streamXlsx(reply, log, {
    fileName: 'meal-orders',
    sheet: en ? 'orders' : '订餐记录',
    columns: [
      { key: 'day', header: en ? 'Day' : '日期', width: 12 },
      { key: 'meal', header: en ? 'Meal' : '餐次', width: 10 },
      { key: 'location', header: en ? 'Canteen' : '餐厅' },
      { key: 'userName', header: en ? 'Name' : '姓名', width: 12 },
      { key: 'costCentre', header: en ? 'Cost centre' : '成本中心' },
      { key: 'itemsText', header: en ? 'Dishes' : '菜品', width: 40 },
      { key: 'total', header: en ? 'Amount (yuan)' : '金额（元）', width: 12 },
      { key: 'status', header: en ? 'State' : '状态', width: 10 },
      { key: 'updatedAt', header: en ? 'Last changed' : '最后修改', width: 24 },
    ],
    batches: orderedBatches(query.select([...orderColumns, 'o.createdAt']), [
      ['o.createdAt', 'desc'],
      ['o.id', 'desc'],
    ]),
    cells: (r) => ({
      ...r,
      meal: mealWord(r.meal, lang),
      total: yuan(r.totalCents),
      status: r.status === 'ORDERED' ? (en ? 'Ordered' : '已订') : en ? 'Cancelled' : '已取消',
    }),
  })
}

// ---- The kitchen's counts ----

/** A day's menus (at one canteen, or all) with their orders and portions per dish: counters only. */
export async function kitchenCounts(db: Kysely<DB>, day: string, location?: string): Promise<KitchenCount> {
  let q = db
    .selectFrom('krsMealMenu')
    .select(['id', 'meal', 'location', 'cutoffAt', 'status', 'orderCount'])
    .where('day', '=', day)
  if (location) q = q.where('location', '=', location)
  const menus = (await q.execute()).sort(
    (a, b) =>
      (MEAL_RANK.get(a.meal) ?? 9) - (MEAL_RANK.get(b.meal) ?? 9) || a.location.localeCompare(b.location),
  )
  const dishes = menus.length
    ? await db
        .selectFrom('krsMealDish')
        .select(['id', 'menuId', 'name', 'ordered', 'priceCents'])
        .where(
          'menuId',
          'in',
          menus.map((m) => m.id),
        )
        .orderBy('sortCode')
        .execute()
    : []
  return {
    day,
    meals: menus.map((m) => {
      const own = dishes.filter((d) => d.menuId === m.id)
      return {
        menuId: m.id,
        meal: m.meal,
        location: m.location,
        cutoffAt: m.cutoffAt,
        status: m.status,
        orders: m.orderCount,
        people: m.orderCount,
        totalCents: own.reduce((s, d) => s + d.ordered * d.priceCents, 0),
        dishes: own.map((d) => ({ dishId: d.id, name: d.name, qty: d.ordered, priceCents: d.priceCents })),
      }
    }),
  }
}

export async function exportCounts(
  db: Kysely<DB>,
  reply: FastifyReply,
  log: FastifyBaseLogger,
  lang: Lang,
  day: string,
  location?: string,
) {
  const counts = await kitchenCounts(db, day, location)
  const en = lang === 'en'
  const rows = counts.meals.flatMap((m) => [
    ...m.dishes.map((d) => ({
      meal: mealWord(m.meal, lang),
      location: m.location,
      dish: d.name,
      qty: d.qty,
      price: yuan(d.priceCents),
      amount: yuan(d.qty * d.priceCents),
    })),
    {
      meal: mealWord(m.meal, lang),
      location: m.location,
      dish: en ? `Orders: ${m.orders}` : `订餐人数：${m.orders}`,
      qty: m.dishes.reduce((s, d) => s + d.qty, 0),
      price: null,
      amount: yuan(m.totalCents),
    },
  ])
  async function* once() {
    yield rows
  }
  return streamXlsx(reply, log, {
    fileName: `kitchen-${day}`,
    sheet: day,
    columns: [
      { key: 'meal', header: en ? 'Meal' : '餐次', width: 10 },
      { key: 'location', header: en ? 'Canteen' : '餐厅' },
      { key: 'dish', header: en ? 'Dish' : '菜品', width: 24 },
      { key: 'qty', header: en ? 'Portions' : '份数', width: 10 },
      { key: 'price', header: en ? 'Price (yuan)' : '单价（元）', width: 12 },
      { key: 'amount', header: en ? 'Amount (yuan)' : '金额（元）', width: 12 },
    ],
    batches: once(),
  })
}

// ---- Statements ----

const statementColumns = [
  's.id',
  's.month',
  's.mealUserId',
  's.userName',
  's.costCentre',
  's.meals',
  's.totalCents',
] as const
const statementRows = listView((q: From<'krsMealStatement', 's'>) => q.select(statementColumns))
const statementListing = defineList({
  table: 'krs_meal_statement',
  alias: 's',
  key: 's.id',
  order: { by: ['s.month', 's.costCentre', 's.id'], index: 'krs_meal_statement_month' },
  sort: { costCentre: { by: ['s.month', 's.costCentre', 's.id'], index: 'krs_meal_statement_month' } },
  search: { userName: search.text('s.userName', 'krs_meal_statement') },
})

interface StatementFilter {
  month: string
  costCentre?: string
}
const filteredStatements = (db: Kysely<DB>, f: StatementFilter) => {
  let q = db.selectFrom('krsMealStatement as s').where('s.month', '=', f.month)
  if (f.costCentre) q = q.where('s.costCentre', '=', f.costCentre)
  return q
}

/** A month's statement per person (and cost centre, when they moved during it). */
export const statementPage = (db: Kysely<DB>, user: AuthUser, query: ListQuery & StatementFilter) =>
  listPage(db, user, statementListing, query, filteredStatements(db, query), statementRows) as Promise<{
    total: number
    records: StatementRow[]
  }>

/** A month per cost centre: people, meals, amount (counters kept as orders change). */
export async function costCentres(db: Kysely<DB>, month: string): Promise<CostCentreRow[]> {
  return db
    .selectFrom('krsMealCentreMonth')
    .select(['costCentre', 'people', 'meals', 'totalCents'])
    .where('month', '=', month)
    .where('people', '>', 0)
    .orderBy('costCentre')
    .execute()
}

export async function exportStatements(
  db: Kysely<DB>,
  user: AuthUser,
  reply: FastifyReply,
  log: FastifyBaseLogger,
  lang: Lang,
  f: StatementFilter & { searchKey?: string; userName?: string },
) {
  const { query } = await filterList(db, user, statementListing, f, filteredStatements(db, f))
  const en = lang === 'en'
  return streamXlsx(reply, log, {
    fileName: `meal-statement-${f.month}`,
    sheet: f.month,
    columns: [
      { key: 'month', header: en ? 'Month' : '月份', width: 10 },
      { key: 'costCentre', header: en ? 'Cost centre' : '成本中心' },
      { key: 'userName', header: en ? 'Name' : '姓名', width: 12 },
      { key: 'meals', header: en ? 'Meals' : '餐数', width: 10 },
      { key: 'total', header: en ? 'Amount (yuan)' : '金额（元）', width: 12 },
    ],
    batches: orderedBatches(query.select(statementColumns), [
      ['s.month', 'asc'],
      ['s.costCentre', 'asc'],
      ['s.id', 'asc'],
    ]),
    cells: (r) => ({ ...r, total: yuan(r.totalCents) }),
  })
}
