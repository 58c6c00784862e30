import { addPrefixSearch, addTextSearch, dropPrefixSearch, dropTextSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { AUDIT, createTable, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * Feedback (issue 27, `contracts/krs/feedback.ts`): `krs_feedback`, one item each, from the public
 * page or a phone session (`client_id`), its photos' file ids as JSON, who it is assigned to, the
 * reply and how its delivery went. `client_ip` and `client_id` with `created_at` bound the hourly
 * limit.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'krs_feedback', {
    category: ['varchar(16)', 'notNull'],
    content: ['varchar(1000)', 'notNull'],
    photos_json: ['varchar(400)', 'notNull'],
    photo_count: ['integer', { default: 0 }],
    contact_name: 'varchar(64)',
    contact_phone: 'varchar(20)',
    contact_email: 'varchar(100)',
    client_id: ID,
    client_ip: 'varchar(64)',
    /** The page's language when it was left: the reply is written in it. */
    lang: 'varchar(8)',
    status: ['varchar(12)', 'notNull'],
    assignee_id: ID,
    assignee_name: 'varchar(64)',
    reply: 'varchar(500)',
    reply_channel: 'varchar(8)',
    reply_delivery: 'varchar(8)',
    reply_error: 'varchar(500)',
    replied_at: TIME,
    replied_by_name: 'varchar(64)',
    closed_at: TIME,
    close_remark: 'varchar(200)',
    ...AUDIT,
  })
  await createIndexes(db, 'krs_feedback', {
    krs_feedback_created: ['created_at', 'id'],
    krs_feedback_status: ['status', 'created_at', 'id'],
    krs_feedback_category: ['category', 'created_at', 'id'],
    krs_feedback_assignee: ['assignee_id', 'created_at', 'id'],
    krs_feedback_client: ['client_id', 'created_at', 'id'],
    krs_feedback_ip: ['client_ip', 'created_at'],
  })
  await addTextSearch(db, 'krs_feedback', 'content')
  await addTextSearch(db, 'krs_feedback', 'contact_name')
  await addPrefixSearch(db, 'krs_feedback', 'contact_phone', 20)
}

export async function down(db: Db): Promise<void> {
  await dropPrefixSearch(db, 'krs_feedback', 'contact_phone')
  await dropTextSearch(db, 'krs_feedback', 'contact_name')
  await dropTextSearch(db, 'krs_feedback', 'content')
  await dropTables(db, ['krs_feedback'])
}
