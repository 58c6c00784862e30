import type {
  BridgeLive,
  bridgeAddSchema,
  bridgeEditSchema,
  bridgeOptionSchema,
  bridgePageQuerySchema,
  bridgeRowSchema,
  idListSchema,
  SchemaInput,
  SchemaOutput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'
import { apiUrl } from '../url'

export type BridgeBody = SchemaInput<typeof bridgeAddSchema>

/** Weighbridges: settings, the agent key, the enabled ones, and the live weight (server-sent events). */
export const bridgeApi = {
  ...crudApi<{
    record: typeof bridgeRowSchema
    page: typeof bridgePageQuerySchema
    add: typeof bridgeAddSchema
    edit: typeof bridgeEditSchema
    delete: typeof idListSchema
  }>('/weigh/bridge'),
  options: read<Array<SchemaOutput<typeof bridgeOptionSchema>>>('/weigh/bridge/options'),
  simulate: (id: string, weight: number) => request.post<null>('/weigh/bridge/simulate', { id, weight }),
  issueKey: (id: string) => request.post<{ key: string }>('/weigh/bridge/issueKey', { id }),
  liveUrl: (bridgeId: string) => apiUrl(`/weigh/bridge/live?bridgeId=${encodeURIComponent(bridgeId)}`),
}
export type { BridgeLive }
