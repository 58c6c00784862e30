import type { RecruitOption, ResumeStatus, resumeExportQuerySchema, SchemaInput } from '@portal/contracts'
import { crudApi } from '../crudApi'
import type { SchemasOf } from '../entitySchemas'
import { read } from '../read'
import { request } from '../request'

const base = '/biz/resume'

/** Résumés come from the site: read, reviewed and deleted here, never added or edited. */
export const resumeApi = {
  ...crudApi<SchemasOf<'resume'>>(base),
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
