import { isHttpUrl, LINK_LIMITS, type LinkRow } from '@portal/contracts'
import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { type LinkBody, linkApi } from '../../../api/biz/link'
import { useRules } from '../../../components/AdminKit'
import { BilingualInput, bilingualColumn, ContentPage, checkRule, imageColumn } from '../components/content'
import { ImageItem } from '../components/content/fields'

/** Links of the site's footer (associations, partners): a name in both languages, an address, a logo. */
export default function LinkPage() {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: 'name' | 'url' | 'logo') => t(`admin.bizLink.${k}`)
  return (
    <ContentPage<LinkRow, LinkBody>
      api={linkApi}
      name={(r) => r.name}
      columns={[
        imageColumn(label('logo'), 'logoId', { whole: true }),
        bilingualColumn(label('name'), 'name'),
        {
          title: label('url'),
          dataIndex: 'url',
          ellipsis: true,
          render: (v: string) => (
            <a href={v} target="_blank" rel="noopener noreferrer">
              {v}
            </a>
          ),
        },
      ]}
      form={
        <>
          <BilingualInput name="name" max={LINK_LIMITS.name} required testId="link-name" />
          <Form.Item
            name="url"
            label={label('url')}
            rules={[rules.required(label('url')), checkRule(isHttpUrl, t('admin.bizLink.urlInvalid'))]}
          >
            <Input maxLength={LINK_LIMITS.url} placeholder="https://" data-testid="link-url" />
          </Form.Item>
          <ImageItem
            name="logoId"
            label={label('logo')}
            extra={t('admin.bizLink.logoHint')}
            testId="link-logo"
          />
        </>
      }
    />
  )
}
