import type {
  categoryCountSchema,
  dayCountSchema,
  logPageQuerySchema,
  logRowSchema,
  logSchema,
  opLogDeleteSchema,
  SchemaInput,
  SchemaOutput,
  visLogDeleteSchema,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

/** The visit log (logins, logouts) or the operation log. */
export type LogKind = 'vis' | 'op'
export type LogCategory =
  | SchemaInput<typeof visLogDeleteSchema>['category']
  | SchemaInput<typeof opLogDeleteSchema>['category']

const logOf = (kind: LogKind) => {
  const base = `/dev/log/${kind}`
  return {
    ...crudApi<{
      record: typeof logRowSchema
      page: typeof logPageQuerySchema
      detail: typeof logSchema
    }>(base),
    countByDay: read<SchemaOutput<typeof dayCountSchema>, { days: number }>(`${base}/countByDay`),
    countByCategory: read<SchemaOutput<typeof categoryCountSchema>>(`${base}/countByCategory`),
    /** Clears one category of the log. */
    clear: (category: LogCategory) => request.post<unknown>(`${base}/delete`, { category }),
  }
}

export const logApi = { vis: logOf('vis'), op: logOf('op') }
