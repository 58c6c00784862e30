import { WEIGH_STATUSES, type WeighDetail, type WeighRow } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Button, Descriptions, Flex, Image, Skeleton, Space, Tag, Typography } from 'antd'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fileUrl } from '../../../api/fileUrl'
import { recordApi } from '../../../api/weigh/record'
import { DetailLink, useActionColumn } from '../../../components/AdminKit/actionColumn'
import { ExportButton } from '../../../components/AdminKit/ExcelButtons'
import { ReasonDialog } from '../../../components/ApplicationKit/ReasonDialog'
import Auth from '../../../components/Auth'
import FormContainer from '../../../components/FormContainer'
import { PrintButton } from '../../../components/Print'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { dayRangeField, optionsOf, selectField, textField } from '../../../components/SearchTable/fields'
import { useSysName } from '../../../components/useSysName'
import { dayRangeQuery, formatTime } from '../../../utils/time'
import { printSlip } from '../components/slip'

const STATUS_COLOR: Record<string, string> = { OPEN: 'processing', DONE: 'success', VOID: 'default' }
const kg = (v: number | null) => (v === null ? '' : v.toLocaleString())

/** Weighing records: search, the slip's detail (both weighings, how they were taken), void, export. */
export default function RecordPage() {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const actionColumn = useActionColumn()
  const [viewing, setViewing] = useState<string | null>(null)
  const statusText = (s: string) => t(`admin.weigh.${s as 'OPEN'}`)

  const columns: STColumn<WeighRow>[] = [
    {
      title: t('admin.weigh.createdAt'),
      dataIndex: 'createdAt',
      width: 160,
      printConfig: { type: 'time' },
      render: (v: string) => formatTime(v),
    },
    { title: t('admin.weigh.recordNo'), dataIndex: 'recordNo', width: 150 },
    { title: t('admin.weigh.plate'), dataIndex: 'plate', width: 100 },
    {
      title: t('admin.weigh.status'),
      dataIndex: 'status',
      width: 110,
      render: (v: string, r) => (
        <Space size={2} wrap>
          <Tag color={STATUS_COLOR[v]}>{statusText(v)}</Tag>
          {r.manual && <Tag color="orange">{t('admin.weigh.manualMark')}</Tag>}
        </Space>
      ),
      printText: (r) => `${statusText(r.status)}${r.manual ? ` ${t('admin.weigh.manualMark')}` : ''}`,
    },
    { title: t('admin.weigh.doc'), dataIndex: 'docNo', width: 130, ellipsis: true },
    { title: t('admin.weigh.material'), dataIndex: 'materialName', ellipsis: true },
    { title: t('admin.weigh.gross'), dataIndex: 'gross', width: 90, align: 'right', render: kg },
    { title: t('admin.weigh.tare'), dataIndex: 'tare', width: 90, align: 'right', render: kg },
    {
      title: t('admin.weigh.net'),
      dataIndex: 'net',
      width: 90,
      align: 'right',
      render: (v: number | null) => <strong>{kg(v)}</strong>,
      printText: (r) => kg(r.net),
    },
    {
      title: t('admin.weigh.deviation'),
      dataIndex: 'deviationPct',
      width: 80,
      align: 'right',
      checked: false,
      render: (v: number | null) => (v === null ? '' : `${v}%`),
    },
    actionColumn(70, (r) => (
      <DetailLink onClick={() => setViewing(r.id)} testId={`weigh-view-${r.recordNo}`} />
    )),
  ]

  return (
    <>
      <SearchTable
        ref={table}
        id="weigh-record"
        printTitle={t('admin.weigh.recordTitle')}
        columns={columns}
        request={recordApi.page}
        toQuery={dayRangeQuery}
        searchFields={[
          textField('plate', t('admin.weigh.plate'), 'weigh-q-plate'),
          textField('docNo', t('admin.weigh.doc')),
          selectField('status', t('admin.weigh.status'), optionsOf(WEIGH_STATUSES, statusText)),
          selectField('manual', t('admin.weigh.manualOnly'), [
            { value: '1', label: t('admin.weigh.yes') },
            { value: '0', label: t('admin.weigh.no') },
          ]),
          dayRangeField(t('admin.weigh.timeRange')),
        ]}
        toolbar={
          <ExportButton
            code="weighRecordExport"
            call={recordApi.export}
            fileName="weighings.xlsx"
            query={() => dayRangeQuery(table.current?.searchValues() ?? {})}
            testId="weigh-export"
          />
        }
      />
      {viewing && (
        <RecordDrawer
          id={viewing}
          onClose={() => setViewing(null)}
          onVoided={() => table.current?.refresh()}
        />
      )}
    </>
  )
}

function RecordDrawer({ id, onClose, onVoided }: { id: string; onClose: () => void; onVoided: () => void }) {
  const { t } = useTranslation()
  const sysName = useSysName()
  const { data, refetch } = useQuery(recordApi.detail.query({ id }))
  const [voiding, setVoiding] = useState(false)
  const weighing = (r: WeighDetail, p: 'first' | 'second') => {
    const at = r[`${p}At`]
    if (!at) return '—'
    return (
      <Space direction="vertical" size={0}>
        <span>
          {t(`admin.weigh.${(r[`${p}Kind`] ?? 'GROSS') as 'GROSS'}`)} {kg(r[`${p}Weight`])} kg ·{' '}
          {formatTime(at)} · {r[`${p}BridgeName`]} · {r[`${p}UserName`]}
        </span>
        {r[`${p}Manual`] ? (
          <Typography.Text type="warning">
            {t('admin.weigh.manualMark')}: {r[`${p}Reason`]}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('admin.weigh.framesHash')}: {r[`${p}FramesHash`]?.slice(0, 16)}…
          </Typography.Text>
        )}
        {r[`${p}PhotoId`] && (
          <Image width={120} src={fileUrl(r[`${p}PhotoId`]!)} alt={t('admin.weigh.photo')} />
        )}
      </Space>
    )
  }
  return (
    <FormContainer
      open
      title={
        data ? (
          <Flex align="center" justify="space-between" gap={8} wrap>
            <span>{t('admin.weigh.detailTitle', { no: data.recordNo })}</span>
            {/* The slip from the print templates (the footer's button prints the plain one). */}
            {data.status === 'DONE' && (
              <PrintButton
                docType="weighSlip"
                id={id}
                label={t('admin.weigh.printSlip')}
                testId="weigh-print"
              />
            )}
          </Flex>
        ) : (
          ''
        )
      }
      onClose={onClose}
      width={760}
      data-testid="weigh-detail"
      footer={
        data && (
          <Space>
            {data.status === 'DONE' && (
              <Button onClick={() => printSlip(data, t, sysName)}>{t('admin.weigh.print')}</Button>
            )}
            {data.status !== 'VOID' && (
              <Auth code="weighRecordVoid">
                <Button danger onClick={() => setVoiding(true)} data-testid="weigh-void">
                  {t('admin.weigh.voidTitle')}
                </Button>
              </Auth>
            )}
          </Space>
        )
      }
    >
      {data ? (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('admin.weigh.plate')}>{data.plate}</Descriptions.Item>
          <Descriptions.Item label={t('admin.weigh.status')}>
            {t(`admin.weigh.${data.status as 'OPEN'}`)}
            {data.voidReason &&
              ` · ${t('admin.weigh.voidInfo', { name: data.voidedByName ?? '', time: formatTime(data.voidedAt), reason: data.voidReason })}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.weigh.direction')}>
            {t(`admin.weigh.${data.direction as 'IN'}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.weigh.doc')}>{data.docNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('admin.weigh.material')}>
            {data.materialName ?? '—'} {data.location && `· ${data.location}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.weigh.firstWeighing')}>
            {weighing(data, 'first')}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.weigh.secondWeighing')}>
            {weighing(data, 'second')}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.weigh.net')}>
            {data.net === null ? '—' : <strong>{kg(data.net)} kg</strong>}
            {data.tareSource === 'STORED' && (
              <Tag style={{ marginInlineStart: 8 }}>{t('admin.weigh.STORED')}</Tag>
            )}
          </Descriptions.Item>
          {data.expected !== null && (
            <Descriptions.Item label={t('admin.weigh.expected')}>
              {kg(data.expected)} kg {data.deviationPct !== null && `· ${data.deviationPct}%`}
            </Descriptions.Item>
          )}
          {data.refusedCount > 0 && (
            <Descriptions.Item label={t('admin.weigh.deviation')}>
              <Typography.Text type="danger">
                {t('admin.weigh.refused', { count: data.refusedCount, note: data.lastRefusedNote ?? '' })}
              </Typography.Text>
            </Descriptions.Item>
          )}
        </Descriptions>
      ) : (
        <Skeleton active />
      )}
      <ReasonDialog
        open={
          voiding && data
            ? {
                action: {
                  title: t('admin.weigh.voidTitle'),
                  hint: t('admin.weigh.voidHint'),
                  maxLength: 255,
                  run: (recordId, reason) => recordApi.void(recordId, reason),
                },
                subject: { id, name: `${data.recordNo} · ${data.plate}` },
              }
            : null
        }
        testId="weigh-void-dialog"
        fieldTestId="weigh-void-reason"
        onClose={() => setVoiding(false)}
        onSaved={() => {
          setVoiding(false)
          void refetch()
          onVoided()
        }}
      />
    </FormContainer>
  )
}
