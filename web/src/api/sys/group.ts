import type { Group, groupAddSchema, SchemaInput } from '@portal/contracts'
import { crudApi } from '../crudApi'
import type { PlainEntitySchemas } from '../entitySchemas'
import { read } from '../read'
import { request } from '../request'

/** What the user-group form sends (`add`; `edit` adds the id). */
export type GroupBody = SchemaInput<typeof groupAddSchema>

const base = '/sys/group'

export const groupApi = {
  ...crudApi<PlainEntitySchemas<'group'>>(base),
  ownUser: read<string[], { id: string }>(`${base}/ownUser`),
  selector: read<Group[]>(`${base}/groupSelector`),
  grantUser: (id: string, userIdList: string[]) =>
    request.post<unknown>(`${base}/grantUser`, { id, userIdList }),
}
