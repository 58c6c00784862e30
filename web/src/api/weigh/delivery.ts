import type { DeliveryDetail, deliveryPageQuerySchema, deliveryRowSchema } from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

const base = '/weigh/delivery'

/**
 * Delivery notes as staff read them: the page's list, one note (its lines, trail, weighings and gate
 * passages), which its approvers may read too; the export.
 */
export const deliveryApi = {
  ...crudApi<{ record: typeof deliveryRowSchema; page: typeof deliveryPageQuerySchema }>(base),
  detail: read<DeliveryDetail, { id: string }>(`${base}/detail`),
  /** Every note the filter matches, as an Excel file. */
  export: (query: Record<string, unknown>) => request.download(`${base}/export`, query),
}
