import { createIndexes } from './indexes.js'
import { createTable, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * Per-user preferences (table column settings first): one JSON value per user and key. The unique
 * index is 64 + 128 characters, well inside MySQL's 3072-byte key limit in utf8mb4.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'sys_user_pref', {
    user_id: [ID, 'notNull'],
    pref_key: ['varchar(128)', 'notNull'],
    pref_value: ['text', 'notNull'],
    updated_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'sys_user_pref', { sys_user_pref_user_key: { unique: ['user_id', 'pref_key'] } })
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['sys_user_pref'])
}
