import { type Kysely, sql } from 'kysely'
import {
  addPrefixSearch,
  addTextSearch,
  dialectOf,
  dropPrefixSearch,
  dropTextSearch,
} from '../../core/search.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations take any schema
type Db = Kysely<any>

/**
 * What the platform lists needed at a million rows (`npm run bench`, `lists.ts`):
 * - a receipt knows when it was delivered, and a user's inbox (newest first) and unread messages
 *   are each an index in that order, so neither a page nor the bell sorts a user's receipts;
 * - a message counts its readers as they read (`read_count`), so a page of messages sent to a whole
 *   company does not count receipts;
 * - the sessions monitor's page, count and figures read the online sessions from its indexes alone
 *   (a session's expiry, side and user are in them);
 * - (not lists) a third-party sign-in under way may be a logged-in user binding their account, and
 *   the THIRD configuration keys, copied into the providers by 0014, go;
 * - message subjects, notice titles and the names of third-party accounts are searched on the
 *   inverted index (`core/search.ts`), the accounts' subjects by prefix.
 */
export async function up(db: Db): Promise<void> {
  const mysql = dialectOf(db) === 'mysql'
  await db.schema
    .alterTable('sys_message_user')
    .addColumn('delivered_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db
    .updateTable('sys_message_user')
    .set({
      delivered_at: sql`(select coalesce(m.sent_at, m.created_at) from sys_message m where m.id = sys_message_user.message_id)`,
    })
    .execute()
  await db.schema
    .createIndex('sys_message_user_inbox')
    .on('sys_message_user')
    .columns(['user_id', 'delivered_at', 'id'])
    .execute()
  await db.schema
    .createIndex('sys_message_user_unread')
    .on('sys_message_user')
    .columns(['user_id', 'read_flag', 'delivered_at', 'id'])
    .execute()
  const drop = db.schema.dropIndex('sys_message_user_user')
  await (mysql ? drop.on('sys_message_user') : drop).execute()

  await db.schema
    .alterTable('sys_message')
    .addColumn('read_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db
    .updateTable('sys_message')
    .set({
      read_count: sql`(select count(*) from sys_message_user r where r.message_id = sys_message.id and r.read_flag = 1)`,
    })
    .execute()

  await replaceIndex(db, 'sys_session_seen', 'sys_session', ['last_seen_at', 'id', 'expires_at', 'client'])
  await replaceIndex(db, 'sys_session_user', 'sys_session', ['user_id', 'last_seen_at', 'expires_at'])

  await db.schema.alterTable('auth_third_state').addColumn('bind_user_id', 'varchar(64)').execute()
  // The THIRD configuration keys were copied into the preset providers by 0014; nothing reads them.
  await db.deleteFrom('dev_config').where('config_key', 'like', 'SNOWY_THIRD_%').execute()

  await addTextSearch(db, 'sys_message', 'subject')
  await addTextSearch(db, 'sys_notice', 'title')
  await addTextSearch(db, 'auth_third_user', 'subject_name')
  await addPrefixSearch(db, 'auth_third_user', 'subject', 255)
}

/** Drops index `name` and makes it anew over `columns`. */
async function replaceIndex(db: Db, name: string, table: string, columns: string[]) {
  const drop = db.schema.dropIndex(name)
  await (dialectOf(db) === 'mysql' ? drop.on(table) : drop).execute()
  await db.schema.createIndex(name).on(table).columns(columns).execute()
}

export async function down(db: Db): Promise<void> {
  const mysql = dialectOf(db) === 'mysql'
  await replaceIndex(db, 'sys_session_user', 'sys_session', ['user_id'])
  await replaceIndex(db, 'sys_session_seen', 'sys_session', ['last_seen_at', 'id'])
  await dropPrefixSearch(db, 'auth_third_user', 'subject')
  await dropTextSearch(db, 'auth_third_user', 'subject_name')
  await dropTextSearch(db, 'sys_notice', 'title')
  await dropTextSearch(db, 'sys_message', 'subject')
  await db.schema.alterTable('auth_third_state').dropColumn('bind_user_id').execute()
  await db.schema.alterTable('sys_message').dropColumn('read_count').execute()
  await db.schema
    .createIndex('sys_message_user_user')
    .on('sys_message_user')
    .columns(['user_id', 'read_flag'])
    .execute()
  for (const index of ['sys_message_user_inbox', 'sys_message_user_unread']) {
    const drop = db.schema.dropIndex(index)
    await (mysql ? drop.on('sys_message_user') : drop).execute()
  }
  await db.schema.alterTable('sys_message_user').dropColumn('delivered_at').execute()
}
