import type {
  PageResult,
  SchemaInput,
  StockMove,
  StockRow,
  stockMovePageQuerySchema,
  stockPageQuerySchema,
  WeighDetail,
  WeighDoc,
  WeighRow,
  weighFirstSchema,
  weighPageQuerySchema,
  weighSecondSchema,
  weighStoredTareSchema,
} from '@portal/contracts'
import { uploadTo } from '../dev/file'
import { read } from '../read'
import { request } from '../request'

const base = '/weigh/record'

/** Weighings: first, second, or with the stored tare; the open one of a plate; the records; storage. */
export const recordApi = {
  key: ['weigh', 'record'] as const,
  first: (body: SchemaInput<typeof weighFirstSchema>) => request.post<WeighDetail>(`${base}/first`, body),
  second: (body: SchemaInput<typeof weighSecondSchema>) => request.post<WeighDetail>(`${base}/second`, body),
  storedTare: (body: SchemaInput<typeof weighStoredTareSchema>) =>
    request.post<WeighDetail>(`${base}/storedTare`, body),
  open: read<WeighDetail | null, { plate: string }>(`${base}/open`),
  /** The approved permits and delivery notes naming a vehicle, to weigh it for. */
  documents: read<WeighDoc[], { plate: string }>(`${base}/documents`),
  page: read<PageResult<WeighRow>, SchemaInput<typeof weighPageQuerySchema>>(`${base}/page`),
  detail: read<WeighDetail, { id: string }>(`${base}/detail`),
  void: (id: string, reason: string) => request.post<unknown>(`${base}/void`, { id, reason }),
  export: (query: Record<string, unknown>) => request.download(`${base}/export`, query),
  uploadPhoto: (file: File) => uploadTo<string>(`${base}/uploadPhoto`, file),
}

export const stockApi = {
  page: read<PageResult<StockRow>, SchemaInput<typeof stockPageQuerySchema>>('/weigh/stock/page'),
  moves: read<PageResult<StockMove>, SchemaInput<typeof stockMovePageQuerySchema>>('/weigh/stock/moves'),
}
