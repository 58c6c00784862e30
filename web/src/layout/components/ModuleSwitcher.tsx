import { AppstoreOutlined } from '@ant-design/icons'
import { findIndexMenu, type MenuItem } from '@portal/contracts'
import { App, Button, Menu, Popover } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMenuStore } from '../../stores/menu'
import { useSettingsStore } from '../../stores/settings'
import { hasPages, menuTitle, openMenuItem } from '../../utils/menu'
import { MenuIcon } from '../icons'

/** Switch module (spec §4): an empty module warns; otherwise it is remembered and its first page opens. */
export function useSwitchModule() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const setModuleId = useMenuStore((s) => s.setModuleId)
  return (module: MenuItem) => {
    const first = findIndexMenu(module.children)
    if (!hasPages(module.children) || !first) {
      message.warning(t('layout.noModuleMenus'))
      return
    }
    setModuleId(module.id)
    openMenuItem(first, navigate)
  }
}

/** What a horizontal menu item adds to its text: 20 px padding each side, a 14 px icon and its gap. */
const DOCK_ITEM_EXTRA = 40 + 14 + 10 + 8

let measurer: CanvasRenderingContext2D | null = null

/**
 * The width the dock needs to show every module. It is the dock's flex basis: a basis taken from
 * its own content would shrink to the '···' item once antd folded the entries (long English titles)
 * and never give them room again, even after switching back to shorter ones.
 */
function dockWidth(labels: readonly string[]): number {
  measurer ??= document.createElement('canvas').getContext('2d')
  if (!measurer) return labels.length * 120
  measurer.font = `14px ${getComputedStyle(document.body).fontFamily}`
  return Math.ceil(
    labels.reduce((sum, label) => sum + measurer!.measureText(label).width + DOCK_ITEM_EXTRA, 0),
  )
}

interface Props {
  modules: readonly MenuItem[]
  current: MenuItem | undefined
  /** Module dock: a horizontal menu; otherwise a button with a pop-over grid. */
  dock: boolean
  theme: 'dark' | 'light'
}

/** The module menu, shown by the shell only with more than one module and not on phones. */
export default function ModuleSwitcher({ modules, current, dock, theme }: Props) {
  const { t } = useTranslation()
  const lang = useSettingsStore((s) => s.lang)
  const switchTo = useSwitchModule()
  const [open, setOpen] = useState(false)

  const titles = modules.map((m) => menuTitle(m.meta, lang))
  const titlesKey = titles.join('\n')
  const basis = useMemo(() => dockWidth(titlesKey.split('\n')), [titlesKey])

  if (dock) {
    return (
      <Menu
        className="shell-modules-dock"
        style={{ flexBasis: basis }}
        data-testid="module-dock"
        mode="horizontal"
        theme={theme}
        selectedKeys={current ? [current.id] : []}
        aria-label={t('layout.modules')}
        items={modules.map((m) => ({
          key: m.id,
          icon: <MenuIcon name={m.meta.icon} />,
          label: <span data-module-id={m.id}>{titles[modules.indexOf(m)]}</span>,
        }))}
        onClick={({ key }) => {
          const module = modules.find((m) => m.id === key)
          if (module) switchTo(module)
        }}
      />
    )
  }

  const grid = (
    <div className="shell-modules-grid" data-testid="module-grid">
      {modules.map((m) => (
        <button
          type="button"
          key={m.id}
          data-module-id={m.id}
          className={`shell-module-cell${m.id === current?.id ? ' is-current' : ''}`}
          aria-current={m.id === current?.id ? 'true' : undefined}
          onClick={() => {
            setOpen(false)
            switchTo(m)
          }}
        >
          <span className="shell-module-icon" style={{ background: m.color || 'var(--shell-primary)' }}>
            <MenuIcon name={m.meta.icon} />
          </span>
          <span className="shell-module-title">{menuTitle(m.meta, lang)}</span>
        </button>
      ))}
    </div>
  )
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Button
        type="text"
        className="shell-header-btn"
        icon={<AppstoreOutlined />}
        aria-label={
          current ? t('layout.moduleSwitch', { name: menuTitle(current.meta, lang) }) : t('layout.modules')
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="module-grid-toggle"
      >
        <span className="shell-module-current">{current ? menuTitle(current.meta, lang) : ''}</span>
      </Button>
    </Popover>
  )
}
