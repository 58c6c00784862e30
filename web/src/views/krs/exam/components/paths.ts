import { PAPER_PURPOSES, type PaperPurpose, QUESTION_TYPES, type QuestionType } from '@portal/contracts'

/** The exam pages' routes (the seeded menu's paths). */
export const RANDOM_PATH = '/krs/random-exam'
export const ANSWER_PATH = '/krs/answer-exam'
export const RESULT_PATH = '/krs/answer-result'

/** A paper's purpose as a tag colour (a general paper's tag stays grey). */
export const PURPOSE_COLOR: Record<string, string | undefined> = {
  VISIT_SAFETY: 'blue',
  WORK_INDUCTION: 'orange',
}

/** A purpose the texts know (a newer one shows as its code). */
export const isPurpose = (p: string): p is PaperPurpose => (PAPER_PURPOSES as readonly string[]).includes(p)

/** A question type the texts know. */
export const isQuestionType = (t: string): t is QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(t)
