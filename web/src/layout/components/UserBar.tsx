import {
  ClearOutlined,
  CompressOutlined,
  DownOutlined,
  ExpandOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  SearchOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons'
import { App, Avatar, Button, Dropdown } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { fileSrc } from '../../api/fileUrl'
import { clearCache, logout } from '../../app/session'
import LangSwitch from '../../components/LangSwitch'
import { useUserStore } from '../../stores/user'
import { useShellUi } from '../ui'
import ApprovalBadge from './ApprovalBadge'
import { HeaderButton } from './HeaderButton'
import MessageBell from './MessageBell'

/**
 * Whether the settings icon shows: the flag must be the string 'true' (spec §2). It is the build-time
 * variable VITE_LAYOUT_SETTING_OPEN, 'true' when unset.
 */
export const SETTINGS_ICON_FLAG: string = import.meta.env.VITE_LAYOUT_SETTING_OPEN ?? 'true'

function useFullscreen() {
  const [on, setOn] = useState(() => Boolean(document.fullscreenElement))
  useEffect(() => {
    const sync = () => setOn(Boolean(document.fullscreenElement))
    document.addEventListener('fullscreenchange', sync)
    return () => document.removeEventListener('fullscreenchange', sync)
  }, [])
  const toggle = () => {
    const done = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen()
    done.catch(() => {})
  }
  return [on, toggle] as const
}

interface Toggle {
  label: string
  icon: ReactNode
}

/** A header button that turns a state on and off: its label and icon say what a click does. */
function ToggleButton({
  on,
  turnOn,
  turnOff,
  onClick,
  testId,
}: {
  on: boolean
  turnOn: Toggle
  turnOff: Toggle
  onClick: () => void
  testId: string
}) {
  const { label, icon } = on ? turnOff : turnOn
  return (
    <HeaderButton
      tip={label}
      icon={icon}
      aria-label={label}
      aria-pressed={on}
      onClick={onClick}
      data-testid={testId}
    />
  )
}

/** Search, fullscreen, language, the user's dropdown and the settings icon. */
export default function UserBar({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const navigate = useNavigate()
  const user = useUserStore((s) => s.userInfo)
  const setUi = useShellUi((s) => s.set)
  const [fullscreen, toggleFullscreen] = useFullscreen()
  const [leaving, setLeaving] = useState(false)
  const maximized = useShellUi((s) => s.maximized)

  const onLogout = async () => {
    setLeaving(true)
    try {
      await logout()
    } finally {
      setLeaving(false)
    }
  }

  const confirmClearCache = () =>
    modal.confirm({
      title: t('layout.clearCacheTitle'),
      content: t('layout.clearCacheConfirm'),
      onOk: clearCache,
    })

  const displayName = user?.name || user?.account || ''
  return (
    <div className="shell-userbar">
      {!mobile && (
        <HeaderButton
          tip={`${t('layout.search')} (S)`}
          icon={<SearchOutlined />}
          aria-label={t('layout.search')}
          aria-keyshortcuts="S"
          onClick={() => setUi({ searchOpen: true })}
          data-testid="search-open"
        />
      )}
      {/* Phones have no fullscreen API worth offering (iOS has none; elsewhere it hides the browser's own controls). */}
      {!mobile && (
        <ToggleButton
          on={fullscreen}
          turnOn={{ label: t('layout.fullscreen'), icon: <FullscreenOutlined /> }}
          turnOff={{ label: t('layout.exitFullscreen'), icon: <FullscreenExitOutlined /> }}
          onClick={toggleFullscreen}
          testId="fullscreen"
        />
      )}
      {!mobile && (
        <ToggleButton
          on={maximized}
          turnOn={{ label: t('layout.maximize'), icon: <ExpandOutlined /> }}
          turnOff={{ label: t('layout.exitMaximize'), icon: <CompressOutlined /> }}
          onClick={() => setUi({ maximized: !maximized })}
          testId="maximize"
        />
      )}
      <ApprovalBadge />
      <MessageBell />
      <LangSwitch className="shell-header-btn shell-lang" />
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            {
              key: 'center',
              icon: <UserOutlined />,
              label: <span data-testid="user-center">{t('layout.personalCenter')}</span>,
            },
            {
              key: 'cache',
              icon: <ClearOutlined />,
              label: <span data-testid="clear-cache">{t('layout.clearCache')}</span>,
            },
            { type: 'divider' },
            {
              key: 'logout',
              icon: <LogoutOutlined />,
              disabled: leaving,
              label: <span data-testid="logout">{t('layout.logout')}</span>,
            },
          ],
          onClick: ({ key }) => {
            if (key === 'center') void navigate('/usercenter')
            else if (key === 'cache') confirmClearCache()
            else if (key === 'logout') void onLogout()
          },
        }}
      >
        <Button
          type="text"
          className="shell-header-btn shell-user"
          data-testid="current-user"
          aria-label={`${t('layout.userMenu')}: ${displayName}`}
          title={user?.account}
        >
          <Avatar size={26} src={fileSrc(user?.avatar)} icon={<UserOutlined />} />
          <span className="shell-user-name">{displayName}</span>
          <DownOutlined className="shell-user-caret" />
        </Button>
      </Dropdown>
      {SETTINGS_ICON_FLAG === 'true' && (
        <HeaderButton
          tip={t('layout.settings')}
          icon={<SettingOutlined />}
          aria-label={t('layout.settings')}
          onClick={() => setUi({ settingsOpen: true })}
          data-testid="settings-open"
        />
      )}
    </div>
  )
}
