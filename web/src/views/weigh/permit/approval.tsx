import { PERMIT_REASON_DICT, type PermitDetail } from '@portal/contracts'
import { Space, type TableColumnsType, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { permitApi } from '../../../api/weigh/permit'
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

type Line = PermitDetail['lines'][number]

const amount = (v: number | null) => (v === null ? '' : v.toLocaleString())

/**
 * A goods release permit as its approvers read it: who takes what out, why, from which department,
 * in which vehicle and when, with its goods lines and photos. Read only; the approval drawer shows
 * it above the trail (`formView` 'weigh/permit/approval').
 */
export default function PermitApproval({ formId }: FormViewProps) {
  return (
    <ApprovalView name="permit" read={permitApi.detail} formId={formId} rows={8}>
      {(d) => <PermitForm detail={d} />}
    </ApprovalView>
  )
}

export function PermitForm({ detail: d }: { detail: PermitDetail }) {
  const { t } = useTranslation()
  const reason = useLabel(PERMIT_REASON_DICT)
  const form = d.form
  const photos = strings(form.photos)
  const columns: TableColumnsType<Line> = [
    { title: t('admin.weighPermit.goods'), dataIndex: 'name' },
    { title: t('admin.weighPermit.materialNo'), dataIndex: 'materialNo', width: 130 },
    {
      title: t('admin.weighPermit.quantity'),
      key: 'quantity',
      width: 120,
      align: 'right',
      render: (_: unknown, l: Line) => `${amount(l.quantity)} ${l.unit}`,
    },
    {
      title: t('admin.weighPermit.weight'),
      dataIndex: 'weight',
      width: 120,
      align: 'right',
      render: (v: number | null) => amount(v),
    },
  ]
  return (
    <>
      <FieldList
        testId="permit-form"
        fields={[
          { label: t('admin.weighPermit.applicant'), value: d.applicantName },
          { label: t('admin.weighPermit.applicantPhone'), value: text(form.applicantPhone) },
          { label: t('admin.weighPermit.org'), value: d.orgName },
          { label: t('admin.weighPermit.responsible'), value: d.responsibleName },
          { label: t('admin.weighPermit.reason'), value: d.reason && reason(d.reason) },
          { label: t('admin.weighPermit.exitAt'), value: d.exitAt },
          {
            label: t('admin.weighPermit.plate'),
            value: d.plate && <Tag style={{ fontFamily: 'monospace' }}>{d.plate}</Tag>,
          },
          {
            label: t('admin.weighPermit.driver'),
            value: [d.driverName, d.driverPhone].filter(Boolean).join(' '),
          },
          {
            label: t('admin.weighPermit.expectedWeight'),
            value: d.expectedWeight !== null && `${amount(d.expectedWeight)} kg`,
          },
          { label: t('admin.weighPermit.remark'), value: prose(form.remark), span: 'filled' },
          {
            label: t('admin.weighPermit.photos'),
            span: 'filled',
            value: photos.length > 0 && (
              <Space wrap>
                {photos.map((id, i) => (
                  <FileThumb key={id} id={id} label={`${t('admin.weighPermit.photos')} ${i + 1}`} />
                ))}
              </Space>
            ),
          },
        ]}
      />
      <Section title={`${t('admin.weighPermit.lines')} (${d.lines.length})`} />
      <SubTable<Line>
        columns={columns}
        data={d.lines}
        rowKey={(l, i) => `${i}-${l.name}`}
        testId="permit-lines"
      />
    </>
  )
}
