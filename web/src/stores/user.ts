import { type LoginUser, StorageKey } from '@portal/contracts'
import { create } from 'zustand'
import { isObject, isString, persisted } from './persisted'

interface UserState {
  /** The session token; a token means logged in (spec §4). */
  token: string | null
  userInfo: LoginUser | null
  /** The user's button codes, kept under PERMISSIONS (spec §6). */
  permissions: string[] | null
  /** The ETag `userInfo` came with (USER_INFO_ETAG); none once it is changed here. */
  userInfoEtag: string | null
  setToken: (token: string | null) => void
  setUserInfo: (user: LoginUser, etag?: string | null) => void
  /** Forget the session: TOKEN, USER_INFO and PERMISSIONS (MENU lives in the menu store). */
  clear: () => void
}

export const useUserStore = create<UserState>()(
  persisted(
    {
      token: { key: StorageKey.token, valid: isString },
      userInfo: { key: StorageKey.userInfo, valid: isObject },
      permissions: { key: StorageKey.permissions, valid: Array.isArray },
      userInfoEtag: { key: StorageKey.userInfoEtag, valid: isString },
    },
    (set) => ({
      token: null,
      userInfo: null,
      permissions: null,
      userInfoEtag: null,
      setToken: (token) => set({ token }),
      setUserInfo: (userInfo, etag = null) =>
        set({ userInfo, permissions: userInfo.buttonCodeList ?? [], userInfoEtag: etag }),
      clear: () => set({ token: null, userInfo: null, permissions: null, userInfoEtag: null }),
    }),
  ),
)
