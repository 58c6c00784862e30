import type { MenuItem } from '@portal/contracts'
import { Breadcrumb } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useSettingsStore } from '../../stores/settings'
import { menuChain, menuTitle } from '../../utils/menu'
import { MenuIcon } from '../icons'

/** Module › catalog › page of the current route; entries marked hiddenBreadcrumb are left out. */
export default function Breadcrumbs({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation()
  const lang = useSettingsStore((s) => s.lang)
  const { pathname } = useLocation()
  const chain = useMemo(() => menuChain(menu, pathname), [menu, pathname])
  const items = chain
    .filter((item) => !item.meta.hiddenBreadcrumb)
    .map((item) => ({
      key: item.id,
      title: (
        <span className="shell-crumb">
          <MenuIcon name={item.meta.icon} /> {menuTitle(item.meta, lang)}
        </span>
      ),
    }))
  if (items.length === 0) return null
  return (
    <nav className="shell-breadcrumb" aria-label={t('layout.breadcrumb')} data-testid="breadcrumb">
      <Breadcrumb items={items} />
    </nav>
  )
}
