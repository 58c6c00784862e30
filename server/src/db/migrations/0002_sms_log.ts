import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dev_sms')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('content', 'varchar(1024)', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error', 'varchar(1024)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('dev_sms_phone').on('dev_sms').columns(['phone', 'created_at']).execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dev_sms').execute()
}
