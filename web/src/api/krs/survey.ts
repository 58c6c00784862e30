import type {
  idListSchema,
  PageResult,
  SurveyDetail,
  SurveyResult,
  SurveyTextRow,
  surveyAddSchema,
  surveyEditSchema,
  surveyPageQuerySchema,
  surveyRowSchema,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

const base = '/krs/mealSurvey'

/**
 * Meal questionnaires: the list, one with its questions, add / edit / delete, publish and close, the
 * results per question, a question's text answers (paged), and the export of every answer.
 */
export const mealSurveyApi = {
  ...crudApi<{
    record: typeof surveyRowSchema
    page: typeof surveyPageQuerySchema
    add: typeof surveyAddSchema
    edit: typeof surveyEditSchema
    delete: typeof idListSchema
  }>(base),
  detail: read<SurveyDetail, { id: string }>(`${base}/detail`),
  publish: (id: string) => request.post<null>(`${base}/publish`, { id }),
  close: (id: string) => request.post<null>(`${base}/close`, { id }),
  results: read<SurveyResult, { id: string }>(`${base}/results`),
  texts: read<
    PageResult<SurveyTextRow>,
    { surveyId: string; questionKey: string; current: number; size: number }
  >(`${base}/texts`),
  export: (id: string) => request.download(`${base}/export`, { id }),
}
