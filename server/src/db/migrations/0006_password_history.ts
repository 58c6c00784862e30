import { createIndexes } from './indexes.js'
import { createTable, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * Password history (the hashes a user had before, newest kept per the policy) and a known age for
 * every password: `sys_user.password_updated_at` (there since 0001) is filled in where it was empty,
 * so the expiry setting counts from this migration rather than expiring those passwords at once.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'sys_password_history', {
    user_id: [ID, 'notNull'],
    password_hash: ['varchar(255)', 'notNull'],
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'sys_password_history', { sys_password_history_user: ['user_id', 'created_at'] })
  await db
    .updateTable('sys_user')
    .set({ password_updated_at: new Date().toISOString() })
    .where('password_updated_at', 'is', null)
    .execute()
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['sys_password_history'])
}
