import { createIndexes, dropIndex } from './indexes.js'
import { AUDIT, addColumns, createTable, type Db, dropColumns, dropTables, ID, SORT, TIME } from './tables.js'

const USER_COLUMNS = {
  signature: 'text',
  position_json: 'text',
  workbench_json: 'text',
  entry_date: 'varchar(32)',
  address: 'varchar(255)',
  emergency_contact: 'varchar(64)',
  emergency_phone: 'varchar(32)',
} as const

/** System administration: more user details, groups, messages, unique sibling organisation names. */
export async function up(db: Db): Promise<void> {
  await addColumns(db, 'sys_user', USER_COLUMNS)
  await createIndexes(db, 'sys_org', { sys_org_parent_name: { unique: ['parent_id', 'name'] } })

  await createTable(db, 'sys_group', {
    name: ['varchar(64)', 'notNull'],
    remark: 'varchar(255)',
    ...SORT,
    ...AUDIT,
  })

  await createTable(db, 'sys_message', {
    category: ['varchar(16)', 'notNull'],
    subject: ['varchar(255)', 'notNull'],
    content: 'text',
    created_at: [TIME, 'notNull'],
    created_user: ID,
  })
  await createTable(db, 'sys_message_user', {
    message_id: [ID, 'notNull'],
    user_id: [ID, 'notNull'],
    read_flag: ['integer', { default: 0 }],
    read_at: TIME,
  })
  await createIndexes(db, 'sys_message_user', { sys_message_user_user: ['user_id', 'read_flag'] })
  await createIndexes(db, 'dev_log', { dev_log_time: ['op_time'] })
}

export async function down(db: Db): Promise<void> {
  await dropIndex(db, 'dev_log_time', 'dev_log')
  await dropTables(db, ['sys_message_user', 'sys_message', 'sys_group'])
  await dropIndex(db, 'sys_org_parent_name', 'sys_org')
  await dropColumns(db, 'sys_user', Object.keys(USER_COLUMNS))
}
