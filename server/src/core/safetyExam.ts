import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/**
 * The hook by which the exams module (a later issue) tells whether an external user passed the
 * site safety exam. Until a module registers a check, no visit reason may require the exam.
 */
type Check = (db: Kysely<DB>, openId: string) => Promise<boolean>

let check: Check | null = null

export function registerSafetyExam(fn: Check | null) {
  check = fn
}

export const safetyExamAvailable = (): boolean => check !== null

export async function passedSafetyExam(db: Kysely<DB>, openId: string): Promise<boolean> {
  return check ? check(db, openId) : false
}
