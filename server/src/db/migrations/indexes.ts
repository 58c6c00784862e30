import { dialectOf } from '../../core/search.js'
import type { Db } from './tables.js'

/** Drops an index: MySQL names the table of an index it drops; the others refuse to. */
export const dropIndex = (db: Db, name: string, table: string) =>
  (dialectOf(db) === 'mysql' ? db.schema.dropIndex(name).on(table) : db.schema.dropIndex(name)).execute()

export async function dropIndexes(db: Db, table: string, names: string[]) {
  for (const name of names) await dropIndex(db, name, table)
}

/** An index's columns, or `{ unique: columns }`. */
export type Index = string[] | { unique: string[] }

/** Creates a table's indexes by name, in the order given (MySQL lists them in that order). */
export async function createIndexes(db: Db, table: string, indexes: Record<string, Index>) {
  for (const [name, index] of Object.entries(indexes)) {
    const create = db.schema.createIndex(name).on(table)
    await (Array.isArray(index) ? create.columns(index) : create.columns(index.unique).unique()).execute()
  }
}

/** Drops index `name` and makes it anew over `columns`. */
export async function replaceIndex(db: Db, name: string, table: string, columns: string[]) {
  await dropIndex(db, name, table)
  await db.schema.createIndex(name).on(table).columns(columns).execute()
}
