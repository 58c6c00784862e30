import type {
  idListSchema,
  PushChannelRecord,
  PushTestResult,
  pushChannelAddSchema,
  pushChannelEditSchema,
  pushChannelSchema,
  pushPageQuerySchema,
  pushRecordSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

/** What the channel form sends (`add`; `edit` adds the id, and may leave the webhook empty). */
export type PushChannelBody = SchemaInput<typeof pushChannelAddSchema>

/** Group robots push goes to. */
export const pushChannelApi = {
  ...crudApi<{
    record: typeof pushChannelSchema
    add: typeof pushChannelAddSchema
    edit: typeof pushChannelEditSchema
    delete: typeof idListSchema
  }>('/dev/pushChannel'),
  list: read<PushChannelRecord[], object>('/dev/pushChannel/list'),
  formTypes: read<Array<{ type: string; name: string; nameEn: string }>, object>(
    '/dev/pushChannel/formTypes',
  ),
  test: (id: string) => request.post<PushTestResult>('/dev/pushChannel/test', { id }),
}

/** The push log: what went to robots and people after its transaction; failed ones can go again. */
export const pushApi = {
  ...crudApi<{
    record: typeof pushRecordSchema
    page: typeof pushPageQuerySchema
    detail: typeof pushRecordSchema
  }>('/dev/push'),
  resend: (id: string) => request.post<PushTestResult>('/dev/push/resend', { id }),
}
