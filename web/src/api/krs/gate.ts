import type {
  GateCheck,
  GateInsideRow,
  GateLogRow,
  gateInsideQuerySchema,
  gateLogQuerySchema,
  PageResult,
  SchemaInput,
} from '@portal/contracts'
import { keyOf, read } from '../read'
import { request } from '../request'

const base = '/krs/gate'

/**
 * The gate: what a scanned or typed pass code is (a visit or an entry-work pass) and whether it
 * opens now; letting its holder in or out (a refusal fails with the reason in words); who is inside
 * now; the log of every check-in and check-out.
 */
export const gateApi = {
  /** Everything read under the gate (what a check-in or check-out changes). */
  key: keyOf(base),
  check: read<GateCheck, { code: string }>(`${base}/check`),
  checkIn: (body: { code: string }) => request.post<GateCheck>(`${base}/checkIn`, body),
  checkOut: (body: { code: string }) => request.post<GateCheck>(`${base}/checkOut`, body),
  inside: read<PageResult<GateInsideRow>, SchemaInput<typeof gateInsideQuerySchema>>(`${base}/inside`),
  log: read<PageResult<GateLogRow>, SchemaInput<typeof gateLogQuerySchema>>(`${base}/log`),
}
