import { type Kysely, sql } from 'kysely'
import { addTextSearch, dialectOf } from '../../core/search.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'

/**
 * One row per stored file (`core/storage.ts`): what it is (name, detected type, size, SHA-256), where
 * it lies (engine, bucket, key), who may read it (purpose, public) and who sent it. Every list order
 * and filter of the files page has an index ending in the order's columns, and the name its
 * inverted index, so a page of a million files is a seek.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('dev_file')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('ext', 'varchar(16)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(128)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('engine', 'varchar(16)', (c) => c.notNull())
    .addColumn('bucket', 'varchar(255)')
    .addColumn('storage_key', 'varchar(512)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploader_id', ID)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute()
  const indexes: Array<[string, string[]]> = [
    ['dev_file_time', ['created_at', 'id']],
    ['dev_file_name', ['name', 'id']],
    ['dev_file_size', ['size', 'id']],
    ['dev_file_engine', ['engine', 'created_at', 'id']],
    ['dev_file_type', ['mime_type', 'created_at', 'id']],
    ['dev_file_uploader', ['uploader_id', 'created_at', 'id']],
    // The storage figures (count and bytes per engine and per type) read only these.
    ['dev_file_engine_size', ['engine', 'size']],
    ['dev_file_type_size', ['mime_type', 'size']],
  ]
  for (const [name, columns] of indexes)
    await db.schema.createIndex(name).on('dev_file').columns(columns).execute()
  await addTextSearch(db, 'dev_file', 'name')
}

export async function down(db: Db): Promise<void> {
  // Dropping the table drops its triggers and indexes; SQLite's search table stands alone.
  if (dialectOf(db) === 'sqlite') await sql.raw('drop table if exists dev_file_name_fts').execute(db)
  await db.schema.dropTable('dev_file').execute()
}
