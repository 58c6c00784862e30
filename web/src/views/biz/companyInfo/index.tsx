import { COMPANY_INFO_CODE_RE, COMPANY_INFO_LIMITS, type CompanyInfoRow } from '@portal/contracts'
import { Form, Input, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type CompanyInfoBody, companyInfoApi } from '../../../api/biz/companyInfo'
import { useRules } from '../../../components/AdminKit'
import ImageInput from '../../../components/ImageInput'
import {
  BilingualInput,
  BilingualRichText,
  bilingualColumn,
  ContentPage,
  checkRule,
  imageColumn,
} from '../components/content'

/** Sections of "about the company" (PROFILE introduces the company on the home page), each by code. */
export default function CompanyInfoPage() {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: 'code' | 'title' | 'summary' | 'content' | 'image') => t(`admin.bizCompanyInfo.${k}`)
  return (
    <ContentPage<CompanyInfoRow, CompanyInfoBody>
      id="biz-company-info"
      code="bizCompanyInfo"
      api={companyInfoApi}
      titles={{
        list: t('admin.bizCompanyInfo.list'),
        add: t('admin.bizCompanyInfo.add'),
        edit: t('admin.bizCompanyInfo.edit'),
      }}
      keyword={t('admin.bizCompanyInfo.keyword')}
      name={(r) => r.code}
      defaults={{ sortCode: 0 }}
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
          <Form.Item
            name="code"
            label={label('code')}
            extra={t('admin.bizCompanyInfo.codeHint')}
            rules={[
              rules.required(label('code')),
              checkRule(
                (v) => COMPANY_INFO_CODE_RE.test(v.toUpperCase()),
                t('admin.bizCompanyInfo.codeInvalid'),
              ),
            ]}
          >
            <Input
              maxLength={COMPANY_INFO_LIMITS.code}
              style={{ maxWidth: 320 }}
              data-testid="company-info-code"
            />
          </Form.Item>
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
          <Form.Item name="imageId" label={label('image')}>
            <ImageInput upload={companyInfoApi.upload} testId="company-info-image" />
          </Form.Item>
        </>
      }
    />
  )
}
