import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, issueAt, optText, reqText, searchKey } from '../fields.js'

/**
 * Exams (issue 27): a question bank, papers (fixed questions or drawing rules), attempts drawn for
 * one person and answered against a deadline the server keeps, results and per-question statistics.
 * A passed paper of an entry purpose (visit safety, worker induction) is a pass other modules check.
 *
 * Staff take exams under `/api/krs/exam/…` (any signed-in user), people on phones under
 * `/api/krs/exam/phone/…` (a phone session); the back-office manages the bank under
 * `/api/krs/examQuestion/…`, papers under `/api/krs/examPaper/…`, results under `/api/krs/examResult/…`.
 */

export const QUESTION_TYPES = ['SINGLE', 'MULTIPLE', 'JUDGE', 'FILL'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]
/** 1 easy, 2 medium, 3 hard. */
export const DIFFICULTIES = [1, 2, 3] as const
/** The dictionary of question categories. */
export const EXAM_CATEGORY_DICT = 'KRS_EXAM_CATEGORY'
/** What passing a paper lets a person do: nothing else, a visit that asks for it, entry work. */
export const PAPER_PURPOSES = ['GENERAL', 'VISIT_SAFETY', 'WORK_INDUCTION'] as const
export type PaperPurpose = (typeof PAPER_PURPOSES)[number]
/** Who may take a paper: staff, people on phones, both. */
export const PAPER_AUDIENCES = ['STAFF', 'CLIENT', 'ALL'] as const
export const PAPER_MODES = ['FIXED', 'RANDOM'] as const
export const PAPER_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const
export type PaperStatus = (typeof PAPER_STATUSES)[number]
export const ATTEMPT_STATUSES = ['ANSWERING', 'SUBMITTED'] as const
/** How an attempt ended: handed in, or by the server at its deadline. */
export const SUBMIT_KINDS = ['MANUAL', 'TIMEOUT'] as const
/** The two answers of a true/false question. */
export const JUDGE_ANSWERS = ['T', 'F'] as const
/** Option keys, in order. */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const

export const EXAM_LIMITS = {
  stem: 1000,
  option: 300,
  analysis: 1000,
  /** Accepted answers of a fill-in question, separated by `|`. */
  fill: 200,
  name: 100,
  description: 1000,
  rules: 20,
  questions: 200,
  /** An answer as a person types it. */
  answer: 200,
} as const

const optionSchema = z.object({
  key: z.enum(OPTION_KEYS),
  text: reqText(EXAM_LIMITS.option),
})

/**
 * A question. `answer`: one option key (single), keys joined by `,` in order (multiple), `T`/`F`
 * (true/false), or the accepted answers joined by `|` (fill-in; compared trimmed, case-insensitive).
 */
export const questionAddSchema = z
  .object({
    type: z.enum(QUESTION_TYPES),
    category: reqText(64),
    difficulty: z.union(DIFFICULTIES.map((d) => z.literal(d))),
    stem: reqText(EXAM_LIMITS.stem),
    options: z.array(optionSchema).max(OPTION_KEYS.length).default([]),
    answer: reqText(EXAM_LIMITS.fill),
    analysis: optText(EXAM_LIMITS.analysis),
    enabled: z.boolean().default(true),
  })
  .refine(
    (q) =>
      q.type === 'JUDGE' || q.type === 'FILL'
        ? true
        : q.options.length >= 2 && q.options.every((o, i) => o.key === OPTION_KEYS[i]),
    issueAt('options', 'options A, B, … in order, at least two', 'krsExamOptions'),
  )
  .refine(
    (q) => answerFits(q.type, q.options.length, q.answer),
    issueAt('answer', 'answer does not fit', 'krsExamAnswerShape'),
  )
export const questionEditSchema = questionAddSchema.safeExtend({ id: idSchema })
export type QuestionForm = z.input<typeof questionAddSchema>

/** Whether a right answer is well formed for its type and the number of options. */
export function answerFits(type: QuestionType, options: number, answer: string): boolean {
  const keys = OPTION_KEYS.slice(0, options) as readonly string[]
  if (type === 'JUDGE') return answer === 'T' || answer === 'F'
  if (type === 'FILL') return answer.split('|').some((a) => a.trim())
  if (type === 'SINGLE') return keys.includes(answer)
  const parts = answer.split(',')
  return (
    parts.length >= 1 &&
    parts.every((p) => keys.includes(p)) &&
    new Set(parts).size === parts.length &&
    parts.join(',') === [...parts].sort().join(',')
  )
}

export const questionPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  type: z.enum(QUESTION_TYPES).optional(),
  category: z.string().trim().max(64).optional(),
  difficulty: z.coerce.number().int().min(1).max(3).optional(),
})
export const questionRowSchema = z.object(
  fields(
    strings('id', 'type', 'category', 'stem', 'answer', 'createdAt'),
    nullableStrings('analysis'),
    numbers('difficulty'),
    booleans('enabled'),
    { options: z.array(optionSchema) },
  ),
)
export type QuestionRow = z.infer<typeof questionRowSchema>
/** How many enabled questions each category and difficulty holds (for the paper's rules). */
export const questionCountSchema = z.object(
  fields(strings('category', 'type'), numbers('difficulty', 'count')),
)

// ---- Papers ----

/** Draw `count` questions of a category (and a difficulty and a type, when given), each worth `points`. */
export const paperRuleSchema = z.object({
  category: reqText(64),
  difficulty: z.union(DIFFICULTIES.map((d) => z.literal(d))).nullish(),
  type: z.enum(QUESTION_TYPES).nullish(),
  count: z.number().int().min(1).max(EXAM_LIMITS.questions),
  points: z.number().int().min(1).max(100),
})
export type PaperRule = z.infer<typeof paperRuleSchema>
export const paperItemSchema = z.object({
  questionId: idSchema,
  points: z.number().int().min(1).max(100),
})
export type PaperItem = z.infer<typeof paperItemSchema>

export const paperAddSchema = z
  .object({
    name: reqText(EXAM_LIMITS.name),
    description: optText(EXAM_LIMITS.description),
    purpose: z.enum(PAPER_PURPOSES).default('GENERAL'),
    audience: z.enum(PAPER_AUDIENCES).default('ALL'),
    mode: z.enum(PAPER_MODES),
    /** Minutes from the draw. */
    timeLimit: z.number().int().min(1).max(600),
    passMark: z.number().int().min(1).max(10_000),
    /** Attempts a person may make (0: no limit). */
    maxAttempts: z.number().int().min(0).max(100).default(0),
    /** Days a pass counts for entry after it was earned. */
    validDays: z.number().int().min(1).max(3650).default(365),
    /** The result shows the right answers (and the explanations). */
    showAnswers: z.boolean().default(true),
    rules: z.array(paperRuleSchema).max(EXAM_LIMITS.rules).default([]),
    items: z.array(paperItemSchema).max(EXAM_LIMITS.questions).default([]),
  })
  .refine(
    (p) => (p.mode === 'RANDOM' ? p.rules.length > 0 : p.items.length > 0),
    issueAt('rules', 'no questions', 'krsExamPaperEmpty'),
  )
  .refine(
    (p) => new Set(p.items.map((i) => i.questionId)).size === p.items.length,
    issueAt('items', 'a question twice', 'krsExamQuestionTwice'),
  )
  .refine(
    (p) => p.passMark <= totalPoints(p),
    issueAt('passMark', 'pass mark above the total', 'krsExamPassMarkHigh'),
  )
export const paperEditSchema = paperAddSchema.safeExtend({ id: idSchema })
export type PaperForm = z.input<typeof paperAddSchema>

/** The points a paper is worth: its rules' or its questions'. */
export const totalPoints = (p: { mode: string; rules?: PaperRule[]; items?: PaperItem[] }): number =>
  p.mode === 'RANDOM'
    ? (p.rules ?? []).reduce((s, r) => s + r.count * r.points, 0)
    : (p.items ?? []).reduce((s, i) => s + i.points, 0)

export const paperPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  status: z.enum(PAPER_STATUSES).optional(),
  purpose: z.enum(PAPER_PURPOSES).optional(),
})
export const paperRowSchema = z.object(
  fields(
    strings('id', 'name', 'purpose', 'audience', 'mode', 'status', 'createdAt'),
    nullableStrings('description'),
    numbers('timeLimit', 'passMark', 'totalPoints', 'maxAttempts', 'validDays', 'questionCount'),
    booleans('showAnswers'),
  ),
)
export type PaperRow = z.infer<typeof paperRowSchema>
export const paperDetailSchema = paperRowSchema.extend({
  rules: z.array(paperRuleSchema),
  items: z.array(paperItemSchema.extend({ stem: z.string(), type: z.string() })),
})
export type PaperDetail = z.infer<typeof paperDetailSchema>

// ---- Taking an exam ----

/** A paper a person may take, with how they stand with it. */
export const examOfferSchema = z.object(
  fields(
    strings('id', 'name', 'purpose', 'mode'),
    nullableStrings('description', 'openAttemptId', 'passedUntil'),
    numbers('timeLimit', 'passMark', 'totalPoints', 'questionCount', 'maxAttempts', 'attempts'),
    { bestScore: z.number().nullable() },
  ),
)
export type ExamOffer = z.infer<typeof examOfferSchema>
/** `name`: who answers, asked of a phone whose number is not a contractor's worker. */
export const drawSchema = z.object({ paperId: idSchema, name: optText(64) })
export const attemptIdSchema = z.object({ attemptId: idSchema })

/** A question as the person answering sees it: never its answer. */
export const examQuestionSchema = z.object(
  fields(strings('questionId', 'type', 'stem'), numbers('points'), {
    options: z.array(optionSchema),
  }),
)
export type ExamQuestion = z.infer<typeof examQuestionSchema>
export const attemptSchema = z.object(
  fields(
    strings('id', 'paperId', 'paperName', 'status', 'startedAt', 'deadlineAt', 'now'),
    numbers('timeLimit', 'totalPoints', 'passMark'),
    {
      questions: z.array(examQuestionSchema),
      /** What was saved, by question id. */
      answers: z.record(z.string(), z.string()),
    },
  ),
)
export type Attempt = z.infer<typeof attemptSchema>
/** One answer, saved as it is given: saving the same question again replaces it. */
export const saveAnswerSchema = z.object({
  attemptId: idSchema,
  questionId: idSchema,
  answer: z.string().trim().max(EXAM_LIMITS.answer),
})
export const savedAnswerSchema = z.object({ savedAt: z.string() })

export const resultQuestionSchema = examQuestionSchema.extend(
  fields(nullableStrings('given', 'rightAnswer', 'analysis'), numbers('scored'), {
    correct: z.boolean(),
  }),
)
export const resultSchema = z.object(
  fields(
    strings('id', 'paperId', 'paperName', 'purpose', 'status', 'startedAt', 'takerName'),
    nullableStrings('submittedAt', 'submitKind', 'validUntil', 'takerPhone'),
    numbers('totalPoints', 'passMark', 'questionCount', 'wrongCount'),
    booleans('passed', 'showAnswers'),
    { score: z.number(), questions: z.array(resultQuestionSchema) },
  ),
)
export type ExamResult = z.infer<typeof resultSchema>

export const myResultsQuerySchema = pageQuerySchema
export const attemptRowSchema = z.object(
  fields(
    strings(
      'id',
      'paperId',
      'paperName',
      'purpose',
      'takerKind',
      'takerName',
      'status',
      'startedAt',
      'deadlineAt',
    ),
    nullableStrings('takerPhone', 'submittedAt', 'submitKind', 'validUntil'),
    numbers('totalPoints', 'passMark'),
    { score: z.number().nullable(), passed: z.boolean().nullable() },
  ),
)
export type AttemptRow = z.infer<typeof attemptRowSchema>

// ---- Results in the back-office ----

export const resultPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  paperId: idSchema.optional(),
  status: z.enum(ATTEMPT_STATUSES).optional(),
  passed: z.enum(['0', '1']).optional(),
  takerName: z.string().trim().max(64).optional(),
  takerPhone: z.string().trim().max(20).optional(),
})
export const questionStatSchema = z.object(
  fields(strings('questionId', 'type', 'stem'), numbers('answered', 'wrong'), { wrongRate: z.number() }),
)
export const paperStatsSchema = z.object(
  fields(
    numbers('attempts', 'submitted', 'passed'),
    { averageScore: z.number().nullable() },
    {
      questions: z.array(questionStatSchema),
    },
  ),
)
export type PaperStats = z.infer<typeof paperStatsSchema>
export const paperStatsQuerySchema = z.object({ paperId: idSchema })
