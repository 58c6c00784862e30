import type { smsPageQuerySchema, smsRecordSchema } from '@portal/contracts'
import { crudApi } from '../crudApi'
import { request } from '../request'

const base = '/dev/sms'

/** The SMS log: what the SMS provider was asked to send; failed messages can be sent again. */
export const smsApi = {
  ...crudApi<{
    record: typeof smsRecordSchema
    page: typeof smsPageQuerySchema
    detail: typeof smsRecordSchema
  }>(base),
  /** Sends a failed message again; answers the new entry's id. */
  resend: (id: string) => request.post<string>(`${base}/resend`, { id }),
}
