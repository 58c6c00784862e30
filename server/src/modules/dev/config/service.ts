import { type ConfigRecord, type PageQuery, SysBaseKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { badRequest, forbidden, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { paginate } from '../../../core/paging.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'
import { containsAny, created, updated } from '../../common.js'

export const SYS_BASE = 'SYS_BASE'

/**
 * The public base configuration: the SYS_BASE rows plus the installation's SM2 public key.
 * Read on every call (no cache), so an administrator's change shows on the next page load in
 * every process.
 */
export async function sysBaseList(db: Kysely<DB>, sm2PublicKey: string): Promise<ConfigRecord[]> {
  const rows = await db
    .selectFrom('devConfig')
    .select(['configKey', 'configValue'])
    .where('category', '=', SYS_BASE)
    .orderBy('sortCode')
    .orderBy('configKey')
    .execute()
  return [...rows, { configKey: SysBaseKey.sm2PublicKey, configValue: sm2PublicKey }]
}

export async function configValue(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('devConfig')
    .select('configValue')
    .where('configKey', '=', key)
    .executeTakeFirst()
  return row?.configValue
}

/** A positive integer setting, or `fallback` when unset or not a positive integer. */
export async function configInt(db: Kysely<DB>, key: string, fallback: number): Promise<number> {
  const n = Number(await configValue(db, key))
  return Number.isInteger(n) && n > 0 ? n : fallback
}

// ---- configuration pages: every row except the protected (SECRET) ones

const PROTECTED = ['SECRET']
const rowCols = ['id', 'configKey', 'configValue', 'category', 'remark', 'sortCode'] as const

export async function configPage(
  db: Kysely<DB>,
  query: PageQuery & { category?: string; searchKey?: string },
) {
  let q = db.selectFrom('devConfig').select(rowCols).where('category', 'not in', PROTECTED)
  if (query.category) q = q.where('category', '=', query.category)
  if (query.searchKey) q = q.where(containsAny(['configKey', 'remark'], query.searchKey))
  return paginate(q.orderBy('category').orderBy('sortCode').orderBy('configKey'), query, {
    configKey: 'configKey',
    category: 'category',
    sortCode: 'sortCode',
  })
}

export async function configList(db: Kysely<DB>, category?: string) {
  let q = db.selectFrom('devConfig').select(rowCols).where('category', 'not in', PROTECTED)
  if (category) q = q.where('category', '=', category)
  return q.orderBy('category').orderBy('sortCode').orderBy('configKey').execute()
}

async function getRow(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('devConfig').select(rowCols).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('configNotFound')
  if (PROTECTED.includes(row.category)) throw forbidden('configProtected', { key: row.configKey })
  return row
}
export const configDetail = getRow

/** The SM2 keys come from app.sm2 and their rows stay SECRET; no key may be (re)made SECRET here either. */
function assertNotProtected(body: { configKey: string; category: string }) {
  if (PROTECTED.includes(body.category) || /^SNOWY_SYS_SM2_/.test(body.configKey))
    throw forbidden('configProtected', { key: body.configKey })
}

type ConfigBody = {
  configKey: string
  configValue: string
  category: string
  remark?: string | null
  sortCode: number
}

export async function configAdd(db: Kysely<DB>, user: AuthUser, body: ConfigBody) {
  assertNotProtected(body)
  if (
    await db.selectFrom('devConfig').select('id').where('configKey', '=', body.configKey).executeTakeFirst()
  )
    throw badRequest('configKeyDuplicate', { key: body.configKey })
  const id = newId()
  await db
    .insertInto('devConfig')
    .values({ id, ...body, remark: body.remark ?? null, ...created(user) })
    .execute()
  return id
}

export async function configEdit(db: Kysely<DB>, user: AuthUser, body: ConfigBody & { id: string }) {
  const row = await getRow(db, body.id)
  assertNotProtected(body)
  if (body.configKey !== row.configKey) {
    if (
      await db.selectFrom('devConfig').select('id').where('configKey', '=', body.configKey).executeTakeFirst()
    )
      throw badRequest('configKeyDuplicate', { key: body.configKey })
  }
  const { id, ...rest } = body
  await db
    .updateTable('devConfig')
    .set({ ...rest, remark: body.remark ?? null, ...updated(user) })
    .where('id', '=', id)
    .execute()
}

export async function configDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  for (const { id } of list) await getRow(db, id)
  await db
    .deleteFrom('devConfig')
    .where(
      'id',
      'in',
      list.map((x) => x.id),
    )
    .execute()
}

/** Saves several values by key (one settings form); unknown or protected keys are refused whole. */
export async function configEditBatch(
  db: Kysely<DB>,
  user: AuthUser,
  list: Array<{ configKey: string; configValue: string }>,
) {
  const keys = list.map((x) => x.configKey)
  const rows = await db
    .selectFrom('devConfig')
    .select(['configKey', 'category'])
    .where('configKey', 'in', keys)
    .execute()
  for (const k of keys) {
    const row = rows.find((r) => r.configKey === k)
    if (!row) throw notFound('configNotFound')
    if (PROTECTED.includes(row.category)) throw forbidden('configProtected', { key: k })
  }
  await db.transaction().execute(async (trx) => {
    for (const item of list)
      await trx
        .updateTable('devConfig')
        .set({ configValue: item.configValue, ...updated(user) })
        .where('configKey', '=', item.configKey)
        .execute()
  })
}
