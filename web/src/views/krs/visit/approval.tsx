import { KRS_DICT, VISIT_ID_TYPES, type VisitIdType } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Descriptions, Skeleton, Space, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { visitApi } from '../../../api/krs/visit'
import { FileThumb, LoadFailed, rows, text, time, useLabel } from '../components/kit'

const isIdType = (v: unknown): v is VisitIdType => (VISIT_ID_TYPES as readonly unknown[]).includes(v)

/**
 * A visitor reservation as its host (the approver) and the reception read it: who comes, with whom,
 * when, why, by which car, with what, and whether they confirmed the safety notice. Read only; the
 * approval drawer shows it above the trail (`formView` 'krs/visit/approval').
 */
export default function VisitApproval({ formId }: { formId: string }) {
  const { t } = useTranslation()
  const query = useQuery(visitApi.detail.query({ id: formId }))
  const reason = useLabel(KRS_DICT.visitReason)

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} data-testid="visit-loading" />
  if (query.isError || !query.data)
    return (
      <LoadFailed
        error={query.error}
        retry={() => void query.refetch()}
        retrying={query.isFetching}
        testId="visit-error"
      />
    )

  const d = query.data
  const form = d.form
  const companions = rows(form.companions)
  const none = <Typography.Text type="secondary">{t('admin.krsVisit.none')}</Typography.Text>
  const item = (label: string, value: ReactNode, span?: 'filled') => (
    <Descriptions.Item label={label} span={span}>
      {value ?? none}
    </Descriptions.Item>
  )
  const accepted = text(form.safetyAcceptedAt)
  return (
    <div data-testid="visit-approval">
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered data-testid="visit-form">
        {item(
          t('admin.krsVisit.visitorName'),
          <Space size={4} wrap>
            <Typography.Text strong>{d.visitorName}</Typography.Text>
            {d.blacklisted && <Tag color="error">{t('admin.krsVisit.blacklisted')}</Tag>}
          </Space>,
        )}
        {item(t('admin.krsVisit.phone'), d.phone)}
        {item(
          t('admin.krsVisit.idType'),
          isIdType(d.idType) ? t(`admin.krsVisit.${d.idType}`) : (d.idType ?? undefined),
        )}
        {item(t('admin.krsVisit.idNo'), d.idNo)}
        {item(t('admin.krsVisit.company'), d.company)}
        {item(t('admin.krsVisit.reason'), d.reason ? reason(d.reason) : undefined)}
        {item(t('admin.krsVisit.host'), d.hostName)}
        {item(t('admin.krsVisit.hostOrg'), d.hostOrgName)}
        {item(t('admin.krsVisit.window'), d.visitStart ? `${d.visitStart} ~ ${d.visitEnd ?? ''}` : undefined)}
        {item(
          t('admin.krsVisit.plate'),
          d.plate ? <Tag style={{ fontFamily: 'monospace' }}>{d.plate}</Tag> : undefined,
        )}
        {item(
          t('admin.krsVisit.companions'),
          companions.length ? (
            <span data-testid="visit-companions">
              {companions.map((c) => [text(c.name), text(c.phone)].filter(Boolean).join(' ')).join('，')}
            </span>
          ) : undefined,
          'filled',
        )}
        {item(
          t('admin.krsVisit.items'),
          text(form.items) ? <span style={{ whiteSpace: 'pre-wrap' }}>{text(form.items)}</span> : undefined,
          'filled',
        )}
        {text(form.remark) &&
          item(
            t('admin.krsVisit.remark'),
            <span style={{ whiteSpace: 'pre-wrap' }}>{text(form.remark)}</span>,
            'filled',
          )}
        {item(
          t('admin.krsVisit.safety'),
          accepted
            ? t('admin.krsVisit.safetyAccepted', { time: time(accepted) })
            : t('admin.krsVisit.safetyNone'),
        )}
        {item(
          t('admin.krsVisit.photo'),
          text(form.photoId) ? <FileThumb id={form.photoId} label={t('admin.krsVisit.photo')} /> : undefined,
        )}
      </Descriptions>
    </div>
  )
}
