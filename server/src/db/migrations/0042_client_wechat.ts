import { createIndexes } from './indexes.js'
import { createTable, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * WeChat identities of external users (issue 40, `modules/auth/client/wechat.ts`): an official
 * account's `openid`, bound once to the phone-verified client identity it signs in as.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'client_wechat', {
    app_id: ['varchar(64)', 'notNull'],
    openid: ['varchar(128)', 'notNull'],
    client_user_id: [ID, 'notNull'],
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'client_wechat', {
    client_wechat_openid: { unique: ['app_id', 'openid'] },
    client_wechat_user: ['client_user_id'],
  })
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['client_wechat'])
}
