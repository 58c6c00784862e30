import type {
  CostCentreRow,
  idListSchema,
  KitchenCount,
  MealMenuDetail,
  mealMenuAddSchema,
  mealMenuEditSchema,
  mealMenuPageQuerySchema,
  mealMenuRowSchema,
  mealOrderPageQuerySchema,
  mealOrderRowSchema,
  mealUserAddSchema,
  mealUserEditSchema,
  mealUserPageQuerySchema,
  mealUserRowSchema,
  SchemaInput,
  statementQuerySchema,
  statementRowSchema,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

export type MealMenuBody = SchemaInput<typeof mealMenuAddSchema>
export type MealUserBody = SchemaInput<typeof mealUserAddSchema>

const menu = '/krs/mealMenu'
const user = '/krs/mealUser'
const order = '/krs/mealOrder'
const kitchen = '/krs/mealKitchen'
const statement = '/krs/mealStatement'

/** Menus: the list, one menu with its dishes (and portions ordered), add / edit / delete, publish, dish photos. */
export const mealMenuApi = {
  ...crudApi<{
    record: typeof mealMenuRowSchema
    page: typeof mealMenuPageQuerySchema
    add: typeof mealMenuAddSchema
    edit: typeof mealMenuEditSchema
    delete: typeof idListSchema
  }>(menu),
  detail: read<MealMenuDetail, { id: string }>(`${menu}/detail`),
  publish: (ids: string[], published: boolean) =>
    request.post<null>(`${menu}/publish`, { idList: ids.map((id) => ({ id })), published }),
  /** Where a dish photo is uploaded (multipart field `file`). */
  upload: `${menu}/upload`,
}

/** Meal users: who may order, with their cost centre. */
export const mealUserApi = crudApi<{
  record: typeof mealUserRowSchema
  page: typeof mealUserPageQuerySchema
  add: typeof mealUserAddSchema
  edit: typeof mealUserEditSchema
  delete: typeof idListSchema
}>(user)

/** Every order (the back-office), and its export. */
export const mealOrderApi = {
  ...crudApi<{ record: typeof mealOrderRowSchema; page: typeof mealOrderPageQuerySchema }>(order),
  export: (query: Record<string, unknown>) => request.download(`${order}/export`, query),
}

/** The kitchen's counts of a day (one canteen or all), and their sheet. */
export const mealKitchenApi = {
  counts: read<KitchenCount, { day: string; location?: string }>(`${kitchen}/counts`),
  export: (query: { day: string; location?: string }) => request.download(`${kitchen}/export`, query),
}

/** A month's statements: per person (paged), per cost centre, and the sheet. */
export const mealStatementApi = {
  ...crudApi<{ record: typeof statementRowSchema; page: typeof statementQuerySchema }>(statement),
  costCentres: read<CostCentreRow[], { month: string }>(`${statement}/costCentres`),
  export: (query: Record<string, unknown>) => request.download(`${statement}/export`, query),
}
