import type { Kysely } from 'kysely'
import { dialectOf } from '../../core/search.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

/**
 * Refused calls (category DENIED) are logged at most once per user, route and 10-second window:
 * `throttle_key` names that window (unique, so every process sharing the database adds to the same
 * row), `hit_count` counts the calls in it. Other rows leave the key empty and count 1.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('dev_log')
    .addColumn('hit_count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.alterTable('dev_log').addColumn('throttle_key', 'varchar(64)').execute()
  await db.schema.createIndex('dev_log_throttle').on('dev_log').column('throttle_key').unique().execute()
}

export async function down(db: Db): Promise<void> {
  // MySQL names the table of an index it drops; the others refuse to.
  const drop = db.schema.dropIndex('dev_log_throttle')
  await (dialectOf(db) === 'mysql' ? drop.on('dev_log') : drop).execute()
  await db.schema.alterTable('dev_log').dropColumn('throttle_key').execute()
  await db.schema.alterTable('dev_log').dropColumn('hit_count').execute()
}
