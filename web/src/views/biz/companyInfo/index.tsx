import { COMPANY_INFO_CODE_RE, COMPANY_INFO_LIMITS, type CompanyInfoRow } from '@portal/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type CompanyInfoBody, companyInfoApi } from '../../../api/biz/companyInfo'
import { bilingualColumn, ContentPage, imageColumn } from '../components/content'
import { ImageItem, SectionFields } from '../components/content/fields'

/** Sections of "about the company" (PROFILE introduces the company on the home page), each by code. */
export default function CompanyInfoPage() {
  const { t } = useTranslation()
  const label = (k: 'code' | 'title' | 'image') => t(`admin.bizCompanyInfo.${k}`)
  return (
    <ContentPage<CompanyInfoRow, CompanyInfoBody>
      api={companyInfoApi}
      name={(r) => r.code}
      width={920}
      columns={[
        {
          title: label('code'),
          dataIndex: 'code',
          width: 150,
          render: (v: string) => <Tag color="blue">{v}</Tag>,
        },
        bilingualColumn(label('title'), 'title'),
        imageColumn(label('image'), 'imageId'),
      ]}
      form={
        <>
          <SectionFields
            limits={COMPANY_INFO_LIMITS}
            valid={(v) => COMPANY_INFO_CODE_RE.test(v.toUpperCase())}
            testId="company-info"
          />
          <ImageItem name="imageId" label={label('image')} testId="company-info-image" />
        </>
      }
    />
  )
}
