import { INDEX_URL, matchSiteRoute, mustChangePassword } from '@portal/contracts'
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { useMenuStore } from '../stores/menu'
import { useUserStore } from '../stores/user'
import { homePath } from '../utils/menu'
import { LOGIN_PATH, PASSWORD_CHANGE_PATH, PUBLIC_PATHS, USER_CENTER_PATH } from './paths'
import { refreshMenuOnce } from './session'

/** The user's home (`homePath`), or `/`: the shell, which says there are no menus. */
const home = () => homePath(useMenuStore.getState().menu ?? []) ?? '/'

/** /login: a logged-in user goes to their home (the workbench when they hold it). */
export function loginGuard() {
  if (useUserStore.getState().token) throw redirect(home())
  return null
}

/**
 * The session rule of every non-public page: no token -> /login; a token without the stored menu or
 * user -> drop the token, /login. The first navigation with a token refreshes the menu (and the
 * router follows when it changed).
 */
function requireSession() {
  const user = useUserStore.getState()
  const { menu } = useMenuStore.getState()
  if (!user.token) throw redirect(LOGIN_PATH)
  if (!menu || !user.userInfo) {
    user.setToken(null)
    throw redirect(LOGIN_PATH)
  }
  refreshMenuOnce()
}

/** Back-office routes (spec §4): the session rule; `/` -> the user's home; the path is remembered as
 * LAST_VIEWS_PATH. While the password has expired (or was set by an administrator) every page leads to
 * the change-password form. */
export function authGuard({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url)
  requireSession()
  // An expired password, or one an administrator set: nothing but the change-password form until it
  // is changed (the server
  // refuses the other APIs anyway).
  if (mustChangePassword(useUserStore.getState().userInfo) && pathname !== USER_CENTER_PATH)
    throw redirect(PASSWORD_CHANGE_PATH)
  // A user without any page stays on the shell, which says so.
  if (pathname === '/' && home() === '/') return null
  if (pathname === '/') throw redirect(home())
  useMenuStore.getState().setLastViewsPath(pathname)
  return null
}

/**
 * A path no route knows. A public path passes. Otherwise, without a session it may well be a
 * back-office page of a menu not loaded yet, so the session rule applies (-> /login); with one it is
 * the not-found page.
 */
export function notFoundGuard({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  // A page of the public site (rendered by the server) reached by a link inside the app: load it.
  if (matchSiteRoute(url.pathname)) {
    window.location.assign(url.pathname + url.search)
    return null
  }
  if (PUBLIC_PATHS.includes(url.pathname)) return null
  requireSession()
  // The workbench's address, for a user who does not hold it: their home instead of not-found.
  if (url.pathname === INDEX_URL && home() !== INDEX_URL) throw redirect(home())
  return null
}
