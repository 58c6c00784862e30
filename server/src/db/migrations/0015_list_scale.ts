import { sql } from 'kysely'
import { addPrefixSearch, addTextSearch, dropPrefixSearch, dropTextSearch } from '../../core/search.js'
import { createIndexes, dropIndex, dropIndexes, replaceIndex } from './indexes.js'
import { addColumns, type Db, dropColumns } from './tables.js'

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
  await addColumns(db, 'sys_message_user', { delivered_at: ['varchar(32)', { default: '' }] })
  await db
    .updateTable('sys_message_user')
    .set({
      delivered_at: sql`(select coalesce(m.sent_at, m.created_at) from sys_message m where m.id = sys_message_user.message_id)`,
    })
    .execute()
  await createIndexes(db, 'sys_message_user', {
    sys_message_user_inbox: ['user_id', 'delivered_at', 'id'],
    sys_message_user_unread: ['user_id', 'read_flag', 'delivered_at', 'id'],
  })
  await dropIndex(db, 'sys_message_user_user', 'sys_message_user')

  await addColumns(db, 'sys_message', { read_count: ['integer', { default: 0 }] })
  await db
    .updateTable('sys_message')
    .set({
      read_count: sql`(select count(*) from sys_message_user r where r.message_id = sys_message.id and r.read_flag = 1)`,
    })
    .execute()

  await replaceIndex(db, 'sys_session_seen', 'sys_session', ['last_seen_at', 'id', 'expires_at', 'client'])
  await replaceIndex(db, 'sys_session_user', 'sys_session', ['user_id', 'last_seen_at', 'expires_at'])

  await addColumns(db, 'auth_third_state', { bind_user_id: 'varchar(64)' })
  // The THIRD configuration keys were copied into the preset providers by 0014; nothing reads them.
  await db.deleteFrom('dev_config').where('config_key', 'like', 'SNOWY_THIRD_%').execute()

  await addTextSearch(db, 'sys_message', 'subject')
  await addTextSearch(db, 'sys_notice', 'title')
  await addTextSearch(db, 'auth_third_user', 'subject_name')
  await addPrefixSearch(db, 'auth_third_user', 'subject', 255)
}

export async function down(db: Db): Promise<void> {
  await replaceIndex(db, 'sys_session_user', 'sys_session', ['user_id'])
  await replaceIndex(db, 'sys_session_seen', 'sys_session', ['last_seen_at', 'id'])
  await dropPrefixSearch(db, 'auth_third_user', 'subject')
  await dropTextSearch(db, 'auth_third_user', 'subject_name')
  await dropTextSearch(db, 'sys_notice', 'title')
  await dropTextSearch(db, 'sys_message', 'subject')
  await dropColumns(db, 'auth_third_state', ['bind_user_id'])
  await dropColumns(db, 'sys_message', ['read_count'])
  await createIndexes(db, 'sys_message_user', { sys_message_user_user: ['user_id', 'read_flag'] })
  await dropIndexes(db, 'sys_message_user', ['sys_message_user_inbox', 'sys_message_user_unread'])
  await dropColumns(db, 'sys_message_user', ['delivered_at'])
}
