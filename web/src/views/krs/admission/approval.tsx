import { type AdmissionDetail, KRS_DICT } from '@portal/contracts'
import { Image, type TableColumnsType, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { fileUrl } from '../../../api/fileUrl'
import { admissionApi } from '../../../api/krs/admission'
import {
  ApprovalView,
  FieldList,
  type Fields,
  FileThumb,
  type FormViewProps,
  None,
  rows,
  Section,
  SubTable,
  text,
  useLabel,
} from '../../../components/ApplicationKit'
import { Expiry } from '../components/kit'

/**
 * A contractor's admission application as its approvers read it: the company, scope of work,
 * insurance, qualification documents, personnel and the applicant's signature. Read only; the
 * approval engine's drawer shows it above the trail (`formView` 'krs/admission/approval').
 */
export default function AdmissionApproval({ formId }: FormViewProps) {
  return (
    <ApprovalView name="admission" read={admissionApi.detail} formId={formId}>
      {(d) => <AdmissionForm detail={d} />}
    </ApprovalView>
  )
}

function AdmissionForm({ detail }: { detail: AdmissionDetail }) {
  const { t } = useTranslation()
  const docType = useLabel(KRS_DICT.qualification)
  const jobType = useLabel(KRS_DICT.jobType)
  const workType = useLabel(KRS_DICT.workType)
  const form = detail.form
  const docs = rows(form.docs)
  const persons = rows(form.persons)
  const amount = typeof form.insuranceAmount === 'number' ? form.insuranceAmount : null
  const hasInsurance =
    !!text(form.insuranceCompany) ||
    !!text(form.insurancePolicyNo) ||
    !!text(form.insuranceExpiry) ||
    amount !== null
  const phone = text(form.contactPhone)
  // A column of the form's records that shows one of their texts, titled by the text `title`.
  const plain = (key: string, width?: number, title = key) => ({
    title: t(`admin.krsAdmission.${title}` as 'admin.krsAdmission.docNo'),
    key,
    width,
    render: (_: unknown, r: Fields) => text(r[key]),
  })

  const docColumns: TableColumnsType<Fields> = [
    { title: t('admin.krsAdmission.docType'), key: 'docType', render: (_, r) => docType(r.docType) },
    plain('docNo'),
    plain('issueDate', 110),
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
    plain('name', 90, 'personName'),
    {
      title: t('admin.krsAdmission.idCard'),
      key: 'idCard',
      width: 180,
      render: (_, r) => <span style={{ fontFamily: 'monospace' }}>{text(r.idCard)}</span>,
    },
    plain('phone', 120),
    { title: t('admin.krsAdmission.jobType'), key: 'jobType', render: (_, r) => jobType(r.jobType) },
    { title: t('admin.krsAdmission.certType'), key: 'certType', render: (_, r) => workType(r.certType) },
    plain('certNo'),
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
    <>
      <Section title={t('admin.krsAdmission.company')} />
      <FieldList
        testId="admission-company"
        fields={[
          {
            label: t('admin.krsAdmission.companyName'),
            value: text(form.companyName) ?? detail.companyName,
          },
          { label: t('admin.krsAdmission.creditCode'), value: text(form.creditCode) ?? detail.creditCode },
          { label: t('admin.krsAdmission.legalRep'), value: text(form.legalRep) },
          { label: t('admin.krsAdmission.hostOrg'), value: detail.hostOrgName ?? text(form.hostOrgId) },
          { label: t('admin.krsAdmission.contact'), value: text(form.contactName) },
          {
            label: t('admin.krsAdmission.contactPhone'),
            value: phone && <a href={`tel:${phone}`}>{phone}</a>,
          },
          { label: t('admin.krsAdmission.address'), value: text(form.address), span: 'filled' },
        ]}
      />

      <Section title={t('admin.krsAdmission.scope')} />
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="admission-scope">
        {text(form.scope) ?? <None />}
      </Typography.Paragraph>

      <Section title={t('admin.krsAdmission.insurance')} />
      {hasInsurance ? (
        <FieldList
          testId="admission-insurance"
          fields={[
            { label: t('admin.krsAdmission.insuranceCompany'), value: text(form.insuranceCompany) },
            { label: t('admin.krsAdmission.insurancePolicyNo'), value: text(form.insurancePolicyNo) },
            { label: t('admin.krsAdmission.insuranceExpiry'), value: <Expiry day={form.insuranceExpiry} /> },
            {
              label: t('admin.krsAdmission.insuranceAmount'),
              value: t('admin.krsAdmission.amountUnit', { amount: amount?.toLocaleString() }),
              hidden: amount === null,
            },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">{t('admin.krsAdmission.noInsurance')}</Typography.Text>
      )}

      <Section title={t('admin.krsAdmission.docs')} />
      <SubTable<Fields> columns={docColumns} data={docs} rowKey={docKey} testId="admission-docs" />

      <Section title={`${t('admin.krsAdmission.personnel')} (${persons.length})`} />
      <SubTable<Fields>
        columns={personColumns}
        data={persons}
        rowKey={personKey}
        testId="admission-persons"
      />

      {text(form.signatureId) && (
        <>
          <Section title={t('admin.krsAdmission.signature')} />
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
    </>
  )
}

const docKey = (_: Fields, i?: number) => `doc-${i}`
// The number as it arrives (masked or not) with its place: two masked numbers may read the same.
const personKey = (r: Fields, i?: number) => `${text(r.idCard) ?? ''}-${i}`
