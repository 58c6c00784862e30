import { DIFFICULTIES, QUESTION_TYPES, type QuestionType } from '@portal/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * What the exam pages (bank, papers, results) say alike: a question's type and difficulty, and a
 * right or given answer in words (true/false as the words, fill-in answers separated by ` | `).
 */

const DIFFICULTY_COLOR: Record<number, string> = { 1: 'green', 2: 'gold', 3: 'red' }
const TYPE_COLOR: Record<QuestionType, string> = {
  SINGLE: 'blue',
  MULTIPLE: 'geekblue',
  JUDGE: 'cyan',
  FILL: 'purple',
}
const isType = (v: string): v is QuestionType => (QUESTION_TYPES as readonly string[]).includes(v)
const isDifficulty = (v: number): v is 1 | 2 | 3 => (DIFFICULTIES as readonly number[]).includes(v)

export function useExamWords() {
  const { t } = useTranslation()
  const type = (v: string) => (isType(v) ? t(`admin.krsExamQuestion.${v}`) : v)
  const difficulty = (v: number | null | undefined) =>
    v && isDifficulty(v) ? t(`admin.krsExamQuestion.difficulty${v}`) : ''
  /** An answer as people read it: T/F as true/false, fill-in alternatives spaced. */
  const answer = (questionType: string, v: string | null | undefined) => {
    if (v === null || v === undefined || v === '') return ''
    if (questionType === 'JUDGE')
      return v === 'T' ? t('admin.krsExamQuestion.judgeT') : v === 'F' ? t('admin.krsExamQuestion.judgeF') : v
    if (questionType === 'FILL') return v.split('|').join(' | ')
    return v
  }
  return {
    type,
    difficulty,
    answer,
    typeTag: (v: string) => <Tag color={isType(v) ? TYPE_COLOR[v] : undefined}>{type(v)}</Tag>,
    difficultyTag: (v: number | null | undefined) =>
      v ? <Tag color={DIFFICULTY_COLOR[v]}>{difficulty(v)}</Tag> : null,
    typeOptions: QUESTION_TYPES.map((v) => ({ value: v, label: type(v) })),
    difficultyOptions: DIFFICULTIES.map((v) => ({ value: v, label: difficulty(v) })),
  }
}
