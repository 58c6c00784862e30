import { createIndexes } from './indexes.js'
import { AUDIT, createTable, type Db, dropTables, TIME } from './tables.js'

/**
 * Code generation (issue 28, `contracts/dev/codegen.ts`): `dev_codegen`, one saved configuration of a
 * generated module each: its names (area, module, code, table) as columns for the list and the
 * uniqueness checks, the whole configuration (titles, menu, buttons, columns with their labels,
 * widgets and search) as JSON, and the schema versions its migrations made so far (JSON), which
 * decide what a regeneration after a column was added migrates.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'dev_codegen', {
    code: ['varchar(64)', 'unique'],
    area: ['varchar(16)', 'notNull'],
    module_name: ['varchar(40)', 'notNull'],
    table_name: ['varchar(32)', 'unique'],
    source: ['varchar(8)', 'notNull'],
    title_zh: ['varchar(32)', 'notNull'],
    title_en: ['varchar(48)', 'notNull'],
    column_count: ['integer', { default: 0 }],
    config_json: ['text', 'notNull'],
    versions_json: ['text', 'notNull'],
    generated_at: TIME,
    ...AUDIT,
  })
  await createIndexes(db, 'dev_codegen', { dev_codegen_created: ['created_at', 'id'] })
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['dev_codegen'])
}
