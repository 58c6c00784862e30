import type { Org, OrgAdd, OrgEdit, OrgTreeNode, PageResult } from '@portal/contracts'
import { request } from '../request'

export type OrgPageQuery = { current: number; size: number; parentId?: string; searchKey?: string }

export const orgApi = {
  page: (params: OrgPageQuery) => request.get<PageResult<Org>>('/sys/org/page', params),
  tree: (searchKey?: string) => request.get<OrgTreeNode[]>('/sys/org/tree', { searchKey }),
  detail: (id: string) => request.get<Org>('/sys/org/detail', { id }),
  /** The organisation tree for selectors on any page (login only). */
  selector: () => request.get<OrgTreeNode[]>('/sys/org/orgTreeSelector'),
  add: (body: OrgAdd) => request.post<string>('/sys/org/add', body),
  edit: (body: OrgEdit) => request.post<unknown>('/sys/org/edit', body),
  delete: (ids: string[]) =>
    request.post<unknown>(
      '/sys/org/delete',
      ids.map((id) => ({ id })),
    ),
  copy: (id: string, targetParentId: string) => request.post<string>('/sys/org/copy', { id, targetParentId }),
}
