import { SMS_KINDS, SMS_STATUSES, type SmsRecord } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { App, Descriptions, Space, Tag, Tooltip } from 'antd'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { smsApi } from '../../../api/dev/sms'
import { ConfirmLink } from '../../../components/AdminKit'
import { DetailLink, useActionColumn } from '../../../components/AdminKit/actionColumn'
import FormContainer from '../../../components/FormContainer'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { dayRangeField, optionsOf, selectField, textField } from '../../../components/SearchTable/fields'
import { dayRangeQuery, useFormatTime } from '../../../utils/time'

const STATUS_COLOR: Record<string, string> = {
  SENT: 'processing',
  DELIVERED: 'success',
  UNDELIVERED: 'warning',
  FAIL: 'error',
}

/**
 * The SMS log: every message the SMS provider was asked to send, newest first. In demo mode (the LOG
 * provider) the phone sign-in code is read here; once a real provider sends, the server masks codes.
 */
export default function SmsPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const time = useFormatTime()
  const table = useRef<SearchTableRef>(null)
  const actionColumn = useActionColumn()
  const [viewing, setViewing] = useState<string | null>(null)
  const kindText = (v: string | null) =>
    v && (SMS_KINDS as readonly string[]).includes(v) ? t(`admin.sms.${v as 'PHONE'}`) : t('admin.sms.other')
  const statusText = (v: string) =>
    (SMS_STATUSES as readonly string[]).includes(v) ? t(`admin.sms.${v as 'SENT'}`) : v
  const statusTag = (v: string) => <Tag color={STATUS_COLOR[v] ?? 'default'}>{statusText(v)}</Tag>

  async function resend(id: string) {
    await smsApi.resend(id)
    void message.success(t('admin.sms.resent'))
    table.current?.reload()
  }

  const columns: STColumn<SmsRecord>[] = [
    {
      title: t('admin.sms.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => time(v),
      printText: (r) => time(r.createdAt),
    },
    { title: t('admin.sms.phone'), dataIndex: 'phone', width: 130 },
    {
      title: t('admin.sms.kind'),
      dataIndex: 'kind',
      width: 150,
      printText: (r) => kindText(r.kind),
      render: (v: string | null) => kindText(v),
    },
    {
      title: t('admin.sms.content'),
      dataIndex: 'content',
      ellipsis: true,
      render: (v: string, r: SmsRecord) =>
        r.masked ? (
          <Tooltip title={t('admin.sms.masked')}>{v}</Tooltip>
        ) : (
          <span data-testid={`sms-content-${r.phone}`}>{v}</span>
        ),
    },
    { title: t('admin.sms.provider'), dataIndex: 'provider', width: 100 },
    {
      title: t('admin.sms.status'),
      dataIndex: 'status',
      width: 90,
      printText: (r) => statusText(r.status),
      render: statusTag,
    },
    actionColumn(110, (r) => (
      <Space size={0}>
        <DetailLink onClick={() => setViewing(r.id)} testId={`sms-view-${r.id}`} />
        {r.status === 'FAIL' && (
          <ConfirmLink
            code="devSmsResend"
            title={t('admin.sms.resendConfirm')}
            onConfirm={() => resend(r.id)}
            testId={`sms-resend-${r.id}`}
          >
            {t('admin.sms.resend')}
          </ConfirmLink>
        )}
      </Space>
    )),
  ]

  return (
    <>
      <SearchTable
        ref={table}
        id="dev-sms"
        printTitle={t('admin.sms.listTitle')}
        columns={columns}
        request={smsApi.page}
        toQuery={dayRangeQuery}
        searchFields={[
          textField('phone', t('admin.sms.phone'), 'sms-q-phone'),
          selectField('kind', t('admin.sms.kind'), optionsOf(SMS_KINDS, kindText)),
          selectField('status', t('admin.sms.status'), optionsOf(SMS_STATUSES, statusText)),
          dayRangeField(t('admin.sms.timeRange')),
        ]}
      />
      {viewing && (
        <SmsDrawer id={viewing} onClose={() => setViewing(null)} kindText={kindText} statusTag={statusTag} />
      )}
    </>
  )
}

function SmsDrawer({
  id,
  onClose,
  kindText,
  statusTag,
}: {
  id: string
  onClose: () => void
  kindText: (v: string | null) => string
  statusTag: (v: string) => ReactNode
}) {
  const { t } = useTranslation()
  const time = useFormatTime()
  const { data } = useQuery(smsApi.detail.query({ id }))
  return (
    <FormContainer
      open
      title={t('admin.sms.detailTitle')}
      onClose={onClose}
      width={640}
      data-testid="sms-detail"
    >
      {data && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('admin.sms.createdAt')}>{time(data.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('admin.sms.phone')}>{data.phone}</Descriptions.Item>
          <Descriptions.Item label={t('admin.sms.kind')}>{kindText(data.kind)}</Descriptions.Item>
          <Descriptions.Item label={t('admin.sms.content')}>
            {data.content}
            {data.masked && <div style={{ opacity: 0.65 }}>{t('admin.sms.masked')}</div>}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.sms.provider')}>{data.provider}</Descriptions.Item>
          {data.fallbackFrom && (
            <Descriptions.Item label={t('admin.sms.fallbackFrom')}>{data.fallbackFrom}</Descriptions.Item>
          )}
          {data.messageId && (
            <Descriptions.Item label={t('admin.sms.messageId')}>{data.messageId}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('admin.sms.status')}>{statusTag(data.status)}</Descriptions.Item>
          {data.receiptAt && (
            <Descriptions.Item label={t('admin.sms.receiptAt')}>{time(data.receiptAt)}</Descriptions.Item>
          )}
          {data.error && <Descriptions.Item label={t('admin.sms.error')}>{data.error}</Descriptions.Item>}
        </Descriptions>
      )}
    </FormContainer>
  )
}
