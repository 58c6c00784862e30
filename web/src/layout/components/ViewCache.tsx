import { Activity, type ReactNode, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useMatches, useOutlet } from 'react-router'
import type { RouteHandle } from '../../app/routeHandle'
import { useSettingsStore } from '../../stores/settings'
import { useViewTagsStore } from '../../stores/viewTags'
import { menuTitle } from '../../utils/menu'
import { PageContext, type PageInfo } from '../pageContext'

interface Props {
  /** Keep the pages of open tabs alive (multi-tab on). */
  keepAlive: boolean
  /** Keep iframe pages alive too (not on phones, spec §2). */
  keepIframes: boolean
  /** The scrolling element whose position is saved and restored per tab. */
  scroller: React.RefObject<HTMLElement | null>
}

/**
 * The page area. With tabs, each open tab's page stays mounted but hidden (React <Activity>), so its
 * state survives switching tabs; "refresh" remounts it. Each tab's scroll position is saved and
 * restored. Without tabs only the current page is rendered.
 */
/**
 * Every page's one h1, its menu title, for those who move by headings (the tab bar shows it to the
 * eye); a page's visible headings start at h2.
 */
function PageHeading({ handle }: { handle: RouteHandle | undefined }) {
  const { t } = useTranslation()
  const lang = useSettingsStore((s) => s.lang)
  const title = handle?.menu ? menuTitle(handle.menu, lang) : handle?.title ? t(handle.title) : ''
  return title ? <h1 className="visually-hidden">{title}</h1> : null
}

export default function ViewCache({ keepAlive, keepIframes, scroller }: Props) {
  const outlet = useOutlet()
  const { pathname } = useLocation()
  const matches = useMatches()
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined
  const tags = useViewTagsStore((s) => s.tags)
  const refreshKeys = useViewTagsStore((s) => s.refreshKeys)
  const cache = useRef(new Map<string, { node: ReactNode; info: PageInfo }>())
  const positions = useRef(new Map<string, number>())

  const isIframe = handle?.menu?.type === 'iframe'
  const cacheable = keepAlive && Boolean(handle?.menu && handle.name) && (!isIframe || keepIframes)
  const pages = cache.current
  const info = pages.get(pathname)?.info.handle === handle ? pages.get(pathname)?.info : undefined
  const current: PageInfo = info ?? { path: pathname, handle }
  if (cacheable) pages.set(pathname, { node: outlet, info: current })
  for (const key of [...pages.keys()]) {
    if (!keepAlive || (key !== pathname && !tags.some((t) => t.path === key))) pages.delete(key)
  }

  // Restore the position this tab had (0 for a new one) before the browser paints.
  useLayoutEffect(() => {
    const el = scroller.current
    if (el) el.scrollTop = positions.current.get(pathname) ?? 0
  }, [pathname, scroller])

  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    const save = () => positions.current.set(pathname, el.scrollTop)
    el.addEventListener('scroll', save, { passive: true })
    return () => el.removeEventListener('scroll', save)
  }, [pathname, scroller])

  return (
    <>
      {[...pages].map(([path, page]) => (
        <Activity key={`${path}#${refreshKeys[path] ?? 0}`} mode={path === pathname ? 'visible' : 'hidden'}>
          <PageContext.Provider value={page.info}>
            <div className="shell-page" data-page={path}>
              <PageHeading handle={page.info.handle} />
              {page.node}
            </div>
          </PageContext.Provider>
        </Activity>
      ))}
      {!cacheable && (
        <PageContext.Provider value={current}>
          <div key={`${pathname}#${refreshKeys[pathname] ?? 0}`} className="shell-page" data-page={pathname}>
            <PageHeading handle={current.handle} />
            {outlet}
          </div>
        </PageContext.Provider>
      )}
    </>
  )
}
