import type {
  FeedbackAssignee,
  FeedbackReplyBody,
  feedbackExportQuerySchema,
  feedbackReplyResultSchema,
  SchemaInput,
  SchemaOutput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import type { SchemasOf } from '../entitySchemas'
import { read } from '../read'
import { request } from '../request'

/** How a reply's delivery went: SENT, FAILED, or null when it was only recorded (NONE). */
export type FeedbackReplyResult = SchemaOutput<typeof feedbackReplyResultSchema>

const base = '/krs/feedback'

/**
 * Feedback comes from the site and the phone: read, assigned, replied to, closed and deleted here,
 * never added or edited.
 */
export const feedbackApi = {
  ...crudApi<SchemasOf<'feedback'>>(base),
  /** Who an item may be assigned to (the enabled holders of the page). */
  assignees: read<FeedbackAssignee[]>(`${base}/assignees`),
  assign: (id: string, assigneeId: string) => request.post<null>(`${base}/assign`, { id, assigneeId }),
  /** Replies (by SMS, e-mail, or recorded only); answers how the delivery went. */
  reply: (body: FeedbackReplyBody) => request.post<FeedbackReplyResult>(`${base}/reply`, body),
  close: (id: string, remark?: string | null) => request.post<null>(`${base}/close`, { id, remark }),
  /** Every item the filter matches, as an Excel file. */
  export: (query: SchemaInput<typeof feedbackExportQuerySchema>) => request.download(`${base}/export`, query),
}
