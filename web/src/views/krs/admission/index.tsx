import { ADMISSION_STATUSES, type AdmissionRow, type AdmissionStatus, DATE_FORMAT } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Button, Descriptions, Drawer, Empty, Input, Select, Tag, Timeline, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { admissionApi } from '../../../api/krs/admission'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import AdmissionApproval from './approval'

/** Each state's tag colour: running stands out, approved is good news, rejected is done. */
const STATUS_COLOR: Record<AdmissionStatus, string> = {
  DRAFT: 'default',
  RUNNING: 'processing',
  RETURNED: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  WITHDRAWN: 'default',
}
/** The records page lists submitted applications only: a draft is the applicant's own. */
const LISTED_STATUSES = ADMISSION_STATUSES.filter((s) => s !== 'DRAFT')

const time = (v: string | null | undefined) => (v ? dayjs(v).format(DATE_FORMAT) : '')

/** The trail's actions, named by the approval page's texts. */
const ACTIONS = [
  'SUBMIT',
  'RESUBMIT',
  'APPROVE',
  'REJECT',
  'RETURN',
  'TRANSFER',
  'COMMENT',
  'WITHDRAW',
  'REMIND',
  'TIMEOUT',
] as const
type Action = (typeof ACTIONS)[number]
const isAction = (v: string): v is Action => (ACTIONS as readonly string[]).includes(v)

/** The admission applications contractors submitted: search, state, and each one with its trail. */
export default function AdmissionPage() {
  const { t } = useTranslation()
  const [viewing, setViewing] = useState<string | null>(null)
  const statusText = (s: AdmissionStatus) => t(`admin.krsAdmission.${s}`)
  const statusTag = (s: AdmissionStatus) => <Tag color={STATUS_COLOR[s]}>{statusText(s)}</Tag>

  const columns: STColumn<AdmissionRow>[] = [
    {
      title: t('admin.krsAdmission.companyName'),
      dataIndex: 'companyName',
      ellipsis: true,
      render: (v: string, r: AdmissionRow) => (
        <Typography.Link onClick={() => setViewing(r.id)} data-testid={`admission-name-${v}`}>
          {v}
        </Typography.Link>
      ),
    },
    { title: t('admin.krsAdmission.creditCode'), dataIndex: 'creditCode', width: 200 },
    {
      title: t('admin.krsAdmission.status'),
      dataIndex: 'status',
      width: 100,
      printText: (r) => statusText(r.status),
      render: (v: AdmissionStatus) => statusTag(v),
    },
    { title: t('admin.krsAdmission.persons'), dataIndex: 'personCount', width: 80, align: 'right' },
    {
      title: t('admin.krsAdmission.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      printConfig: { type: 'time' },
      render: time,
    },
    {
      title: t('admin.krsAdmission.finishedAt'),
      dataIndex: 'finishedAt',
      width: 170,
      printConfig: { type: 'time' },
      render: time,
    },
    {
      title: t('admin.common.action'),
      key: 'action',
      width: 80,
      isPrint: false,
      render: (_: unknown, r: AdmissionRow) => (
        <Button
          type="link"
          size="small"
          onClick={() => setViewing(r.id)}
          data-testid={`admission-view-${r.companyName}`}
        >
          {t('admin.krsAdmission.view')}
        </Button>
      ),
    },
  ]

  return (
    <>
      <SearchTable
        id="krs-admission"
        printTitle={t('admin.krsAdmission.listTitle')}
        columns={columns}
        request={admissionApi.page}
        searchFields={[
          {
            name: 'searchKey',
            label: t('admin.krsAdmission.companyName'),
            node: (
              <Input
                allowClear
                placeholder={t('admin.krsAdmission.searchHint')}
                data-testid="admission-q-name"
              />
            ),
          },
          {
            name: 'status',
            label: t('admin.krsAdmission.status'),
            node: (
              <Select
                allowClear
                options={LISTED_STATUSES.map((s) => ({ value: s, label: statusText(s) }))}
                data-testid="admission-q-status"
              />
            ),
          },
        ]}
      />
      {viewing && <AdmissionDrawer id={viewing} onClose={() => setViewing(null)} statusTag={statusTag} />}
    </>
  )
}

/** One application: its state, the whole form as approvers read it, and its trail. */
function AdmissionDrawer({
  id,
  onClose,
  statusTag,
}: {
  id: string
  onClose: () => void
  statusTag: (s: AdmissionStatus) => React.ReactNode
}) {
  const { t } = useTranslation()
  // The same read as the form below: one request, shared through the cache.
  const { data } = useQuery(admissionApi.detail.query({ id }))
  const actionText = (a: string) => (isAction(a) ? t(`admin.flowTask.${a}`) : a)
  return (
    <Drawer
      open
      title={
        data
          ? `${t('admin.krsAdmission.detailTitle')} · ${data.companyName}`
          : t('admin.krsAdmission.detailTitle')
      }
      onClose={onClose}
      size={960}
      destroyOnHidden
      data-testid="admission-detail"
    >
      {data && (
        <Descriptions column={{ xs: 1, md: 3 }} size="small" bordered data-testid="admission-state">
          <Descriptions.Item label={t('admin.krsAdmission.status')}>
            {statusTag(data.status)}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.krsAdmission.submittedAt')}>
            {time(data.submittedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.krsAdmission.finishedAt')}>
            {time(data.finishedAt)}
          </Descriptions.Item>
          {data.validUntil && (
            <Descriptions.Item label={t('admin.krsAdmission.validUntil')}>
              {data.validUntil}
            </Descriptions.Item>
          )}
          {data.pending.length > 0 && (
            <Descriptions.Item label={t('admin.krsAdmission.pending')} span="filled">
              {data.pending.map((p) => (
                <div key={`${p.stepName}-${p.assigneeName}`}>
                  {p.stepName} · {p.assigneeName}
                </div>
              ))}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      <AdmissionApproval formId={id} />
      {data && (
        <>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('admin.krsAdmission.trail')}
          </Typography.Title>
          {data.trail.length ? (
            <Timeline
              data-testid="admission-trail"
              items={data.trail.map((h) => ({
                key: h.id,
                children: (
                  <>
                    <div>
                      {h.actorName} · {actionText(h.action)}
                      {h.nodeName ? ` · ${h.nodeName}` : ''}
                    </div>
                    {h.comment && (
                      <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                        {h.comment}
                      </Typography.Text>
                    )}
                    <div style={{ fontSize: 12, color: 'var(--ant-color-text-tertiary)' }}>
                      {time(h.createdAt)}
                    </div>
                  </>
                ),
              }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.krsAdmission.noTrail')} />
          )}
        </>
      )}
    </Drawer>
  )
}
