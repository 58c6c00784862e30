import { SettingOutlined } from '@ant-design/icons'
import type { MenuItem } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Button, Card, Empty, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { userCenterApi } from '../../../api/sys/userCenter'
import { MenuIcon } from '../../../layout/icons'
import { useMenuStore } from '../../../stores/menu'
import { useSettingsStore } from '../../../stores/settings'

const byId = (items: readonly MenuItem[] | undefined, into = new Map<string, MenuItem>()) => {
  for (const m of items ?? []) {
    into.set(m.id, m)
    byId(m.children, into)
  }
  return into
}

/** The menus the user chose as shortcuts (user centre › shortcuts), as tiles; a menu no longer granted is left out. */
export default function ShortcutsCard() {
  const { t } = useTranslation()
  const en = useSettingsStore((s) => s.lang) === 'en'
  const menu = useMenuStore((s) => s.menu)
  const saved = useQuery(userCenterApi.loginWorkbench.query())
  const menus = byId(menu ?? [])
  const chosen = (saved.data ?? []).flatMap((id) => {
    const m = menus.get(id)
    return m && m.meta.type === 'menu' ? [m] : []
  })
  return (
    <Card
      variant="borderless"
      title={t('index.shortcuts')}
      data-testid="wb-shortcuts"
      extra={
        <Link to="/usercenter?tab=shortcuts" aria-label={t('index.chooseShortcuts')}>
          <SettingOutlined />
        </Link>
      }
    >
      {saved.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : chosen.length ? (
        <div className="workbench-shortcuts">
          {chosen.map((m) => (
            <Link key={m.id} to={m.path} className="workbench-shortcut" data-testid="wb-shortcut">
              <MenuIcon name={m.meta.icon} className="workbench-shortcut-icon" />
              <span>{en && m.meta.titleEn ? m.meta.titleEn : m.meta.title}</span>
            </Link>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('index.noShortcuts')}>
          <Link to="/usercenter?tab=shortcuts">
            <Button type="primary" size="small">
              {t('index.chooseShortcuts')}
            </Button>
          </Link>
        </Empty>
      )}
    </Card>
  )
}
