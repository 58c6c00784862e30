import { addPrefixSearch, dropPrefixSearch } from '../../core/search.js'
import type { Db } from './tables.js'

/** Exam results are found by the start of the taker's phone number, on an index (`/krsTestResult`). */
export async function up(db: Db): Promise<void> {
  await addPrefixSearch(db, 'krs_exam_attempt', 'taker_phone', 32)
}

export async function down(db: Db): Promise<void> {
  await dropPrefixSearch(db, 'krs_exam_attempt', 'taker_phone')
}
