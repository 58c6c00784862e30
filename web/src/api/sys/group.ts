import type { Group, PageResult } from '@portal/contracts'
import { request } from '../request'

export type GroupBody = { name: string; remark?: string | null; sortCode: number }

export const groupApi = {
  page: (params: { current: number; size: number; searchKey?: string }) =>
    request.get<PageResult<Group>>('/sys/group/page', params),
  detail: (id: string) => request.get<Group>('/sys/group/detail', { id }),
  ownUser: (id: string) => request.get<string[]>('/sys/group/ownUser', { id }),
  selector: () => request.get<Group[]>('/sys/group/groupSelector'),
  add: (body: GroupBody) => request.post<string>('/sys/group/add', body),
  edit: (body: GroupBody & { id: string }) => request.post<unknown>('/sys/group/edit', body),
  delete: (ids: string[]) =>
    request.post<unknown>(
      '/sys/group/delete',
      ids.map((id) => ({ id })),
    ),
  grantUser: (id: string, userIdList: string[]) =>
    request.post<unknown>('/sys/group/grantUser', { id, userIdList }),
}
