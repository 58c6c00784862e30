import { COST_CENTRE_DICT, type MealUserRow, type mealUserSaveSchema } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { ClientUser } from '../../../core/clientSession.js'
import { fieldInvalid } from '../../../core/content.js'
import { dictItems } from '../../../core/dicts.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst } from '../../../core/listOrders.js'
import { created, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/** Holders of the meal users page read it; its buttons add, edit and delete. */
export const MEAL_USER_MENU = 'krsMealUser'

/** Who orders: a meal user, found by the employee's account or the phone's number. */
export interface Diner {
  id: string
  name: string
  costCentre: string
}

const dinerColumns = ['id', 'name', 'costCentre'] as const

/** The enabled meal user of an employee: by account, else by the account's phone number. */
export async function staffDiner(db: Kysely<DB>, user: AuthUser): Promise<Diner | null> {
  const byAccount = await db
    .selectFrom('krsMealUser')
    .select(dinerColumns)
    .where('userId', '=', user.id)
    .where('enabled', '=', 1)
    .executeTakeFirst()
  if (byAccount) return byAccount
  const u = await db.selectFrom('sysUser').select('phone').where('id', '=', user.id).executeTakeFirst()
  return u?.phone ? phoneDiner(db, u.phone) : null
}

async function phoneDiner(db: Kysely<DB>, phone: string): Promise<Diner | null> {
  const row = await db
    .selectFrom('krsMealUser')
    .select(dinerColumns)
    .where('phone', '=', phone)
    .where('enabled', '=', 1)
    .executeTakeFirst()
  return row ?? null
}

/** The enabled meal user of a phone's number (an employee or a contractor who signed in by SMS). */
export const clientDiner = (db: Kysely<DB>, client: ClientUser) => phoneDiner(db, client.phone)

const userRows = listView((q: From<'krsMealUser', 'm'>) =>
  q
    .leftJoin('sysUser as u', 'u.id', 'm.userId')
    .select([
      'm.id',
      'm.kind',
      'm.userId',
      'u.account as userAccount',
      'm.name',
      'm.phone',
      'm.costCentre',
      'm.enabled',
      'm.remark',
      'm.createdAt',
    ]),
)
const userListing = defineList({
  ...newestFirst('krs_meal_user', 'm', 'createdAt', 'krs_meal_user_created'),
  search: {
    name: search.text('m.name', 'krs_meal_user'),
    phone: search.prefix('m.phone'),
  },
  // The phone number is the page's `phone` field: masked, and not searched, without it.
  fieldMenu: MEAL_USER_MENU,
  masked: { phone: 'phone' },
  sort: { createdAt: { by: ['m.createdAt', 'm.id'], index: 'krs_meal_user_created' } },
})

type Selected = Omit<MealUserRow, 'enabled' | 'createdAt'> & { enabled: number; createdAt: string | null }
const asRow = (r: Selected): MealUserRow => ({ ...r, enabled: r.enabled === 1, createdAt: r.createdAt ?? '' })

export async function mealUserPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { kind?: string; costCentre?: string; enabled?: string },
) {
  let q = db.selectFrom('krsMealUser as m')
  if (query.kind) q = q.where('m.kind', '=', query.kind)
  if (query.costCentre) q = q.where('m.costCentre', '=', query.costCentre)
  if (query.enabled) q = q.where('m.enabled', '=', Number(query.enabled))
  const page = await listPage(db, user, userListing, query, q, userRows)
  return { ...page, records: page.records.map((r) => asRow(r as Selected)) }
}

type Form = z.output<typeof mealUserSaveSchema>

/** A cost centre from its dictionary; a staff meal user names an existing account; one per phone. */
async function checked(db: Kysely<DB>, f: Form) {
  if (!(await dictItems(db, COST_CENTRE_DICT)).some((d) => d.value === f.costCentre))
    throw fieldInvalid('costCentre', 'krsMealCostCentreUnknown', { value: f.costCentre })
  if (f.kind === 'STAFF' && !f.userId) throw fieldInvalid('userId', 'krsMealUserAccountRequired')
  if (f.userId) {
    const u = await db.selectFrom('sysUser').select('id').where('id', '=', f.userId).executeTakeFirst()
    if (!u) throw fieldInvalid('userId', 'krsMealUserAccountRequired')
  }
  let same = db.selectFrom('krsMealUser').select('name').where('phone', '=', f.phone)
  if (f.id) same = same.where('id', '!=', f.id)
  const other = await same.executeTakeFirst()
  if (other) throw fieldInvalid('phone', 'krsMealUserPhoneTaken', { name: other.name })
  return {
    kind: f.kind,
    userId: f.kind === 'STAFF' ? (f.userId ?? null) : null,
    name: f.name,
    phone: f.phone,
    costCentre: f.costCentre,
    enabled: f.enabled === false ? 0 : 1,
    remark: f.remark ?? null,
  }
}

export async function saveMealUser(db: Kysely<DB>, user: AuthUser, f: Form): Promise<string> {
  const columns = await checked(db, f)
  if (!f.id) {
    const id = newId()
    await db
      .insertInto('krsMealUser')
      .values({ id, ...columns, ...created(user) })
      .execute()
    return id
  }
  const res = await db
    .updateTable('krsMealUser')
    .set({ ...columns, ...updated(user) })
    .where('id', '=', f.id)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw notFound('krsMealUserNotFound')
  return f.id
}

/** Deletes meal users who never ordered; one who did is disabled instead (statements name them). */
export async function deleteMealUsers(db: Kysely<DB>, ids: string[]) {
  const ordered = await db
    .selectFrom('krsMealOrder as o')
    .innerJoin('krsMealUser as m', 'm.id', 'o.mealUserId')
    .select('m.name')
    .where('o.mealUserId', 'in', ids)
    .executeTakeFirst()
  if (ordered) throw badRequest('krsMealUserHasOrders', { name: ordered.name })
  await db.deleteFrom('krsMealUser').where('id', 'in', ids).execute()
}
