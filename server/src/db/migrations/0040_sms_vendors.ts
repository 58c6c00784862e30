import { createIndexes, dropIndexes } from './indexes.js'
import { addJob } from './jobs.js'
import { addColumns, createTable, type Db, dropColumns, dropTables, ID, TIME } from './tables.js'

/**
 * SMS vendors and message templates (issue 40, `core/sms.ts`, `core/messages.ts`):
 * - `dev_sms` names the engine that refused before the fallback carried a message, the template
 *   it was rendered from (kind, side, language and values, so it can be resent as it was), the vendor's message id (Aliyun `BizId`, Tencent `SerialNo`) and when its receipt came;
 *   the receipts job finds the messages waiting for one by state, engine and time, and a receipt
 *   finds its message by engine and id.
 * - `dev_msg_template`: a template an administrator saved (id `<kind>:<side>`), its texts and vendor
 *   templates as JSON; without a row the product's default applies.
 * - the job `dev.smsReceipts` pulls the receipts every five minutes (nothing to do on LOG).
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, 'dev_sms', {
    fallback_from: 'varchar(16)',
    template: 'varchar(32)',
    side: 'varchar(1)',
    lang: 'varchar(8)',
    values_json: 'text',
    message_id: 'varchar(64)',
    receipt_at: TIME,
  })
  await createIndexes(db, 'dev_sms', {
    dev_sms_waiting: ['status', 'provider', 'created_at'],
    dev_sms_message: ['provider', 'message_id'],
  })
  await createTable(db, 'dev_msg_template', {
    kind: ['varchar(32)', 'notNull'],
    side: ['varchar(1)', 'notNull'],
    content_json: ['text', 'notNull'],
    updated_at: TIME,
    updated_user: ID,
  })
  await createIndexes(db, 'dev_msg_template', { dev_msg_template_key: { unique: ['kind', 'side'] } })
  await addJob(db, {
    id: 'job-dev-sms-receipts',
    name: '短信回执拉取',
    action: 'dev.smsReceipts',
    cron: '*/5 * * * *',
  })
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('dev_job').where('id', '=', 'job-dev-sms-receipts').execute()
  await dropTables(db, ['dev_msg_template'])
  await dropIndexes(db, 'dev_sms', ['dev_sms_message', 'dev_sms_waiting'])
  await dropColumns(db, 'dev_sms', [
    'receipt_at',
    'message_id',
    'values_json',
    'lang',
    'side',
    'template',
    'fallback_from',
  ])
}
