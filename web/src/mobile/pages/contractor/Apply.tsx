import {
  ADMISSION_LIMITS,
  type AdmissionDetail,
  isCreditCode,
  isDay,
  isIdCard,
  isPhone,
  KRS_DICT,
} from '@portal/contracts'
import { Button, Dialog, Form, Input, TextArea, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import {
  ApplicationFooter,
  EDITABLE,
  LoadState,
  ReturnedNote,
  useApplicationSave,
} from '../../components/Application'
import { enterToNext } from '../../components/enterNext'
import { ImageField } from '../../components/ImageField'
import { NumberInput } from '../../components/NumberInput'
import { PickerField } from '../../components/PickerField'
import { SignatureField } from '../../components/SignatureField'
import { Trail } from '../../components/Trail'
import { useDraft } from '../../components/useDraft'
import { api, errorText, useTexts } from '../../core'
import { useDict, useHostOrgs } from '../../lookups'
import { Page } from '../../Page'
import { fill, type MobileTexts } from '../../texts'
import { StatusTag } from './status'

const PHONE_API = '/krs/vendoradmissionassignmentmain'

type Values = Record<string, unknown> & {
  companyName?: string
  docs?: Array<Record<string, unknown>>
  persons?: Array<Record<string, unknown>>
}

/** What is sent: empty texts left out, codes in capitals (as the server keeps them). */
function normalize(values: Values): Values {
  const clean = (o: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(o)
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    )
  const out = clean(values) as Values
  if (typeof out.creditCode === 'string') out.creditCode = out.creditCode.toUpperCase()
  out.docs = (values.docs ?? []).map(clean)
  out.persons = (values.persons ?? []).map((p) => {
    const c = clean(p)
    if (typeof c.idCard === 'string') c.idCard = c.idCard.toUpperCase()
    return c
  })
  return out
}

const required = (t: MobileTexts, label: string) => ({
  required: true,
  message: fill(t.common.required, { label }),
})
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
  const { isEdit, id } = useParams()
  const [form] = Form.useForm()
  const [detail, setDetail] = useState<AdmissionDetail | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const draft = useDraft<Values>(`ADMISSION_DRAFT:${id ?? 'new'}`)
  const { busy, saveDraft, submit } = useApplicationSave<Values>({
    base: PHONE_API,
    id,
    form,
    draft,
    toForm: (v) => normalize(v) as Record<string, unknown>,
    draftField: 'companyName',
    draftLabel: t.apply.companyName,
    editPath: (saved) => `/contractorsApply/edit/${saved}`,
    landing: () => '/contractorsApplyRecords',
  })
  const qualifications = useDict(KRS_DICT.qualification)
  const jobTypes = useDict(KRS_DICT.jobType)
  const workTypes = useDict(KRS_DICT.workType)
  const hostOrgs = useHostOrgs()

  const viewing = !!id && (isEdit === 'view' || isEdit === '0')
  const editable = !id || (detail ? EDITABLE.includes(detail.status) : false)
  const disabled = viewing || !editable

  const load = () => {
    if (!id) return
    setFailed(null)
    api
      .get<AdmissionDetail>(`${PHONE_API}/detailById`, { id })
      .then((d) => {
        setDetail(d)
        const kept = !viewing && EDITABLE.includes(d.status) ? draft.restore() : null
        form.setFieldsValue(kept ?? d.form)
        if (kept) Toast.show({ content: t.apply.draftRestored })
      })
      .catch((err) => setFailed(errorText(err)))
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: load again only for another application
  useEffect(() => {
    if (id) return load()
    const kept = draft.restore()
    if (kept) {
      form.setFieldsValue(kept)
      Toast.show({ content: t.apply.draftRestored })
    } else form.setFieldsValue({ docs: [{}], persons: [{}] })
  }, [id, isEdit])

  const title = viewing ? t.apply.viewTitle : id ? t.apply.editTitle : t.apply.title

  if (failed || (id && !detail)) return <LoadState title={title} failed={failed} retry={load} />

  const removeButton = (what: string, remove: () => void) =>
    disabled ? null : (
      <Button
        size="mini"
        fill="none"
        color="danger"
        onClick={async () => {
          if (
            await Dialog.confirm({
              content: fill(t.apply.removeConfirm, { what }),
              confirmText: t.apply.remove,
              cancelText: t.common.cancel,
            })
          )
            remove()
        }}
      >
        {t.apply.remove}
      </Button>
    )

  return (
    <Page title={title}>
      {detail ? (
        <div className="m-state" data-testid="m-apply-state">
          <StatusTag status={detail.status} />
          {detail.validUntil ? <span>{fill(t.apply.validUntil, { day: detail.validUntil })}</span> : null}
          {detail.pending.length ? (
            <span>
              {fill(t.apply.pending, {
                names: detail.pending.map((p) => p.assigneeName).join('、'),
                step: detail.pending[0]!.stepName,
              })}
            </span>
          ) : null}
        </div>
      ) : null}
      {detail ? <ReturnedNote status={detail.status} trail={detail.trail} /> : null}
      <fieldset className="m-fieldset" onKeyDown={enterToNext}>
        <Form
          form={form}
          layout="vertical"
          mode="card"
          disabled={disabled}
          onValuesChange={(_c, all) => {
            if (!disabled) draft.keep(all as Values)
          }}
        >
          <Form.Header>{t.apply.company}</Form.Header>
          <Form.Item
            name="companyName"
            label={t.apply.companyName}
            rules={[required(t, t.apply.companyName)]}
          >
            <Input maxLength={ADMISSION_LIMITS.company} clearable data-testid="m-companyName" />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label={t.apply.creditCode}
            rules={[required(t, t.apply.creditCode), check(isCreditCode, t.apply.creditCodeInvalid)]}
          >
            <Input maxLength={18} autoComplete="off" data-testid="m-creditCode" />
          </Form.Item>
          <Form.Item name="legalRep" label={t.apply.legalRep} rules={[required(t, t.apply.legalRep)]}>
            <Input maxLength={ADMISSION_LIMITS.person} data-testid="m-legalRep" />
          </Form.Item>
          <Form.Item name="address" label={t.apply.address} rules={[required(t, t.apply.address)]}>
            <Input maxLength={ADMISSION_LIMITS.address} data-testid="m-address" />
          </Form.Item>
          <Form.Item
            name="contactName"
            label={t.apply.contactName}
            rules={[required(t, t.apply.contactName)]}
          >
            <Input maxLength={ADMISSION_LIMITS.person} data-testid="m-contactName" />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label={t.apply.contactPhone}
            rules={[required(t, t.apply.contactPhone), check(isPhone, t.signIn.phoneInvalid)]}
          >
            <Input type="tel" inputMode="numeric" maxLength={11} data-testid="m-contactPhone" />
          </Form.Item>
          <Form.Item name="hostOrgId" label={t.apply.hostOrg} rules={[required(t, t.apply.hostOrg)]}>
            <PickerField options={hostOrgs} placeholder={t.apply.hostOrgHint} testId="m-hostOrg" />
          </Form.Item>
          <Form.Item name="scope" label={t.apply.scope} rules={[required(t, t.apply.scope)]}>
            <TextArea
              maxLength={ADMISSION_LIMITS.scope}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t.apply.scopePlaceholder}
              data-testid="m-scope"
            />
          </Form.Item>

          <Form.Header>{t.apply.insurance}</Form.Header>
          <Form.Item name="insuranceCompany" label={t.apply.insuranceCompany}>
            <Input maxLength={ADMISSION_LIMITS.company} />
          </Form.Item>
          <Form.Item name="insurancePolicyNo" label={t.apply.insurancePolicyNo}>
            <Input maxLength={ADMISSION_LIMITS.docNo} />
          </Form.Item>
          <Form.Item name="insuranceExpiry" label={t.apply.insuranceExpiry}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="insuranceAmount" label={t.apply.insuranceAmount}>
            <NumberInput decimals={2} data-testid="m-insuranceAmount" />
          </Form.Item>

          <Form.Header>{t.apply.docs}</Form.Header>
          <Form.Array
            name="docs"
            onAdd={(op) => op.add({})}
            renderAdd={() => (disabled ? null : <span data-testid="m-add-doc">+ {t.apply.addDoc}</span>)}
            renderHeader={({ index }, { remove }) => (
              <div className="m-array-head">
                <span>{fill(t.apply.doc, { n: index + 1 })}</span>
                {removeButton(fill(t.apply.doc, { n: index + 1 }), () => remove(index))}
              </div>
            )}
          >
            {(fields) =>
              fields.map(({ index, key }) => (
                <div key={key} data-testid={`m-doc-${index}`}>
                  <Form.Item
                    name={[index, 'docType']}
                    label={t.apply.docType}
                    rules={[required(t, t.apply.docType)]}
                  >
                    <PickerField options={qualifications} testId={`m-doc-${index}-type`} />
                  </Form.Item>
                  <Form.Item
                    name={[index, 'docNo']}
                    label={t.apply.docNo}
                    rules={[required(t, t.apply.docNo)]}
                  >
                    <Input maxLength={ADMISSION_LIMITS.docNo} data-testid={`m-doc-${index}-no`} />
                  </Form.Item>
                  <Form.Item name={[index, 'issueDate']} label={t.apply.issueDate}>
                    <Input type="date" data-testid={`m-doc-${index}-issue`} />
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
                    <Input type="date" data-testid={`m-doc-${index}-expiry`} />
                  </Form.Item>
                  <Form.Item
                    name={[index, 'fileId']}
                    label={t.apply.scan}
                    rules={[required(t, t.apply.scan)]}
                  >
                    <ImageField pdf testId={`m-doc-${index}-file`} />
                  </Form.Item>
                </div>
              ))
            }
          </Form.Array>

          <Form.Header>{t.apply.persons}</Form.Header>
          <Form.Array
            name="persons"
            onAdd={(op) => op.add({})}
            renderAdd={() =>
              disabled ? null : <span data-testid="m-add-person">+ {t.apply.addPerson}</span>
            }
            renderHeader={({ index }, { remove }) => (
              <div className="m-array-head">
                <span>{fill(t.apply.person, { n: index + 1 })}</span>
                {removeButton(fill(t.apply.person, { n: index + 1 }), () => remove(index))}
              </div>
            )}
          >
            {(fields) =>
              fields.map(({ index, key }) => (
                <div key={key} data-testid={`m-person-${index}`}>
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
                              i !== index &&
                              !!v &&
                              p?.idCard?.trim().toUpperCase() === v.trim().toUpperCase(),
                          )
                          if (same >= 0 && same < index)
                            throw new Error(fill(t.apply.idCardTwice, { n: same + 1 }))
                        },
                      },
                    ]}
                  >
                    <Input maxLength={18} autoComplete="off" data-testid={`m-person-${index}-idCard`} />
                  </Form.Item>
                  <Form.Item
                    name={[index, 'phone']}
                    label={t.apply.phone}
                    rules={[required(t, t.apply.phone), check(isPhone, t.signIn.phoneInvalid)]}
                  >
                    <Input
                      type="tel"
                      inputMode="numeric"
                      maxLength={11}
                      data-testid={`m-person-${index}-phone`}
                    />
                  </Form.Item>
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
                            <Input
                              maxLength={ADMISSION_LIMITS.docNo}
                              data-testid={`m-person-${index}-certNo`}
                            />
                          </Form.Item>
                          <Form.Item
                            name={[index, 'certExpiry']}
                            label={t.apply.certExpiry}
                            rules={[required(t, t.apply.certExpiry)]}
                          >
                            <Input type="date" data-testid={`m-person-${index}-certExpiry`} />
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
                </div>
              ))
            }
          </Form.Array>

          <Form.Header>{t.apply.promise}</Form.Header>
          <Form.Item
            name="signatureId"
            label={t.apply.promiseText}
            rules={[{ required: true, message: t.apply.signEmpty }]}
          >
            <SignatureField testId="m-signature" />
          </Form.Item>
        </Form>
      </fieldset>

      {detail ? <Trail trail={detail.trail} /> : null}

      <ApplicationFooter
        base={PHONE_API}
        formPath="/contractorsApply"
        recordsPath="/contractorsApplyRecords"
        id={id}
        status={detail?.status}
        viewing={viewing}
        disabled={disabled}
        busy={busy}
        onSaveDraft={saveDraft}
        onSubmit={submit}
        onWithdrawn={load}
        onDeleted={draft.drop}
      />
    </Page>
  )
}
