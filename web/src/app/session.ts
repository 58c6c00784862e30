import { type MenuItem, menuHasPath, mustChangePassword } from '@portal/contracts'
import { doLogout, loginMenu, reloadLoginUser } from '../api/auth'
import { type Kept, onPasswordExpired } from '../api/request'
import { useDictStore } from '../stores/dict'
import { useMenuStore } from '../stores/menu'
import { useUserStore } from '../stores/user'
import { useViewTagsStore } from '../stores/viewTags'
import { homePath } from '../utils/menu'
import { navigate } from './navigator'
import { LOGIN_PATH, OTP_SETUP_PATH, PASSWORD_CHANGE_PATH, USER_CENTER_PATH } from './paths'

/** Forget the session: TOKEN, USER_INFO, MENU and PERMISSIONS (spec §4 logout). */
export function clearSession() {
  useUserStore.getState().clear()
  useMenuStore.getState().clear()
  // Not part of the four session entries, but another user must not see them (LESSONS: dictionary
  // caches cleared on logout).
  useDictStore.getState().setTree(null)
  useViewTagsStore.getState().reset()
}

/** Clear cache (spec §4): all local storage, /login, reload after 100 ms. */
export function clearCache() {
  clearSession()
  localStorage.clear()
  void navigate(LOGIN_PATH, { replace: true })
  window.setTimeout(() => window.location.reload(), CACHE_RELOAD_DELAY_MS)
}

const CACHE_RELOAD_DELAY_MS = 100

/**
 * A call refused for an expired password or one an administrator set: remember why and open the
 * change-password form.
 */
onPasswordExpired((reason) => {
  const { userInfo, setUserInfo } = useUserStore.getState()
  if (reason.otpSetupRequired) {
    if (userInfo && !userInfo.otpSetupRequired) setUserInfo({ ...userInfo, otpSetupRequired: true })
    if (window.location.pathname !== USER_CENTER_PATH) void navigate(OTP_SETUP_PATH, { replace: true })
    return
  }
  if (userInfo && !mustChangePassword(userInfo)) setUserInfo({ ...userInfo, ...reason })
  if (window.location.pathname !== USER_CENTER_PATH) void navigate(PASSWORD_CHANGE_PATH, { replace: true })
})

/**
 * Where a fresh login lands: the change-password form while the password has expired (or was set by
 * an administrator), else the last
 * visited path if the menu has it, else the user's home (the workbench, or their first page).
 */
export function landingPath(menu: readonly MenuItem[]): string {
  const user = useUserStore.getState().userInfo
  if (mustChangePassword(user)) return PASSWORD_CHANGE_PATH
  if (user?.otpSetupRequired) return OTP_SETUP_PATH
  const last = useMenuStore.getState().lastViewsPath
  if (last && menuHasPath(menu, last)) return last
  // No page at all: the shell itself, which says there are no menus.
  return homePath(menu) ?? '/'
}

/**
 * After a successful login (spec §4): keep the token, load the user (and PERMISSIONS) and the menu,
 * remember the first module and open the landing page (the router follows the stored menu, see
 * router.tsx). Resolves with that path.
 */
export async function completeLogin(token: string): Promise<string> {
  useUserStore.getState().setToken(token)
  let fetched: Kept<MenuItem[]>
  try {
    await refreshUser(true)
    fetched = await loginMenu(keptMenu())
  } catch (error) {
    clearSession()
    throw error
  }
  const { data: menu, etag: menuEtag } = fetched
  const target = landingPath(menu)
  // The address first: a router rebuilt for the new menu starts there.
  window.history.pushState(null, '', target)
  const { setMenu, setModuleId } = useMenuStore.getState()
  setMenu(menu, menuEtag)
  setModuleId(menu[0]?.id ?? null)
  menuRefreshed = true
  userFresh = true
  await navigate(target, { replace: true })
  return target
}

/** The kept menu with its ETag: sent back, a 304 keeps it. */
function keptMenu() {
  const { menu, menuEtag } = useMenuStore.getState()
  return menu ? { etag: menuEtag, data: menu } : null
}

/** Fetch the menu again (a 304 when the kept one is current) and store it when it changed. */
export async function refreshMenu(): Promise<void> {
  const { data: menu, etag } = await loginMenu(keptMenu())
  const state = useMenuStore.getState()
  if (etag === state.menuEtag && JSON.stringify(state.menu) === JSON.stringify(menu)) return
  // The router follows a menu whose content changed (router.tsx).
  state.setMenu(menu, etag)
  if (!menu.some((m) => m.id === state.moduleId)) state.setModuleId(menu[0]?.id ?? null)
}

let menuRefreshed = false

/** The first navigation with a session refreshes the menu once (a login has just loaded it). */
export function refreshMenuOnce() {
  if (menuRefreshed) return
  menuRefreshed = true
  refreshMenu().catch(() => {
    // The request module has shown the error (or the "log in again" dialog).
  })
}

let userFresh = false

/**
 * Refresh the stored user when the shell mounts (spec §4), unless a login has just loaded it; the
 * kept copy's ETag goes along and a 304 keeps it.
 */
export async function refreshUser(force = false): Promise<void> {
  if (userFresh && !force) {
    userFresh = false
    return
  }
  const { userInfo, userInfoEtag } = useUserStore.getState()
  const { data, etag } = await reloadLoginUser(userInfo ? { etag: userInfoEtag, data: userInfo } : null)
  if (data !== userInfo || etag !== userInfoEtag) useUserStore.getState().setUserInfo(data, etag)
}

/**
 * Log out (spec §4): on success forget the session and go to /login; when the call fails clear all
 * local storage, go to /login and reload.
 */
export async function logout(): Promise<void> {
  try {
    await doLogout()
  } catch {
    localStorage.clear()
    window.location.replace(LOGIN_PATH)
    return
  }
  clearSession()
  await navigate(LOGIN_PATH, { replace: true })
}
