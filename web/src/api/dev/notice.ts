import type { NoticeShown, noticeAddSchema, SchemaInput } from '@portal/contracts'
import { crudApi } from '../crudApi'
import type { RowEntitySchemas } from '../entitySchemas'
import { read } from '../read'
import { request } from '../request'

/** What the notice form sends (`add`; `edit` adds the id). */
export type NoticeBody = SchemaInput<typeof noticeAddSchema>

const base = '/dev/notice'

export const noticeApi = {
  ...crudApi<RowEntitySchemas<'notice'>>(base),
  publish: (idList: string[], published: boolean) =>
    request.post<unknown>(`${base}/publish`, { idList, published }),
  /** What the workbench shows now. */
  workbench: read<NoticeShown[]>(`${base}/workbench`, { silent: true }),
}
