import { EditOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Button, Card, Col, Descriptions, type DescriptionsProps, Row, Statistic, Tag } from 'antd'
import dayjs from 'dayjs'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSysName } from '../../components/useSysName'
import { useSettingsStore } from '../../stores/settings'
import { useUserStore } from '../../stores/user'
import './index.css'
import { fileSrc } from '../../api/fileUrl'
import { formatTime } from '../../utils/time'
import Figures from './components/Figures'
import ModuleCards from './components/ModuleCards'
import ShortcutsCard from './components/ShortcutsCard'

const ProfileForm = lazy(() => import('./components/ProfileForm'))

type Greeting = 'morning' | 'afternoon' | 'evening'

function greetingOf(hour: number): Greeting {
  if (hour < 12) return 'morning'
  if (hour < 18) return 'afternoon'
  return 'evening'
}

/**
 * The workbench (/index): greets the user, then the figures and cards the modules add (server
 * `core/workbench.ts`, web `app/workbench.ts`: it imports no module), the user's shortcuts and the
 * account facts from getLoginUser.
 */
export default function Workbench() {
  const { t } = useTranslation()
  const lang = useSettingsStore((s) => s.lang)
  const user = useUserStore((s) => s.userInfo)
  const sysName = useSysName()
  const [editing, setEditing] = useState(false)
  const [editorUsed, setEditorUsed] = useState(false)
  if (!user) return null

  const now = dayjs()
  const dash = t('common.none')
  const show = (v: string | null | undefined) => (v?.trim() ? v : dash)
  const items: DescriptionsProps['items'] = [
    {
      key: 'account',
      label: t('index.account'),
      children: <span data-testid="wb-account">{user.account}</span>,
    },
    { key: 'name', label: t('index.name'), children: user.name },
    {
      key: 'role',
      label: t('index.role'),
      children: user.superAdmin ? (
        <Tag color="gold">{t('index.superAdmin')}</Tag>
      ) : (
        <Tag>{t('index.member')}</Tag>
      ),
    },
    { key: 'org', label: t('index.org'), children: show(user.orgName) },
    { key: 'position', label: t('index.position'), children: show(user.positionName) },
    { key: 'phone', label: t('index.phone'), children: show(user.phone) },
    { key: 'email', label: t('index.email'), children: show(user.email) },
    {
      key: 'lastLoginTime',
      label: t('index.lastLoginTime'),
      children: user.lastLoginTime ? formatTime(user.lastLoginTime) : t('index.firstLogin'),
    },
    { key: 'lastLoginIp', label: t('index.lastLoginIp'), children: show(user.lastLoginIp) },
  ]

  return (
    <div className="workbench">
      <Card className="workbench-hero" variant="borderless">
        <div className="workbench-hero-inner">
          <Avatar size={64} src={fileSrc(user.avatar)} icon={<UserOutlined />} />
          <div className="workbench-hero-text">
            <h2 className="workbench-greeting" data-testid="wb-greeting">
              {t(`index.greeting.${greetingOf(now.hour())}`, { name: user.name || user.account })}
            </h2>
            <p className="workbench-welcome">{t('index.welcome', { system: sysName })}</p>
          </div>
          <div className="workbench-date">
            <div className="workbench-date-day">
              {now.format(lang === 'en' ? 'MMM D, YYYY' : 'YYYY年M月D日')}
            </div>
            <div className="workbench-date-week">{now.format('dddd')}</div>
          </div>
        </div>
      </Card>
      <Figures />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16} className="workbench-column">
          <ShortcutsCard />
          <ModuleCards column="main" />
          <Card
            title={t('index.profile')}
            variant="borderless"
            extra={
              <Button
                type="link"
                icon={<EditOutlined />}
                onClick={() => {
                  setEditorUsed(true)
                  setEditing(true)
                }}
                data-testid="wb-edit-profile"
              >
                {t('index.editProfile')}
              </Button>
            }
          >
            <Descriptions column={{ xs: 1, sm: 2 }} items={items} />
          </Card>
        </Col>
        <Col xs={24} lg={8} className="workbench-column">
          <ModuleCards column="side" />
          <Card variant="borderless">
            <Statistic
              title={t('index.permissions')}
              value={user.superAdmin ? t('index.allPermissions') : user.buttonCodeList.length}
              data-testid="wb-permissions"
            />
          </Card>
        </Col>
      </Row>
      {editorUsed && (
        <Suspense>
          <ProfileForm open={editing} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </div>
  )
}
