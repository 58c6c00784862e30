import { EllipsisOutlined } from '@ant-design/icons'
import type { MenuItem } from '@portal/contracts'
import { Menu, type MenuProps } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useSettingsStore } from '../../stores/settings'
import { menuChain, menuTitle, openMenuItem, visibleItems } from '../../utils/menu'
import { MenuIcon } from '../icons'

type Items = NonNullable<MenuProps['items']>

/** Key of a menu entry: its path, or its id for catalogs without one. */
const keyOf = (item: MenuItem) => (item.meta.type === 'catalog' || !item.path ? `id:${item.id}` : item.path)

function findByKey(items: readonly MenuItem[], key: string): MenuItem | undefined {
  for (const item of items) {
    if (keyOf(item) === key) return item
    const found = findByKey(item.children ?? [], key)
    if (found) return found
  }
  return undefined
}

interface NavMenuProps {
  items: readonly MenuItem[]
  mode: 'inline' | 'horizontal' | 'vertical'
  theme: 'dark' | 'light'
  collapsed?: boolean
  /** Only one sub-menu open at a time (exclusive expansion). */
  unique?: boolean
  onOpened?: () => void
  className?: string
  testId?: string
}

/** The recursive navigation menu: hidden items skipped, links open a new browser tab. */
export default function NavMenu({
  items,
  mode,
  theme,
  collapsed,
  unique,
  onOpened,
  className,
  testId,
}: NavMenuProps) {
  const { t } = useTranslation()
  const lang = useSettingsStore((s) => s.lang)
  const navigate = useNavigate()
  const { pathname } = useLocation()

  const menuItems = useMemo(() => {
    const build = (list: readonly MenuItem[] | undefined): Items =>
      visibleItems(list).map((item) => {
        const label = menuTitle(item.meta, lang)
        const icon = <MenuIcon key={item.id} name={item.meta.icon} />
        const children = visibleItems(item.children)
        if (
          item.meta.type === 'catalog' ||
          (item.meta.type !== 'link' && children.length > 0 && !item.component)
        )
          return { key: keyOf(item), icon, label, children: build(children) }
        return {
          key: keyOf(item),
          icon,
          label: (
            <span data-menu-path={item.path} data-menu-type={item.meta.type}>
              {label}
            </span>
          ),
        }
      })
    return build(items)
  }, [items, lang])

  const chain = useMemo(() => menuChain(items, pathname), [items, pathname])
  const current = chain[chain.length - 1]
  const selected = current?.meta.active || current?.path || pathname
  const ancestors = useMemo(() => chain.slice(0, -1).map(keyOf), [chain])

  const [openKeys, setOpenKeys] = useState<string[]>(ancestors)
  // Opening a page opens its catalogs (exclusive expansion keeps only those).
  useEffect(() => {
    setOpenKeys((open) => (unique ? ancestors : [...new Set([...open, ...ancestors])]))
  }, [ancestors, unique])

  const onOpenChange = (keys: string[]) => {
    if (!unique) return setOpenKeys(keys)
    const added = keys.find((k) => !openKeys.includes(k))
    if (!added) return setOpenKeys(keys)
    // Keep the new one and its ancestors only.
    const path = (list: readonly MenuItem[], trail: string[]): string[] | null => {
      for (const item of list) {
        const here = [...trail, keyOf(item)]
        if (keyOf(item) === added) return here
        const below = path(item.children ?? [], here)
        if (below) return below
      }
      return null
    }
    setOpenKeys(path(items, []) ?? [added])
  }

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findByKey(items, key)
    if (!item) return
    openMenuItem(item, navigate)
    onOpened?.()
  }

  return (
    <Menu
      className={className}
      data-testid={testId}
      mode={mode}
      theme={theme}
      items={menuItems}
      selectedKeys={[selected]}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange } : {})}
      onClick={onClick}
      overflowedIndicator={
        <span className="shell-menu-more" data-testid="menu-more">
          <EllipsisOutlined /> {t('layout.more')}
        </span>
      }
      aria-label={t('layout.mainMenu')}
    />
  )
}
