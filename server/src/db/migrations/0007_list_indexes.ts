import { sql } from 'kysely'
import { addPrefixSearch, addTextSearch, dialectOf, dropPrefixSearch } from '../../core/search.js'
import { dropIndex } from './indexes.js'
import type { Db } from './tables.js'

/**
 * Lists that scale: an index for every list's default order and every allowed sort field (the
 * index names are the ones the list definitions name), the prefix and text search indexes of the
 * user list. Indexes whose columns now lead a wider one are replaced by it.
 */
const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ['sys_user_sort', 'sys_user', ['sort_code', 'id', 'org_id']],
  ['sys_user_org_sort', 'sys_user', ['org_id', 'sort_code', 'id']],
  ['sys_user_account', 'sys_user', ['account']],
  ['sys_user_name', 'sys_user', ['name', 'id']],
  ['sys_user_created', 'sys_user', ['created_at', 'id']],
  ['sys_org_sort', 'sys_org', ['sort_code', 'id']],
  ['sys_org_name', 'sys_org', ['name', 'id']],
  ['sys_org_created', 'sys_org', ['created_at', 'id']],
  ['sys_position_sort', 'sys_position', ['sort_code', 'id']],
  ['sys_position_org_sort', 'sys_position', ['org_id', 'sort_code', 'id']],
  ['sys_position_name', 'sys_position', ['name', 'id']],
  ['sys_role_sort', 'sys_role', ['sort_code', 'id']],
  ['sys_role_org_sort', 'sys_role', ['org_id', 'sort_code', 'id']],
  ['sys_role_name', 'sys_role', ['name', 'id']],
  ['sys_role_code', 'sys_role', ['code']],
  ['sys_group_sort', 'sys_group', ['sort_code', 'id']],
  ['sys_group_name', 'sys_group', ['name', 'id']],
  ['sys_resource_parent_sort', 'sys_resource', ['parent_id', 'sort_code', 'id']],
  ['sys_resource_category_sort', 'sys_resource', ['category', 'sort_code', 'id']],
  ['sys_resource_title', 'sys_resource', ['title', 'id']],
  ['sys_resource_code_sort', 'sys_resource', ['code', 'id']],
  ['dev_dict_parent_sort', 'dev_dict', ['parent_id', 'sort_code', 'id']],
  ['dev_dict_sort', 'dev_dict', ['sort_code', 'id']],
  ['dev_dict_label', 'dev_dict', ['dict_label', 'id']],
  ['dev_dict_value', 'dev_dict', ['dict_value', 'id']],
  ['dev_config_sort', 'dev_config', ['category', 'sort_code', 'config_key']],
  ['dev_config_key', 'dev_config', ['config_key']],
  ['dev_config_sort_code', 'dev_config', ['sort_code', 'config_key']],
  ['dev_log_time_id', 'dev_log', ['op_time', 'id', 'category']],
  ['dev_log_name', 'dev_log', ['name', 'id']],
  ['dev_log_user', 'dev_log', ['op_user', 'id']],
]

/** Replaced by the wider indexes above (same leading columns). */
const REPLACED: Array<[name: string, table: string, columns: string[]]> = [
  ['sys_user_org', 'sys_user', ['org_id']],
  ['sys_position_org', 'sys_position', ['org_id']],
  ['sys_resource_parent', 'sys_resource', ['parent_id']],
  ['sys_resource_code', 'sys_resource', ['code']],
  ['dev_dict_parent', 'dev_dict', ['parent_id']],
  ['dev_log_time', 'dev_log', ['op_time']],
]

export async function up(db: Db): Promise<void> {
  for (const [name, table] of REPLACED) await dropIndex(db, name, table)
  for (const [name, table, columns] of INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute()
  await addPrefixSearch(db, 'sys_user', 'account', 64)
  await addPrefixSearch(db, 'sys_user', 'phone', 32)
  await addPrefixSearch(db, 'sys_user', 'emp_no', 64)
  await addTextSearch(db, 'sys_user', 'name')
}

export async function down(db: Db): Promise<void> {
  const dialect = dialectOf(db)
  if (dialect === 'sqlite') {
    await sql.raw('drop table sys_user_name_fts').execute(db)
    for (const t of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger if exists sys_user_name_fts_${t}`).execute(db)
  } else if (dialect === 'postgres') {
    await sql.raw('drop index sys_user_name_grams').execute(db)
    await sql.raw('drop function portal_grams(text)').execute(db)
    await sql.raw('drop function portal_query_grams(text)').execute(db)
  } else await sql.raw('alter table sys_user drop column name_search').execute(db)
  for (const column of ['account', 'phone', 'emp_no']) await dropPrefixSearch(db, 'sys_user', column)
  for (const [name, table] of INDEXES) await dropIndex(db, name, table)
  for (const [name, table, columns] of REPLACED)
    await db.schema.createIndex(name).on(table).columns(columns).execute()
}
