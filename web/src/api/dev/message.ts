import type {
  idListSchema,
  MessageAdminDetail,
  messageAddSchema,
  messageAdminPageQuerySchema,
  messageAdminRowSchema,
  messageEditSchema,
  SchemaInput,
  UnreadSummary,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

/** What the message form sends (`add`; `edit` adds the id). */
export type MessageBody = SchemaInput<typeof messageAddSchema>

const base = '/dev/message'

export const messageApi = {
  ...crudApi<{
    record: typeof messageAdminRowSchema
    page: typeof messageAdminPageQuerySchema
    add: typeof messageAddSchema
    edit: typeof messageEditSchema
    delete: typeof idListSchema
  }>(base),
  detail: read<MessageAdminDetail, { id: string }>(`${base}/detail`),
  /** Sends a draft; answers how many users received it. */
  send: (id: string) => request.post<number>(`${base}/send`, { id }),
  /** The caller's unread count and newest unread messages; failures are silent (the badge keeps its number). */
  unread: read<UnreadSummary>(`${base}/unread`, { silent: true }),
  /** Marks the caller's messages read: those named, or all. */
  markRead: (idList?: string[]) => request.post<number>(`${base}/markRead`, idList ? { idList } : {}),
}
