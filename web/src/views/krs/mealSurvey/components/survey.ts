import type { SurveyQuestionType, SurveyRow } from '@portal/contracts'
import { companyToday } from '../../../../utils/time'

/** Where a questionnaire stands: a draft, published (before, within or after its days), or closed early. */
export type SurveyState = 'DRAFT' | 'NOT_STARTED' | 'ONGOING' | 'ENDED' | 'CLOSED'

export const stateOf = (
  r: Pick<SurveyRow, 'status' | 'startDay' | 'endDay'>,
  today = companyToday(),
): SurveyState =>
  r.status === 'DRAFT'
    ? 'DRAFT'
    : r.status === 'CLOSED'
      ? 'CLOSED'
      : today < r.startDay
        ? 'NOT_STARTED'
        : today > r.endDay
          ? 'ENDED'
          : 'ONGOING'

export const STATE_COLOR: Record<SurveyState, string> = {
  DRAFT: 'default',
  NOT_STARTED: 'blue',
  ONGOING: 'success',
  ENDED: 'default',
  CLOSED: 'warning',
}

export const isChoice = (type: string | undefined): type is 'SINGLE' | 'MULTIPLE' =>
  type === 'SINGLE' || type === 'MULTIPLE'

/** A question as the form holds it (blank while being filled in). */
export interface QuestionValue {
  key: string
  type: SurveyQuestionType
  title?: string
  required: boolean
  options?: Array<{ key: string; text?: string }>
}

/** The first of `q1`, `q2`, … no question of `taken` holds (a new question's key). */
export function newQuestionKey(taken: ReadonlyArray<string | undefined>): string {
  const used = new Set(taken)
  for (let n = 1; ; n++) if (!used.has(`q${n}`)) return `q${n}`
}

/** The first of `a`, `b`, … (then `a1`, `b1`, …) no option of `taken` holds (a new option's key). */
export function newOptionKey(taken: ReadonlyArray<string | undefined>): string {
  const used = new Set(taken)
  for (let round = 0; ; round++)
    for (let c = 0; c < 26; c++) {
      const key = `${String.fromCharCode(97 + c)}${round ? round : ''}`
      if (!used.has(key)) return key
    }
}

/** A choice question's first two options, blank. */
export const blankOptions = () => [
  { key: 'a', text: '' },
  { key: 'b', text: '' },
]

/** The share `count` is of `total`, in percent with one decimal (0 when there is no total). */
export const percentOf = (count: number, total: number) =>
  total > 0 ? Math.round((count / total) * 1000) / 10 : 0
