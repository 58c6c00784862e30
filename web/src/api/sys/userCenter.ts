import type { ColumnPrefs, OrgTreeNode, PageResult } from '@portal/contracts'
import { request } from '../request'

export interface MessageRow {
  id: string
  category: string | null
  subject: string
  createdAt: string
  read: boolean
  content?: string | null
}
export interface PostInfo {
  orgId: string | null
  positionId: string | null
  main: boolean
  orgName: string | null
  positionName: string | null
}

const base = '/sys/userCenter'

/** The user centre's calls (login only) and the by-id name lookups used by selectors. */
export const userCenterApi = {
  loginOrgTree: () => request.get<OrgTreeNode[]>(`${base}/loginOrgTree`),
  loginPositionInfo: () => request.get<PostInfo[]>(`${base}/loginPositionInfo`),
  loginWorkbench: () => request.get<string[]>(`${base}/loginWorkbench`),
  updateUserWorkbench: (workbenchData: string[]) =>
    request.post<unknown>(`${base}/updateUserWorkbench`, { workbenchData }),
  messagePage: (params: { current: number; size: number; read?: '0' | '1' }) =>
    request.get<PageResult<MessageRow>>(`${base}/loginUnreadMessagePage`, params),
  messageDetail: (id: string) => request.get<MessageRow>(`${base}/loginUnreadMessageDetail`, { id }),
  updatePassword: (password: string, newPassword: string) =>
    request.post<unknown>(`${base}/updatePassword`, { password, newPassword }),
  updateAvatar: (avatar: string) => request.post<string>(`${base}/updateAvatar`, { avatar }),
  /** The caller's saved signature (image data URL), or null. */
  loginSignature: () => request.get<string | null>(`${base}/loginSignature`),
  updateSignature: (signature: string) => request.post<unknown>(`${base}/updateSignature`, { signature }),
  updateUserInfo: (body: Record<string, unknown>) => request.post<unknown>(`${base}/updateUserInfo`, body),
  getBindPhoneValidCode: (phone: string) => request.get<string>(`${base}/getBindPhoneValidCode`, { phone }),
  getBindEmailValidCode: (email: string) => request.get<string>(`${base}/getBindEmailValidCode`, { email }),
  bindPhone: (body: { phone: string; validCode: string; validCodeReqNo: string }) =>
    request.post<unknown>(`${base}/bindPhone`, body),
  bindEmail: (body: { email: string; validCode: string; validCodeReqNo: string }) =>
    request.post<unknown>(`${base}/bindEmail`, body),
  userListByIds: (idList: string[]) =>
    request.post<Array<{ id: string; name: string; account: string; orgName: string | null }>>(
      `${base}/getUserListByIdList`,
      { idList },
    ),
  orgListByIds: (idList: string[]) =>
    request.post<Array<{ id: string; name: string }>>(`${base}/getOrgListByIdList`, { idList }),
  positionListByIds: (idList: string[]) =>
    request.post<Array<{ id: string; name: string }>>(`${base}/getPositionListByIdList`, { idList }),
  roleListByIds: (idList: string[]) =>
    request.post<Array<{ id: string; name: string }>>(`${base}/getRoleListByIdList`, { idList }),
  groupListByIds: (idList: string[]) =>
    request.post<Array<{ id: string; name: string }>>(`${base}/getGroupListByIdList`, { idList }),
  /** The caller's column settings of a table; silent: a failure just leaves the default columns. */
  getColumnPref: (key: string) =>
    request.get<ColumnPrefs>(`${base}/getColumnPref`, { key }, { silent: true }),
  /** Save the caller's column settings of a table (empty: back to the defaults). */
  saveColumnPref: (key: string, value: ColumnPrefs) =>
    request.post<unknown>(`${base}/saveColumnPref`, { key, value }),
}
