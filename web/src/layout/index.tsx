import { FullscreenExitOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { type MenuItem, SysBaseKey } from '@portal/contracts'
import { Alert, App, Button, Layout } from 'antd'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useMatches, useNavigate } from 'react-router'
import { useShallow } from 'zustand/react/shallow'
import type { RouteHandle } from '../app/routeHandle'
import { refreshUser } from '../app/session'
import { useDictTreeSync } from '../components/Dict/useDictTreeSync'
import Logo from '../components/Logo'
import { useSysName } from '../components/useSysName'
import { useBaseConfigStore } from '../stores/baseConfig'
import { useMenuStore } from '../stores/menu'
import { effectiveSettings, useSettingsStore } from '../stores/settings'
import { useUserStore } from '../stores/user'
import { useViewTagsStore, type ViewTag } from '../stores/viewTags'
import { flattenPages, hasPages, menuChain, menuTitle, openMenuItem, visibleItems } from '../utils/menu'
import Breadcrumbs from './components/Breadcrumbs'
import ModuleSwitcher from './components/ModuleSwitcher'
import NavMenu from './components/NavMenu'
import UserBar from './components/UserBar'
import ViewCache from './components/ViewCache'
import ViewTags from './components/ViewTags'
import { MenuIcon } from './icons'
import { useIsMobile, useShellUi } from './ui'
import { scheduleVersionCheck } from './versionCheck'
import './layout.css'

// Opened on demand, or only for some users or screens: not part of the first screen.
const SettingsDrawer = lazy(() => import('./components/SettingsDrawer'))
const SearchModal = lazy(() => import('./components/SearchModal'))
const MobileMenu = lazy(() => import('./components/MobileMenu'))
const NoMenus = lazy(() => import('./components/NoMenus'))
const Watermark = lazy(() => import('antd/es/watermark'))

/** Spec §9 widths. */
const SIDER_WIDTH = 210
const SIDER_COLLAPSED = 64
const FIRST_SIDER = 80
const SECOND_SIDER = 170
/** Top menu: one wheel step scrolls 20 px (spec §9), whatever the wheel's own delta. */
const WHEEL_STEP = 20

const WATERMARK_LAYER: React.CSSProperties = {
  position: 'fixed',
  inset: 0,
  pointerEvents: 'none',
  zIndex: 999,
}

const cls = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ')

const tagOf = (item: MenuItem): ViewTag => ({
  path: item.path,
  fullPath: item.fullPath || item.path,
  name: item.name,
  meta: {
    title: item.meta.title,
    titleEn: item.meta.titleEn,
    icon: item.meta.icon,
    affix: Boolean(item.meta.affix),
    key: item.id,
  },
})

/** The affix pages of every module: their tabs lead the bar and cannot be closed. */
const affixTags = (menu: readonly MenuItem[]) =>
  flattenPages(menu)
    .filter(({ item }) => item.meta.affix && item.meta.type !== 'link' && !item.meta.fullpage)
    .map(({ item }) => tagOf(item))

/** True while a key press belongs to a text field (hotkeys stay out of its way). */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  Boolean(target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'))

function Brand({ collapsed }: { collapsed?: boolean }) {
  const sysName = useSysName()
  return (
    <Link to="/" className={cls('shell-brand', collapsed && 'is-collapsed')} aria-label={sysName}>
      <Logo size={28} />
      {!collapsed && <span className="shell-brand-name">{sysName}</span>}
    </Link>
  )
}

function Copyright() {
  const config = useBaseConfigStore((s) => s.config)
  const text = config[SysBaseKey.copyright]?.trim()
  const url = config[SysBaseKey.copyrightUrl]?.trim()
  if (!text) return null
  return (
    <footer className="shell-footer" data-testid="footer-copyright">
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      ) : (
        <span>{text}</span>
      )}
    </footer>
  )
}

/** Double-row layout: the first sider lists the module's top entries, the second the chosen one's. */
function DoubleRowSiders({
  items,
  theme,
  collapsed,
  withLogo,
}: {
  items: readonly MenuItem[]
  theme: 'dark' | 'light'
  collapsed: boolean
  withLogo: boolean
}) {
  const { t } = useTranslation()
  const lang = useSettingsStore((s) => s.lang)
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const top = visibleItems(items)
  const currentTop = menuChain(top, pathname)[0]
  const [chosen, setChosen] = useState<string | undefined>(currentTop?.id)
  useEffect(() => {
    if (currentTop) setChosen(currentTop.id)
  }, [currentTop])
  const active =
    top.find((m) => m.id === chosen) ?? currentTop ?? top.find((m) => visibleItems(m.children).length)
  const second = active && active.meta.type === 'catalog' ? visibleItems(active.children) : []
  return (
    <>
      <Layout.Sider
        width={FIRST_SIDER}
        theme={theme}
        className="shell-sider shell-sider-first"
        data-testid="sider-first"
      >
        {withLogo && (
          <Link to="/" className="shell-brand is-collapsed">
            <Logo size={28} />
          </Link>
        )}
        <nav className="shell-first-list" aria-label={t('layout.mainMenu')}>
          {top.map((item) => (
            <button
              type="button"
              key={item.id}
              className={cls('shell-first-item', item.id === active?.id && 'is-active')}
              aria-current={item.id === currentTop?.id ? 'page' : undefined}
              onClick={() => {
                if (item.meta.type === 'catalog') setChosen(item.id)
                else openMenuItem(item, navigate)
              }}
            >
              <MenuIcon name={item.meta.icon} className="shell-first-icon" />
              <span className="shell-first-title">{menuTitle(item.meta, lang)}</span>
            </button>
          ))}
        </nav>
      </Layout.Sider>
      {second.length > 0 && !collapsed && (
        <Layout.Sider
          width={SECOND_SIDER}
          theme="light"
          className="shell-sider shell-sider-second"
          data-testid="sider-second"
        >
          <nav aria-label={active ? menuTitle(active.meta, lang) : undefined}>
            <div className="shell-second-title">{active ? menuTitle(active.meta, lang) : ''}</div>
            <NavMenu items={second} mode="inline" theme="light" unique testId="side-menu" />
          </nav>
        </Layout.Sider>
      )}
    </>
  )
}

/**
 * The back-office shell (spec §2): three layouts, module switcher, menus from the server, tabs with
 * kept-alive pages, breadcrumb, user bar, search, settings, watermark, footer, version check.
 */
export default function BasicLayout() {
  const { t } = useTranslation()
  const { notification } = App.useApp()
  const settings = useSettingsStore(useShallow((s) => s))
  const eff = effectiveSettings(settings)
  const mobile = useIsMobile()
  const menu = useMenuStore((s) => s.menu) ?? []
  const moduleId = useMenuStore((s) => s.moduleId)
  const setModuleId = useMenuStore((s) => s.setModuleId)
  const user = useUserStore((s) => s.userInfo)
  const ui = useShellUi()
  const { pathname, search } = useLocation()
  const matches = useMatches()
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined
  const scroller = useRef<HTMLDivElement>(null)
  const [settingsUsed, setSettingsUsed] = useState(false)
  const [searchUsed, setSearchUsed] = useState(false)

  const modules = useMemo(() => visibleItems(menu), [menu])
  // The module of the page shown wins (a search or a tab may open a page of another module).
  const pathModule = modules.find((m) => menuChain(m.children, pathname).length > 0)
  useEffect(() => {
    if (pathModule && pathModule.id !== useMenuStore.getState().moduleId) setModuleId(pathModule.id)
  }, [pathModule, setModuleId])
  const current = modules.find((m) => m.id === moduleId) ?? modules[0]
  const items = current?.children ?? []
  const showModules = modules.length > 1 && !mobile

  useDictTreeSync()
  // Spec §4: after the shell mounts it refreshes the user (the dictionaries: above; the menu is refreshed
  // by the guard on the first navigation); 3 s later the version check.
  useEffect(() => {
    refreshUser().catch(() => {})
    // Warm the search (its pinyin dictionary is large) once the first screen is up.
    const warm = window.setTimeout(() => void import('./components/SearchModal').catch(() => {}), 2000)
    scheduleVersionCheck(() => {
      notification.info({
        key: 'new-version',
        title: t('layout.newVersion'),
        description: t('layout.newVersionDesc'),
        duration: 0,
        placement: 'bottomRight',
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => window.location.reload()}
            data-testid="update-now"
          >
            {t('layout.updateNow')}
          </Button>
        ),
      })
    })
    return () => window.clearTimeout(warm)
  }, [notification, t])

  // Tabs: the affix pages, then each visited named page.
  const setAffix = useViewTagsStore((s) => s.setAffix)
  const addTag = useViewTagsStore((s) => s.add)
  useEffect(() => setAffix(affixTags(menu)), [menu, setAffix])
  useEffect(() => {
    if (!handle?.menu || !handle.name || handle.menu.fullpage) return
    addTag({
      path: pathname,
      fullPath: pathname + search,
      name: handle.name,
      meta: {
        title: handle.menu.title,
        titleEn: handle.menu.titleEn,
        icon: handle.menu.icon,
        key: handle.menu.key,
      },
    })
  }, [handle, pathname, search, addTag])

  // Hotkey S opens the search (not while typing, not on phones); Esc closes it (the modal).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 's' || e.ctrlKey || e.metaKey || e.altKey || mobile) return
      if (isTyping(e.target) || document.querySelector('.ant-modal-wrap:not([style*="display: none"])'))
        return
      e.preventDefault()
      useShellUi.getState().set({ searchOpen: true })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [mobile])
  useEffect(() => {
    if (ui.settingsOpen) setSettingsUsed(true)
    if (ui.searchOpen) setSearchUsed(true)
  }, [ui.settingsOpen, ui.searchOpen])
  // Phones have no search.
  useEffect(() => {
    if (mobile && ui.searchOpen) ui.set({ searchOpen: false })
  }, [mobile, ui])

  const { layout, theme } = eff
  const side = layout !== 'top' && !mobile
  const spread = side && eff.topHeaderThemeColorSpread
  const colored = eff.topHeaderThemeColorOpen
  const menuTheme: 'dark' | 'light' = theme === 'light' ? 'light' : 'dark'
  // The top layout's header holds the menu: it takes the menu's style (or the theme colour).
  const headerDark = colored || (layout === 'top' && menuTheme === 'dark') || theme === 'realDark'
  const noMenus = !hasPages(items)
  const noMenusAlert = (
    <Alert
      type="info"
      showIcon
      title={t('layout.noMenus')}
      className="shell-no-menus"
      data-testid="no-menus"
    />
  )

  const header = (withLogo: boolean) => (
    <Layout.Header
      className={cls('shell-header', colored && 'is-colored', headerDark && 'is-dark')}
      data-testid="shell-header"
    >
      {withLogo && <Brand />}
      {side && (
        <Button
          type="text"
          className="shell-header-btn"
          icon={eff.menuCollapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={eff.menuCollapse ? t('layout.expand') : t('layout.collapse')}
          aria-pressed={eff.menuCollapse}
          onClick={() => settings.set('menuCollapse', !settings.menuCollapse)}
          disabled={!eff.sideOptionsAllowed}
          data-testid="menu-collapse"
        />
      )}
      {showModules && (
        <ModuleSwitcher
          modules={modules}
          current={current}
          dock={eff.moduleUnfoldOpen}
          theme={headerDark ? 'dark' : 'light'}
        />
      )}
      {layout === 'top' && !mobile && (
        <nav
          className="shell-top-menu"
          aria-label={t('layout.mainMenu')}
          data-testid="top-menu-scroll"
          onWheel={(e) => {
            // A vertical wheel or a sideways swipe, whichever dominates; a zero delta moves nothing.
            const delta = Math.abs(e.deltaY) >= Math.abs(e.deltaX) ? e.deltaY : e.deltaX
            if (delta) e.currentTarget.scrollLeft += Math.sign(delta) * WHEEL_STEP
          }}
        >
          {noMenus ? (
            noMenusAlert
          ) : (
            <NavMenu
              items={items}
              mode="horizontal"
              theme={headerDark ? 'dark' : 'light'}
              testId="top-menu"
            />
          )}
        </nav>
      )}
      <div className="shell-header-spacer" />
      <UserBar mobile={mobile} />
    </Layout.Header>
  )

  const watermark = eff.loginUserWatermarkOpen && user ? [user.name || user.account, user.account] : undefined
  const main = (
    <Layout className="shell-main-col">
      {!spread && header(!side)}
      {eff.layoutTagsOpen && <ViewTags />}
      <div className="shell-scroll" ref={scroller} data-testid="shell-scroll">
        <main
          className={cls('shell-content', eff.layoutFixedWidth && 'is-fixed')}
          data-testid="shell-content"
        >
          {eff.breadcrumbOpen && <Breadcrumbs menu={menu} />}
          {mobile && noMenus && noMenusAlert}
          <ViewCache keepAlive={eff.layoutTagsOpen} keepIframes={!mobile} scroller={scroller} />
        </main>
        {eff.footerCopyrightOpen && <Copyright />}
      </div>
    </Layout>
  )

  // No page at all: the frame with the user bar, and an explanation instead of menus and tabs (the
  // personal centre still opens).
  if (!hasPages(menu)) {
    return (
      <Layout className={cls('shell', 'shell-empty', mobile && 'is-mobile')} data-testid="shell">
        <Layout.Header className="shell-header" data-testid="shell-header">
          <Brand />
          <div className="shell-header-spacer" />
          <UserBar mobile={mobile} />
        </Layout.Header>
        <div className="shell-scroll" ref={scroller} data-testid="shell-scroll">
          <main className="shell-content" data-testid="shell-content">
            {pathname === '/' ? (
              <Suspense>
                <NoMenus />
              </Suspense>
            ) : (
              <ViewCache keepAlive={false} keepIframes={false} scroller={scroller} />
            )}
          </main>
        </div>
        <Suspense>{settingsUsed && <SettingsDrawer />}</Suspense>
      </Layout>
    )
  }

  let siders: React.ReactNode = null
  if (side && layout === 'classical') {
    siders = (
      <Layout.Sider
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_COLLAPSED}
        collapsed={eff.menuCollapse}
        theme={menuTheme}
        trigger={null}
        className="shell-sider"
        data-testid="sider"
      >
        {!spread && <Brand collapsed={eff.menuCollapse} />}
        <nav className="shell-sider-menu" aria-label={t('layout.mainMenu')}>
          {noMenus ? (
            noMenusAlert
          ) : (
            <NavMenu
              items={items}
              mode="inline"
              theme={menuTheme}
              collapsed={eff.menuCollapse}
              unique={eff.sideUniqueOpen}
              testId="side-menu"
            />
          )}
        </nav>
      </Layout.Sider>
    )
  } else if (side && layout === 'doublerow') {
    siders = noMenus ? (
      <Layout.Sider width={FIRST_SIDER} theme={menuTheme} className="shell-sider shell-sider-first">
        {noMenusAlert}
      </Layout.Sider>
    ) : (
      <DoubleRowSiders items={items} theme={menuTheme} collapsed={eff.menuCollapse} withLogo={!spread} />
    )
  }

  return (
    <Layout
      className={cls(
        'shell',
        `shell-${layout}`,
        `shell-theme-${theme}`,
        mobile && 'is-mobile',
        ui.maximized && 'is-maximized',
        settings.roundedCornerStyleOpen ? 'is-rounded' : 'is-square',
      )}
      data-testid="shell"
      data-layout={layout}
      data-theme={theme}
    >
      {spread && header(true)}
      <Layout className="shell-body" hasSider={Boolean(siders)}>
        {siders}
        {main}
      </Layout>
      <Suspense>{mobile && <MobileMenu menu={menu} theme={menuTheme} />}</Suspense>
      {/* A layer over the whole shell, so that toggling it never remounts the pages. */}
      <Suspense>
        {watermark && (
          <Watermark content={watermark} className="shell-watermark" style={WATERMARK_LAYER}>
            <div />
          </Watermark>
        )}
      </Suspense>
      {ui.maximized && (
        <Button
          className="shell-exit-max"
          shape="circle"
          icon={<FullscreenExitOutlined />}
          aria-label={t('layout.exitMaximize')}
          title={t('layout.exitMaximize')}
          onClick={() => ui.set({ maximized: false })}
          data-testid="exit-maximize"
        />
      )}
      <Suspense>
        {settingsUsed && <SettingsDrawer />}
        {searchUsed && !mobile && <SearchModal />}
      </Suspense>
    </Layout>
  )
}
