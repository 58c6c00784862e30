import { PAGE_CODE_RE, PAGE_LIMITS, type PageRow } from '@portal/contracts'
import { Form, Input, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type PageBody, pageApi } from '../../../api/biz/page'
import { useRules } from '../../../components/AdminKit'
import {
  BilingualInput,
  BilingualRichText,
  bilingualColumn,
  ContentPage,
  checkRule,
} from '../components/content'

/** Single pages of the site (social responsibility, privacy, legal notice, …), each under its code. */
export default function SinglePage() {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: 'code' | 'title' | 'summary' | 'content') => t(`admin.bizPage.${k}`)
  return (
    <ContentPage<PageRow, PageBody>
      id="biz-page"
      code="bizPage"
      api={pageApi}
      titles={{ list: t('admin.bizPage.list'), add: t('admin.bizPage.add'), edit: t('admin.bizPage.edit') }}
      keyword={t('admin.bizPage.keyword')}
      name={(r) => r.code}
      defaults={{ sortCode: 0 }}
      width={920}
      columns={[
        { title: label('code'), dataIndex: 'code', width: 200, render: (v: string) => <Tag>{v}</Tag> },
        bilingualColumn(label('title'), 'title'),
      ]}
      form={
        <>
          <Form.Item
            name="code"
            label={label('code')}
            extra={t('admin.bizPage.codeHint')}
            rules={[
              rules.required(label('code')),
              checkRule((v) => PAGE_CODE_RE.test(v.toLowerCase()), t('admin.bizPage.codeInvalid')),
            ]}
          >
            <Input maxLength={PAGE_LIMITS.code} style={{ maxWidth: 320 }} data-testid="page-code" />
          </Form.Item>
          <BilingualInput
            name="title"
            label={label('title')}
            max={PAGE_LIMITS.title}
            required
            testId="page-title"
          />
          <BilingualInput name="summary" label={label('summary')} max={PAGE_LIMITS.summary} area />
          <BilingualRichText
            name="content"
            label={label('content')}
            uploadImage={pageApi.uploadContentImage}
            testId="page-content"
          />
        </>
      }
    />
  )
}
