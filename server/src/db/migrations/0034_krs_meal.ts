import { addPrefixSearch, addTextSearch, dropPrefixSearch, dropTextSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { AUDIT, createTable, DAY, type Db, dropTables, ID, SORT, TIME } from './tables.js'

/**
 * Meal ordering (issue 27, `contracts/krs/meal.ts`).
 * - `krs_meal_user`: who may order, by account (staff) and phone number, with a cost centre.
 * - `krs_meal_menu`: a day's meal at one canteen, its cut-off (company minute) and counters;
 *   `krs_meal_dish`: its dishes, each counting the portions ordered (the kitchen reads counters,
 *   never the orders).
 * - `krs_meal_order`: a person's one order per day and meal (unique; cancelling keeps the row);
 *   `krs_meal_order_item`: its dishes at the price of the time.
 * - `krs_meal_statement`: per month, person and cost centre, the meals and the amount, added to as
 *   orders change (statements never scan the orders; a row whose meals fall to none goes);
 *   `krs_meal_centre_month`: per month and cost centre, the people, meals and amount.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'krs_meal_user', {
    kind: ['varchar(12)', 'notNull'],
    user_id: ID,
    name: ['varchar(64)', 'notNull'],
    phone: ['varchar(20)', 'notNull'],
    cost_centre: ['varchar(64)', 'notNull'],
    enabled: ['integer', { default: 1 }],
    remark: 'varchar(200)',
    ...AUDIT,
  })
  await createIndexes(db, 'krs_meal_user', {
    krs_meal_user_created: ['created_at', 'id'],
    krs_meal_user_phone: { unique: ['phone'] },
    krs_meal_user_account: ['user_id'],
    krs_meal_user_kind: ['kind', 'created_at', 'id'],
    krs_meal_user_centre: ['cost_centre', 'created_at', 'id'],
  })
  await addTextSearch(db, 'krs_meal_user', 'name')
  await addPrefixSearch(db, 'krs_meal_user', 'phone', 20)

  await createTable(db, 'krs_meal_menu', {
    day: [DAY, 'notNull'],
    meal: ['varchar(12)', 'notNull'],
    location: ['varchar(64)', 'notNull'],
    cutoff_at: ['varchar(16)', 'notNull'],
    status: ['varchar(12)', 'notNull'],
    remark: 'varchar(200)',
    dish_count: ['integer', { default: 0 }],
    order_count: ['integer', { default: 0 }],
    ...AUDIT,
  })
  await createIndexes(db, 'krs_meal_menu', {
    krs_meal_menu_one: { unique: ['day', 'meal', 'location'] },
    krs_meal_menu_created: ['created_at', 'id'],
    krs_meal_menu_status: ['status', 'day', 'meal'],
  })

  await createTable(db, 'krs_meal_dish', {
    menu_id: [ID, 'notNull'],
    name: ['varchar(64)', 'notNull'],
    description: 'varchar(200)',
    price_cents: ['integer', { default: 0 }],
    photo_id: ID,
    ...SORT,
    ordered: ['integer', { default: 0 }],
  })
  await createIndexes(db, 'krs_meal_dish', { krs_meal_dish_menu: ['menu_id', 'sort_code'] })

  await createTable(db, 'krs_meal_order', {
    meal_user_id: [ID, 'notNull'],
    user_name: ['varchar(64)', 'notNull'],
    cost_centre: ['varchar(64)', 'notNull'],
    menu_id: [ID, 'notNull'],
    day: [DAY, 'notNull'],
    meal: ['varchar(12)', 'notNull'],
    location: ['varchar(64)', 'notNull'],
    status: ['varchar(12)', 'notNull'],
    total_cents: ['integer', { default: 0 }],
    items_text: ['varchar(1000)', 'notNull'],
    created_at: [TIME, 'notNull'],
    updated_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'krs_meal_order', {
    krs_meal_order_one: { unique: ['meal_user_id', 'day', 'meal'] },
    krs_meal_order_created: ['created_at', 'id'],
    krs_meal_order_day: ['day', 'created_at', 'id'],
    krs_meal_order_status: ['status', 'created_at', 'id'],
    krs_meal_order_menu: ['menu_id', 'created_at', 'id'],
  })
  await addTextSearch(db, 'krs_meal_order', 'user_name')

  await createTable(db, 'krs_meal_order_item', {
    order_id: [ID, 'notNull'],
    dish_id: [ID, 'notNull'],
    dish_name: ['varchar(64)', 'notNull'],
    qty: ['integer', 'notNull'],
    price_cents: ['integer', 'notNull'],
  })
  await createIndexes(db, 'krs_meal_order_item', { krs_meal_order_item_order: ['order_id'] })

  await createTable(db, 'krs_meal_statement', {
    month: ['varchar(7)', 'notNull'],
    meal_user_id: [ID, 'notNull'],
    user_name: ['varchar(64)', 'notNull'],
    cost_centre: ['varchar(64)', 'notNull'],
    meals: ['integer', { default: 0 }],
    total_cents: ['integer', { default: 0 }],
  })
  await createIndexes(db, 'krs_meal_statement', {
    krs_meal_statement_one: { unique: ['month', 'meal_user_id', 'cost_centre'] },
    krs_meal_statement_month: ['month', 'cost_centre', 'id'],
  })
  await addTextSearch(db, 'krs_meal_statement', 'user_name')

  await createTable(db, 'krs_meal_centre_month', {
    month: ['varchar(7)', 'notNull'],
    cost_centre: ['varchar(64)', 'notNull'],
    people: ['integer', { default: 0 }],
    meals: ['integer', { default: 0 }],
    total_cents: ['integer', { default: 0 }],
  })
  await createIndexes(db, 'krs_meal_centre_month', {
    krs_meal_centre_month_one: { unique: ['month', 'cost_centre'] },
  })
}

export async function down(db: Db): Promise<void> {
  await dropTextSearch(db, 'krs_meal_statement', 'user_name')
  await dropTextSearch(db, 'krs_meal_order', 'user_name')
  await dropPrefixSearch(db, 'krs_meal_user', 'phone')
  await dropTextSearch(db, 'krs_meal_user', 'name')
  await dropTables(db, [
    'krs_meal_centre_month',
    'krs_meal_statement',
    'krs_meal_order_item',
    'krs_meal_order',
    'krs_meal_dish',
    'krs_meal_menu',
    'krs_meal_user',
  ])
}
