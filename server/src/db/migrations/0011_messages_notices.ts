import type { Kysely } from 'kysely'
import { dialectOf } from '../../core/search.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'

/**
 * Sending messages (drafts, receivers chosen by user, role or organisation, read counts) and notices
 * (announcements by place and publish window). Messages already there were delivered: they are SENT.
 */
export async function up(db: Db): Promise<void> {
  // SQLite adds one column per statement.
  for (const [name, type] of [
    ['receiver_type', 'varchar(16)'],
    ['receiver_json', 'text'],
    ['sent_at', TIME],
    ['updated_at', TIME],
    ['updated_user', ID],
  ] as const)
    await db.schema.alterTable('sys_message').addColumn(name, type).execute()
  await db.schema
    .alterTable('sys_message')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('SENT'))
    .execute()
  await db.schema
    .alterTable('sys_message')
    .addColumn('receiver_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // The admin list's orders: newest first, or by subject.
  await db.schema.createIndex('sys_message_created').on('sys_message').columns(['created_at', 'id']).execute()
  await db.schema.createIndex('sys_message_subject').on('sys_message').columns(['subject', 'id']).execute()
  // One receipt per receiver; a message's receipts found (read counts, deletion) by its id.
  await db.schema
    .createIndex('sys_message_user_message')
    .on('sys_message_user')
    .columns(['message_id', 'user_id'])
    .unique()
    .execute()

  await db.schema
    .createTable('sys_notice')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text')
    // The places as ',WORKBENCH,LOGIN,': one column, matched with LIKE on a table of a few hundred rows.
    .addColumn('places', 'varchar(64)', (c) => c.notNull())
    .addColumn('start_at', TIME)
    .addColumn('end_at', TIME)
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(255)')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME)
    .addColumn('created_user', ID)
    .addColumn('updated_at', TIME)
    .addColumn('updated_user', ID)
    .execute()
  await db.schema.createIndex('sys_notice_created').on('sys_notice').columns(['created_at', 'id']).execute()
  await db.schema.createIndex('sys_notice_title').on('sys_notice').columns(['title', 'id']).execute()
  await db.schema
    .createIndex('sys_notice_shown')
    .on('sys_notice')
    .columns(['published', 'start_at'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sys_notice').execute()
  const mysql = dialectOf(db) === 'mysql'
  for (const [index, table] of [
    ['sys_message_user_message', 'sys_message_user'],
    ['sys_message_subject', 'sys_message'],
    ['sys_message_created', 'sys_message'],
  ] as const) {
    // MySQL names the table of an index it drops; the others refuse to.
    const drop = db.schema.dropIndex(index)
    await (mysql ? drop.on(table) : drop).execute()
  }
  for (const c of [
    'receiver_count',
    'status',
    'updated_user',
    'updated_at',
    'sent_at',
    'receiver_json',
    'receiver_type',
  ])
    await db.schema.alterTable('sys_message').dropColumn(c).execute()
}
