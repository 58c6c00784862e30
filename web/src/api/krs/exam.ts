import type {
  attemptRowSchema,
  ExamResult,
  idListSchema,
  PaperDetail,
  PaperStats,
  paperAddSchema,
  paperEditSchema,
  paperPageQuerySchema,
  paperRowSchema,
  questionAddSchema,
  questionCountSchema,
  questionEditSchema,
  questionPageQuerySchema,
  questionRowSchema,
  resultPageQuerySchema,
  SchemaInput,
  SchemaOutput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

export type QuestionBody = SchemaInput<typeof questionAddSchema>
export type PaperBody = SchemaInput<typeof paperAddSchema>
export type QuestionCount = SchemaOutput<typeof questionCountSchema>

const question = '/krs/examQuestion'
const paper = '/krs/examPaper'
const result = '/krs/examResult'

/**
 * The question bank: the list, one question, how many enabled questions each category, difficulty
 * and type holds (what a paper's drawing rules can ask for), the Excel import (all rows or none) and
 * the export of what the filter matches.
 */
export const examQuestionApi = {
  ...crudApi<{
    record: typeof questionRowSchema
    page: typeof questionPageQuerySchema
    detail: typeof questionRowSchema
    add: typeof questionAddSchema
    edit: typeof questionEditSchema
    delete: typeof idListSchema
  }>(question),
  counts: read<QuestionCount[]>(`${question}/counts`),
  importTemplate: () => request.download(`${question}/importTemplate`),
  import: (fileBase64: string) =>
    request.post<{ total: number; inserted: number }>(`${question}/import`, { fileBase64 }),
  export: (query: Record<string, unknown>) => request.download(`${question}/export`, query),
}

/** Papers: the list, one paper with its rules or questions, add / edit / delete, publish and close. */
export const examPaperApi = {
  ...crudApi<{
    record: typeof paperRowSchema
    page: typeof paperPageQuerySchema
    add: typeof paperAddSchema
    edit: typeof paperEditSchema
    delete: typeof idListSchema
  }>(paper),
  detail: read<PaperDetail, { id: string }>(`${paper}/detail`),
  publish: (id: string) => request.post<null>(`${paper}/publish`, { id }),
  close: (id: string) => request.post<null>(`${paper}/close`, { id }),
}

/**
 * Exam results: every attempt, one handed-in attempt with each answer, a paper's figures, the papers
 * to filter by, the export of what the filter matches.
 */
export const examResultApi = {
  ...crudApi<{ record: typeof attemptRowSchema; page: typeof resultPageQuerySchema }>(result),
  detail: read<ExamResult, { id: string }>(`${result}/detail`),
  stats: read<PaperStats, { paperId: string }>(`${result}/stats`),
  paperOptions: read<Array<{ id: string; name: string }>>(`${paper}/options`),
  export: (query: Record<string, unknown>) => request.download(`${result}/export`, query),
}
