import {
  CONFIG_REQUIREMENTS,
  type ConfigFormat,
  type ConfigRecord,
  configValueError,
  isSecretConfigKey,
  SysBaseKey,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import { badRequest, forbidden, notFound } from '../../../core/errors.js'
import type { MsgKey } from '../../../core/i18n.js'
import { insertRow } from '../../../core/insertRow.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { COMPANY_TZ } from '../../../core/time.js'
import { assertUnique } from '../../../core/unique.js'
import type { DB, DevConfigTable } from '../../../db/schema.js'
import './texts.js'

export const SYS_BASE = 'SYS_BASE'
const SNOWY_CAPTCHA_FLAG_FOR_B = 'SNOWY_SYS_DEFAULT_CAPTCHA_OPEN_FLAG_FOR_B'

/**
 * The public base configuration: the SYS_BASE rows plus the installation's SM2 public key and the
 * company's time zone (the web shows every time in it).
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
  const captcha = rows.find((r) => r.configKey === SysBaseKey.captchaOpen)?.configValue ?? 'false'
  return [
    ...rows,
    // The name Snowy's own web client reads the staff sign-in captcha switch by (a migration path).
    { configKey: SNOWY_CAPTCHA_FLAG_FOR_B, configValue: captcha },
    { configKey: SysBaseKey.sm2PublicKey, configValue: sm2PublicKey },
    { configKey: SysBaseKey.timeZone, configValue: COMPANY_TZ },
  ]
}

// ---- configuration pages: every row except the protected (SECRET) ones; secret values withheld

const PROTECTED = ['SECRET']
const rowCols = ['id', 'configKey', 'configValue', 'category', 'remark', 'sortCode'] as const
type StoredRow = Pick<DevConfigTable, (typeof rowCols)[number]>

/** A row as the pages see it: a secret's value never leaves the server, only whether it is set. */
function shown(row: StoredRow) {
  const secret = isSecretConfigKey(row.configKey)
  return { ...row, configValue: secret ? '' : row.configValue, secret, valueSet: row.configValue !== '' }
}

const configRows = listView((q: From<'devConfig', 'c'>) => q.select(rowCols.map((c) => `c.${c}` as const)))
const configListing = defineList({
  table: 'dev_config',
  alias: 'c',
  key: 'c.id',
  order: { by: ['c.category', 'c.sortCode', 'c.configKey'], index: 'dev_config_sort' },
  sort: {
    configKey: { by: ['c.configKey'], index: 'dev_config_key' },
    category: { by: ['c.category', 'c.sortCode', 'c.configKey'], index: 'dev_config_sort' },
    sortCode: { by: ['c.sortCode', 'c.configKey'], index: 'dev_config_sort_code' },
  },
  search: { configKey: search.contains('c.configKey'), remark: search.contains('c.remark') },
})

export async function configPage(db: Kysely<DB>, query: ListQuery & { category?: string }) {
  let q = db.selectFrom('devConfig as c').where('c.category', 'not in', PROTECTED)
  if (query.category) q = q.where('c.category', '=', query.category)
  const page = await listPage(db, null, configListing, query, q, configRows)
  return { ...page, records: page.records.map(shown) }
}

export async function configList(db: Kysely<DB>, category?: string) {
  let q = db.selectFrom('devConfig').select(rowCols).where('category', 'not in', PROTECTED)
  if (category) q = q.where('category', '=', category)
  return (await q.orderBy('category').orderBy('sortCode').orderBy('configKey').execute()).map(shown)
}

async function getRow(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('devConfig').select(rowCols).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('configNotFound')
  if (PROTECTED.includes(row.category)) throw forbidden('configProtected', { key: row.configKey })
  return row
}
export const configDetail = async (db: Kysely<DB>, id: string) => shown(await getRow(db, id))

const FORMAT_MESSAGE: Record<ConfigFormat, MsgKey> = {
  bool: 'configBadBool',
  int: 'configBadInt',
  port: 'configBadPort',
  url: 'configBadUrl',
  fileEngine: 'configBadFileEngine',
  bucket: 'configBadBucket',
  folder: 'configBadFolder',
  region: 'configBadRegion',
  historyCount: 'configBadHistoryCount',
  expireDays: 'configBadExpireDays',
  smsEngine: 'configBadSmsEngine',
  smsFallback: 'configBadSmsFallback',
  digits: 'configBadDigits',
  roleCodes: 'configBadRoleCodes',
  s3Preset: 'configBadS3Preset',
}

/**
 * Checks the values about to be stored: each known key's format, then the keys another key makes
 * required (S3 settings while the engine is S3, a provider's app while it is enabled), on the state
 * after the change. Only requirements the change touches are checked, so an unrelated save is not
 * blocked by an older inconsistency. `next` maps key -> value to store.
 */
async function validateValues(db: Kysely<DB>, next: Map<string, string>) {
  for (const [key, value] of next) {
    const format = configValueError(key, value)
    if (format) throw badRequest(FORMAT_MESSAGE[format], { key })
  }
  const touched = CONFIG_REQUIREMENTS.filter((r) => next.has(r.when.key) || r.keys.some((k) => next.has(k)))
  if (!touched.length) return
  const keys = [...new Set(touched.flatMap((r) => [r.when.key, ...r.keys]))]
  const stored = await db
    .selectFrom('devConfig')
    .select(['configKey', 'configValue'])
    .where('configKey', 'in', keys)
    .execute()
  const value = (k: string) => next.get(k) ?? stored.find((r) => r.configKey === k)?.configValue ?? ''
  for (const r of touched) {
    if (value(r.when.key) !== r.when.value) continue
    const missing = r.keys.find((k) => value(k).trim() === '')
    if (missing)
      throw badRequest('configRequiredWhen', { key: missing, when: `${r.when.key} = ${r.when.value}` })
  }
}

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

const assertKeyFree = (db: Kysely<DB>, key: string, exceptId?: string) =>
  assertUnique(db, 'devConfig', 'configKey', key, { exceptId, message: 'configKeyDuplicate', param: 'key' })

export async function configAdd(db: Kysely<DB>, user: AuthUser, body: ConfigBody) {
  assertNotProtected(body)
  await assertKeyFree(db, body.configKey)
  await validateValues(db, new Map([[body.configKey, body.configValue]]))
  return insertRow(db, 'devConfig', user, { ...body, remark: body.remark ?? null })
}

export async function configEdit(db: Kysely<DB>, user: AuthUser, body: ConfigBody & { id: string }) {
  const row = await getRow(db, body.id)
  assertNotProtected(body)
  await assertKeyFree(db, body.configKey, row.id)
  // A secret left empty keeps its value, as long as it stays a secret (renamed or not).
  const keep =
    body.configValue === '' && isSecretConfigKey(row.configKey) && isSecretConfigKey(body.configKey)
  const { id, ...rest } = body
  const configValue = keep ? row.configValue : body.configValue
  await validateValues(db, new Map([[body.configKey, configValue]]))
  await db
    .updateTable('devConfig')
    .set({ ...rest, configValue, remark: body.remark ?? null, ...updated(user) })
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

/**
 * Saves several values by key (one settings form); unknown or protected keys, or any invalid value,
 * refuse the whole batch. A secret sent empty keeps its value unless `clear` is set.
 */
export async function configEditBatch(
  db: Kysely<DB>,
  user: AuthUser,
  list: Array<{ configKey: string; configValue: string; clear?: boolean }>,
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
  const next = new Map<string, string>()
  for (const item of list) {
    if (isSecretConfigKey(item.configKey) && item.configValue === '' && !item.clear) continue
    next.set(item.configKey, item.configValue)
  }
  await validateValues(db, next)
  await db.transaction().execute(async (trx) => {
    for (const [configKey, configValue] of next)
      await trx
        .updateTable('devConfig')
        .set({ configValue, ...updated(user) })
        .where('configKey', '=', configKey)
        .execute()
  })
}
