import { createIndexes, dropIndexes } from './indexes.js'
import { AUDIT, addColumns, createTable, type Db, dropColumns, dropTables, ID, SORT, TIME } from './tables.js'

const MESSAGE_COLUMNS = {
  receiver_type: 'varchar(16)',
  receiver_json: 'text',
  sent_at: TIME,
  updated_at: TIME,
  updated_user: ID,
  status: ['varchar(16)', { default: 'SENT' }],
  receiver_count: ['integer', { default: 0 }],
} as const

/**
 * Sending messages (drafts, receivers chosen by user, role or organisation, read counts) and notices
 * (announcements by place and publish window). Messages already there were delivered: they are SENT.
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, 'sys_message', MESSAGE_COLUMNS)
  // The admin list's orders: newest first, or by subject.
  await createIndexes(db, 'sys_message', {
    sys_message_created: ['created_at', 'id'],
    sys_message_subject: ['subject', 'id'],
  })
  // One receipt per receiver; a message's receipts found (read counts, deletion) by its id.
  await createIndexes(db, 'sys_message_user', {
    sys_message_user_message: { unique: ['message_id', 'user_id'] },
  })

  await createTable(db, 'sys_notice', {
    title: ['varchar(255)', 'notNull'],
    content: 'text',
    // The places as ',WORKBENCH,LOGIN,': one column, matched with LIKE on a table of a few hundred rows.
    places: ['varchar(64)', 'notNull'],
    start_at: TIME,
    end_at: TIME,
    pinned: ['integer', { default: 0 }],
    published: ['integer', { default: 0 }],
    remark: 'varchar(255)',
    ...SORT,
    ...AUDIT,
  })
  await createIndexes(db, 'sys_notice', {
    sys_notice_created: ['created_at', 'id'],
    sys_notice_title: ['title', 'id'],
    sys_notice_shown: ['published', 'start_at'],
  })
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['sys_notice'])
  await dropIndexes(db, 'sys_message_user', ['sys_message_user_message'])
  await dropIndexes(db, 'sys_message', ['sys_message_subject', 'sys_message_created'])
  await dropColumns(db, 'sys_message', Object.keys(MESSAGE_COLUMNS).reverse())
}
