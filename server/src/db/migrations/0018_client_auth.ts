import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'

/**
 * External users (issue 10): an identity per proved phone number (`id` is its `openId`; a WeChat
 * openId when that adapter signs it in) and its C-side sessions, kept apart from staff sessions so
 * that neither token is ever looked up where the other side's routes are.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('client_user')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('ENABLE'))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('last_login_at', TIME)
    .addColumn('last_login_ip', 'varchar(64)')
    .execute()
  await db.schema.createIndex('client_user_phone').on('client_user').column('phone').unique().execute()

  await db.schema
    .createTable('client_session')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('client_user_id', ID, (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('last_seen_at', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('client_session_user')
    .on('client_session')
    .columns(['client_user_id'])
    .execute()
  await db.schema.createIndex('client_session_expires').on('client_session').columns(['expires_at']).execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('client_session').execute()
  await db.schema.dropTable('client_user').execute()
}
