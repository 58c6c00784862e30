import {
  isPlate,
  normalizePlate,
  PERMIT_LIMITS,
  PERMIT_REASON_DICT,
  type PermitDetail,
  permitWeight,
} from '@portal/contracts'
import { Form } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { PlateInput } from '../../../components/PlateInput'
import { ApplicationPage, required, rule, useApplication } from '../../components/Application'
import { DateField } from '../../components/DateField'
import { FilesField } from '../../components/ImageField'
import { PickerField } from '../../components/PickerField'
import { PersonNameField } from '../../components/StaffField'
import { PhoneItem, TextItem } from '../../components/TextItem'
import { api, useLang, useTexts } from '../../core'
import { useCompanyClock, useDict, useHostOrgs } from '../../lookups'
import { fill } from '../../texts'
import { GOODS_HOME } from './Home'
import { type LineValue, PERMIT, type PermitValues } from './kind'
import { GoodsLinesField } from './LinesField'
import { VehiclePass } from './VehiclePass'
import { laterToday } from './when'

const lineComplete = (l: LineValue) => !!l.name?.trim() && (l.quantity ?? 0) > 0 && !!l.unit?.trim()

/**
 * `/releasePermit/{isEdit?}/{id?}`: a goods release permit. New (no id), editing a draft or a
 * returned one (`edit`), or reading one with its trail and, once approved, its QR code and how far
 * its goods got (`view`). What is typed is kept on the phone as it goes.
 */
export default function PermitApply() {
  const t = useTexts()
  const lang = useLang()
  const clock = useCompanyClock()
  // Whether the exit is still the default one (not a restored draft's, not chosen).
  const defaulted = useRef(false)
  const app = useApplication<PermitValues, PermitDetail>(PERMIT, {
    draftLabel: t.permit.applicant,
    onNew() {
      app.form.setFieldsValue({ lines: [{ name: '', quantity: null, unit: '', weight: null }], photos: [] })
      defaulted.current = true
      api
        .get<{ phone: string }>('/auth/c/getLoginUser')
        .then((u) => {
          if (!app.form.getFieldValue('applicantPhone')) app.form.setFieldsValue({ applicantPhone: u.phone })
        })
        .catch(() => {})
    },
  })
  const { form, id, disabled } = app
  const reasons = useDict(PERMIT_REASON_DICT)
  const orgs = useHostOrgs()
  const lines = (Form.useWatch('lines', form) ?? []) as LineValue[]
  const total = permitWeight(lines.filter(lineComplete).map((l) => ({ weight: l.weight ?? null })))

  // A new form's exit starts two hours ahead of the company's clock, once known (the phone's own may
  // be hours behind it).
  useEffect(() => {
    if (id || !defaulted.current || form.isFieldsTouched(['exitAt'])) return
    form.setFieldsValue({ exitAt: laterToday(clock.now) })
  }, [clock, id, form])

  return (
    <ApplicationPage
      app={app}
      titles={{ new: t.permit.title, edit: t.permit.editTitle, view: t.permit.viewTitle }}
      home={GOODS_HOME}
      stateTestId="m-permit-state"
      above={(d) =>
        d.permitNo ? (
          <VehiclePass
            no={d.permitNo}
            title={t.permit.pass}
            hint={t.permit.passHint}
            caption={fill(t.permit.passNo, { no: d.permitNo })}
            name={d.plate ?? d.applicantName}
            when={fill(t.permit.passExit, { at: d.exitAt ?? '' })}
            progress={d.progress}
            weighedNet={d.weighedNet}
            leftAt={d.leftAt}
            words={t.permit}
            testId="m-permit-pass"
          />
        ) : null
      }
    >
      <Form.Header>{t.permit.applicantPart}</Form.Header>
      <TextItem
        name="applicantName"
        label={t.permit.applicant}
        required
        max={PERMIT_LIMITS.name}
        placeholder={t.permit.applicantPlaceholder}
      />
      <PhoneItem name="applicantPhone" label={t.permit.applicantPhone} testId="m-applicantPhone" optional />
      <Form.Item name="orgId" label={t.permit.org} rules={[required(t, t.permit.org)]}>
        <PickerField options={orgs} testId="m-org" disabled={disabled} />
      </Form.Item>
      <Form.Item name="responsible" label={t.permit.responsible} rules={[required(t, t.permit.responsible)]}>
        <PersonNameField placeholder={t.permit.responsibleHint} testId="m-responsible" disabled={disabled} />
      </Form.Item>
      <Form.Item name="reason" label={t.permit.reason} rules={[required(t, t.permit.reason)]}>
        <PickerField options={reasons} testId="m-reason" disabled={disabled} />
      </Form.Item>

      <Form.Header>{t.permit.goodsPart}</Form.Header>
      <Form.Item
        name="lines"
        rules={[
          {
            validator: async (_r, v: LineValue[] | undefined) => {
              if (!v?.length) throw new Error(fill(t.common.required, { label: t.permit.goodsPart }))
              v.forEach((l, i) => {
                if (!lineComplete(l)) throw new Error(fill(t.permit.lineIncomplete, { n: i + 1 }))
              })
            },
          },
        ]}
      >
        <GoodsLinesField max={PERMIT_LIMITS.lines} disabled={disabled} />
      </Form.Item>
      {total !== null && !disabled ? (
        <Form.Item>
          <div className="m-notice" data-testid="m-permit-total">
            {fill(t.permit.totalWeight, { kg: total.toLocaleString(lang === 'en' ? 'en' : 'zh-CN') })}
          </div>
        </Form.Item>
      ) : null}

      <Form.Header>{t.permit.vehiclePart}</Form.Header>
      <Form.Item
        name="plate"
        label={t.permit.plate}
        description={t.permit.plateHint}
        rules={[rule<string>((v) => !!v && !isPlate(normalizePlate(v)) && t.work.plateInvalid)]}
      >
        <PlateInput lang={lang} disabled={disabled} placeholder={t.work.platePlaceholder} testId="m-plate" />
      </Form.Item>
      <TextItem name="driverName" label={t.permit.driverName} max={PERMIT_LIMITS.name} />
      <PhoneItem name="driverPhone" label={t.permit.driverPhone} testId="m-driverPhone" optional />
      <Form.Item
        name="exitAt"
        label={t.permit.exitAt}
        rules={[
          required(t, t.permit.exitAt),
          rule<string>((v) => !!v && v.replace('T', ' ') < clock.now && t.permit.exitPast),
        ]}
      >
        <DateField time testId="m-exitAt" disabled={disabled} />
      </Form.Item>
      <TextItem name="remark" label={t.permit.remark} max={PERMIT_LIMITS.remark} rows={[1, 4]} count />
      <Form.Item name="photos" label={t.permit.photos}>
        <FilesField max={PERMIT_LIMITS.photos} testId="m-photos" disabled={disabled} />
      </Form.Item>
    </ApplicationPage>
  )
}
