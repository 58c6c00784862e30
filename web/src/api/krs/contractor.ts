import type {
  ContractorAssign,
  ContractorFilter,
  ContractorHistory,
  ContractorHistoryQuery,
  ContractorReason,
  contractorDetailSchema,
  contractorEditSchema,
  contractorPageQuerySchema,
  contractorRowSchema,
  HostOrg,
  PageResult,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

const base = '/krs/contractor'

/** The contractor register: the list, one contractor, its changes, standing, assignments, export. */
export const contractorApi = {
  ...crudApi<{
    record: typeof contractorRowSchema
    page: typeof contractorPageQuerySchema
    detail: typeof contractorDetailSchema
    edit: typeof contractorEditSchema
  }>(base),
  history: read<PageResult<ContractorHistory>, ContractorHistoryQuery>(`${base}/history`),
  /** Every department (hosts and users of contractors), whatever the caller's data scope. */
  depts: read<HostOrg[]>(`${base}/depts`),
  blacklist: (body: ContractorReason) => request.post<unknown>(`${base}/blacklist`, body),
  unblacklist: (body: ContractorReason) => request.post<unknown>(`${base}/unblacklist`, body),
  assign: (body: ContractorAssign) => request.post<string>(`${base}/assign`, body),
  unassign: (id: string) => request.post<unknown>(`${base}/unassign`, { id }),
  /** Every contractor the filter matches, as an Excel file. */
  export: (query: ContractorFilter) => request.download(`${base}/export`, query),
}
