import { CONTACT_KINDS, CONTACT_LIMITS, type ContactRow, EMAIL_RE, isHttpUrl } from '@portal/contracts'
import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { type ContactBody, contactApi } from '../../../api/biz/contact'
import { BilingualInput, bilingualColumn, ContentPage, checkRule } from '../components/content'
import { useChoice } from '../components/content/fields'

/** The contact entries of the site: address, phones, fax, e-mail, postcode, … in both languages. */
export default function ContactPage() {
  const { t } = useTranslation()
  const label = (k: 'kind' | 'label' | 'value') => t(`admin.bizContact.${k}`)
  const kinds = useChoice(
    'kind',
    label('kind'),
    CONTACT_KINDS.map((k) => ({ value: k, label: t(`admin.bizContact.kinds.${k}`) })),
  )
  return (
    <ContentPage<ContactRow, ContactBody>
      api={contactApi}
      name={(r) => r.label}
      defaults={{ kind: 'PHONE' }}
      columns={[
        kinds.column(),
        bilingualColumn(label('label'), 'label'),
        bilingualColumn(label('value'), 'value'),
      ]}
      searchFields={[kinds.filter]}
      form={
        <>
          {kinds.item('contact-kind')}
          <BilingualInput name="label" max={CONTACT_LIMITS.label} required testId="contact-label" />
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
