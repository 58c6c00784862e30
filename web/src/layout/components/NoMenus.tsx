import { InboxOutlined, LogoutOutlined } from '@ant-design/icons'
import { Button, Result } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { logout } from '../../app/session'
import { useUserStore } from '../../stores/user'

/** What a user whose menu has no page sees: who they are, what to do about it, and a way out. */
export default function NoMenus() {
  const { t } = useTranslation()
  const user = useUserStore((s) => s.userInfo)
  const [leaving, setLeaving] = useState(false)
  const name = user?.name || user?.account || ''
  return (
    <Result
      className="shell-no-menus-page"
      icon={<InboxOutlined />}
      title={t('noMenu.title', { name })}
      subTitle={
        <span data-testid="no-menus">
          {t('layout.noMenus')}
          <br />
          {t('noMenu.hint')}
        </span>
      }
      extra={
        <Button
          type="primary"
          icon={<LogoutOutlined />}
          loading={leaving}
          onClick={() => {
            setLeaving(true)
            logout().finally(() => setLeaving(false))
          }}
          data-testid="no-menus-logout"
        >
          {t('layout.logout')}
        </Button>
      }
    />
  )
}
