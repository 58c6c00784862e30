import { PAGE_CODE_RE, PAGE_LIMITS, type PageRow } from '@portal/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type PageBody, pageApi } from '../../../api/biz/page'
import { bilingualColumn, ContentPage } from '../components/content'
import { SectionFields } from '../components/content/fields'

/** Single pages of the site (social responsibility, privacy, legal notice, …), each under its code. */
export default function SinglePage() {
  const { t } = useTranslation()
  const label = (k: 'code' | 'title') => t(`admin.bizPage.${k}`)
  return (
    <ContentPage<PageRow, PageBody>
      api={pageApi}
      name={(r) => r.code}
      width={920}
      columns={[
        { title: label('code'), dataIndex: 'code', width: 200, render: (v: string) => <Tag>{v}</Tag> },
        bilingualColumn(label('title'), 'title'),
      ]}
      form={
        <SectionFields limits={PAGE_LIMITS} valid={(v) => PAGE_CODE_RE.test(v.toLowerCase())} testId="page" />
      }
    />
  )
}
