import { createIndexes } from './indexes.js'
import { createTable, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * External users (issue 10): an identity per proved phone number (`id` is its `openId`; a WeChat
 * openId when that adapter signs it in) and its C-side sessions, kept apart from staff sessions so
 * that neither token is ever looked up where the other side's routes are.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'client_user', {
    phone: ['varchar(16)', 'notNull'],
    status: ['varchar(16)', { default: 'ENABLE' }],
    created_at: [TIME, 'notNull'],
    last_login_at: TIME,
    last_login_ip: 'varchar(64)',
  })
  await createIndexes(db, 'client_user', { client_user_phone: { unique: ['phone'] } })

  await createTable(db, 'client_session', {
    client_user_id: [ID, 'notNull'],
    ip: 'varchar(64)',
    user_agent: 'varchar(512)',
    created_at: [TIME, 'notNull'],
    last_seen_at: [TIME, 'notNull'],
    expires_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'client_session', {
    client_session_user: ['client_user_id'],
    client_session_expires: ['expires_at'],
  })
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['client_session', 'client_user'])
}
