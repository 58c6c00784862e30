import type { PermitDetail, permitPageQuerySchema, permitRowSchema } from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

const base = '/weigh/permit'

/**
 * Goods release permits as staff read them: the goods-release page's list, one permit (its goods,
 * trail, weighings and gate passages), which its approvers may read too; the export.
 */
export const permitApi = {
  ...crudApi<{ record: typeof permitRowSchema; page: typeof permitPageQuerySchema }>(base),
  detail: read<PermitDetail, { id: string }>(`${base}/detail`),
  /** Every permit the filter matches, as an Excel file. */
  export: (query: Record<string, unknown>) => request.download(`${base}/export`, query),
}
