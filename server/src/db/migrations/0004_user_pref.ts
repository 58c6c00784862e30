import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

/**
 * Per-user preferences (table column settings first): one JSON value per user and key. The unique
 * index is 64 + 128 characters, well inside MySQL's 3072-byte key limit in utf8mb4.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sys_user_pref')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('pref_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('pref_value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('sys_user_pref_user_key')
    .on('sys_user_pref')
    .columns(['user_id', 'pref_key'])
    .unique()
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sys_user_pref').execute()
}
