import type {
  JobAction,
  jobAddSchema,
  jobRunPageQuerySchema,
  jobRunSchema,
  PageResult,
  SchemaInput,
  SchemaOutput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import type { PlainEntitySchemas } from '../entitySchemas'
import { read } from '../read'
import { request } from '../request'

/** What the job form sends (`add`; `edit` adds the id). */
export type JobBody = SchemaInput<typeof jobAddSchema>
export type JobRunRow = SchemaOutput<typeof jobRunSchema>

const base = '/dev/job'

export const jobApi = {
  ...crudApi<PlainEntitySchemas<'job'>>(base),
  actions: read<JobAction[]>(`${base}/actions`),
  runPage: read<PageResult<JobRunRow>, SchemaInput<typeof jobRunPageQuerySchema>>(`${base}/runPage`),
  setEnabled: (id: string, enabled: boolean) =>
    request.post<unknown>(`${base}/updateStatus`, { id, enabled }),
  runNow: (id: string) => request.post<string>(`${base}/runNow`, { id }),
}
