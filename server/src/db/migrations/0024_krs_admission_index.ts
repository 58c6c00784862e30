import type { Kysely } from 'kysely'
import { dropIndex } from './indexes.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

/**
 * The admission records list leaves drafts out: with the status in its order index, counting and
 * walking to a deep page read only the index, not the rows with their forms (as `krs_work_created`).
 */
export async function up(db: Db): Promise<void> {
  await dropIndex(db, 'krs_admission_created', 'krs_admission')
  await db.schema
    .createIndex('krs_admission_created')
    .on('krs_admission')
    .columns(['created_at', 'id', 'status'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await dropIndex(db, 'krs_admission_created', 'krs_admission')
  await db.schema
    .createIndex('krs_admission_created')
    .on('krs_admission')
    .columns(['created_at', 'id'])
    .execute()
}
