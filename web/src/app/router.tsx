import type { MenuItem } from '@portal/contracts'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import PageLoading from '../components/PageLoading'
import { useMenuStore } from '../stores/menu'
import Login from '../views/login'
import { authGuard, loginGuard, notFoundGuard } from './guard'
import { setNavigator } from './navigator'
import { CALLBACK_PATH, FINDPWD_PATH, LOGIN_PATH, USER_CENTER_PATH } from './paths'
import RootLayout from './RootLayout'
import type { RouteHandle } from './routeHandle'
import { lazyView, viewLoader } from './views'

type AppRouter = ReturnType<typeof createBrowserRouter>

const layout = () => import('../layout')
const antdRoot = () => import('./AntdRoot')

/**
 * A page load with a session will show the shell: fetch antd's providers and the shell at once,
 * in parallel with starting React and the router (which then find them loading or loaded).
 */
export function preloadShell() {
  antdRoot().catch(() => {})
  layout().catch(() => {})
}
const RouteError = lazy(() => import('../components/RouteError'))
const iframeView = () => import('../layout/components/IframeView')
const alwaysRevalidate = () => true

/** One route per menu page; catalogs and modules only group, links open elsewhere. */
const userCenterHandle: RouteHandle = {
  menu: { title: '个人中心', titleEn: 'Personal centre', type: 'menu', hidden: true },
  name: 'usercenter',
}
const USER_CENTER = {
  path: USER_CENTER_PATH,
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

/** The router's error boundary; antd's Result loads only when an error happens. */
function RouteErrorBoundary() {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteError />
    </Suspense>
  )
}

/**
 * Static routes plus the user's menu routes. Public: /login, /findpwd, /callback (later /home).
 * Everything under the layout route `/` passes the auth guard on every navigation; an unknown path
 * asks for a session too and then shows the not-found page. The login page is part of the entry (no
 * second round trip before the form shows); every other page sits under AntdRoot (antd's providers).
 */
export function buildRoutes(menu: readonly MenuItem[]): RouteObject[] {
  const { inLayout, fullPage } = menuRoutes(menu)
  const loginHandle: RouteHandle = { title: 'login.title' }
  const findPwdHandle: RouteHandle = { title: 'findPwd.title' }
  const callbackHandle: RouteHandle = { title: 'login.thirdTitle' }
  const notFoundHandle: RouteHandle = { title: 'error.notFoundPageTitle' }
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageLoading,
      children: [
        { path: LOGIN_PATH, loader: loginGuard, handle: loginHandle, Component: Login },
        {
          id: 'antd',
          lazy: lazyView(antdRoot),
          children: [
            {
              path: FINDPWD_PATH,
              handle: findPwdHandle,
              lazy: lazyView(() => import('../views/findpwd')),
            },
            {
              path: CALLBACK_PATH,
              handle: callbackHandle,
              lazy: lazyView(() => import('../views/callback')),
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
      ],
    },
  ]
}

let router: AppRouter | null = null
/** Bumped on every rebuild: <RouterProvider> keeps its first router's state, so it is remounted. */
let generation = 0
const listeners = new Set<() => void>()
/** The menu the current router was built from. */
let builtFrom = ''

const createRouter = () => {
  const menu = useMenuStore.getState().menu ?? []
  builtFrom = JSON.stringify(menu)
  return createBrowserRouter(buildRoutes(menu))
}

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
 * The new router starts at the address bar; the swap happens once it has loaded its first page, so
 * the screen never goes blank.
 */
async function rebuildRoutes(): Promise<void> {
  const previous = router
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

/** Rebuilds run one after the other; navigation from outside React waits for them. */
let rebuilt: Promise<void> = Promise.resolve()

// The router follows the menu store: a new menu (login, a refresh that found changes) rebuilds it.
// A cleared menu (logout) keeps the routes until the next login.
useMenuStore.subscribe((state, prev) => {
  if (!state.menu || state.menu === prev.menu || JSON.stringify(state.menu) === builtFrom) return
  rebuilt = rebuilt.then(rebuildRoutes, rebuildRoutes)
})

setNavigator(async (to, opts) => {
  await rebuilt
  const current = getRouter()
  const { pathname, search } = current.state.location
  // A router just rebuilt at the target is there already.
  if (opts?.replace && pathname + search === to) return
  await current.navigate(to, opts)
})

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current router and its generation (use it as the provider's key). */
export function useAppRouter(): { router: AppRouter; generation: number } {
  const current = useSyncExternalStore(subscribe, getRouter)
  return { router: current, generation }
}
