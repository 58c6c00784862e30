import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.js'
import { badRequest } from './errors.js'
import type { MsgKey } from './i18n.js'
import { dialectOf } from './search.js'

type Table = keyof DB
type Column<T extends Table> = keyof DB[T] & string

export interface UniqueOptions<T extends Table> {
  /** Unique among the rows whose `column` holds `value` (a tree's parent, a position's organisation). */
  parent?: readonly [column: Column<T>, value: string]
  /** Only rows whose `column` holds one of `values` can clash (e.g. menus and buttons, not fields). */
  among?: readonly [column: Column<T>, values: readonly string[]]
  /** The row being edited: keeping its own value is no clash. */
  exceptId?: string
  /** The refusal, a text that names the field in both languages; it gets the value as `param`. */
  message: MsgKey
  /** The message's parameter holding the value (default `name`). */
  param?: string
}

/**
 * The one "already taken" rule: refuses (400, `message`) when another row of `table` has `value`
 * in `column`, optionally within a parent. Values are compared trimmed (the contracts trim what is
 * stored) and exactly: case-sensitive on every engine, also on a MySQL/MariaDB whose collation is
 * case-insensitive. An empty value (an optional field left out) never clashes. Call it with the
 * transaction the write runs in, where the service writes in one.
 */
export async function assertUnique<T extends Table>(
  db: Kysely<DB>,
  table: T,
  column: Column<T>,
  value: string | null | undefined,
  opts: UniqueOptions<T>,
): Promise<void> {
  const v = value?.trim()
  if (!v) return
  // biome-ignore lint/suspicious/noExplicitAny: the table is chosen by the caller; the options type its columns
  const loose = db as unknown as Kysely<any>
  const exact = dialectOf(db) === 'mysql' ? sql`${v} collate utf8mb4_bin` : sql`${v}`
  let q = loose
    .selectFrom(table as string)
    .select('id')
    .where(sql.ref(column), '=', exact)
  if (opts.parent) q = q.where(opts.parent[0] as string, '=', opts.parent[1])
  if (opts.among) q = q.where(opts.among[0] as string, 'in', [...opts.among[1]])
  if (opts.exceptId) q = q.where('id', '!=', opts.exceptId)
  if (await q.limit(1).executeTakeFirst()) throw badRequest(opts.message, { [opts.param ?? 'name']: v })
}
