import type { AdmissionRow, AdmissionStatus } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Button, Descriptions, Drawer, Input, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { admissionApi } from '../../../api/krs/admission'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { LISTED_STATUSES, Trail, time, useStatus } from '../components/kit'
import AdmissionApproval from './approval'

/** The admission applications contractors submitted: search, state, and each one with its trail. */
export default function AdmissionPage() {
  const { t } = useTranslation()
  const [viewing, setViewing] = useState<string | null>(null)
  const status = useStatus()

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
      printText: (r) => status.label(r.status),
      render: (v: AdmissionStatus) => status.tag(v),
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
                options={LISTED_STATUSES.map((s) => ({ value: s, label: status.label(s) }))}
                data-testid="admission-q-status"
              />
            ),
          },
        ]}
      />
      {viewing && <AdmissionDrawer id={viewing} onClose={() => setViewing(null)} statusTag={status.tag} />}
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
          <Trail trail={data.trail} testId="admission-trail" />
        </>
      )}
    </Drawer>
  )
}
