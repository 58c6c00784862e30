import type { CreateTableBuilder, Kysely } from 'kysely'

// Migrations take Kysely<any>: they describe the schema as it was then, not today's types.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'

function audit<T extends string>(t: CreateTableBuilder<T, never>) {
  return t
    .addColumn('created_at', TIME)
    .addColumn('created_user', ID)
    .addColumn('updated_at', TIME)
    .addColumn('updated_user', ID)
}

export async function up(db: Db): Promise<void> {
  await audit(
    db.schema
      .createTable('sys_org')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('parent_id', ID, (c) => c.notNull())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)')
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('director_id', ID),
  ).execute()
  await db.schema.createIndex('sys_org_parent').on('sys_org').column('parent_id').execute()

  await audit(
    db.schema
      .createTable('sys_position')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('org_id', ID, (c) => c.notNull())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)')
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute()
  await db.schema.createIndex('sys_position_org').on('sys_position').column('org_id').execute()

  await audit(
    db.schema
      .createTable('sys_user')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('account', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('nickname', 'varchar(64)')
      .addColumn('avatar', 'text')
      .addColumn('gender', 'varchar(8)')
      .addColumn('phone', 'varchar(32)')
      .addColumn('email', 'varchar(128)')
      .addColumn('emp_no', 'varchar(64)')
      .addColumn('org_id', ID)
      .addColumn('position_id', ID)
      .addColumn('director_id', ID)
      .addColumn('user_status', 'varchar(16)', (c) => c.notNull().defaultTo('ENABLE'))
      .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_login_time', TIME)
      .addColumn('last_login_ip', 'varchar(64)')
      .addColumn('latest_login_time', TIME)
      .addColumn('latest_login_ip', 'varchar(64)')
      .addColumn('password_updated_at', TIME),
  ).execute()
  await db.schema.createIndex('sys_user_org').on('sys_user').column('org_id').execute()
  await db.schema.createIndex('sys_user_phone').on('sys_user').column('phone').execute()
  await db.schema.createIndex('sys_user_email').on('sys_user').column('email').execute()

  await audit(
    db.schema
      .createTable('sys_role')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('org_id', ID)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(255)'),
  ).execute()

  await audit(
    db.schema
      .createTable('sys_resource')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('parent_id', ID, (c) => c.notNull())
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('module_id', ID)
      .addColumn('name', 'varchar(128)')
      .addColumn('code', 'varchar(128)')
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('title_en', 'varchar(128)')
      .addColumn('menu_type', 'varchar(16)')
      .addColumn('path', 'varchar(255)')
      .addColumn('component', 'varchar(255)')
      .addColumn('redirect', 'varchar(255)')
      .addColumn('url', 'varchar(1024)')
      .addColumn('icon', 'varchar(64)')
      .addColumn('color', 'varchar(32)')
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('affix', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('fullpage', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden_breadcrumb', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute()
  await db.schema.createIndex('sys_resource_parent').on('sys_resource').column('parent_id').execute()
  await db.schema.createIndex('sys_resource_code').on('sys_resource').column('code').execute()

  await db.schema
    .createTable('sys_relation')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('object_id', ID, (c) => c.notNull())
    .addColumn('target_id', ID, (c) => c.notNull())
    .addColumn('ext_json', 'text')
    .execute()
  await db.schema
    .createIndex('sys_relation_object')
    .on('sys_relation')
    .columns(['category', 'object_id', 'target_id'])
    .unique()
    .execute()
  await db.schema
    .createIndex('sys_relation_target')
    .on('sys_relation')
    .columns(['category', 'target_id'])
    .execute()

  await db.schema
    .createTable('sys_session')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('client', 'varchar(16)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('last_seen_at', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sys_session_user').on('sys_session').column('user_id').execute()

  await db.schema
    .createTable('sys_code')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'varchar(128)')
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .execute()
  await db.schema.createIndex('sys_code_target').on('sys_code').columns(['kind', 'target']).execute()
  await db.schema.createIndex('sys_code_expires').on('sys_code').column('expires_at').execute()

  await db.schema
    .createTable('sys_login_guard')
    .addColumn('account', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('fail_count', 'integer', (c) => c.notNull())
    .addColumn('first_fail_at', TIME, (c) => c.notNull())
    .addColumn('locked_until', TIME)
    .execute()

  await audit(
    db.schema
      .createTable('dev_config')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('config_key', 'varchar(128)', (c) => c.notNull().unique())
      .addColumn('config_value', 'text', (c) => c.notNull())
      .addColumn('category', 'varchar(32)', (c) => c.notNull())
      .addColumn('remark', 'varchar(255)')
      .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute()

  await audit(
    db.schema
      .createTable('dev_dict')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('parent_id', ID, (c) => c.notNull())
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('dict_label', 'varchar(128)', (c) => c.notNull())
      .addColumn('dict_value', 'varchar(128)', (c) => c.notNull())
      .addColumn('color', 'varchar(32)')
      .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute()
  await db.schema.createIndex('dev_dict_parent').on('dev_dict').column('parent_id').execute()

  await db.schema
    .createTable('dev_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('exe_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('exe_message', 'text')
    .addColumn('op_ip', 'varchar(64)')
    .addColumn('op_browser', 'varchar(512)')
    .addColumn('req_method', 'varchar(16)')
    .addColumn('req_url', 'varchar(1024)')
    .addColumn('param_json', 'text')
    .addColumn('result_json', 'text')
    .addColumn('op_time', TIME, (c) => c.notNull())
    .addColumn('op_user', 'varchar(64)')
    .addColumn('op_user_id', ID)
    .execute()
  await db.schema
    .createIndex('dev_log_category_time')
    .on('dev_log')
    .columns(['category', 'op_time'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  for (const t of [
    'dev_log',
    'dev_dict',
    'dev_config',
    'sys_login_guard',
    'sys_code',
    'sys_session',
    'sys_relation',
    'sys_resource',
    'sys_role',
    'sys_user',
    'sys_position',
    'sys_org',
  ]) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}
