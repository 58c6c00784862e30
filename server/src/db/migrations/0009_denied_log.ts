import { createIndexes, dropIndex } from './indexes.js'
import { addColumns, type Db, dropColumns } from './tables.js'

/**
 * Refused calls (category DENIED) are logged at most once per user, route and 10-second window:
 * `throttle_key` names that window (unique, so every process sharing the database adds to the same
 * row), `hit_count` counts the calls in it. Other rows leave the key empty and count 1.
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, 'dev_log', { hit_count: ['integer', { default: 1 }], throttle_key: 'varchar(64)' })
  await createIndexes(db, 'dev_log', { dev_log_throttle: { unique: ['throttle_key'] } })
}

export async function down(db: Db): Promise<void> {
  await dropIndex(db, 'dev_log_throttle', 'dev_log')
  await dropColumns(db, 'dev_log', ['throttle_key', 'hit_count'])
}
