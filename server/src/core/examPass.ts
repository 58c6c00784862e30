import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** What a passed exam admits to: a visit whose reason asks for it, entry work. */
export type ExamPurpose = 'VISIT_SAFETY' | 'WORK_INDUCTION'

/**
 * How the exams module (krs/exam) tells other modules who holds a valid pass, without their
 * importing it: it registers these at start; until it does, no pass exists and none is required.
 */
export interface ExamPasses {
  /** A published paper of the purpose exists: the modules that can ask for the pass do. */
  required(db: Kysely<DB>, purpose: ExamPurpose): Promise<boolean>
  /** Which of `phones` passed a paper of the purpose whose pass is still valid on `day`. */
  holders(db: Kysely<DB>, phones: readonly string[], purpose: ExamPurpose, day: string): Promise<Set<string>>
}

let passes: ExamPasses | null = null

export function registerExamPasses(p: ExamPasses | null) {
  passes = p
}

export const examPassesAvailable = (): boolean => passes !== null

export const examRequired = (db: Kysely<DB>, purpose: ExamPurpose): Promise<boolean> =>
  passes ? passes.required(db, purpose) : Promise.resolve(false)

export async function examPassHolders(
  db: Kysely<DB>,
  phones: readonly string[],
  purpose: ExamPurpose,
  day: string,
): Promise<Set<string>> {
  return passes && phones.length ? passes.holders(db, phones, purpose, day) : new Set()
}
