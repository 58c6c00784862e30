import type {
  MaterialOption,
  materialPageQuerySchema,
  materialRowSchema,
  PageResult,
  SapEntity,
  SapInfo,
  SapSyncLog,
  SchemaInput,
  SchemaOutput,
  ShipmentDetail,
  sapImportResultSchema,
  sapSyncLogQuerySchema,
  sapSyncResultSchema,
  sapSyncStateSchema,
  shipmentPageQuerySchema,
  shipmentRowSchema,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

type ImportResult = SchemaOutput<typeof sapImportResultSchema>

/** SAP's material master as synced or imported: the list, the import (all or nothing), the export. */
export const materialApi = {
  ...crudApi<{ record: typeof materialRowSchema; page: typeof materialPageQuerySchema }>('/weigh/material'),
  options: read<MaterialOption[], { searchKey?: string; size?: number }>('/weigh/material/options'),
  importTemplate: () => request.download('/weigh/material/importTemplate'),
  import: (fileBase64: string) => request.post<ImportResult>('/weigh/material/import', { fileBase64 }),
  export: (query: Record<string, unknown>) => request.download('/weigh/material/export', query),
}

/** SAP's deliveries with their items. */
export const shipmentApi = {
  ...crudApi<{ record: typeof shipmentRowSchema; page: typeof shipmentPageQuerySchema }>('/weigh/shipment'),
  detail: read<ShipmentDetail, { id: string }>('/weigh/shipment/detail'),
  info: read<SapInfo, { orderNo: string }>('/weigh/shipment/info'),
  importTemplate: () => request.download('/weigh/shipment/importTemplate'),
  import: (fileBase64: string) => request.post<ImportResult>('/weigh/shipment/import', { fileBase64 }),
  export: (query: Record<string, unknown>) => request.download('/weigh/shipment/export', query),
}

/** The SAP sync: its state, its runs, a run now. */
export const sapSyncApi = {
  state: read<SchemaOutput<typeof sapSyncStateSchema>>('/weigh/sap/state'),
  log: read<PageResult<SapSyncLog>, SchemaInput<typeof sapSyncLogQuerySchema>>('/weigh/sap/log'),
  sync: (entity: SapEntity) =>
    request.post<SchemaOutput<typeof sapSyncResultSchema>>('/weigh/sap/sync', { entity }),
}
