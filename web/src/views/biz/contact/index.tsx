import { CONTACT_KINDS, CONTACT_LIMITS, type ContactRow, EMAIL_RE, isHttpUrl } from '@portal/contracts'
import { Form, Select, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type ContactBody, contactApi } from '../../../api/biz/contact'
import { useRules } from '../../../components/AdminKit'
import { BilingualInput, bilingualColumn, ContentPage, checkRule } from '../components/content'

/** The contact entries of the site: address, phones, fax, e-mail, postcode, … in both languages. */
export default function ContactPage() {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: 'kind' | 'label' | 'value') => t(`admin.bizContact.${k}`)
  const kinds = CONTACT_KINDS.map((k) => ({ value: k, label: t(`admin.bizContact.kinds.${k}`) }))
  return (
    <ContentPage<ContactRow, ContactBody>
      id="biz-contact"
      code="bizContact"
      api={contactApi}
      titles={{
        list: t('admin.bizContact.list'),
        add: t('admin.bizContact.add'),
        edit: t('admin.bizContact.edit'),
      }}
      keyword={t('admin.bizContact.keyword')}
      name={(r) => r.label}
      defaults={{ sortCode: 0, kind: 'PHONE' }}
      columns={[
        {
          title: label('kind'),
          dataIndex: 'kind',
          width: 110,
          render: (v: string) => <Tag>{kinds.find((k) => k.value === v)?.label ?? v}</Tag>,
        },
        bilingualColumn(label('label'), 'label'),
        bilingualColumn(label('value'), 'value'),
      ]}
      searchFields={[{ name: 'kind', label: label('kind'), node: <Select allowClear options={kinds} /> }]}
      form={
        <>
          <Form.Item name="kind" label={label('kind')} rules={[rules.required(label('kind'), true)]}>
            <Select options={kinds} data-testid="contact-kind" />
          </Form.Item>
          <BilingualInput
            name="label"
            label={label('label')}
            max={CONTACT_LIMITS.label}
            required
            testId="contact-label"
          />
          <Form.Item noStyle dependencies={['kind']}>
            {({ getFieldValue }) => {
              const kind = getFieldValue('kind')
              // E-mail and website entries become links on the site: they must be addresses.
              const check =
                kind === 'EMAIL'
                  ? checkRule((v) => EMAIL_RE.test(v), t('admin.common.invalidEmail'))
                  : kind === 'WEBSITE'
                    ? checkRule(isHttpUrl, t('admin.bizContact.websiteInvalid'))
                    : null
              return (
                <BilingualInput
                  name="value"
                  label={label('value')}
                  max={CONTACT_LIMITS.value}
                  required
                  rules={check ? [check] : []}
                  testId="contact-value"
                />
              )
            }}
          </Form.Item>
        </>
      }
    />
  )
}
