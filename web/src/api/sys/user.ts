import type { PageResult, PersonOption, User, UserAdd, UserEdit } from '@portal/contracts'
import { request } from '../request'
import type { PermissionGrant } from './role'

export type UserQuery = {
  current: number
  size: number
  orgId?: string
  searchKey?: string
  account?: string
  name?: string
  phone?: string
  userStatus?: string
}
export type UserDetail = User & {
  directorName?: string | null
  positionJson?: Array<{ orgId: string; positionId: string }>
  entryDate?: string | null
  address?: string | null
  emergencyContact?: string | null
  emergencyPhone?: string | null
  lastLoginTime?: string | null
  lastLoginIp?: string | null
}
export interface ImportRowError {
  row: number
  field: string
  message: string
}

export const userApi = {
  page: (params: UserQuery) => request.get<PageResult<User>>('/sys/user/page', params),
  detail: (id: string) => request.get<UserDetail>('/sys/user/detail', { id }),
  add: (body: UserAdd) => request.post<string>('/sys/user/add', body),
  edit: (body: UserEdit) => request.post<unknown>('/sys/user/edit', body),
  delete: (ids: string[]) =>
    request.post<unknown>(
      '/sys/user/delete',
      ids.map((id) => ({ id })),
    ),
  updateStatus: (id: string, userStatus: 'ENABLE' | 'DISABLE') =>
    request.post<unknown>('/sys/user/updateStatus', { id, userStatus }),
  resetPassword: (id: string) =>
    request.post<{ password: string; mailed: boolean }>('/sys/user/resetPassword', { id }),
  ownRole: (id: string) => request.get<string[]>('/sys/user/ownRole', { id }),
  ownResource: (id: string) => request.get<string[]>('/sys/user/ownResource', { id }),
  ownPermission: (id: string) => request.get<PermissionGrant[]>('/sys/user/ownPermission', { id }),
  grantRole: (id: string, roleIdList: string[]) =>
    request.post<unknown>('/sys/user/grantRole', { id, roleIdList }),
  grantResource: (id: string, resourceIdList: string[]) =>
    request.post<unknown>('/sys/user/grantResource', { id, resourceIdList }),
  grantPermission: (id: string, permissionList: PermissionGrant[]) =>
    request.post<unknown>('/sys/user/grantPermission', { id, permissionList }),
  /** Paged person selector (20 a page). */
  personSelector: (params: {
    current: number
    size?: number
    name?: string
    orgId?: string
    groupId?: string
  }) =>
    request.get<{ personNameVos: PersonOption[]; total: number }>('/sys/user/personSelector', {
      size: 20,
      ...params,
    }),
  downloadImportTemplate: () => request.download('/sys/user/downloadImportTemplate'),
  /** Import from .xlsx (base64). Errors per row come back in the rejection's `data.errors`. */
  import: (fileBase64: string) =>
    request.post<{ total: number; imported: number }>('/sys/user/import', { fileBase64 }),
  export: (params: Omit<UserQuery, 'current' | 'size'>) => request.download('/sys/user/export', params),
}
