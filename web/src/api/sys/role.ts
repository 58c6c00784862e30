import type {
  GrantResourceNode,
  idListSchema,
  MobileResourceNode,
  PageResult,
  PermissionGrant,
  permissionApiSchema,
  Role,
  roleAddSchema,
  roleEditSchema,
  rolePageQuerySchema,
  roleSchema,
  SchemaInput,
  SchemaOutput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

/** What the role form sends (`add`; `edit` adds the id). */
export type RoleBody = SchemaInput<typeof roleAddSchema>
/** A permission code with the APIs it opens (the grant-permission dialog). */
export type PermissionApi = SchemaOutput<typeof permissionApiSchema>

const base = '/sys/role'

export const roleApi = {
  ...crudApi<{
    record: typeof roleSchema
    page: typeof rolePageQuerySchema
    detail: typeof roleSchema
    add: typeof roleAddSchema
    edit: typeof roleEditSchema
    delete: typeof idListSchema
  }>(base),
  /** Roles for pickers (paged, searched by name or code), in the caller's scope. */
  selector: read<PageResult<Role>, SchemaInput<typeof rolePageQuerySchema>>(`${base}/roleSelector`),
  ownResource: read<string[], { id: string }>(`${base}/ownResource`),
  ownPermission: read<PermissionGrant[], { id: string }>(`${base}/ownPermission`),
  ownUser: read<string[], { id: string }>(`${base}/ownUser`),
  resourceTreeSelector: read<GrantResourceNode[]>(`${base}/resourceTreeSelector`),
  permissionTreeSelector: read<PermissionApi[]>(`${base}/permissionTreeSelector`),
  grantResource: (id: string, resourceIdList: string[]) =>
    request.post<unknown>(`${base}/grantResource`, { id, resourceIdList }),
  grantPermission: (id: string, permissionList: PermissionGrant[]) =>
    request.post<unknown>(`${base}/grantPermission`, { id, permissionList }),
  ownMobileResource: read<string[], { id: string }>(`${base}/ownMobileResource`),
  mobileResourceTreeSelector: read<MobileResourceNode[]>(`${base}/mobileResourceTreeSelector`),
  grantMobileResource: (id: string, resourceIdList: string[]) =>
    request.post<unknown>(`${base}/grantMobileResource`, { id, resourceIdList }),
  grantUser: (id: string, userIdList: string[]) =>
    request.post<unknown>(`${base}/grantUser`, { id, userIdList }),
}
