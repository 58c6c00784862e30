import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

/**
 * Password history (the hashes a user had before, newest kept per the policy) and a known age for
 * every password: `sys_user.password_updated_at` (there since 0001) is filled in where it was empty,
 * so the expiry setting counts from this migration rather than expiring those passwords at once.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sys_password_history')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('sys_password_history_user')
    .on('sys_password_history')
    .columns(['user_id', 'created_at'])
    .execute()
  await db
    .updateTable('sys_user')
    .set({ password_updated_at: new Date().toISOString() })
    .where('password_updated_at', 'is', null)
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sys_password_history').execute()
}
