import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'

/** System administration: more user details, groups, messages, unique sibling organisation names. */
export async function up(db: Db): Promise<void> {
  // SQLite adds one column per statement.
  for (const [name, type] of [
    ['signature', 'text'],
    ['position_json', 'text'],
    ['workbench_json', 'text'],
    ['entry_date', 'varchar(32)'],
    ['address', 'varchar(255)'],
    ['emergency_contact', 'varchar(64)'],
    ['emergency_phone', 'varchar(32)'],
  ] as const) {
    await db.schema.alterTable('sys_user').addColumn(name, type).execute()
  }
  await db.schema
    .createIndex('sys_org_parent_name')
    .on('sys_org')
    .columns(['parent_id', 'name'])
    .unique()
    .execute()

  await db.schema
    .createTable('sys_group')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('remark', 'varchar(255)')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME)
    .addColumn('created_user', ID)
    .addColumn('updated_at', TIME)
    .addColumn('updated_user', ID)
    .execute()

  await db.schema
    .createTable('sys_message')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('created_user', ID)
    .execute()
  await db.schema
    .createTable('sys_message_user')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('message_id', ID, (c) => c.notNull())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('read_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', TIME)
    .execute()
  await db.schema
    .createIndex('sys_message_user_user')
    .on('sys_message_user')
    .columns(['user_id', 'read_flag'])
    .execute()
  await db.schema.createIndex('dev_log_time').on('dev_log').column('op_time').execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('dev_log_time').on('dev_log').execute()
  await db.schema.dropTable('sys_message_user').execute()
  await db.schema.dropTable('sys_message').execute()
  await db.schema.dropTable('sys_group').execute()
  await db.schema.dropIndex('sys_org_parent_name').on('sys_org').execute()
  for (const c of [
    'signature',
    'position_json',
    'workbench_json',
    'entry_date',
    'address',
    'emergency_contact',
    'emergency_phone',
  ])
    await db.schema.alterTable('sys_user').dropColumn(c).execute()
}
