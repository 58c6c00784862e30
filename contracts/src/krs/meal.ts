import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { daySchema, fields, minuteSchema, optText, phoneSchema, reqText, searchKey } from '../fields.js'
import { KRS_DICT } from './admission.js'

/**
 * Meal ordering (issue 27, `/repastorder`): the canteen publishes a menu per day, meal and location
 * with dishes, prices and a cut-off; meal users (employees and contractors allowed to order, each
 * with a cost centre) order for the coming days and change or cancel until the cut-off; the kitchen
 * counts per meal and dish; statements add up each month per person and cost centre.
 *
 * People order under `/api/krs/meal/…` (a signed-in employee) and `/api/krs/meal/phone/…` (a phone
 * session, the meal user of its number); the back-office keeps menus under `/api/krs/mealMenu/…`,
 * meal users under `/api/krs/mealUser/…`, orders under `/api/krs/mealOrder/…`, the kitchen's counts
 * under `/api/krs/mealKitchen/…` and statements under `/api/krs/mealStatement/…`.
 * Prices are whole fen (cents), `priceCents`.
 */

export const MEALS = ['BREAKFAST', 'LUNCH', 'DINNER', 'NIGHT'] as const
export type Meal = (typeof MEALS)[number]
/** The dictionary of canteens (where a meal is served); phones read it too. */
export const MEAL_LOCATION_DICT = KRS_DICT.mealLocation
/** The dictionary of cost centres a meal user's meals are charged to. */
export const COST_CENTRE_DICT = 'KRS_COST_CENTRE'
export const MEAL_USER_KINDS = ['STAFF', 'CONTRACTOR'] as const
export const MENU_STATUSES = ['DRAFT', 'PUBLISHED'] as const
export const MEAL_ORDER_STATUSES = ['ORDERED', 'CANCELLED'] as const

export const MEAL_LIMITS = {
  dishes: 30,
  dishName: 64,
  description: 200,
  remark: 200,
  /** Portions of one dish in one order. */
  qty: 9,
  /** 1,000 yuan. */
  priceCents: 100_000,
  /** How many days ahead a person sees menus and orders. */
  daysAhead: 7,
} as const

/**
 * The cut-off a new menu's form proposes: the day before (-1) or the day itself (0) at a time.
 * The canteen may set any cut-off before the meal's day ends.
 */
export const DEFAULT_CUTOFF: Record<Meal, readonly [number, string]> = {
  BREAKFAST: [-1, '20:00'],
  LUNCH: [0, '09:30'],
  DINNER: [0, '14:30'],
  NIGHT: [0, '18:00'],
}

// ---- Menus (the back-office) ----

export const dishInputSchema = z.object({
  /** A dish kept from before (its orders count it); none for a new one. */
  id: idSchema.optional(),
  name: reqText(MEAL_LIMITS.dishName),
  description: optText(MEAL_LIMITS.description),
  priceCents: z.number().int().min(0).max(MEAL_LIMITS.priceCents),
  photoId: z.preprocess((v) => (v === '' ? null : v), idSchema.nullish()),
})

export const mealMenuSaveSchema = z.object({
  id: idSchema.optional(),
  day: daySchema,
  meal: z.enum(MEALS),
  location: reqText(64),
  /** `YYYY-MM-DD HH:mm`, company time: no order, change or cancel from then on. */
  cutoffAt: minuteSchema('krsMealCutoffInvalid'),
  remark: optText(MEAL_LIMITS.remark),
  dishes: z.array(dishInputSchema).min(1).max(MEAL_LIMITS.dishes),
})
export type MealMenuSave = z.input<typeof mealMenuSaveSchema>
export const mealMenuAddSchema = mealMenuSaveSchema.omit({ id: true })
export const mealMenuEditSchema = mealMenuSaveSchema.extend({ id: idSchema })

export const mealMenuPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  day: daySchema.optional(),
  meal: z.enum(MEALS).optional(),
  location: z.string().trim().max(64).optional(),
  status: z.enum(MENU_STATUSES).optional(),
})

export const mealMenuRowSchema = z.object(
  fields(
    strings('id', 'day', 'meal', 'location', 'cutoffAt', 'status', 'createdAt'),
    numbers('dishCount', 'orderCount'),
  ),
)
export type MealMenuRow = z.infer<typeof mealMenuRowSchema>

export const dishSchema = z.object(
  fields(strings('id', 'name'), nullableStrings('description', 'photoId'), numbers('priceCents', 'sortCode')),
)
export type Dish = z.infer<typeof dishSchema>

export const mealMenuDetailSchema = mealMenuRowSchema.extend({
  remark: z.string().nullable(),
  dishes: z.array(dishSchema.extend({ ordered: z.number() })),
})
export type MealMenuDetail = z.infer<typeof mealMenuDetailSchema>

// ---- Meal users (the back-office) ----

export const mealUserSaveSchema = z.object({
  id: idSchema.optional(),
  kind: z.enum(MEAL_USER_KINDS),
  /** The employee's account (a staff meal user orders signed in, and by phone). */
  userId: z.preprocess((v) => (v === '' ? null : v), idSchema.nullish()),
  name: reqText(64),
  /** The phone number a phone signs in with to order. */
  phone: phoneSchema,
  costCentre: reqText(64),
  enabled: z.boolean().default(true),
  remark: optText(MEAL_LIMITS.remark),
})
export type MealUserSave = z.input<typeof mealUserSaveSchema>
export const mealUserAddSchema = mealUserSaveSchema.omit({ id: true })
export const mealUserEditSchema = mealUserSaveSchema.extend({ id: idSchema })

export const mealUserPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  name: z.string().trim().max(64).optional(),
  phone: z.string().trim().max(20).optional(),
  kind: z.enum(MEAL_USER_KINDS).optional(),
  costCentre: z.string().trim().max(64).optional(),
  enabled: z.enum(['0', '1']).optional(),
})

export const mealUserRowSchema = z.object(
  fields(
    strings('id', 'kind', 'name', 'phone', 'costCentre', 'createdAt'),
    nullableStrings('userId', 'userAccount', 'remark'),
    booleans('enabled'),
  ),
)
export type MealUserRow = z.infer<typeof mealUserRowSchema>

// ---- Ordering (a person, signed in or on a phone) ----

export const orderItemInputSchema = z.object({
  dishId: idSchema,
  qty: z.number().int().min(1).max(MEAL_LIMITS.qty),
})
export const mealOrderSaveSchema = z.object({
  menuId: idSchema,
  items: z.array(orderItemInputSchema).min(1).max(MEAL_LIMITS.dishes),
})
export type MealOrderSave = z.input<typeof mealOrderSaveSchema>
export const mealCancelSchema = z.object({ menuId: idSchema })

export const orderItemSchema = z.object(fields(strings('dishId', 'dishName'), numbers('qty', 'priceCents')))
export type OrderItem = z.infer<typeof orderItemSchema>

export const myOrderSchema = z.object(
  fields(strings('id', 'menuId', 'status', 'updatedAt'), {
    totalCents: z.number(),
    items: z.array(orderItemSchema),
  }),
)
export type MyOrder = z.infer<typeof myOrderSchema>

/** One meal of a day as a person sees it: the menu, whether it still takes orders, and their order. */
export const mealOfferSchema = z.object(
  fields(
    strings('menuId', 'day', 'meal', 'location', 'cutoffAt'),
    nullableStrings('remark'),
    booleans('open'),
    {
      dishes: z.array(dishSchema),
      order: myOrderSchema.nullable(),
    },
  ),
)
export type MealOffer = z.infer<typeof mealOfferSchema>

export const mealWeekSchema = z.object({
  /** Who orders, or null: the signed-in person is no meal user (the page says whom to ask). */
  me: z.object(strings('name', 'costCentre', 'costCentreName')).nullable(),
  /** The company's current minute, `YYYY-MM-DD HH:mm` (what the cut-offs compare with). */
  now: z.string(),
  days: z.array(z.object({ day: z.string(), meals: z.array(mealOfferSchema) })),
})
export type MealWeek = z.infer<typeof mealWeekSchema>

export const myOrdersQuerySchema = pageQuerySchema.extend({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
})

export const mealOrderRowSchema = z.object(
  fields(
    strings(
      'id',
      'menuId',
      'day',
      'meal',
      'location',
      'status',
      'userName',
      'costCentre',
      'itemsText',
      'updatedAt',
    ),
    numbers('totalCents'),
  ),
)
export type MealOrderRow = z.infer<typeof mealOrderRowSchema>

// ---- The back-office's orders, kitchen counts and statements ----

export const mealOrderPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  userName: z.string().trim().max(64).optional(),
  day: daySchema.optional(),
  meal: z.enum(MEALS).optional(),
  location: z.string().trim().max(64).optional(),
  status: z.enum(MEAL_ORDER_STATUSES).optional(),
})

export const kitchenQuerySchema = z.object({
  day: daySchema,
  location: z.string().trim().max(64).optional(),
})
export const kitchenCountSchema = z.object({
  day: z.string(),
  meals: z.array(
    z.object(
      fields(
        strings('menuId', 'meal', 'location', 'cutoffAt', 'status'),
        numbers('orders', 'people', 'totalCents'),
        {
          dishes: z.array(z.object(fields(strings('dishId', 'name'), numbers('qty', 'priceCents')))),
        },
      ),
    ),
  ),
})
export type KitchenCount = z.infer<typeof kitchenCountSchema>

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'YYYY-MM' })
export const statementQuerySchema = pageQuerySchema.extend({
  month: monthSchema,
  searchKey,
  userName: z.string().trim().max(64).optional(),
  costCentre: z.string().trim().max(64).optional(),
})
export const statementRowSchema = z.object(
  fields(strings('id', 'month', 'mealUserId', 'userName', 'costCentre'), numbers('meals', 'totalCents')),
)
export type StatementRow = z.infer<typeof statementRowSchema>
export const costCentreQuerySchema = z.object({ month: monthSchema })
export const costCentreRowSchema = z.object(
  fields(strings('costCentre'), numbers('people', 'meals', 'totalCents')),
)
export type CostCentreRow = z.infer<typeof costCentreRowSchema>
