import type {
  idListSchema,
  NoticeDetail,
  NoticeShown,
  noticeAddSchema,
  noticeEditSchema,
  noticePageQuerySchema,
  noticeRowSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

/** What the notice form sends (`add`; `edit` adds the id). */
export type NoticeBody = SchemaInput<typeof noticeAddSchema>

const base = '/dev/notice'

export const noticeApi = {
  ...crudApi<{
    record: typeof noticeRowSchema
    page: typeof noticePageQuerySchema
    add: typeof noticeAddSchema
    edit: typeof noticeEditSchema
    delete: typeof idListSchema
  }>(base),
  detail: read<NoticeDetail, { id: string }>(`${base}/detail`),
  publish: (idList: string[], published: boolean) =>
    request.post<unknown>(`${base}/publish`, { idList, published }),
  /** What the workbench shows now. */
  workbench: read<NoticeShown[]>(`${base}/workbench`, { silent: true }),
}
