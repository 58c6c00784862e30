import { createIndexes } from './indexes.js'
import { AUDIT, type Column, createTable, type Db, dropTables, ID, SORT, TIME } from './tables.js'

const FLAG: Column = ['integer', { default: 0 }]

export async function up(db: Db): Promise<void> {
  await createTable(db, 'sys_org', {
    parent_id: [ID, 'notNull'],
    name: ['varchar(128)', 'notNull'],
    code: 'varchar(64)',
    category: ['varchar(16)', 'notNull'],
    ...SORT,
    director_id: ID,
    ...AUDIT,
  })
  await createIndexes(db, 'sys_org', { sys_org_parent: ['parent_id'] })

  await createTable(db, 'sys_position', {
    org_id: [ID, 'notNull'],
    name: ['varchar(128)', 'notNull'],
    code: 'varchar(64)',
    category: ['varchar(16)', 'notNull'],
    ...SORT,
    ...AUDIT,
  })
  await createIndexes(db, 'sys_position', { sys_position_org: ['org_id'] })

  await createTable(db, 'sys_user', {
    account: ['varchar(64)', 'unique'],
    password_hash: ['varchar(255)', 'notNull'],
    name: ['varchar(64)', 'notNull'],
    nickname: 'varchar(64)',
    avatar: 'text',
    gender: 'varchar(8)',
    phone: 'varchar(32)',
    email: 'varchar(128)',
    emp_no: 'varchar(64)',
    org_id: ID,
    position_id: ID,
    director_id: ID,
    user_status: ['varchar(16)', { default: 'ENABLE' }],
    ...SORT,
    last_login_time: TIME,
    last_login_ip: 'varchar(64)',
    latest_login_time: TIME,
    latest_login_ip: 'varchar(64)',
    password_updated_at: TIME,
    ...AUDIT,
  })
  await createIndexes(db, 'sys_user', {
    sys_user_org: ['org_id'],
    sys_user_phone: ['phone'],
    sys_user_email: ['email'],
  })

  await createTable(db, 'sys_role', {
    org_id: ID,
    name: ['varchar(64)', 'notNull'],
    code: ['varchar(64)', 'unique'],
    category: ['varchar(16)', 'notNull'],
    ...SORT,
    remark: 'varchar(255)',
    ...AUDIT,
  })

  await createTable(db, 'sys_resource', {
    parent_id: [ID, 'notNull'],
    category: ['varchar(16)', 'notNull'],
    module_id: ID,
    name: 'varchar(128)',
    code: 'varchar(128)',
    title: ['varchar(128)', 'notNull'],
    title_en: 'varchar(128)',
    menu_type: 'varchar(16)',
    path: 'varchar(255)',
    component: 'varchar(255)',
    redirect: 'varchar(255)',
    url: 'varchar(1024)',
    icon: 'varchar(64)',
    color: 'varchar(32)',
    hidden: FLAG,
    affix: FLAG,
    fullpage: FLAG,
    hidden_breadcrumb: FLAG,
    ...SORT,
    ...AUDIT,
  })
  await createIndexes(db, 'sys_resource', {
    sys_resource_parent: ['parent_id'],
    sys_resource_code: ['code'],
  })

  await createTable(db, 'sys_relation', {
    category: ['varchar(32)', 'notNull'],
    object_id: [ID, 'notNull'],
    target_id: [ID, 'notNull'],
    ext_json: 'text',
  })
  await createIndexes(db, 'sys_relation', {
    sys_relation_object: { unique: ['category', 'object_id', 'target_id'] },
    sys_relation_target: ['category', 'target_id'],
  })

  await createTable(db, 'sys_session', {
    user_id: [ID, 'notNull'],
    client: ['varchar(16)', 'notNull'],
    ip: 'varchar(64)',
    user_agent: 'varchar(512)',
    created_at: [TIME, 'notNull'],
    last_seen_at: [TIME, 'notNull'],
    expires_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'sys_session', { sys_session_user: ['user_id'] })

  await createTable(db, 'sys_code', {
    kind: ['varchar(16)', 'notNull'],
    target: 'varchar(128)',
    code: ['varchar(32)', 'notNull'],
    expires_at: [TIME, 'notNull'],
    created_at: [TIME, 'notNull'],
    ip: 'varchar(64)',
  })
  await createIndexes(db, 'sys_code', {
    sys_code_target: ['kind', 'target'],
    sys_code_expires: ['expires_at'],
  })

  await createTable(db, 'sys_login_guard', {
    account: ['varchar(64)', 'key'],
    fail_count: ['integer', 'notNull'],
    first_fail_at: [TIME, 'notNull'],
    locked_until: TIME,
  })

  await createTable(db, 'dev_config', {
    config_key: ['varchar(128)', 'unique'],
    config_value: ['text', 'notNull'],
    category: ['varchar(32)', 'notNull'],
    remark: 'varchar(255)',
    ...SORT,
    ...AUDIT,
  })

  await createTable(db, 'dev_dict', {
    parent_id: [ID, 'notNull'],
    category: ['varchar(16)', 'notNull'],
    dict_label: ['varchar(128)', 'notNull'],
    dict_value: ['varchar(128)', 'notNull'],
    color: 'varchar(32)',
    ...SORT,
    ...AUDIT,
  })
  await createIndexes(db, 'dev_dict', { dev_dict_parent: ['parent_id'] })

  await createTable(db, 'dev_log', {
    category: ['varchar(16)', 'notNull'],
    name: ['varchar(255)', 'notNull'],
    exe_status: ['varchar(16)', 'notNull'],
    exe_message: 'text',
    op_ip: 'varchar(64)',
    op_browser: 'varchar(512)',
    req_method: 'varchar(16)',
    req_url: 'varchar(1024)',
    param_json: 'text',
    result_json: 'text',
    op_time: [TIME, 'notNull'],
    op_user: 'varchar(64)',
    op_user_id: ID,
  })
  await createIndexes(db, 'dev_log', { dev_log_category_time: ['category', 'op_time'] })
}

export async function down(db: Db): Promise<void> {
  await dropTables(
    db,
    [
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
    ],
    { ifExists: true },
  )
}
