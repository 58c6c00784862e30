import type { PermissionGrant } from '@portal/contracts'
import { read } from '../read'
import { request } from '../request'

/** What a role and a user are both granted (`/sys/role/…`, `/sys/user/…`): resources and permissions. */
export const grantCalls = (base: string) => ({
  ownResource: read<string[], { id: string }>(`${base}/ownResource`),
  ownPermission: read<PermissionGrant[], { id: string }>(`${base}/ownPermission`),
  grantResource: (id: string, resourceIdList: string[]) =>
    request.post<unknown>(`${base}/grantResource`, { id, resourceIdList }),
  grantPermission: (id: string, permissionList: PermissionGrant[]) =>
    request.post<unknown>(`${base}/grantPermission`, { id, permissionList }),
})

export type GrantCalls = ReturnType<typeof grantCalls>
