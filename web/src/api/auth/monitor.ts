import type {
  MonitorFigures,
  MonitorSession,
  monitorPageQuerySchema,
  PageResult,
  SchemaInput,
} from '@portal/contracts'
import { keyOf, read } from '../read'
import { request } from '../request'

const base = '/auth/monitor'

export const monitorApi = {
  /** Everything read under the monitor (list and figures): what a kick invalidates. */
  key: keyOf(base),
  page: read<PageResult<MonitorSession>, SchemaInput<typeof monitorPageQuerySchema>>(`${base}/page`),
  figures: read<MonitorFigures>(`${base}/figures`),
  kick: (id: string) => request.post<unknown>(`${base}/kick`, { id }),
  kickUser: (userId: string) => request.post<unknown>(`${base}/kickUser`, { userId }),
}
