import type { CodegenButton, CodegenColumn, CodegenConfig, CodegenVersion } from '@portal/contracts'

/**
 * A configuration with every name the generated files use worked out once: the module's
 * (`krs/vehicleBlacklist`, code `krsVehicleBlacklist`, table `krs_vehicle_blacklist`) and each
 * column's (`owner_name` → field `ownerName`).
 */

export const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase())
export const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)
export const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
/** `MY_CONST` of a camelCase name. */
export const constant = (name: string) => snake(name).toUpperCase()

/** Longest text of a string column without a length, and of a text column. */
export const STRING_DEFAULT = 64
export const TEXT_DEFAULT = 500

export interface Column extends CodegenColumn {
  /** camelCase field. */
  field: string
  Field: string
  /** Longest text (text-like columns), else null. */
  max: number | null
  /** Holds text (stored as varchar). */
  textual: boolean
  numeric: boolean
}

export interface Model {
  config: CodegenConfig
  /** A phone application with an approval on the application kit, not a plain CRUD module. */
  application: boolean
  area: string
  name: string
  Name: string
  /** `krsVehicleBlacklist`: the menu code, the prefix of buttons and server texts. */
  code: string
  Code: string
  table: string
  /** The table as Kysely names it (camelCase). */
  tableKey: string
  /** `modules/<area>/<name>`. */
  key: string
  columns: Column[]
  buttons: Set<CodegenButton>
  /** The schema versions: the first creates the table (NEW) or indexes it (LIVE); later ones add columns. */
  versions: CodegenVersion[]
  /** The table has the audit columns (every NEW one; a LIVE one as introspected). */
  audit: boolean
  /** Rows listed newest first by `created_at` (audit) or by id. */
  orderColumn: 'created_at' | 'id'
}

export function column(c: CodegenColumn): Column {
  const field = camel(c.name)
  const textual = c.type === 'string' || c.type === 'text'
  const max = textual ? (c.maxLength ?? (c.type === 'text' ? TEXT_DEFAULT : STRING_DEFAULT)) : null
  return {
    ...c,
    field,
    Field: pascal(field),
    max:
      c.widget === 'plate'
        ? Math.max(max ?? 0, 8)
        : c.widget === 'person' || c.widget === 'upload'
          ? 64
          : max,
    textual,
    numeric: c.type === 'int' || c.type === 'decimal',
  }
}

export function modelOf(config: CodegenConfig, versions: CodegenVersion[], audit = true): Model {
  const name = config.moduleName
  const code = `${config.area}${pascal(name)}`
  return {
    config,
    application: config.kind === 'APPLICATION',
    area: config.area,
    name,
    Name: pascal(name),
    code,
    Code: pascal(code),
    table: config.tableName,
    tableKey: camel(config.tableName),
    key: `${config.area}/${name}`,
    columns: config.columns.map(column),
    buttons: new Set(config.buttons),
    versions: versions.length ? versions : [{ columns: config.columns }],
    audit,
    orderColumn: audit || config.kind === 'APPLICATION' ? 'created_at' : 'id',
  }
}

/** Searched columns by their search kind. */
export const searched = (m: Model, ...kinds: CodegenColumn['search'][]) =>
  m.columns.filter((c) => kinds.includes(c.search))
