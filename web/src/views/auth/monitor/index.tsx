import { InfoCircleOutlined } from '@ant-design/icons'
import type { MonitorSession } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  App,
  Card,
  Col,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Statistic,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { useTranslation } from 'react-i18next'
import { monitorApi } from '../../../api/auth/monitor'
import Auth from '../../../components/Auth'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { useUserStore } from '../../../stores/user'

/** Sessions monitor: who is online, the figures, kicking a session or all of a user's out. */
export default function MonitorPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const myId = useUserStore((s) => s.userInfo?.id)
  const { data: figures } = useQuery(monitorApi.figures.query())

  // A kick reloads the list and the figures (everything read under the monitor).
  const done = () => {
    message.success(t('admin.monitor.kicked'))
    void queryClient.invalidateQueries({ queryKey: monitorApi.key })
  }
  const kick = (r: MonitorSession) =>
    monitorApi
      .kick(r.id)
      .then(done)
      .catch(() => undefined)
  const kickUser = (r: MonitorSession) =>
    monitorApi
      .kickUser(r.userId)
      .then(done)
      .catch(() => undefined)

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
        <Space size={12}>
          {!r.current && (
            <Auth code="authMonitorKick">
              <Popconfirm
                title={t('admin.monitor.kickConfirm', { name: r.name })}
                onConfirm={() => kick(r)}
                okText={t('admin.common.ok')}
                cancelText={t('admin.common.cancel')}
              >
                <Typography.Link type="danger" data-testid={`monitor-kick-${r.account}`}>
                  {t('admin.monitor.kick')}
                </Typography.Link>
              </Popconfirm>
            </Auth>
          )}
          <Auth code="authMonitorKickUser">
            <Popconfirm
              title={
                r.userId === myId
                  ? t('admin.monitor.kickUserSelfConfirm')
                  : t('admin.monitor.kickUserConfirm', { name: r.name })
              }
              onConfirm={() => kickUser(r)}
              okText={t('admin.common.ok')}
              cancelText={t('admin.common.cancel')}
            >
              <Typography.Link type="danger" data-testid={`monitor-kick-user-${r.account}`}>
                {t('admin.monitor.kickUser')}
              </Typography.Link>
            </Popconfirm>
          </Auth>
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
        printTitle={t('admin.monitor.title')}
        columns={columns}
        request={monitorApi.page}
        searchFields={[
          {
            name: 'searchKey',
            label: t('admin.common.keyword'),
            node: (
              <Input
                allowClear
                placeholder={t('admin.monitor.searchPlaceholder')}
                data-testid="monitor-search"
              />
            ),
          },
          {
            name: 'client',
            label: t('admin.monitor.side'),
            node: (
              <Select
                allowClear
                options={[
                  { value: 'B', label: t('admin.monitor.sideB') },
                  { value: 'C', label: t('admin.monitor.sideC') },
                ]}
              />
            ),
          },
        ]}
      />
    </Space>
  )
}
