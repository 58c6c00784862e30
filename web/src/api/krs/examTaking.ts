import type {
  Attempt,
  AttemptRow,
  ExamOffer,
  ExamResult,
  myResultsQuerySchema,
  PageResult,
  SchemaInput,
} from '@portal/contracts'
import { keyOf, read } from '../read'
import { request } from '../request'

const base = '/krs/exam'

/**
 * Taking an exam as a signed-in user (issue 27): the papers open to me, drawing one (or getting back
 * the attempt I am answering), the attempt without its right answers, saving one answer as it is
 * given, handing in, the result and my attempts. The back-office's bank, papers and results are
 * `exam.ts`'s.
 */
export const examTakingApi = {
  /** Everything read here (what a draw or a hand-in changes). */
  key: keyOf(base),
  offers: read<ExamOffer[]>(`${base}/offers`),
  draw: (body: { paperId: string; name?: string }) =>
    request.post<{ attemptId: string }>(`${base}/draw`, body),
  /** Silent: the page shows why it could not be read. */
  attempt: read<Attempt, { id: string }>(`${base}/attempt`, { silent: true }),
  /** Silent: the page shows each answer's saving and retries. */
  answer: (body: { attemptId: string; questionId: string; answer: string }) =>
    request.post<{ savedAt: string }>(`${base}/answer`, body, { silent: true }),
  submit: (body: { attemptId: string }) => request.post<ExamResult>(`${base}/submit`, body),
  result: read<ExamResult, { id: string }>(`${base}/result`),
  mine: read<PageResult<AttemptRow>, SchemaInput<typeof myResultsQuerySchema>>(`${base}/mine`),
}
