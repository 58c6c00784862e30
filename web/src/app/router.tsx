import type { MenuItem } from '@portal/contracts'
import { useSyncExternalStore } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import PageLoading from '../components/PageLoading'
import RouteError from '../components/RouteError'
import { useMenuStore } from '../stores/menu'
import { authGuard, loginGuard, notFoundGuard } from './guard'
import RootLayout from './RootLayout'
import type { RouteHandle } from './routeHandle'
import { lazyView, viewLoader } from './views'

type AppRouter = ReturnType<typeof createBrowserRouter>

const layout = () => import('../layout')
const iframeView = () => import('../layout/components/IframeView')
const alwaysRevalidate = () => true

/** One route per menu page; catalogs and modules only group, links open elsewhere. */
const userCenterHandle: RouteHandle = {
  menu: { title: '个人中心', titleEn: 'Personal centre', type: 'menu', hidden: true },
  name: 'usercenter',
}
const USER_CENTER = {
  path: '/usercenter',
  handle: userCenterHandle,
  lazy: lazyView(() => import('../views/usercenter')),
} satisfies RouteObject

function menuRoutes(menu: readonly MenuItem[]): { inLayout: RouteObject[]; fullPage: RouteObject[] } {
  const inLayout: RouteObject[] = []
  const fullPage: RouteObject[] = []
  const seen = new Set<string>()
  const walk = (items: readonly MenuItem[] | undefined) => {
    for (const item of items ?? []) {
      const { type } = item.meta
      if ((type === 'menu' || type === 'iframe') && item.path?.startsWith('/') && !seen.has(item.path)) {
        seen.add(item.path)
        const handle: RouteHandle = { menu: item.meta, name: item.name }
        const load = type === 'iframe' ? iframeView : viewLoader(item.component)
        const route: RouteObject = { path: item.path, handle, lazy: lazyView(load) }
        if (item.meta.fullpage)
          fullPage.push({ ...route, loader: authGuard, shouldRevalidate: alwaysRevalidate })
        else inLayout.push(route)
      }
      walk(item.children)
    }
  }
  walk(menu)
  // The personal centre (spec §2) is everyone's and hidden from the menu.
  if (!seen.has(USER_CENTER.path)) inLayout.push(USER_CENTER)
  return { inLayout, fullPage }
}

/**
 * Static routes plus the user's menu routes. Public: /login, /findpwd (later /home, /callback).
 * Everything under the layout route `/` passes the auth guard on every navigation; an unknown path
 * asks for a session too and then shows the not-found page.
 */
export function buildRoutes(menu: readonly MenuItem[]): RouteObject[] {
  const { inLayout, fullPage } = menuRoutes(menu)
  const loginHandle: RouteHandle = { title: 'login.title' }
  const findPwdHandle: RouteHandle = { title: 'findPwd.title' }
  const notFoundHandle: RouteHandle = { title: 'error.notFoundPageTitle' }
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          path: '/login',
          loader: loginGuard,
          handle: loginHandle,
          lazy: lazyView(() => import('../views/login')),
        },
        {
          path: '/findpwd',
          handle: findPwdHandle,
          lazy: lazyView(() => import('../views/findpwd')),
        },
        {
          id: 'layout',
          path: '/',
          loader: authGuard,
          shouldRevalidate: alwaysRevalidate,
          lazy: lazyView(layout),
          children: inLayout,
        },
        ...fullPage,
        {
          path: '*',
          loader: notFoundGuard,
          shouldRevalidate: alwaysRevalidate,
          handle: notFoundHandle,
          lazy: lazyView(() => import('../views/error/404')),
        },
      ],
    },
  ]
}

let router: AppRouter | null = null
/** Bumped on every rebuild: <RouterProvider> keeps its first router's state, so it is remounted. */
let generation = 0
const listeners = new Set<() => void>()

const createRouter = () => createBrowserRouter(buildRoutes(useMenuStore.getState().menu ?? []))

export function getRouter(): AppRouter {
  router ??= createRouter()
  return router
}

function whenInitialized(next: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (next.state.initialized) return resolve()
    const stop = next.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}

/**
 * Rebuild the router from the stored menu: the menu routes are removed and added again (spec §4).
 * With `to`, the new router starts there. The swap happens once the new router has loaded its first
 * page, so the screen never goes blank.
 */
export async function rebuildRoutes(to?: string): Promise<void> {
  const previous = router
  if (to) window.history.pushState(null, '', to)
  const next = createRouter()
  await whenInitialized(next)
  // The old router may have moved meanwhile (a click during the load): follow the address bar.
  const { pathname, search, hash } = window.location
  const at = next.state.location
  if (at.pathname !== pathname || at.search !== search || at.hash !== hash) {
    void next.navigate(pathname + search + hash, { replace: true })
  }
  router = next
  generation += 1
  for (const listener of listeners) listener()
  previous?.dispose()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current router and its generation (use it as the provider's key). */
export function useAppRouter(): { router: AppRouter; generation: number } {
  const current = useSyncExternalStore(subscribe, getRouter)
  return { router: current, generation }
}

/** Navigate from outside React (session code). */
export const navigate = (to: string, opts?: { replace?: boolean }) => getRouter().navigate(to, opts)
