import type { PageResult, Position, PositionAdd } from '@portal/contracts'
import { request } from '../request'

export type PositionQuery = {
  current: number
  size: number
  orgId?: string
  category?: string
  searchKey?: string
}

export const positionApi = {
  page: (params: PositionQuery) => request.get<PageResult<Position>>('/sys/position/page', params),
  detail: (id: string) => request.get<Position>('/sys/position/detail', { id }),
  selector: (params: PositionQuery) =>
    request.get<PageResult<Position>>('/sys/position/positionSelector', params),
  add: (body: PositionAdd) => request.post<string>('/sys/position/add', body),
  edit: (body: PositionAdd & { id: string }) => request.post<unknown>('/sys/position/edit', body),
  delete: (ids: string[]) =>
    request.post<unknown>(
      '/sys/position/delete',
      ids.map((id) => ({ id })),
    ),
}
