import type { Dict, PageResult } from '@portal/contracts'
import { request } from '../request'

export type DictBody = {
  parentId: string
  category: 'FRM' | 'BIZ'
  dictLabel: string
  dictLabelEn?: string | null
  dictValue: string
  color?: string | null
  sortCode: number
}
export type DictTreeRecord = Dict & { name: string; children?: DictTreeRecord[] }

export const dictApi = {
  page: (params: {
    current: number
    size: number
    parentId?: string
    category?: string
    searchKey?: string
  }) => request.get<PageResult<Dict>>('/dev/dict/page', params),
  tree: (category?: string) => request.get<DictTreeRecord[]>('/dev/dict/tree', { category }),
  add: (body: DictBody) => request.post<string>('/dev/dict/add', body),
  edit: (body: DictBody & { id: string }) => request.post<unknown>('/dev/dict/edit', body),
  delete: (ids: string[]) =>
    request.post<unknown>(
      '/dev/dict/delete',
      ids.map((id) => ({ id })),
    ),
}
