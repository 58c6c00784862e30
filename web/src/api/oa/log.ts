import type { OaLogDetail, oaLogPageQuerySchema, oaLogRowSchema } from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

const base = '/oa/log'

/** The OA result log: every exchange with the external OA, one with its bodies, a resend. */
export const oaLogApi = {
  ...crudApi<{ record: typeof oaLogRowSchema; page: typeof oaLogPageQuerySchema }>(base),
  detail: read<OaLogDetail, { id: string }>(`${base}/detail`),
  resend: (id: string) => request.post<{ sent: boolean }>(`${base}/resend`, { id }),
}
