import type {
  idListSchema,
  RecruitOption,
  ResumeDetail,
  ResumeStatus,
  resumeExportQuerySchema,
  resumePageQuerySchema,
  resumeRowSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

const base = '/biz/resume'

export const resumeApi = {
  ...crudApi<{
    record: typeof resumeRowSchema
    page: typeof resumePageQuerySchema
    delete: typeof idListSchema
  }>(base),
  detail: read<ResumeDetail, { id: string }>(`${base}/detail`),
  /** Every position (open or closed), for the filter. */
  recruitOptions: read<RecruitOption[]>(`${base}/recruitOptions`),
  /** A new status with the reviewer's remark. */
  status: (id: string, status: ResumeStatus, remark?: string | null) =>
    request.post<unknown>(`${base}/status`, { id, status, remark }),
  /** The attachment, as a file download. */
  download: (id: string) => request.download(`${base}/download`, { id }),
  /** Every résumé the filter matches, as an Excel file. */
  export: (query: SchemaInput<typeof resumeExportQuerySchema>) => request.download(`${base}/export`, query),
}
