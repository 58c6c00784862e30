import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.js'
import { newId } from './ids.js'
import { dialectOf } from './search.js'

/**
 * Adds `adds` to the counters of the row of `table` with `key` (a unique key of the table), making
 * the row with them when there is none: one statement, so callers at once, in any process, never
 * lose each other's figures (a statement's meals, a question's answers). `set` columns are written
 * as given.
 */
export async function addUp<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  key: Record<string, string>,
  adds: Record<string, number>,
  set: Record<string, string> = {},
): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the row is the table's, built from its names
  const insert = (db as Kysely<any>)
    .insertInto(table as string)
    .values({ id: newId(), ...key, ...adds, ...set })
  // biome-ignore lint/suspicious/noExplicitAny: the same columns
  const sum: Record<string, any> = Object.fromEntries(
    Object.entries(adds).map(([col, by]) => [col, sql<number>`${sql.ref(`${table}.${col}`)} + ${by}`]),
  )
  await (dialectOf(db) === 'mysql'
    ? insert.onDuplicateKeyUpdate({ ...sum, ...set })
    : insert.onConflict((oc) => oc.columns(Object.keys(key)).doUpdateSet({ ...sum, ...set }))
  ).execute()
}
