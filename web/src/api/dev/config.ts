import type { ConfigRow, PageResult } from '@portal/contracts'
import { request } from '../request'

export type ConfigBody = {
  configKey: string
  configValue: string
  category: string
  remark?: string | null
  sortCode: number
}

export const configApi = {
  page: (params: { current: number; size: number; category?: string; searchKey?: string }) =>
    request.get<PageResult<ConfigRow>>('/dev/config/page', params),
  list: (category?: string) => request.get<ConfigRow[]>('/dev/config/list', { category }),
  add: (body: ConfigBody) => request.post<string>('/dev/config/add', body),
  edit: (body: ConfigBody & { id: string }) => request.post<unknown>('/dev/config/edit', body),
  delete: (ids: string[]) =>
    request.post<unknown>(
      '/dev/config/delete',
      ids.map((id) => ({ id })),
    ),
  /** For a secret an empty value keeps the stored one; `clear` empties it. */
  editBatch: (list: Array<{ configKey: string; configValue: string; clear?: boolean }>) =>
    request.post<unknown>('/dev/config/editBatch', list),
  sendTestMail: (to: string) => request.post<unknown>('/dev/config/sendTestMail', { to }),
}
