import type { Attempt, ExamOffer, ExamResult } from '@portal/contracts'
import { isFinalRefusal } from '../../../utils/examAttempt'
import type { AttemptCalls } from '../../../utils/useExamAttempt'
import { ApiError, api, sideBase } from '../../core'

/**
 * Taking an exam on a phone: `/api/krs/exam` for an employee, its phone side for an external user
 * (their own attempts only).
 */
const base = () => sideBase('/krs/exam')

export const EXAM_HOME = '/examIndex'
export const answerPath = (id: string) => `/examAnswer/${encodeURIComponent(id)}`
export const resultPath = (id: string) => `/examResult/${encodeURIComponent(id)}`

export const examCalls = {
  offers: () => api.get<ExamOffer[]>(`${base()}/offers`),
  draw: (paperId: string, name?: string) =>
    api.post<{ attemptId: string }>(`${base()}/draw`, name ? { paperId, name } : { paperId }),
  result: (id: string) => api.get<ExamResult>(`${base()}/result`, { id }),
}

/** Answering, as `useExamAttempt` calls it. */
export const attemptCalls: AttemptCalls = {
  load: (id) => api.get<Attempt>(`${base()}/attempt`, { id }),
  save: (attemptId, questionId, answer) => api.post(`${base()}/answer`, { attemptId, questionId, answer }),
  submit: (attemptId) => api.post<ExamResult>(`${base()}/submit`, { attemptId }),
  isFinal: (err) => err instanceof ApiError && isFinalRefusal(err.code),
}

/** A draw refused because the phone must say who answers (its number is no contractor worker's). */
export const wantsName = (err: unknown) =>
  err instanceof ApiError && /^(?:参数|Field) name[：:]/.test(err.message)

/** The "mine" list's url (the phone's paged list reads it). */
export const mineUrl = () => `${base()}/mine`
