import { sql } from 'kysely'
import { addTextSearch, dialectOf, dropTextSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { AUDIT, createTable, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * Print templates (issue 28, `contracts/dev/print.ts`).
 * - `dev_print_template`: one template, assigned to a document type, with its current layout
 *   (paper, orientation and pages as JSON) and version; at most one default per type.
 * - `dev_print_template_version`: every saved layout, so an earlier one can be looked at and restored.
 * - `dev_print_log`: who printed which record with which template version, and when.
 * Layouts hold static images (a logo) as data URLs: MySQL's `text` stops at 64 KB, so it gets
 * `mediumtext` there.
 */
export async function up(db: Db): Promise<void> {
  const layout = {
    paper: ['varchar(8)', 'notNull'],
    orientation: ['varchar(12)', 'notNull'],
    pages_json: ['text', 'notNull'],
  } as const
  await createTable(db, 'dev_print_template', {
    name: ['varchar(64)', 'notNull'],
    doc_type: ['varchar(32)', 'notNull'],
    ...layout,
    version: ['integer', { default: 1 }],
    is_default: ['integer', { default: 0 }],
    remark: 'varchar(255)',
    updated_by_name: 'varchar(64)',
    ...AUDIT,
  })
  await createIndexes(db, 'dev_print_template', {
    dev_print_template_updated: ['updated_at', 'id'],
    dev_print_template_type: ['doc_type', 'is_default', 'updated_at', 'id'],
  })
  await createTable(db, 'dev_print_template_version', {
    template_id: [ID, 'notNull'],
    version: ['integer', 'notNull'],
    ...layout,
    created_by_name: 'varchar(64)',
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'dev_print_template_version', {
    dev_print_template_version_of: { unique: ['template_id', 'version'] },
  })
  if (dialectOf(db) === 'mysql')
    for (const t of ['dev_print_template', 'dev_print_template_version'])
      await sql`alter table ${sql.table(t)} modify pages_json mediumtext not null`.execute(db)
  await createTable(db, 'dev_print_log', {
    doc_type: ['varchar(32)', 'notNull'],
    record_id: [ID, 'notNull'],
    record_label: 'varchar(128)',
    template_id: ID,
    template_name: 'varchar(64)',
    template_version: ['integer', { default: 0 }],
    user_id: [ID, 'notNull'],
    user_name: ['varchar(64)', 'notNull'],
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'dev_print_log', {
    dev_print_log_created: ['created_at', 'id'],
    dev_print_log_type: ['doc_type', 'created_at', 'id'],
    dev_print_log_record: ['record_id', 'created_at'],
    dev_print_log_user: ['user_id', 'created_at', 'id'],
  })
  // The log is searched by document (its number or holder) and filtered by who printed.
  await addTextSearch(db, 'dev_print_log', 'record_label')
}

export async function down(db: Db): Promise<void> {
  await dropTextSearch(db, 'dev_print_log', 'record_label')
  await dropTables(db, ['dev_print_log', 'dev_print_template_version', 'dev_print_template'])
}
