import { PUSH_CHANNELS, PUSH_STATUSES, type PushRecord } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { App, Descriptions, Space, Tag } from 'antd'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pushApi } from '../../../api/dev/push'
import { ConfirmLink } from '../../../components/AdminKit'
import { DetailLink, useActionColumn } from '../../../components/AdminKit/actionColumn'
import FormContainer from '../../../components/FormContainer'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { dayRangeField, optionsOf, selectField, textField } from '../../../components/SearchTable/fields'
import { dayRangeQuery, useFormatTime } from '../../../utils/time'

const STATUS_COLOR: Record<string, string> = { PENDING: 'processing', SENT: 'success', FAIL: 'error' }
const TOPICS = [
  'APPROVAL_TODO',
  'APPROVAL_RESULT',
  'JOB_FAILED',
  'PASS_ISSUED',
  'PASSWORD_EXPIRING',
  'TEST',
] as const

/** What `t` reads a value of a closed set by, or the value itself when the set does not know it. */
function useNames() {
  const { t } = useTranslation()
  return {
    channel: (v: string) =>
      (PUSH_CHANNELS as readonly string[]).includes(v) ? t(`admin.push.kinds.${v as 'SMS'}`) : v,
    topic: (v: string) =>
      (TOPICS as readonly string[]).includes(v) ? t(`admin.push.topicNames.${v as 'TEST'}`) : v,
    status: (v: string) =>
      (PUSH_STATUSES as readonly string[]).includes(v) ? t(`admin.push.statuses.${v as 'SENT'}`) : v,
  }
}

/**
 * The push log: every message to a group robot, or to one person by SMS or e-mail, that the product
 * queued after an approval step, a result or a failed job, newest first, with how it ended.
 */
export default function PushLogPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const time = useFormatTime()
  const names = useNames()
  const table = useRef<SearchTableRef>(null)
  const actionColumn = useActionColumn()
  const [viewing, setViewing] = useState<string | null>(null)
  const statusTag = (v: string) => <Tag color={STATUS_COLOR[v] ?? 'default'}>{names.status(v)}</Tag>

  async function resend(id: string) {
    const r = await pushApi.resend(id)
    if (r.ok) void message.success(t('admin.push.resent'))
    else void message.error(t('admin.push.resendFailed', { error: r.error ?? '' }))
    table.current?.reload()
  }

  const columns: STColumn<PushRecord>[] = [
    {
      title: t('admin.push.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => time(v),
      printText: (r) => time(r.createdAt),
    },
    {
      title: t('admin.push.kind'),
      dataIndex: 'channel',
      width: 90,
      render: (v: string) => names.channel(v),
      printText: (r) => names.channel(r.channel),
    },
    { title: t('admin.push.target'), dataIndex: 'target', width: 160, ellipsis: true },
    {
      title: t('admin.push.topics'),
      dataIndex: 'topic',
      width: 120,
      render: (v: string) => names.topic(v),
      printText: (r) => names.topic(r.topic),
    },
    { title: t('admin.push.title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('admin.push.status'),
      dataIndex: 'status',
      width: 90,
      render: statusTag,
      printText: (r) => names.status(r.status),
    },
    actionColumn(110, (r) => (
      <Space size={0}>
        <DetailLink onClick={() => setViewing(r.id)} testId={`push-view-${r.id}`} />
        {r.status === 'FAIL' && (
          <ConfirmLink
            code="devPushResend"
            title={t('admin.push.resendConfirm')}
            onConfirm={() => resend(r.id)}
            testId={`push-resend-${r.id}`}
          >
            {t('admin.push.resend')}
          </ConfirmLink>
        )}
      </Space>
    )),
  ]

  return (
    <>
      <SearchTable
        ref={table}
        id="dev-push"
        printTitle={t('admin.push.logTitle')}
        columns={columns}
        request={pushApi.page}
        toQuery={dayRangeQuery}
        searchFields={[
          textField('target', t('admin.push.target'), 'push-q-target'),
          selectField('channel', t('admin.push.kind'), optionsOf(PUSH_CHANNELS, names.channel)),
          selectField('topic', t('admin.push.topics'), optionsOf(TOPICS, names.topic)),
          selectField('status', t('admin.push.status'), optionsOf(PUSH_STATUSES, names.status)),
          dayRangeField(t('admin.push.timeRange')),
        ]}
      />
      {viewing && <PushDrawer id={viewing} onClose={() => setViewing(null)} statusTag={statusTag} />}
    </>
  )
}

function PushDrawer({
  id,
  onClose,
  statusTag,
}: {
  id: string
  onClose: () => void
  statusTag: (v: string) => ReactNode
}) {
  const { t } = useTranslation()
  const time = useFormatTime()
  const names = useNames()
  const { data } = useQuery(pushApi.detail.query({ id }))
  const item = (label: string, value: ReactNode) => (
    <Descriptions.Item label={label}>{value}</Descriptions.Item>
  )
  return (
    <FormContainer
      open
      title={t('admin.push.detailTitle')}
      onClose={onClose}
      width={640}
      data-testid="push-detail"
    >
      {data && (
        <Descriptions column={1} bordered size="small">
          {item(t('admin.push.createdAt'), time(data.createdAt))}
          {item(t('admin.push.kind'), names.channel(data.channel))}
          {item(t('admin.push.target'), data.target)}
          {item(t('admin.push.topics'), names.topic(data.topic))}
          {item(t('admin.push.title'), data.title)}
          {item(t('admin.push.content'), <div style={{ whiteSpace: 'pre-wrap' }}>{data.content}</div>)}
          {item(t('admin.push.status'), statusTag(data.status))}
          {item(t('admin.push.attempts'), data.attempts)}
          {data.nextAt && item(t('admin.push.nextAt'), time(data.nextAt))}
          {data.sentAt && item(t('admin.push.sentAt'), time(data.sentAt))}
          {data.error && item(t('admin.push.error'), data.error)}
          {data.vendorCode && item(t('admin.push.vendorCode'), data.vendorCode)}
        </Descriptions>
      )}
    </FormContainer>
  )
}
