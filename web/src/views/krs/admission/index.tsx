import { useTranslation } from 'react-i18next'
import { admissionApi } from '../../../api/krs/admission'
import { ApplicationPage } from '../../../components/ApplicationKit'
import AdmissionApproval from './approval'

/** The admission applications contractors submitted: search, state, and each one with its trail. */
export default function AdmissionPage() {
  const { t } = useTranslation()
  return (
    <ApplicationPage
      app={{
        name: 'admission',
        tableId: 'krs-admission',
        api: admissionApi,
        title: t('admin.krsAdmission.listTitle'),
        detailTitle: t('admin.krsAdmission.detailTitle'),
        rowTitle: {
          field: 'companyName',
          label: t('admin.krsAdmission.companyName'),
          hint: t('admin.krsAdmission.searchHint'),
        },
        columns: (c) => [
          { title: t('admin.krsAdmission.creditCode'), dataIndex: 'creditCode', width: 200 },
          c.status(),
          { title: t('admin.krsAdmission.persons'), dataIndex: 'personCount', width: 80, align: 'right' },
          c.submittedAt,
          c.finishedAt,
        ],
        approval: AdmissionApproval,
        state: (d) => [
          { label: t('admin.krsAdmission.validUntil'), value: d.validUntil, hidden: !d.validUntil },
        ],
      }}
    />
  )
}
