import { addPrefixSearch, dropPrefixSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { addJob } from './jobs.js'
import { AUDIT, createTable, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * Push to staff where they work (issue 40, `core/push.ts`):
 * - `dev_push_channel`: a DingTalk, Feishu or WeCom group robot, its webhook and signing secret
 *   (never answered), the topics and form types it is chosen for (JSON lists);
 * - `dev_push`: the outbox and push log in one. A row is written in the transaction that caused it
 *   (an approval step, a job's failure) and sent after it; the sender claims a row by its attempt
 *   count, so two processes never send one twice. Due rows are found by state and time; the page
 *   lists by time, filtered by state, channel or topic, searched by the start of the target.
 * - the job `dev.pushSend` sends what is due every minute (retries after their back-off, and rows
 *   whose first send right after their request did not happen); `sys.passwordExpiring` tells each
 *   user, once, a week before their password expires.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'dev_push_channel', {
    name: ['varchar(64)', 'notNull'],
    kind: ['varchar(16)', 'notNull'],
    webhook: ['varchar(512)', 'notNull'],
    secret: 'varchar(128)',
    lang: ['varchar(8)', 'notNull'],
    topics_json: ['text', 'notNull'],
    form_types_json: ['text', 'notNull'],
    enabled: ['integer', { default: 1 }],
    remark: 'varchar(255)',
    ...AUDIT,
  })
  await createTable(db, 'dev_push', {
    channel: ['varchar(16)', 'notNull'],
    channel_id: ID,
    target: ['varchar(128)', 'notNull'],
    topic: ['varchar(32)', 'notNull'],
    form_type: 'varchar(64)',
    about: ID,
    title: ['varchar(255)', 'notNull'],
    content: ['text', 'notNull'],
    message_json: 'text',
    status: ['varchar(16)', 'notNull'],
    attempts: ['integer', { default: 0 }],
    next_at: TIME,
    error: 'varchar(500)',
    vendor_code: 'varchar(32)',
    created_at: [TIME, 'notNull'],
    sent_at: TIME,
  })
  await createIndexes(db, 'dev_push', {
    dev_push_time_id: ['created_at', 'id'],
    dev_push_status_time: ['status', 'created_at', 'id'],
    dev_push_channel_time: ['channel', 'created_at', 'id'],
    dev_push_topic_time: ['topic', 'created_at', 'id'],
    dev_push_due: ['status', 'next_at'],
  })
  await addPrefixSearch(db, 'dev_push', 'target', 128)
  await addJob(db, {
    id: 'job-dev-push-send',
    name: '推送消息发送',
    action: 'dev.pushSend',
    cron: '* * * * *',
  })
  await addJob(db, {
    id: 'job-sys-password-expiring',
    name: '密码到期提醒',
    action: 'sys.passwordExpiring',
    cron: '0 8 * * *',
  })
}

export async function down(db: Db): Promise<void> {
  await db
    .deleteFrom('dev_job')
    .where('id', 'in', ['job-dev-push-send', 'job-sys-password-expiring'])
    .execute()
  await dropPrefixSearch(db, 'dev_push', 'target')
  await dropTables(db, ['dev_push', 'dev_push_channel'])
}
