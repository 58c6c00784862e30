import { InfoCircleOutlined } from '@ant-design/icons'
import type { MonitorSession } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { App, Card, Col, Row, Space, Statistic, Tag, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { monitorApi } from '../../../api/auth/monitor'
import { ConfirmLink } from '../../../components/AdminKit'
import { useCrud } from '../../../components/AdminKit/crud'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import { useUserStore } from '../../../stores/user'

const SIDES = ['B', 'C'] as const

/** Sessions monitor: who is online, the figures, kicking a session or all of a user's out. */
export default function MonitorPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  // Nothing is added or edited here: the kit gives the search, and the reload after a kick.
  const crud = useCrud<MonitorSession, object>(monitorApi)
  const myId = useUserStore((s) => s.userInfo?.id)
  const { data: figures } = useQuery(monitorApi.figures.query())

  // A kick reloads the list and the figures (everything read under the monitor).
  const done = () => {
    message.success(t('admin.monitor.kicked'))
    crud.changed()
  }

  const sideTag = (v: string) =>
    v === 'C' ? (
      <Tag color="orange">{t('admin.monitor.sideC')}</Tag>
    ) : (
      <Tag color="blue">{t('admin.monitor.sideB')}</Tag>
    )

  const columns: STColumn<MonitorSession>[] = [
    {
      title: t('admin.monitor.account'),
      dataIndex: 'account',
      render: (v: string, r) => (
        <Space size={4}>
          {v}
          {r.current && <Tag color="green">{t('admin.monitor.current')}</Tag>}
        </Space>
      ),
    },
    { title: t('admin.monitor.name'), dataIndex: 'name' },
    { title: t('admin.monitor.side'), dataIndex: 'client', width: 130, render: sideTag },
    { title: t('admin.monitor.ip'), dataIndex: 'ip', width: 130 },
    {
      title: t('admin.monitor.browser'),
      dataIndex: 'browser',
      render: (v: string | null, r) => <Tooltip title={r.userAgent}>{v ?? '-'}</Tooltip>,
    },
    { title: t('admin.monitor.os'), dataIndex: 'os', render: (v: string | null) => v ?? '-' },
    {
      title: t('admin.monitor.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      printConfig: { type: 'time' },
    },
    {
      title: (
        <Tooltip title={t('admin.monitor.lastSeenHint')}>
          <span>
            {t('admin.monitor.lastSeenAt')} <InfoCircleOutlined />
          </span>
        </Tooltip>
      ),
      key: 'lastSeenAt',
      dataIndex: 'lastSeenAt',
      width: 170,
      printConfig: { type: 'time' },
    },
    {
      title: t('admin.monitor.expiresAt'),
      dataIndex: 'expiresAt',
      width: 170,
      printConfig: { type: 'time' },
      checked: false,
    },
    {
      title: t('admin.common.action'),
      key: 'action',
      width: 190,
      isPrint: false,
      render: (_: unknown, r) => (
        <Space size={0}>
          {!r.current && (
            <ConfirmLink
              code="authMonitorKick"
              title={t('admin.monitor.kickConfirm', { name: r.name })}
              onConfirm={() => monitorApi.kick(r.id).then(done)}
              testId={`monitor-kick-${r.account}`}
              danger
            >
              {t('admin.monitor.kick')}
            </ConfirmLink>
          )}
          <ConfirmLink
            code="authMonitorKickUser"
            title={
              r.userId === myId
                ? t('admin.monitor.kickUserSelfConfirm')
                : t('admin.monitor.kickUserConfirm', { name: r.name })
            }
            onConfirm={() => monitorApi.kickUser(r.userId).then(done)}
            testId={`monitor-kick-user-${r.account}`}
            danger
          >
            {t('admin.monitor.kickUser')}
          </ConfirmLink>
        </Space>
      ),
    },
  ]

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Row gutter={12}>
        {(
          [
            ['onlineSessions', figures?.onlineSessions],
            ['onlineUsers', figures?.onlineUsers],
            ['sideB', figures?.bySide.B],
            ['sideC', figures?.bySide.C],
            ['loginsToday', figures?.loginsToday],
          ] as const
        ).map(([key, value]) => (
          <Col key={key} flex="1 1 160px">
            <Card size="small" variant="borderless">
              <Statistic
                title={t(`admin.monitor.${key}`)}
                value={value ?? '-'}
                data-testid={`monitor-figure-${key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {figures && (
        <Typography.Text type="secondary">
          <InfoCircleOutlined />{' '}
          {figures.idleMinutes % 60
            ? t('admin.monitor.idleHint', { minutes: figures.idleMinutes })
            : t('admin.monitor.idleHintHours', { hours: figures.idleMinutes / 60 })}{' '}
          {t('admin.monitor.lastSeenHint')}
        </Typography.Text>
      )}
      <SearchTable
        id="auth-monitor"
        ref={crud.table}
        printTitle={t('admin.monitor.title')}
        columns={columns}
        request={monitorApi.page}
        searchFields={[
          crud.keywordField(t('admin.monitor.searchPlaceholder'), 'monitor-search'),
          selectField(
            'client',
            t('admin.monitor.side'),
            optionsOf(SIDES, (s) => t(`admin.monitor.side${s}`)),
          ),
        ]}
      />
    </Space>
  )
}
