import { MenuOutlined } from '@ant-design/icons'
import type { MenuItem } from '@portal/contracts'
import { Drawer } from 'antd'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import Logo from '../../components/Logo'
import { useSysName } from '../../components/useSysName'
import { useSettingsStore } from '../../stores/settings'
import { hasPages, menuTitle, visibleItems } from '../../utils/menu'
import { useShellUi } from '../ui'
import NavMenu from './NavMenu'

/** Mobile drawer width (spec §9). */
const DRAWER_WIDTH = 210
const BUTTON_SIZE = 48
const DRAG_THRESHOLD = 5

/**
 * Phones: a floating button (drag it anywhere; a tap opens) and a 210-wide left drawer with the menu.
 * With several modules each one is a group of the menu.
 */
export default function MobileMenu({ menu, theme }: { menu: readonly MenuItem[]; theme: 'dark' | 'light' }) {
  const { t } = useTranslation()
  const lang = useSettingsStore((s) => s.lang)
  const sysName = useSysName()
  const open = useShellUi((s) => s.mobileMenuOpen)
  const setUi = useShellUi((s) => s.set)
  const [pos, setPos] = useState(() => ({ x: 16, y: window.innerHeight - BUTTON_SIZE - 96 }))
  const drag = useRef<{ dx: number; dy: number; sx: number; sy: number; moved: boolean } | null>(null)

  // A module without any page would be a group that opens on nothing.
  const modules = visibleItems(menu).filter((m) => hasPages(m.children))
  const items: MenuItem[] =
    modules.length > 1
      ? modules.map((m) => ({ ...m, meta: { ...m.meta, type: 'catalog', title: menuTitle(m.meta, lang) } }))
      : (modules[0]?.children ?? [])

  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max)

  return (
    <>
      <button
        type="button"
        className="shell-mobile-fab"
        style={{ left: pos.x, top: pos.y }}
        aria-label={t('layout.openMenu')}
        data-testid="mobile-menu-button"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId)
          drag.current = {
            dx: e.clientX - pos.x,
            dy: e.clientY - pos.y,
            sx: e.clientX,
            sy: e.clientY,
            moved: false,
          }
        }}
        onPointerMove={(e) => {
          const d = drag.current
          if (!d) return
          if (Math.abs(e.clientX - d.sx) + Math.abs(e.clientY - d.sy) > DRAG_THRESHOLD) d.moved = true
          if (!d.moved) return
          setPos({
            x: clamp(e.clientX - d.dx, window.innerWidth - BUTTON_SIZE),
            y: clamp(e.clientY - d.dy, window.innerHeight - BUTTON_SIZE),
          })
        }}
        onPointerUp={() => {
          const moved = drag.current?.moved
          drag.current = null
          if (!moved) setUi({ mobileMenuOpen: true })
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault()
            setUi({ mobileMenuOpen: true })
          }
        }}
      >
        <MenuOutlined />
      </button>
      <Drawer
        placement="left"
        size={DRAWER_WIDTH}
        open={open}
        onClose={() => setUi({ mobileMenuOpen: false })}
        closable={false}
        className={`shell-mobile-drawer is-${theme}`}
        styles={{ body: { padding: 0 } }}
        data-testid="mobile-menu"
      >
        <div className="shell-mobile-brand">
          <Logo size={28} />
          <span>{sysName}</span>
        </div>
        <NavMenu
          items={items}
          mode="inline"
          theme={theme}
          onOpened={() => setUi({ mobileMenuOpen: false })}
        />
      </Drawer>
    </>
  )
}
