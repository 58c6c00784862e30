import type {
  Group,
  groupAddSchema,
  groupEditSchema,
  groupPageQuerySchema,
  groupSchema,
  idListSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

/** What the user-group form sends (`add`; `edit` adds the id). */
export type GroupBody = SchemaInput<typeof groupAddSchema>

const base = '/sys/group'

export const groupApi = {
  ...crudApi<{
    record: typeof groupSchema
    page: typeof groupPageQuerySchema
    detail: typeof groupSchema
    add: typeof groupAddSchema
    edit: typeof groupEditSchema
    delete: typeof idListSchema
  }>(base),
  ownUser: read<string[], { id: string }>(`${base}/ownUser`),
  selector: read<Group[]>(`${base}/groupSelector`),
  grantUser: (id: string, userIdList: string[]) =>
    request.post<unknown>(`${base}/grantUser`, { id, userIdList }),
}
