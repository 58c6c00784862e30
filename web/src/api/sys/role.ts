import type {
  GrantResourceNode,
  MobileResourceNode,
  PageResult,
  permissionApiSchema,
  Role,
  roleAddSchema,
  rolePageQuerySchema,
  SchemaInput,
  SchemaOutput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import type { PlainEntitySchemas } from '../entitySchemas'
import { read } from '../read'
import { request } from '../request'
import { grantCalls } from './grants'

/** What the role form sends (`add`; `edit` adds the id). */
export type RoleBody = SchemaInput<typeof roleAddSchema>
/** A permission code with the APIs it opens (the grant-permission dialog). */
export type PermissionApi = SchemaOutput<typeof permissionApiSchema>

const base = '/sys/role'

export const roleApi = {
  ...crudApi<PlainEntitySchemas<'role'>>(base),
  ...grantCalls(base),
  /** Roles for pickers (paged, searched by name or code), in the caller's scope. */
  selector: read<PageResult<Role>, SchemaInput<typeof rolePageQuerySchema>>(`${base}/roleSelector`),
  ownUser: read<string[], { id: string }>(`${base}/ownUser`),
  resourceTreeSelector: read<GrantResourceNode[]>(`${base}/resourceTreeSelector`),
  permissionTreeSelector: read<PermissionApi[]>(`${base}/permissionTreeSelector`),
  ownMobileResource: read<string[], { id: string }>(`${base}/ownMobileResource`),
  mobileResourceTreeSelector: read<MobileResourceNode[]>(`${base}/mobileResourceTreeSelector`),
  grantMobileResource: (id: string, resourceIdList: string[]) =>
    request.post<unknown>(`${base}/grantMobileResource`, { id, resourceIdList }),
  grantUser: (id: string, userIdList: string[]) =>
    request.post<unknown>(`${base}/grantUser`, { id, userIdList }),
}
