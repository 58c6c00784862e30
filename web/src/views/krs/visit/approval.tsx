import { KRS_DICT, VISIT_ID_TYPES, type VisitDetail, type VisitIdType } from '@portal/contracts'
import { Space, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { visitApi } from '../../../api/krs/visit'
import {
  ApprovalView,
  FieldList,
  FileThumb,
  type FormViewProps,
  prose,
  rows,
  text,
  useLabel,
} from '../../../components/ApplicationKit'
import { useFormatTime } from '../../../utils/time'

const isIdType = (v: unknown): v is VisitIdType => (VISIT_ID_TYPES as readonly unknown[]).includes(v)

/**
 * A visitor reservation as its host (the approver) and the reception read it: who comes, with whom,
 * when, why, by which car, with what, and whether they confirmed the safety notice. Read only; the
 * approval drawer shows it above the trail (`formView` 'krs/visit/approval').
 */
export default function VisitApproval({ formId }: FormViewProps) {
  return (
    <ApprovalView name="visit" read={visitApi.detail} formId={formId} rows={6}>
      {(d) => <VisitForm detail={d} />}
    </ApprovalView>
  )
}

function VisitForm({ detail: d }: { detail: VisitDetail }) {
  const { t } = useTranslation()
  const time = useFormatTime()
  const reason = useLabel(KRS_DICT.visitReason)
  const form = d.form
  const companions = rows(form.companions)
  const accepted = text(form.safetyAcceptedAt)
  return (
    <FieldList
      testId="visit-form"
      fields={[
        {
          label: t('admin.krsVisit.visitorName'),
          value: (
            <Space size={4} wrap>
              <Typography.Text strong>{d.visitorName}</Typography.Text>
              {d.blacklisted && <Tag color="error">{t('admin.krsVisit.blacklisted')}</Tag>}
            </Space>
          ),
        },
        { label: t('admin.krsVisit.phone'), value: d.phone },
        {
          label: t('admin.krsVisit.idType'),
          value: isIdType(d.idType) ? t(`admin.krsVisit.${d.idType}`) : d.idType,
        },
        { label: t('admin.krsVisit.idNo'), value: d.idNo },
        { label: t('admin.krsVisit.company'), value: d.company },
        { label: t('admin.krsVisit.reason'), value: d.reason && reason(d.reason) },
        { label: t('admin.krsVisit.host'), value: d.hostName },
        { label: t('admin.krsVisit.hostOrg'), value: d.hostOrgName },
        { label: t('admin.krsVisit.window'), value: d.visitStart && `${d.visitStart} ~ ${d.visitEnd ?? ''}` },
        {
          label: t('admin.krsVisit.plate'),
          value: d.plate && <Tag style={{ fontFamily: 'monospace' }}>{d.plate}</Tag>,
        },
        {
          label: t('admin.krsVisit.companions'),
          value: companions.length > 0 && (
            <span data-testid="visit-companions">
              {companions.map((c) => [text(c.name), text(c.phone)].filter(Boolean).join(' ')).join('，')}
            </span>
          ),
          span: 'filled',
        },
        { label: t('admin.krsVisit.items'), value: prose(form.items), span: 'filled' },
        {
          label: t('admin.krsVisit.remark'),
          value: prose(form.remark),
          span: 'filled',
          hidden: !text(form.remark),
        },
        {
          label: t('admin.krsVisit.safety'),
          value: accepted
            ? t('admin.krsVisit.safetyAccepted', { time: time(accepted) })
            : t('admin.krsVisit.safetyNone'),
        },
        {
          label: t('admin.krsVisit.photo'),
          value: text(form.photoId) && <FileThumb id={form.photoId} label={t('admin.krsVisit.photo')} />,
        },
      ]}
    />
  )
}
