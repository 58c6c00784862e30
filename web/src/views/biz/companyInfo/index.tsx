import { COMPANY_INFO_CODE_RE, COMPANY_INFO_LIMITS, type CompanyInfoRow } from '@portal/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type CompanyInfoBody, companyInfoApi } from '../../../api/biz/companyInfo'
import {
  BilingualInput,
  BilingualRichText,
  bilingualColumn,
  ContentPage,
  imageColumn,
} from '../components/content'
import { CodeItem, ImageItem } from '../components/content/fields'

/** Sections of "about the company" (PROFILE introduces the company on the home page), each by code. */
export default function CompanyInfoPage() {
  const { t } = useTranslation()
  const label = (k: 'code' | 'title' | 'summary' | 'content' | 'image') => t(`admin.bizCompanyInfo.${k}`)
  return (
    <ContentPage<CompanyInfoRow, CompanyInfoBody>
      api={companyInfoApi}
      name={(r) => r.code}
      keyword={t('admin.bizCompanyInfo.keyword')}
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
          <CodeItem
            label={label('code')}
            hint={t('admin.bizCompanyInfo.codeHint')}
            max={COMPANY_INFO_LIMITS.code}
            valid={(v) => COMPANY_INFO_CODE_RE.test(v.toUpperCase())}
            invalid={t('admin.bizCompanyInfo.codeInvalid')}
            testId="company-info-code"
          />
          <BilingualInput
            name="title"
            label={label('title')}
            max={COMPANY_INFO_LIMITS.title}
            required
            testId="company-info-title"
          />
          <BilingualInput name="summary" label={label('summary')} max={COMPANY_INFO_LIMITS.summary} area />
          <BilingualRichText
            name="content"
            label={label('content')}
            uploadImage={companyInfoApi.uploadContentImage}
            testId="company-info-content"
          />
          <ImageItem
            name="imageId"
            label={label('image')}
            upload={companyInfoApi.upload}
            testId="company-info-image"
          />
        </>
      }
    />
  )
}
