import type { SurveyForm, SurveyOffers, SurveySubmit } from '@portal/contracts'
import { api, sideBase } from '../../core'

/** Answering on a phone: `/api/krs/survey` for an employee, its phone side for an external user. */
const base = () => sideBase('/krs/survey')

export const SURVEY_HOME = '/mealquestionnaireFrom'
export const surveyPath = (id: string) => `${SURVEY_HOME}/${encodeURIComponent(id)}`

/** One answer as the server takes it: an option key, option keys, 1–5, a text. */
export type SurveyAnswer = SurveySubmit['answers'][string]

export const surveyCalls = {
  offers: () => api.get<SurveyOffers>(`${base()}/offers`),
  form: (id: string) => api.get<SurveyForm>(`${base()}/form`, { id }),
  answer: (surveyId: string, answers: Record<string, SurveyAnswer>) =>
    api.post<unknown>(`${base()}/answer`, { surveyId, answers } satisfies SurveySubmit),
}
