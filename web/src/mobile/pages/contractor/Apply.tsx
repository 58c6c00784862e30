import {
  ADMISSION_LIMITS,
  type AdmissionDetail,
  isCreditCode,
  isDay,
  isIdCard,
  KRS_DICT,
} from '@portal/contracts'
import { Form, Input } from 'antd-mobile'
import { ApplicationPage, required, useApplication } from '../../components/Application'
import { DateField } from '../../components/DateField'
import { GroupList } from '../../components/GroupList'
import { ImageField } from '../../components/ImageField'
import { NumberInput } from '../../components/NumberInput'
import { PickerField } from '../../components/PickerField'
import { SignatureField } from '../../components/SignatureField'
import { PhoneItem, TextItem } from '../../components/TextItem'
import { useTexts } from '../../core'
import { useDict, useHostOrgs } from '../../lookups'
import { fill } from '../../texts'
import { ADMISSION, type AdmissionValues } from './kind'

const check = (ok: (v: string) => boolean, message: string) => ({
  validator: async (_r: unknown, v: string | undefined) =>
    !v || ok(v.trim().toUpperCase()) ? undefined : Promise.reject(new Error(message)),
})

/**
 * `/contractorsApply/{isEdit?}/{id?}`: the admission form. New (no id), editing a draft or a
 * returned application (`edit`), or reading one with its trail (`view`). What is typed is kept on
 * the phone as it goes; "Save draft" keeps it on the server too.
 */
export default function AdmissionApply() {
  const t = useTexts()
  const app = useApplication<AdmissionValues, AdmissionDetail>(ADMISSION, {
    draftLabel: t.apply.companyName,
    onNew: () => app.form.setFieldsValue({ docs: [{}], persons: [{}] }),
  })
  const { form, disabled } = app
  const qualifications = useDict(KRS_DICT.qualification)
  const jobTypes = useDict(KRS_DICT.jobType)
  const workTypes = useDict(KRS_DICT.workType)
  const hostOrgs = useHostOrgs()

  return (
    <ApplicationPage
      app={app}
      titles={{ new: t.apply.title, edit: t.apply.editTitle, view: t.apply.viewTitle }}
      stateTestId="m-apply-state"
      state={(d) => (d.validUntil ? <span>{fill(t.apply.validUntil, { day: d.validUntil })}</span> : null)}
    >
      <Form.Header>{t.apply.company}</Form.Header>
      <TextItem name="companyName" label={t.apply.companyName} required max={ADMISSION_LIMITS.company} />
      <Form.Item
        name="creditCode"
        label={t.apply.creditCode}
        rules={[required(t, t.apply.creditCode), check(isCreditCode, t.apply.creditCodeInvalid)]}
      >
        <Input maxLength={18} autoComplete="off" data-testid="m-creditCode" />
      </Form.Item>
      <TextItem name="legalRep" label={t.apply.legalRep} required max={ADMISSION_LIMITS.person} />
      <TextItem name="address" label={t.apply.address} required max={ADMISSION_LIMITS.address} />
      <TextItem name="contactName" label={t.apply.contactName} required max={ADMISSION_LIMITS.person} />
      <PhoneItem name="contactPhone" label={t.apply.contactPhone} testId="m-contactPhone" />
      <Form.Item name="hostOrgId" label={t.apply.hostOrg} rules={[required(t, t.apply.hostOrg)]}>
        <PickerField options={hostOrgs} placeholder={t.apply.hostOrgHint} testId="m-hostOrg" />
      </Form.Item>
      <TextItem
        name="scope"
        label={t.apply.scope}
        required
        max={ADMISSION_LIMITS.scope}
        rows={[2, 6]}
        count
        placeholder={t.apply.scopePlaceholder}
      />

      <Form.Header>{t.apply.insurance}</Form.Header>
      <Form.Item name="insuranceCompany" label={t.apply.insuranceCompany}>
        <Input maxLength={ADMISSION_LIMITS.company} />
      </Form.Item>
      <Form.Item name="insurancePolicyNo" label={t.apply.insurancePolicyNo}>
        <Input maxLength={ADMISSION_LIMITS.docNo} />
      </Form.Item>
      <Form.Item name="insuranceExpiry" label={t.apply.insuranceExpiry}>
        <DateField testId="m-insuranceExpiry" disabled={disabled} />
      </Form.Item>
      <Form.Item name="insuranceAmount" label={t.apply.insuranceAmount}>
        <NumberInput decimals={2} data-testid="m-insuranceAmount" />
      </Form.Item>

      <Form.Header>{t.apply.docs}</Form.Header>
      <GroupList
        name="docs"
        label={(n) => fill(t.apply.doc, { n })}
        addLabel={t.apply.addDoc}
        testId="doc"
        disabled={disabled}
      >
        {(index) => (
          <>
            <Form.Item
              name={[index, 'docType']}
              label={t.apply.docType}
              rules={[required(t, t.apply.docType)]}
            >
              <PickerField options={qualifications} testId={`m-doc-${index}-type`} />
            </Form.Item>
            <Form.Item name={[index, 'docNo']} label={t.apply.docNo} rules={[required(t, t.apply.docNo)]}>
              <Input maxLength={ADMISSION_LIMITS.docNo} data-testid={`m-doc-${index}-no`} />
            </Form.Item>
            <Form.Item name={[index, 'issueDate']} label={t.apply.issueDate}>
              <DateField testId={`m-doc-${index}-issue`} disabled={disabled} />
            </Form.Item>
            <Form.Item
              name={[index, 'expiryDate']}
              label={t.apply.expiryDate}
              dependencies={[['docs', index, 'issueDate']]}
              rules={[
                required(t, t.apply.expiryDate),
                {
                  validator: async (_r, v: string | undefined) => {
                    const issue = form.getFieldValue(['docs', index, 'issueDate']) as string | undefined
                    if (v && issue && isDay(v) && isDay(issue) && v < issue)
                      throw new Error(t.apply.expiryBeforeIssue)
                  },
                },
              ]}
            >
              <DateField testId={`m-doc-${index}-expiry`} disabled={disabled} />
            </Form.Item>
            <Form.Item name={[index, 'fileId']} label={t.apply.scan} rules={[required(t, t.apply.scan)]}>
              <ImageField pdf testId={`m-doc-${index}-file`} />
            </Form.Item>
          </>
        )}
      </GroupList>

      <Form.Header>{t.apply.persons}</Form.Header>
      <GroupList
        name="persons"
        label={(n) => fill(t.apply.person, { n })}
        addLabel={t.apply.addPerson}
        testId="person"
        disabled={disabled}
      >
        {(index) => (
          <>
            <Form.Item name={[index, 'name']} label={t.apply.name} rules={[required(t, t.apply.name)]}>
              <Input maxLength={ADMISSION_LIMITS.person} data-testid={`m-person-${index}-name`} />
            </Form.Item>
            <Form.Item
              name={[index, 'idCard']}
              label={t.apply.idCard}
              rules={[
                required(t, t.apply.idCard),
                check(isIdCard, t.apply.idCardInvalid),
                {
                  validator: async (_r, v: string | undefined) => {
                    const all = (form.getFieldValue('persons') ?? []) as Array<{ idCard?: string }>
                    const same = all.findIndex(
                      (p, i) =>
                        i !== index && !!v && p?.idCard?.trim().toUpperCase() === v.trim().toUpperCase(),
                    )
                    if (same >= 0 && same < index) throw new Error(fill(t.apply.idCardTwice, { n: same + 1 }))
                  },
                },
              ]}
            >
              <Input maxLength={18} autoComplete="off" data-testid={`m-person-${index}-idCard`} />
            </Form.Item>
            <PhoneItem name={[index, 'phone']} label={t.apply.phone} testId={`m-person-${index}-phone`} />
            <Form.Item
              name={[index, 'jobType']}
              label={t.apply.jobType}
              rules={[required(t, t.apply.jobType)]}
            >
              <PickerField options={jobTypes} testId={`m-person-${index}-jobType`} />
            </Form.Item>
            <Form.Item name={[index, 'certType']} label={t.apply.certType}>
              <PickerField
                options={workTypes}
                noneLabel={t.apply.certNone}
                testId={`m-person-${index}-certType`}
              />
            </Form.Item>
            <Form.Item
              noStyle
              shouldUpdate={(a, b) => a.persons?.[index]?.certType !== b.persons?.[index]?.certType}
            >
              {() =>
                form.getFieldValue(['persons', index, 'certType']) ? (
                  <>
                    <Form.Item
                      name={[index, 'certNo']}
                      label={t.apply.certNo}
                      rules={[required(t, t.apply.certNo)]}
                    >
                      <Input maxLength={ADMISSION_LIMITS.docNo} data-testid={`m-person-${index}-certNo`} />
                    </Form.Item>
                    <Form.Item
                      name={[index, 'certExpiry']}
                      label={t.apply.certExpiry}
                      rules={[required(t, t.apply.certExpiry)]}
                    >
                      <DateField testId={`m-person-${index}-certExpiry`} disabled={disabled} />
                    </Form.Item>
                    <Form.Item
                      name={[index, 'certPhotoId']}
                      label={t.apply.certPhoto}
                      rules={[required(t, t.apply.certPhoto)]}
                    >
                      <ImageField testId={`m-person-${index}-certPhoto`} />
                    </Form.Item>
                  </>
                ) : null
              }
            </Form.Item>
          </>
        )}
      </GroupList>

      <Form.Header>{t.apply.promise}</Form.Header>
      <Form.Item
        name="signatureId"
        label={t.apply.promiseText}
        rules={[{ required: true, message: t.apply.signEmpty }]}
      >
        <SignatureField testId="m-signature" />
      </Form.Item>
    </ApplicationPage>
  )
}
