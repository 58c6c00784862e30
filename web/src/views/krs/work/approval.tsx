import { WarningOutlined } from '@ant-design/icons'
import { isHazardous, KRS_DICT, WORK_SHIFTS, type WorkDetail, type WorkShift } from '@portal/contracts'
import { Space, type TableColumnsType, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { workApi } from '../../../api/krs/work'
import {
  ApprovalView,
  FieldList,
  FileThumb,
  type FormViewProps,
  prose,
  Section,
  SubTable,
  strings,
  text,
  useLabel,
} from '../../../components/ApplicationKit'
import { localLabel, useDict } from '../../../components/Dict'
import { Expiry } from '../components/kit'

type Worker = WorkDetail['workers'][number]

const isShift = (v: unknown): v is WorkShift => (WORK_SHIFTS as readonly unknown[]).includes(v)

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
export default function WorkApproval({ formId }: FormViewProps) {
  return (
    <ApprovalView name="work" read={workApi.detail} formId={formId}>
      {(d) => <WorkForm detail={d} />}
    </ApprovalView>
  )
}

function WorkForm({ detail }: { detail: WorkDetail }) {
  const { t } = useTranslation()
  const certType = useLabel(KRS_DICT.workType)
  const form = detail.form
  const startDay = detail.startDay ?? text(form.startDay)
  const endDay = detail.endDay ?? text(form.endDay)
  const workTypes = strings(form.workTypes)
  const vehicles = strings(form.vehicles)
  const attachments = strings(form.attachments)
  const shift = isShift(form.shift) ? t(`admin.krsWork.shift${form.shift}`) : text(form.shift)

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
    <>
      <Section title={t('admin.krsWork.job')} />
      <FieldList
        testId="work-job"
        fields={[
          { label: t('admin.krsWork.contractorName'), value: detail.contractorName },
          { label: t('admin.krsWork.project'), value: text(form.project) ?? detail.project },
          { label: t('admin.krsWork.area'), value: text(form.area) },
          {
            label: t('admin.krsWork.workTypes'),
            value: (
              <Space size={[0, 4]} wrap>
                {workTypes.map((w) => (
                  <WorkTypeTag key={w} value={w} />
                ))}
              </Space>
            ),
          },
          {
            label: t('admin.krsWork.days'),
            value: startDay && endDay ? `${startDay} ~ ${endDay}` : startDay,
          },
          { label: t('admin.krsWork.shift'), value: shift },
          { label: t('admin.krsWork.hostOrg'), value: detail.hostOrgName },
          { label: t('admin.krsWork.responsible'), value: detail.responsibleName },
          {
            label: t('admin.krsWork.vehicles'),
            value: vehicles.length > 0 && (
              <Space size={[0, 4]} wrap data-testid="work-vehicles">
                {vehicles.map((v) => (
                  <Tag key={v} style={{ fontFamily: 'monospace' }}>
                    {v}
                  </Tag>
                ))}
              </Space>
            ),
            span: 'filled',
          },
          { label: t('admin.krsWork.description'), value: prose(form.description), span: 'filled' },
          {
            label: t('admin.krsWork.attachments'),
            value: attachments.length > 0 && (
              <Space wrap data-testid="work-attachments">
                {attachments.map((id, i) => (
                  <FileThumb key={id} id={id} label={`${t('admin.krsWork.attachments')} ${i + 1}`} />
                ))}
              </Space>
            ),
            span: 'filled',
          },
        ]}
      />

      <Section title={`${t('admin.krsWork.workers')} (${detail.workers.length})`} />
      <SubTable<Worker>
        columns={workerColumns}
        data={detail.workers}
        rowKey="personId"
        testId="work-workers"
      />
    </>
  )
}
