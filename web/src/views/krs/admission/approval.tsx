import { FileOutlined } from '@ant-design/icons'
import { KRS_DICT } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import {
  Alert,
  Button,
  Descriptions,
  Empty,
  Image,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd'
import dayjs from 'dayjs'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fileUrl } from '../../../api/fileUrl'
import { admissionApi } from '../../../api/krs/admission'
import { localLabel, useDict } from '../../../components/Dict'

/** Days before an expiry when it is flagged as coming soon. */
const SOON_DAYS = 30
const THUMB = 64

type Fields = Record<string, unknown>

/** A text of the saved form (which is typed loosely: a record of what was sent). */
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : undefined
const rows = (v: unknown): Fields[] =>
  Array.isArray(v) ? v.filter((r): r is Fields => typeof r === 'object' && r !== null) : []

/** An ID-card number with all but its first 6 and last 4 characters hidden. */
const maskIdCard = (v: string | undefined) =>
  !v ? '' : v.length <= 10 ? v : `${v.slice(0, 6)}${'*'.repeat(v.length - 10)}${v.slice(-4)}`

/** Where a day stands against today: past, within `SOON_DAYS`, or fine. */
function expiryState(day: string | undefined): 'expired' | 'soon' | null {
  if (!day) return null
  const d = dayjs(day)
  if (!d.isValid()) return null
  const today = dayjs().startOf('day')
  if (d.isBefore(today)) return 'expired'
  return d.diff(today, 'day') <= SOON_DAYS ? 'soon' : null
}

/** An expiry day, red when past and orange when close. */
function Expiry({ day }: { day: unknown }) {
  const { t } = useTranslation()
  const v = text(day)
  const state = expiryState(v)
  if (!v) return null
  if (!state) return <span>{v}</span>
  return (
    <Space size={4} wrap data-expiry={state}>
      <Typography.Text type={state === 'expired' ? 'danger' : 'warning'} strong>
        {v}
      </Typography.Text>
      <Tag color={state === 'expired' ? 'error' : 'warning'}>
        {t(state === 'expired' ? 'admin.krsAdmission.expired' : 'admin.krsAdmission.expiresSoon')}
      </Tag>
    </Space>
  )
}

/** A stored file as a thumbnail (click to enlarge); a file that is no image (a PDF) as a link. */
function FileThumb({ id, label }: { id: unknown; label: string }) {
  const { t } = useTranslation()
  const [notImage, setNotImage] = useState(false)
  const fid = text(id)
  if (!fid) return null
  if (notImage)
    return (
      <Typography.Link href={fileUrl(fid, 'preview')} target="_blank" rel="noopener noreferrer">
        <FileOutlined /> {t('admin.krsAdmission.openFile')}
      </Typography.Link>
    )
  return (
    <Image
      width={THUMB}
      height={THUMB}
      style={{ objectFit: 'cover' }}
      src={fileUrl(fid, 'thumbnail')}
      alt={label}
      preview={{ src: fileUrl(fid, 'preview') }}
      onError={() => setNotImage(true)}
    />
  )
}

/** A dictionary's label of `value` in the interface language (the value itself when unknown). */
function useLabel(type: string) {
  const { i18n } = useTranslation()
  const items = useDict(type)
  return (value: unknown) => {
    const v = text(value)
    if (!v) return ''
    const item = items?.find((i) => i.dictValue === v)
    return item ? localLabel(item, i18n.language) : v
  }
}

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
      <Alert
        type="error"
        showIcon
        title={t('admin.krsAdmission.loadFailed')}
        description={
          query.error && typeof query.error === 'object' && 'msg' in query.error
            ? String((query.error as { msg: unknown }).msg)
            : undefined
        }
        action={
          <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('admin.krsAdmission.retry')}
          </Button>
        }
        data-testid="admission-error"
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
