import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely'

/**
 * What the migrations share to declare tables. Every migration that ran on an installation ran
 * through these: never change what they emit (the schema would differ between old and new
 * installations); add an option instead.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export type Db = Kysely<any>

export const ID = 'varchar(64)'
/** An ISO time, `YYYY-MM-DDTHH:mm:ss.sssZ`. */
export const TIME = 'varchar(32)'
/** A calendar day, `YYYY-MM-DD`. */
export const DAY = 'varchar(10)'

/**
 * A column: its type alone (nullable), or its type and `notNull`, `unique` (not null and unique),
 * `key` (the primary key) or `{ default }` (not null, with that default).
 */
export type Column =
  | ColumnDataType
  | readonly [ColumnDataType, 'notNull' | 'unique' | 'key' | { readonly default: string | number }]
export type Columns = Record<string, Column>

/** The place among siblings, `0` unless given. */
export const SORT = { sort_code: ['integer', { default: 0 }] } satisfies Columns

/** Who made and last changed a row, all nullable, at the end of most tables. */
export const AUDIT = {
  created_at: TIME,
  created_user: ID,
  updated_at: TIME,
  updated_user: ID,
} satisfies Columns

/**
 * A phone application with an approval (admission, entry work, visit, and the forms to come): who
 * applied (`open_id`), its state (DRAFT, RUNNING, RETURNED, APPROVED, REJECTED, WITHDRAWN, …) and
 * approval instance, then its own columns (what lists filter and show), its form as JSON (fields
 * other than those columns) and `afterForm` (other JSON), then when it was submitted and decided.
 */
export const applicationColumns = (own: Columns, afterForm: Columns = {}): Columns => ({
  open_id: [ID, 'notNull'],
  status: ['varchar(16)', 'notNull'],
  instance_id: ID,
  ...own,
  form_json: ['text', 'notNull'],
  ...afterForm,
  submitted_at: TIME,
  finished_at: TIME,
  created_at: [TIME, 'notNull'],
  updated_at: TIME,
})

function define(c: ColumnDefinitionBuilder, modifier: Exclude<Column, ColumnDataType>[1]) {
  if (modifier === 'notNull') return c.notNull()
  if (modifier === 'unique') return c.notNull().unique()
  if (modifier === 'key') return c.primaryKey()
  return c.notNull().defaultTo(modifier.default)
}

/** Adds columns in their order to a table under construction. */
// biome-ignore lint/suspicious/noExplicitAny: a table under construction
export function withColumns(table: CreateTableBuilder<any, any>, columns: Columns) {
  let t = table
  for (const [name, column] of Object.entries(columns))
    t =
      typeof column === 'string'
        ? t.addColumn(name, column)
        : t.addColumn(name, column[0], (c) => define(c, column[1]))
  return t
}

/**
 * Creates a table of `columns`, keyed by `id varchar(64)` first unless its first column is `key`.
 * Returns the builder unexecuted, so a caller may add what this does not declare.
 */
export function tableOf(db: Db, name: string, columns: Columns) {
  const first = Object.values(columns)[0]
  const keyed = Array.isArray(first) && first[1] === 'key'
  return withColumns(db.schema.createTable(name), keyed ? columns : { id: [ID, 'key'], ...columns })
}

export const createTable = (db: Db, name: string, columns: Columns) => tableOf(db, name, columns).execute()

/** Adds columns to an existing table, one statement each (SQLite adds one column per statement). */
export async function addColumns(db: Db, table: string, columns: Columns) {
  for (const [name, column] of Object.entries(columns))
    await (typeof column === 'string'
      ? db.schema.alterTable(table).addColumn(name, column)
      : db.schema.alterTable(table).addColumn(name, column[0], (c) => define(c, column[1]))
    ).execute()
}

export async function dropColumns(db: Db, table: string, columns: string[]) {
  for (const c of columns) await db.schema.alterTable(table).dropColumn(c).execute()
}

/** Drops tables in the order given (dependants first). */
export async function dropTables(db: Db, tables: string[], options: { ifExists?: boolean } = {}) {
  for (const t of tables) {
    const drop = db.schema.dropTable(t)
    await (options.ifExists ? drop.ifExists() : drop).execute()
  }
}
