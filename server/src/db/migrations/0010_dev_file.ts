import { sql } from 'kysely'
import { addTextSearch, dialectOf } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { createTable, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * One row per stored file (`core/storage.ts`): what it is (name, detected type, size, SHA-256), where
 * it lies (engine, bucket, key), who may read it (purpose, public) and who sent it. Every list order
 * and filter of the files page has an index ending in the order's columns, and the name its
 * inverted index, so a page of a million files is a seek.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'dev_file', {
    name: ['varchar(255)', 'notNull'],
    ext: ['varchar(16)', 'notNull'],
    mime_type: ['varchar(128)', 'notNull'],
    size: ['bigint', 'notNull'],
    sha256: ['varchar(64)', 'notNull'],
    engine: ['varchar(16)', 'notNull'],
    bucket: 'varchar(255)',
    storage_key: ['varchar(512)', 'notNull'],
    purpose: ['varchar(16)', 'notNull'],
    is_public: ['integer', { default: 0 }],
    uploader_id: ID,
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'dev_file', {
    dev_file_time: ['created_at', 'id'],
    dev_file_name: ['name', 'id'],
    dev_file_size: ['size', 'id'],
    dev_file_engine: ['engine', 'created_at', 'id'],
    dev_file_type: ['mime_type', 'created_at', 'id'],
    dev_file_uploader: ['uploader_id', 'created_at', 'id'],
    // The storage figures (count and bytes per engine and per type) read only these.
    dev_file_engine_size: ['engine', 'size'],
    dev_file_type_size: ['mime_type', 'size'],
  })
  await addTextSearch(db, 'dev_file', 'name')
}

export async function down(db: Db): Promise<void> {
  // Dropping the table drops its triggers and indexes; SQLite's search table stands alone.
  if (dialectOf(db) === 'sqlite') await sql.raw('drop table if exists dev_file_name_fts').execute(db)
  await dropTables(db, ['dev_file'])
}
