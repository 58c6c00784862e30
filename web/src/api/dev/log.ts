import type { LogRecord, PageResult } from '@portal/contracts'
import { request } from '../request'

export type LogKind = 'vis' | 'op'
export type LogQuery = {
  current: number
  size: number
  category?: string
  searchKey?: string
  exeStatus?: string
  startTime?: string
  endTime?: string
}

const base = (kind: LogKind) => `/dev/log/${kind}`

export const logApi = {
  page: (kind: LogKind, params: LogQuery) => request.get<PageResult<LogRecord>>(`${base(kind)}/page`, params),
  detail: (kind: LogKind, id: string) => request.get<LogRecord>(`${base(kind)}/detail`, { id }),
  countByDay: (kind: LogKind, days = 7) =>
    request.get<Array<{ date: string; category: string; count: number }>>(`${base(kind)}/countByDay`, {
      days,
    }),
  countByCategory: (kind: LogKind) =>
    request.get<Array<{ category: string; count: number }>>(`${base(kind)}/countByCategory`),
  delete: (kind: LogKind, category: string) => request.post<unknown>(`${base(kind)}/delete`, { category }),
}
