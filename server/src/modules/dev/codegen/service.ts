import * as contracts from '@portal/contracts'
import {
  CODEGEN_TYPE_WIDGETS,
  type CodegenColumn,
  type CodegenConfig,
  type CodegenLiveTable,
  type CodegenPreview,
  type CodegenType,
  type CodegenVersion,
} from '@portal/contracts'
import type { FastifyReply } from 'fastify'
import { strToU8, zipSync } from 'fflate'
import type { Kysely } from 'kysely'
import { fieldInvalid } from '../../../core/content.js'
import { dictItems } from '../../../core/dicts.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { contentDisposition } from '../../../core/files.js'
import { type Lang, t } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import { defineList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst } from '../../../core/listOrders.js'
import { created, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { systemCatalogs } from '../../../db/seed/catalogs.js'
import { type GenInput, generate } from './generator/index.js'
import { indexed } from './generator/migration.js'
import { pascal } from './generator/model.js'
import { compare, targetRoot, writeRefusal, writeTree } from './tree.js'
import './texts.js'

// ---- The saved configurations ----

const rowColumns = [
  'c.id',
  'c.code',
  'c.area',
  'c.moduleName',
  'c.tableName',
  'c.source',
  'c.titleZh',
  'c.titleEn',
  'c.columnCount',
  'c.generatedAt',
  'c.createdAt',
] as const
const base = (db: Kysely<DB>) => db.selectFrom('devCodegen as c')
const rows = listView((q: ReturnType<typeof base>) => q.select(rowColumns))
const listing = defineList({
  ...newestFirst('dev_codegen', 'c', 'createdAt', 'dev_codegen_created'),
  sort: { createdAt: { by: ['c.createdAt', 'c.id'], index: 'dev_codegen_created' } },
  // A few dozen configurations: a scan.
  search: { code: search.contains('c.code'), titleZh: search.contains('c.titleZh') },
})

export function codegenPage(db: Kysely<DB>, user: AuthUser, query: ListQuery) {
  return listPage(db, user, listing, query, base(db), rows)
}

/** A saved configuration; one saved before kinds existed is a CRUD one. */
const configOf = (json: string): CodegenConfig => {
  const config = JSON.parse(json) as Partial<CodegenConfig>
  return { ...config, kind: config.kind ?? 'CRUD' } as CodegenConfig
}

async function stored(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('devCodegen').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('codegenNotFound')
  return {
    row,
    config: configOf(row.configJson),
    versions: JSON.parse(row.versionsJson) as CodegenVersion[],
  }
}

export async function codegenDetail(db: Kysely<DB>, id: string) {
  const { row, config, versions } = await stored(db, id)
  return { ...config, id: row.id, code: row.code, versions, generatedAt: row.generatedAt }
}

// ---- The live schema ----

/** Our column type of a database type (as each engine's introspection names it). */
export function typeOf(dataType: string, name: string): CodegenType {
  const t = dataType.toLowerCase()
  if (/bool|tinyint\(1\)|^bit/.test(t)) return 'boolean'
  if (/int/.test(t)) return 'int'
  if (/real|double|float|numeric|decimal/.test(t)) return 'decimal'
  if (/timestamp|datetime/.test(t)) return 'datetime'
  if (/^date$/.test(t)) return 'date'
  if (/text|clob|json/.test(t)) return 'text'
  // The project stores days and instants as text (`db/migrations/tables.ts`): named `…_date`, `…_at`.
  if (/char/.test(t) && /(_date|_day)$/.test(name)) return 'date'
  if (/char/.test(t) && /_(at|time)$/.test(name)) return 'datetime'
  return 'string'
}

/** The database's tables with their columns (Kysely's introspection, the same on every engine). */
export async function liveTables(db: Kysely<DB>): Promise<CodegenLiveTable[]> {
  const tables = await db.introspection.getTables()
  return tables
    .filter((t) => !t.isView && !t.name.startsWith('kysely_') && !/_fts(_|$)/.test(t.name))
    .map((t) => {
      const id = t.columns.find((c) => c.name === 'id')
      return {
        name: t.name,
        usable: !!id && typeOf(id.dataType, 'id') === 'string',
        columns: t.columns.map((c) => {
          const type = typeOf(c.dataType, c.name)
          return {
            name: c.name,
            dataType: c.dataType,
            type,
            widget: CODEGEN_TYPE_WIDGETS[type][0]!,
            nullable: c.isNullable,
          }
        }),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

async function liveTable(db: Kysely<DB>, name: string) {
  return (await db.introspection.getTables()).find((t) => t.name === name && !t.isView)
}

const AUDIT_COLUMNS = ['created_at', 'created_user', 'updated_at', 'updated_user']

// ---- Checks of a configuration (nothing is written when one fails) ----

const codeOf = (c: Pick<CodegenConfig, 'area' | 'moduleName'>) => `${c.area}${pascal(c.moduleName)}`
const menuIdOf = (c: Pick<CodegenConfig, 'area' | 'moduleName'>) =>
  `menu-${c.area}-${c.moduleName.replace(/[A-Z]/g, (x) => `-${x.toLowerCase()}`)}`

/** What the contracts export already, which a generated module's names must not repeat. */
const exported = new Set(Object.keys(contracts))

async function check(db: Kysely<DB>, c: CodegenConfig, own?: { id: string; moduleName: string }) {
  const code = codeOf(c)
  const others = (q: ReturnType<typeof base>) => (own ? q.where('c.id', '!=', own.id) : q)
  if (await others(base(db).select('c.id').where('c.code', '=', code)).executeTakeFirst())
    throw fieldInvalid('moduleName', 'codegenCodeTaken', { code })
  if (await others(base(db).select('c.id').where('c.tableName', '=', c.tableName)).executeTakeFirst())
    throw fieldInvalid('tableName', 'codegenTableTaken', { table: c.tableName })
  // A module generated from this configuration before exports these names itself.
  const names = [`${c.moduleName}AddSchema`, `${c.moduleName}Schema`, `${c.moduleName}PageQuerySchema`]
  if (own?.moduleName !== c.moduleName && names.some((n) => exported.has(n)))
    throw fieldInvalid('moduleName', 'codegenNameTaken', { name: c.moduleName })
  const menu = await db
    .selectFrom('sysResource')
    .select('id')
    .where('code', '=', code)
    .where('id', '!=', menuIdOf(c))
    .executeTakeFirst()
  if (menu) throw fieldInvalid('moduleName', 'codegenMenuTaken', { code })
  if (!systemCatalogs.some((cat) => cat.id === c.menuParent))
    throw fieldInvalid('menuParent', 'codegenCatalogUnknown')
  for (const [i, col] of c.columns.entries())
    if (col.widget === 'select' && !(await dictItems(db, col.dictCode ?? '')).length)
      throw fieldInvalid(`columns.${i}.dictCode`, 'codegenDictUnknown', { dict: col.dictCode ?? '' })
  const live = await liveTable(db, c.tableName)
  if (c.source === 'NEW') {
    // A table generated from this configuration exists once its migration ran.
    const generatedBefore = own && (await stored(db, own.id)).versions.length > 0
    if (live && !generatedBefore)
      throw fieldInvalid('tableName', 'codegenTableExists', { table: c.tableName })
    return
  }
  if (!live) throw fieldInvalid('tableName', 'codegenTableMissing', { table: c.tableName })
  const id = live.columns.find((x) => x.name === 'id')
  if (!id || typeOf(id.dataType, 'id') !== 'string')
    throw fieldInvalid('tableName', 'codegenTableNoId', { table: c.tableName })
  // A live table's columns are its own; the generated migration adds a column only after a first generation.
  const known = new Set(live.columns.map((x) => x.name))
  const firstTime = !own || !(await stored(db, own.id)).versions.length
  for (const [i, col] of c.columns.entries())
    if (firstTime && !known.has(col.name))
      throw fieldInvalid(`columns.${i}.name`, 'codegenLiveColumnUnknown', { name: col.name })
}

const rowValues = (c: CodegenConfig) => ({
  code: codeOf(c),
  area: c.area,
  moduleName: c.moduleName,
  tableName: c.tableName,
  source: c.source,
  titleZh: c.titleZh,
  titleEn: c.titleEn,
  columnCount: c.columns.length,
  configJson: JSON.stringify(c),
})

export async function codegenAdd(db: Kysely<DB>, user: AuthUser, body: CodegenConfig) {
  await check(db, body)
  const id = newId()
  await db
    .insertInto('devCodegen')
    .values({ id, ...rowValues(body), versionsJson: '[]', generatedAt: null, ...created(user) })
    .execute()
  return id
}

export async function codegenEdit(db: Kysely<DB>, user: AuthUser, body: CodegenConfig & { id: string }) {
  const { row } = await stored(db, body.id)
  const { id, ...config } = body
  await check(db, config, { id, moduleName: row.moduleName })
  await db
    .updateTable('devCodegen')
    .set({ ...rowValues(config), ...updated(user) })
    .where('id', '=', id)
    .execute()
  return null
}

export async function codegenDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  await db
    .deleteFrom('devCodegen')
    .where(
      'id',
      'in',
      list.map((r) => r.id),
    )
    .execute()
  return null
}

// ---- Generating ----

/**
 * The schema versions generating now makes: the first generation's, or one more when the columns
 * gained a column or an index (search) since the last one; else those made before. Columns left out
 * stay in the table (they are nullable), so leaving one out needs no version.
 */
export function nextVersions(versions: CodegenVersion[], columns: CodegenColumn[]): CodegenVersion[] {
  const last = versions.at(-1)
  if (!last) return [{ columns }]
  const had = new Map(last.columns.map((c) => [c.name, c]))
  const gained = columns.some((c) => {
    const was = had.get(c.name)
    return !was || (indexed(c) && !indexed(was)) || (c.search === 'like' && was.search !== 'like')
  })
  return gained ? [...versions, { columns }] : versions
}

/** What the generator takes of a stored configuration (with the versions generating now makes). */
async function inputOf(db: Kysely<DB>, config: CodegenConfig, versions: CodegenVersion[]): Promise<GenInput> {
  let audit = true
  if (config.source === 'LIVE') {
    const live = await liveTable(db, config.tableName)
    if (!live) throw badRequest('codegenTableMissing', { table: config.tableName })
    const names = new Set(live.columns.map((c) => c.name))
    audit = AUDIT_COLUMNS.every((c) => names.has(c))
  }
  return { config, versions: nextVersions(versions, config.columns), audit }
}

/** The files of one configuration, with the registries of all (this one's next versions among them). */
async function filesOf(db: Kysely<DB>, id: string) {
  const one = await stored(db, id)
  const all = await db.selectFrom('devCodegen').select(['id', 'configJson', 'versionsJson']).execute()
  const inputs = await Promise.all(
    all.map(async (r) => {
      if (r.id === id) return inputOf(db, one.config, one.versions)
      // Another configuration is in the registries as it was last generated (never: not at all).
      const versions = JSON.parse(r.versionsJson) as CodegenVersion[]
      return versions.length ? inputOf(db, configOf(r.configJson), versions) : null
    }),
  )
  const input = inputs[all.findIndex((r) => r.id === id)]!
  const files = generate(
    input,
    inputs.filter((i): i is GenInput => !!i),
  )
  return { files, input, row: one.row }
}

/** Remembers the versions and time of a generation (download or write). */
async function generated(db: Kysely<DB>, id: string, input: GenInput) {
  await db
    .updateTable('devCodegen')
    .set({ versionsJson: JSON.stringify(input.versions), generatedAt: nowIso() })
    .where('id', '=', id)
    .execute()
}

export async function codegenPreview(db: Kysely<DB>, id: string, lang: Lang): Promise<CodegenPreview> {
  const { files } = await filesOf(db, id)
  const root = targetRoot()
  const refusal = writeRefusal(root)
  return {
    root,
    writable: !refusal,
    refusal: refusal ? t(lang, refusal.key, refusal.params) : null,
    files: compare(files, root),
  }
}

export async function codegenDownload(db: Kysely<DB>, id: string, reply: FastifyReply) {
  const { files, input, row } = await filesOf(db, id)
  const zip = zipSync(Object.fromEntries(files.map((f) => [f.path, strToU8(f.content)])), { level: 6 })
  await generated(db, id, input)
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', `${row.code}.zip`))
    .header('cache-control', 'no-store')
    .send(Buffer.from(zip))
}

export async function codegenWrite(db: Kysely<DB>, id: string) {
  const { files, input } = await filesOf(db, id)
  const result = writeTree(files)
  await generated(db, id, input)
  return result
}
