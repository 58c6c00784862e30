import { OA_DIRECTIONS, type OaLogRow } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { App, Button, Descriptions, Drawer, Input, Space, Tag, Typography } from 'antd'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { oaLogApi } from '../../../api/oa/log'
import { ConfirmLink } from '../../../components/AdminKit'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import { yesNoOptions } from '../../../components/yesNoOptions'
import { formatTime } from '../../../utils/time'

const time = (v: string | null | undefined) => formatTime(v)
const STATE_COLOR: Record<string, string> = { PENDING: 'warning', SENT: 'success', FAILED: 'error' }
const REFUSALS = ['oaSignatureWrong', 'oaTimestampOff', 'oaReplay', 'oaUnknownRequest', 'oaNotConfigured']

/** An exchange's error: a refused callback's reason in words, anything else as it was logged. */
function useErrorText() {
  const { t } = useTranslation()
  return (error: string | null | undefined) =>
    !error ? '' : REFUSALS.includes(error) ? t(`admin.oaLog.${error as 'oaReplay'}`) : error
}

/** A JSON body indented for reading; anything else as it is. */
function pretty(text: string | null) {
  if (!text) return ''
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

/** The OA result log: every exchange with the external OA both ways; failed sends go again from here. */
export default function OaLogPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const table = useRef<SearchTableRef>(null)
  const [viewing, setViewing] = useState<string | null>(null)
  const errorText = useErrorText()

  async function resend(outboxId: string) {
    const { sent } = await oaLogApi.resend(outboxId)
    if (sent) message.success(t('admin.oaLog.resent'))
    else message.warning(t('admin.oaLog.resendFailed'))
    table.current?.reload()
  }

  const columns: STColumn<OaLogRow>[] = [
    {
      title: t('admin.oaLog.time'),
      dataIndex: 'createdAt',
      width: 170,
      printConfig: { type: 'time' },
      render: time,
    },
    {
      title: t('admin.oaLog.direction'),
      dataIndex: 'direction',
      width: 110,
      printText: (r) => t(`admin.oaLog.${r.direction}`),
      render: (v: OaLogRow['direction']) => (
        <Tag color={v === 'OUT' ? 'blue' : 'purple'}>{t(`admin.oaLog.${v}`)}</Tag>
      ),
    },
    { title: t('admin.oaLog.application'), dataIndex: 'title', ellipsis: true },
    { title: t('admin.oaLog.oaRequestId'), dataIndex: 'oaRequestId', width: 140 },
    { title: t('admin.oaLog.httpStatus'), dataIndex: 'httpStatus', width: 100, align: 'right' },
    { title: t('admin.oaLog.duration'), dataIndex: 'durationMs', width: 110, align: 'right' },
    { title: t('admin.oaLog.attempt'), dataIndex: 'attempt', width: 80, align: 'right' },
    {
      title: t('admin.oaLog.result'),
      dataIndex: 'ok',
      width: 90,
      printText: (r) => (r.ok ? t('admin.oaLog.ok') : t('admin.oaLog.failed')),
      render: (v: number, r: OaLogRow) => (
        <Tag color={v ? 'success' : 'error'} data-testid={`oa-result-${r.id}`}>
          {v ? t('admin.oaLog.ok') : t('admin.oaLog.failed')}
        </Tag>
      ),
    },
    {
      title: t('admin.oaLog.error'),
      dataIndex: 'error',
      width: 180,
      ellipsis: true,
      printText: (r) => errorText(r.error),
      render: (v: string | null) => errorText(v),
    },
    {
      title: t('admin.oaLog.outboxStatus'),
      dataIndex: 'outboxStatus',
      width: 110,
      render: (v: string | null) =>
        v ? <Tag color={STATE_COLOR[v]}>{t(`admin.oaLog.${v as 'SENT'}`)}</Tag> : null,
    },
    {
      title: t('admin.common.action'),
      key: 'action',
      width: 150,
      isPrint: false,
      render: (_: unknown, r: OaLogRow) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(r.id)} data-testid={`oa-view-${r.id}`}>
            {t('admin.oaLog.view')}
          </Button>
          {r.direction === 'OUT' && r.outboxId && r.outboxStatus !== 'SENT' && (
            <ConfirmLink
              code="oaLogResend"
              title={t('admin.oaLog.resendConfirm')}
              onConfirm={() => resend(r.outboxId!)}
              testId={`oa-resend-${r.id}`}
            >
              {t('admin.oaLog.resend')}
            </ConfirmLink>
          )}
        </Space>
      ),
    },
  ]

  return (
    <>
      <SearchTable
        ref={table}
        id="oa-log"
        printTitle={t('admin.oaLog.listTitle')}
        columns={columns}
        request={oaLogApi.page}
        searchFields={[
          {
            name: 'oaRequestId',
            label: t('admin.oaLog.oaRequestId'),
            node: <Input allowClear data-testid="oa-q-request" />,
          },
          selectField(
            'direction',
            t('admin.oaLog.direction'),
            optionsOf(OA_DIRECTIONS, (d) => t(`admin.oaLog.${d}`)),
          ),
          selectField(
            'ok',
            t('admin.oaLog.result'),
            yesNoOptions(t('admin.oaLog.ok'), t('admin.oaLog.failed')),
          ),
        ]}
      />
      {viewing && <ExchangeDrawer id={viewing} onClose={() => setViewing(null)} />}
    </>
  )
}

function ExchangeDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation()
  const { data } = useQuery(oaLogApi.detail.query({ id }))
  const errorText = useErrorText()
  return (
    <Drawer
      open
      title={t('admin.oaLog.detailTitle')}
      size={760}
      onClose={onClose}
      destroyOnHidden
      data-testid="oa-exchange"
    >
      {data && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('admin.oaLog.time')}>{time(data.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.oaLog.direction')}>
              {t(`admin.oaLog.${data.direction}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.oaLog.url')} span={2}>
              {data.url}
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.oaLog.httpStatus')}>{data.httpStatus ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('admin.oaLog.duration')}>{data.durationMs}</Descriptions.Item>
            {data.error && (
              <Descriptions.Item label={t('admin.oaLog.error')} span={2}>
                {errorText(data.error)}
              </Descriptions.Item>
            )}
          </Descriptions>
          {(['requestBody', 'responseBody'] as const).map((k) => (
            <div key={k}>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t(`admin.oaLog.${k}`)}
              </Typography.Title>
              <pre
                style={{
                  maxHeight: 320,
                  overflow: 'auto',
                  padding: 12,
                  fontSize: 12,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-all',
                  background: 'var(--ant-color-fill-quaternary)',
                }}
              >
                {pretty(data[k])}
              </pre>
            </div>
          ))}
        </>
      )}
    </Drawer>
  )
}
