import { SyncOutlined } from '@ant-design/icons'
import { SAP_ENTITIES, SAP_SYNC_STATUSES, type SapEntity, type SapSyncLog } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Card, Col, Descriptions, Row, Tag, Typography } from 'antd'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sapSyncApi } from '../../../api/weigh/sap'
import Auth from '../../../components/Auth'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import { formatTime } from '../../../utils/time'

const STATUS_COLOR: Record<string, string> = { RUNNING: 'processing', OK: 'success', FAILED: 'error' }

/**
 * The SAP sync: per entity how far it has synced and a run now; below, every run with what it read
 * and wrote (the scheduled job `weigh.sapSync` runs it every half hour once SAP is configured).
 */
export default function SapSyncPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const client = useQueryClient()
  const table = useRef<SearchTableRef>(null)
  const [running, setRunning] = useState<SapEntity | null>(null)
  const { data: state } = useQuery(sapSyncApi.state.query())
  const entityText = (e: string) => t(`admin.weighSapSync.${e as SapEntity}`)
  const statusText = (s: string) => t(`admin.weighSapSync.${s as 'OK'}`)

  async function run(entity: SapEntity) {
    setRunning(entity)
    try {
      const r = await sapSyncApi.sync(entity)
      const params = { entity: entityText(entity), ...r, error: r.error ?? '' }
      if (r.status === 'OK') void message.success(t('admin.weighSapSync.synced', params))
      else void message.error(t('admin.weighSapSync.syncFailed', params), 6)
    } catch {
      // the request module told why (not configured, already running)
    } finally {
      setRunning(null)
      void client.invalidateQueries({ queryKey: sapSyncApi.state.key })
      table.current?.reload()
    }
  }

  const columns: STColumn<SapSyncLog>[] = [
    {
      title: t('admin.weighSapSync.startedAt'),
      dataIndex: 'startedAt',
      width: 170,
      printConfig: { type: 'time' },
      render: (v: string) => formatTime(v),
    },
    {
      title: t('admin.weighSapSync.entity'),
      dataIndex: 'entity',
      width: 90,
      render: entityText,
      printText: (r) => entityText(r.entity),
    },
    {
      title: t('admin.weighSapSync.origin'),
      dataIndex: 'origin',
      width: 90,
      render: (v: string) => t(`admin.weighSapSync.${v as 'JOB'}`),
      printText: (r) => t(`admin.weighSapSync.${r.origin as 'JOB'}`),
    },
    {
      title: t('admin.weighSapSync.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: string) => <Tag color={STATUS_COLOR[v]}>{statusText(v)}</Tag>,
      printText: (r) => statusText(r.status),
    },
    {
      title: t('admin.weighSapSync.since'),
      dataIndex: 'since',
      width: 170,
      render: (v: string | null) => (v ? formatTime(v) : t('admin.weighSapSync.full')),
      printText: (r) => (r.since ? formatTime(r.since) : t('admin.weighSapSync.full')),
    },
    { title: t('admin.weighSapSync.fetched'), dataIndex: 'fetched', width: 70, align: 'right' },
    { title: t('admin.weighSapSync.inserted'), dataIndex: 'inserted', width: 70, align: 'right' },
    { title: t('admin.weighSapSync.updated'), dataIndex: 'updated', width: 70, align: 'right' },
    {
      title: t('admin.weighSapSync.unchanged'),
      dataIndex: 'unchanged',
      width: 70,
      align: 'right',
      checked: false,
    },
    { title: t('admin.weighSapSync.pages'), dataIndex: 'pages', width: 60, align: 'right', checked: false },
    { title: t('admin.weighSapSync.userName'), dataIndex: 'userName', width: 100 },
    {
      title: t('admin.weighSapSync.error'),
      dataIndex: 'error',
      ellipsis: true,
      render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : ''),
    },
  ]

  return (
    <>
      {state && !state.configured && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('admin.weighSapSync.notConfigured')}
        />
      )}
      <Row gutter={12} style={{ marginBottom: 12 }}>
        {SAP_ENTITIES.map((entity) => {
          const e = state?.entities.find((x) => x.entity === entity)
          return (
            <Col xs={24} md={12} key={entity}>
              <Card
                size="small"
                title={entityText(entity)}
                extra={
                  <Auth code="weighSapSyncRun">
                    <Button
                      icon={<SyncOutlined />}
                      disabled={!state?.configured || (running !== null && running !== entity)}
                      loading={running === entity}
                      onClick={() => void run(entity)}
                      data-testid={`sap-sync-${entity}`}
                    >
                      {running === entity ? t('admin.weighSapSync.syncing') : t('admin.weighSapSync.syncNow')}
                    </Button>
                  </Auth>
                }
              >
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={t('admin.weighSapSync.watermark')}>
                    {e?.watermark ? formatTime(e.watermark) : t('admin.weighSapSync.never')}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('admin.weighSapSync.lastRunAt')}>
                    {e?.lastRunAt ? formatTime(e.lastRunAt) : '—'}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
            </Col>
          )
        })}
      </Row>
      <SearchTable
        ref={table}
        id="weigh-sap-sync"
        printTitle={t('admin.weighSapSync.title')}
        columns={columns}
        request={sapSyncApi.log}
        searchFields={[
          selectField('entity', t('admin.weighSapSync.entity'), optionsOf(SAP_ENTITIES, entityText)),
          selectField('status', t('admin.weighSapSync.status'), optionsOf(SAP_SYNC_STATUSES, statusText)),
        ]}
      />
    </>
  )
}
