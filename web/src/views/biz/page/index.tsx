import { PAGE_CODE_RE, PAGE_LIMITS, type PageRow } from '@portal/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type PageBody, pageApi } from '../../../api/biz/page'
import { BilingualInput, BilingualRichText, bilingualColumn, ContentPage } from '../components/content'
import { CodeItem } from '../components/content/fields'

/** Single pages of the site (social responsibility, privacy, legal notice, …), each under its code. */
export default function SinglePage() {
  const { t } = useTranslation()
  const label = (k: 'code' | 'title' | 'summary' | 'content') => t(`admin.bizPage.${k}`)
  return (
    <ContentPage<PageRow, PageBody>
      api={pageApi}
      name={(r) => r.code}
      keyword={t('admin.bizPage.keyword')}
      width={920}
      columns={[
        { title: label('code'), dataIndex: 'code', width: 200, render: (v: string) => <Tag>{v}</Tag> },
        bilingualColumn(label('title'), 'title'),
      ]}
      form={
        <>
          <CodeItem
            label={label('code')}
            hint={t('admin.bizPage.codeHint')}
            max={PAGE_LIMITS.code}
            valid={(v) => PAGE_CODE_RE.test(v.toLowerCase())}
            invalid={t('admin.bizPage.codeInvalid')}
            testId="page-code"
          />
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
