import { KRS_DICT } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Descriptions, Empty, Image, Skeleton, Table, type TableColumnsType, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { fileUrl } from '../../../api/fileUrl'
import { admissionApi } from '../../../api/krs/admission'
import {
  Expiry,
  type Fields,
  FileThumb,
  LoadFailed,
  maskIdCard,
  rows,
  text,
  useLabel,
} from '../components/kit'

/**
 * A contractor's admission application as its approvers read it: the company, scope of work,
 * insurance, qualification documents, personnel and the applicant's signature. Read only; the
 * approval engine's drawer shows it above the trail (`formView` 'krs/admission/approval').
 */
export default function AdmissionApproval({ formId }: { formId: string }) {
  const { t } = useTranslation()
  const query = useQuery(admissionApi.detail.query({ id: formId }))
  const docType = useLabel(KRS_DICT.qualification)
  const jobType = useLabel(KRS_DICT.jobType)
  const workType = useLabel(KRS_DICT.workType)

  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} data-testid="admission-loading" />
  if (query.isError || !query.data)
    return (
      <LoadFailed
        error={query.error}
        retry={() => void query.refetch()}
        retrying={query.isFetching}
        testId="admission-error"
      />
    )

  const detail = query.data
  const form = detail.form
  const docs = rows(form.docs)
  const persons = rows(form.persons)
  const item = (label: string, value: ReactNode) => (
    <Descriptions.Item label={label}>{value}</Descriptions.Item>
  )
  const amount = typeof form.insuranceAmount === 'number' ? form.insuranceAmount : null
  const hasInsurance =
    !!text(form.insuranceCompany) ||
    !!text(form.insurancePolicyNo) ||
    !!text(form.insuranceExpiry) ||
    amount !== null
  const section = (title: string) => (
    <Typography.Title level={5} style={{ marginTop: 20 }}>
      {title}
    </Typography.Title>
  )

  const docColumns: TableColumnsType<Fields> = [
    {
      title: t('admin.krsAdmission.docType'),
      key: 'docType',
      render: (_, r) => docType(r.docType),
    },
    { title: t('admin.krsAdmission.docNo'), key: 'docNo', render: (_, r) => text(r.docNo) },
    {
      title: t('admin.krsAdmission.issueDate'),
      key: 'issueDate',
      width: 110,
      render: (_, r) => text(r.issueDate),
    },
    {
      title: t('admin.krsAdmission.expiryDate'),
      key: 'expiryDate',
      width: 170,
      render: (_, r) => <Expiry day={r.expiryDate} />,
    },
    {
      title: t('admin.krsAdmission.scan'),
      key: 'fileId',
      width: 100,
      render: (_, r) => <FileThumb id={r.fileId} label={docType(r.docType)} />,
    },
  ]
  const personColumns: TableColumnsType<Fields> = [
    { title: t('admin.krsAdmission.personName'), key: 'name', width: 90, render: (_, r) => text(r.name) },
    {
      title: t('admin.krsAdmission.idCard'),
      key: 'idCard',
      width: 180,
      render: (_, r) => <span style={{ fontFamily: 'monospace' }}>{maskIdCard(text(r.idCard))}</span>,
    },
    { title: t('admin.krsAdmission.phone'), key: 'phone', width: 120, render: (_, r) => text(r.phone) },
    { title: t('admin.krsAdmission.jobType'), key: 'jobType', render: (_, r) => jobType(r.jobType) },
    { title: t('admin.krsAdmission.certType'), key: 'certType', render: (_, r) => workType(r.certType) },
    { title: t('admin.krsAdmission.certNo'), key: 'certNo', render: (_, r) => text(r.certNo) },
    {
      title: t('admin.krsAdmission.certExpiry'),
      key: 'certExpiry',
      width: 170,
      render: (_, r) => <Expiry day={r.certExpiry} />,
    },
    {
      title: t('admin.krsAdmission.certPhoto'),
      key: 'certPhotoId',
      width: 90,
      render: (_, r) => <FileThumb id={r.certPhotoId} label={text(r.certNo) ?? ''} />,
    },
  ]

  return (
    <div data-testid="admission-approval">
      {section(t('admin.krsAdmission.company'))}
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered data-testid="admission-company">
        {item(t('admin.krsAdmission.companyName'), text(form.companyName) ?? detail.companyName)}
        {item(t('admin.krsAdmission.creditCode'), text(form.creditCode) ?? detail.creditCode)}
        {item(t('admin.krsAdmission.legalRep'), text(form.legalRep))}
        {item(t('admin.krsAdmission.hostOrg'), detail.hostOrgName ?? text(form.hostOrgId))}
        {item(t('admin.krsAdmission.contact'), text(form.contactName))}
        {item(
          t('admin.krsAdmission.contactPhone'),
          text(form.contactPhone) && <a href={`tel:${text(form.contactPhone)}`}>{text(form.contactPhone)}</a>,
        )}
        <Descriptions.Item label={t('admin.krsAdmission.address')} span="filled">
          {text(form.address)}
        </Descriptions.Item>
      </Descriptions>

      {section(t('admin.krsAdmission.scope'))}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="admission-scope">
        {text(form.scope) ?? t('admin.krsAdmission.none')}
      </Typography.Paragraph>

      {section(t('admin.krsAdmission.insurance'))}
      {hasInsurance ? (
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered data-testid="admission-insurance">
          {item(t('admin.krsAdmission.insuranceCompany'), text(form.insuranceCompany))}
          {item(t('admin.krsAdmission.insurancePolicyNo'), text(form.insurancePolicyNo))}
          {item(t('admin.krsAdmission.insuranceExpiry'), <Expiry day={form.insuranceExpiry} />)}
          {amount !== null &&
            item(
              t('admin.krsAdmission.insuranceAmount'),
              t('admin.krsAdmission.amountUnit', { amount: amount.toLocaleString() }),
            )}
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{t('admin.krsAdmission.noInsurance')}</Typography.Text>
      )}

      {section(t('admin.krsAdmission.docs'))}
      <Table<Fields>
        size="small"
        bordered
        pagination={false}
        rowKey={(_, i) => `doc-${i}`}
        columns={docColumns}
        dataSource={docs}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        data-testid="admission-docs"
      />

      {section(`${t('admin.krsAdmission.personnel')} (${persons.length})`)}
      <Table<Fields>
        size="small"
        bordered
        pagination={persons.length > 20 ? { pageSize: 20, size: 'small' } : false}
        rowKey={(r, i) => text(r.idCard) ?? `person-${i}`}
        columns={personColumns}
        dataSource={persons}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        data-testid="admission-persons"
      />

      {text(form.signatureId) && (
        <>
          {section(t('admin.krsAdmission.signature'))}
          <div
            style={{
              display: 'inline-block',
              padding: 8,
              background: '#fff',
              border: '1px solid var(--ant-color-border)',
              borderRadius: 6,
            }}
          >
            <Image
              height={80}
              src={fileUrl(text(form.signatureId)!, 'preview')}
              alt={t('admin.krsAdmission.signature')}
              data-testid="admission-signature"
            />
          </div>
        </>
      )}
    </div>
  )
}
