import type { Kysely } from 'kysely'
import { dialectOf } from '../../core/search.js'

/** Drops an index: MySQL names the table of an index it drops; the others refuse to. */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export const dropIndex = (db: Kysely<any>, name: string, table: string) =>
  (dialectOf(db) === 'mysql' ? db.schema.dropIndex(name).on(table) : db.schema.dropIndex(name)).execute()
