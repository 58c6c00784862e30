import type { PageResult, ResourceRecord, ResourceTreeNode } from '@portal/contracts'
import { request } from '../request'

export type ModuleBody = {
  title: string
  titleEn?: string | null
  icon?: string | null
  color?: string | null
  sortCode: number
}
export type MenuBody = Record<string, unknown> & { parentId: string; moduleId: string; title: string }
export type ChildBody = {
  parentId: string
  title: string
  titleEn?: string | null
  code: string
  sortCode: number
}
export type ChildKind = 'button' | 'field'

const base = '/sys/resource'
const del = (url: string, ids: string[]) =>
  request.post<unknown>(
    url,
    ids.map((id) => ({ id })),
  )

export const resourceApi = {
  modulePage: (params: { current: number; size: number; searchKey?: string }) =>
    request.get<PageResult<ResourceRecord>>(`${base}/module/page`, params),
  moduleAdd: (body: ModuleBody) => request.post<string>(`${base}/module/add`, body),
  moduleEdit: (body: ModuleBody & { id: string }) => request.post<unknown>(`${base}/module/edit`, body),
  moduleDelete: (ids: string[]) => del(`${base}/module/delete`, ids),
  moduleSelector: () => request.get<ResourceRecord[]>(`${base}/menu/moduleSelector`),
  menuTree: (params: { moduleId?: string; searchKey?: string }) =>
    request.get<ResourceTreeNode[]>(`${base}/menu/tree`, params),
  menuAdd: (body: MenuBody) => request.post<string>(`${base}/menu/add`, body),
  menuEdit: (body: MenuBody & { id: string }) => request.post<unknown>(`${base}/menu/edit`, body),
  menuDelete: (ids: string[]) => del(`${base}/menu/delete`, ids),
  menuChangeModule: (id: string, moduleId: string) =>
    request.post<unknown>(`${base}/menu/changeModule`, { id, moduleId }),
  childPage: (
    kind: ChildKind,
    params: { current: number; size: number; parentId: string; searchKey?: string },
  ) => request.get<PageResult<ResourceRecord>>(`${base}/${kind}/page`, params),
  childAdd: (kind: ChildKind, body: ChildBody) => request.post<string>(`${base}/${kind}/add`, body),
  childEdit: (kind: ChildKind, body: ChildBody & { id: string }) =>
    request.post<unknown>(`${base}/${kind}/edit`, body),
  childDelete: (kind: ChildKind, ids: string[]) => del(`${base}/${kind}/delete`, ids),
}
