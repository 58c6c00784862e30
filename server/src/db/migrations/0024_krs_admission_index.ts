import { replaceIndex } from './indexes.js'
import type { Db } from './tables.js'

/**
 * The admission records list leaves drafts out: with the status in its order index, counting and
 * walking to a deep page read only the index, not the rows with their forms (as `krs_work_created`).
 */
export async function up(db: Db): Promise<void> {
  await replaceIndex(db, 'krs_admission_created', 'krs_admission', ['created_at', 'id', 'status'])
}

export async function down(db: Db): Promise<void> {
  await replaceIndex(db, 'krs_admission_created', 'krs_admission', ['created_at', 'id'])
}
