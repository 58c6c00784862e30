import { WarningOutlined } from '@ant-design/icons'
import { isHazardous, KRS_DICT, WORK_SHIFTS, type WorkDetail, type WorkShift } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Descriptions, Empty, Skeleton, Space, Table, type TableColumnsType, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { workApi } from '../../../api/krs/work'
import { localLabel, useDict } from '../../../components/Dict'
import { Expiry, FileThumb, LoadFailed, text, useLabel } from '../components/kit'

type Worker = WorkDetail['workers'][number]

const isShift = (v: unknown): v is WorkShift => (WORK_SHIFTS as readonly unknown[]).includes(v)
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(text).filter((s): s is string => s !== undefined) : []

/**
 * A work type as its dictionary's coloured tag; a hazardous one carries a warning sign and stands
 * out in bold (it needs a certificate and, in approval, a safety review).
 */
export function WorkTypeTag({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation()
  const items = useDict(KRS_DICT.workType)
  if (!value) return null
  const item = items?.find((i) => i.dictValue === value)
  const hazardous = isHazardous(value)
  return (
    <Tag
      color={item?.color && item.color !== 'default' ? item.color : undefined}
      icon={hazardous ? <WarningOutlined /> : undefined}
      style={hazardous ? { fontWeight: 600 } : undefined}
      data-value={value}
      data-hazardous={hazardous}
    >
      {item ? localLabel(item, i18n.language) : value}
    </Tag>
  )
}

/**
 * A worker's certificate expiry: a hazardous worker without a certificate of their work type, or
 * with one ending before the job's last day, in red; otherwise the expiry as everywhere else.
 */
function CertExpiry({ worker, endDay }: { worker: Worker; endDay: string | undefined }) {
  const { t } = useTranslation()
  if (isHazardous(worker.workType)) {
    if (worker.certType !== worker.workType || !worker.certExpiry)
      return (
        <Tag color="error" data-expiry="missing">
          {t('admin.krsWork.noCert')}
        </Tag>
      )
    if (endDay && worker.certExpiry < endDay)
      return (
        <Space size={4} wrap data-expiry="beforeEnd">
          <Typography.Text type="danger" strong>
            {worker.certExpiry}
          </Typography.Text>
          <Tag color="error">{t('admin.krsWork.certBeforeEnd')}</Tag>
        </Space>
      )
  }
  return <Expiry day={worker.certExpiry} />
}

/**
 * A contractor's entry-work application as its approvers read it: the job (contractor, project,
 * area, work types, days and shift, who hosts it and who is responsible, vehicles, description,
 * attachments) and its workers with their certificates. Read only; the approval engine's drawer
 * shows it above the trail (`formView` 'krs/work/approval').
 */
export default function WorkApproval({ formId }: { formId: string }) {
  const { t } = useTranslation()
  const query = useQuery(workApi.detail.query({ id: formId }))
  const certType = useLabel(KRS_DICT.workType)

  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} data-testid="work-loading" />
  if (query.isError || !query.data)
    return (
      <LoadFailed
        error={query.error}
        retry={() => void query.refetch()}
        retrying={query.isFetching}
        testId="work-error"
      />
    )

  const detail = query.data
  const form = detail.form
  const startDay = detail.startDay ?? text(form.startDay)
  const endDay = detail.endDay ?? text(form.endDay)
  const workTypes = strings(form.workTypes)
  const vehicles = strings(form.vehicles)
  const attachments = strings(form.attachments)
  const shift = isShift(form.shift) ? t(`admin.krsWork.shift${form.shift}`) : text(form.shift)
  const none = <Typography.Text type="secondary">{t('admin.krsWork.none')}</Typography.Text>
  const item = (label: string, value: ReactNode, span?: 'filled') => (
    <Descriptions.Item label={label} span={span}>
      {value}
    </Descriptions.Item>
  )
  const section = (title: string) => (
    <Typography.Title level={5} style={{ marginTop: 20 }}>
      {title}
    </Typography.Title>
  )

  const workerColumns: TableColumnsType<Worker> = [
    { title: t('admin.krsWork.personName'), dataIndex: 'name', width: 110 },
    {
      title: t('admin.krsWork.workType'),
      key: 'workType',
      render: (_, r) => <WorkTypeTag value={r.workType} />,
    },
    {
      title: t('admin.krsWork.certType'),
      key: 'certType',
      render: (_, r) => (r.certType ? certType(r.certType) : ''),
    },
    {
      title: t('admin.krsWork.certExpiry'),
      key: 'certExpiry',
      width: 220,
      render: (_, r) => <CertExpiry worker={r} endDay={endDay} />,
    },
  ]

  return (
    <div data-testid="work-approval">
      {section(t('admin.krsWork.job'))}
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered data-testid="work-job">
        {item(t('admin.krsWork.contractorName'), detail.contractorName)}
        {item(t('admin.krsWork.project'), text(form.project) ?? detail.project)}
        {item(t('admin.krsWork.area'), text(form.area))}
        {item(
          t('admin.krsWork.workTypes'),
          <Space size={[0, 4]} wrap>
            {workTypes.map((w) => (
              <WorkTypeTag key={w} value={w} />
            ))}
          </Space>,
        )}
        {item(t('admin.krsWork.days'), startDay && endDay ? `${startDay} ~ ${endDay}` : startDay)}
        {item(t('admin.krsWork.shift'), shift)}
        {item(t('admin.krsWork.hostOrg'), detail.hostOrgName)}
        {item(t('admin.krsWork.responsible'), detail.responsibleName)}
        {item(
          t('admin.krsWork.vehicles'),
          vehicles.length ? (
            <Space size={[0, 4]} wrap data-testid="work-vehicles">
              {vehicles.map((v) => (
                <Tag key={v} style={{ fontFamily: 'monospace' }}>
                  {v}
                </Tag>
              ))}
            </Space>
          ) : (
            none
          ),
          'filled',
        )}
        {item(
          t('admin.krsWork.description'),
          text(form.description) ? (
            <span style={{ whiteSpace: 'pre-wrap' }}>{text(form.description)}</span>
          ) : (
            none
          ),
          'filled',
        )}
        {item(
          t('admin.krsWork.attachments'),
          attachments.length ? (
            <Space wrap data-testid="work-attachments">
              {attachments.map((id, i) => (
                <FileThumb key={id} id={id} label={`${t('admin.krsWork.attachments')} ${i + 1}`} />
              ))}
            </Space>
          ) : (
            none
          ),
          'filled',
        )}
      </Descriptions>

      {section(`${t('admin.krsWork.workers')} (${detail.workers.length})`)}
      <Table<Worker>
        size="small"
        bordered
        pagination={detail.workers.length > 20 ? { pageSize: 20, size: 'small' } : false}
        rowKey="personId"
        columns={workerColumns}
        dataSource={detail.workers}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        data-testid="work-workers"
      />
    </div>
  )
}
