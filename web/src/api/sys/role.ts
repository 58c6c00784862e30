import type { PageResult, Role, RoleAdd, ScopeSpecInput } from '@portal/contracts'
import { request } from '../request'

export type RoleQuery = {
  current: number
  size: number
  orgId?: string
  category?: string
  searchKey?: string
}
export interface PermissionGrant {
  code: string
  scope: ScopeSpecInput
}
/** One node of the grant-resource tree: modules, menus, buttons and fields. */
export interface GrantResourceNode {
  id: string
  parentId: string
  category: 'MODULE' | 'MENU' | 'BUTTON' | 'FIELD' | string
  moduleId: string | null
  code: string | null
  title: string
  titleEn: string | null
  menuType: string | null
  icon: string | null
  sortCode: number
  children?: GrantResourceNode[]
}
export interface PermissionApi {
  code: string
  kind: 'menu' | 'button'
  title: string | null
  apis: Array<{ method: string; url: string; summary: string }>
}

export const roleApi = {
  page: (params: RoleQuery) => request.get<PageResult<Role>>('/sys/role/page', params),
  detail: (id: string) => request.get<Role>('/sys/role/detail', { id }),
  selector: (params: RoleQuery) => request.get<PageResult<Role>>('/sys/role/roleSelector', params),
  add: (body: RoleAdd) => request.post<string>('/sys/role/add', body),
  edit: (body: RoleAdd & { id: string }) => request.post<unknown>('/sys/role/edit', body),
  delete: (ids: string[]) =>
    request.post<unknown>(
      '/sys/role/delete',
      ids.map((id) => ({ id })),
    ),
  ownResource: (id: string) => request.get<string[]>('/sys/role/ownResource', { id }),
  ownPermission: (id: string) => request.get<PermissionGrant[]>('/sys/role/ownPermission', { id }),
  ownUser: (id: string) => request.get<string[]>('/sys/role/ownUser', { id }),
  resourceTreeSelector: () => request.get<GrantResourceNode[]>('/sys/role/resourceTreeSelector'),
  permissionTreeSelector: () => request.get<PermissionApi[]>('/sys/role/permissionTreeSelector'),
  grantResource: (id: string, resourceIdList: string[]) =>
    request.post<unknown>('/sys/role/grantResource', { id, resourceIdList }),
  grantPermission: (id: string, permissionList: PermissionGrant[]) =>
    request.post<unknown>('/sys/role/grantPermission', { id, permissionList }),
  grantUser: (id: string, userIdList: string[]) =>
    request.post<unknown>('/sys/role/grantUser', { id, userIdList }),
}
