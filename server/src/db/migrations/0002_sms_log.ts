import { createIndexes } from './indexes.js'
import { createTable, type Db, dropTables, TIME } from './tables.js'

export async function up(db: Db): Promise<void> {
  await createTable(db, 'dev_sms', {
    phone: ['varchar(32)', 'notNull'],
    content: ['varchar(1024)', 'notNull'],
    provider: ['varchar(32)', 'notNull'],
    status: ['varchar(16)', 'notNull'],
    error: 'varchar(1024)',
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'dev_sms', { dev_sms_phone: ['phone', 'created_at'] })
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['dev_sms'])
}
