import {
  isPlate,
  isVisitIdNo,
  KRS_DICT,
  normalizeIdNo,
  normalizePlate,
  VISIT_ID_TYPES,
  VISIT_LIMITS,
  VISIT_MAX_DAYS,
  type VisitCompanion,
  type VisitDetail,
  type VisitRulesView,
  visitMinutes,
} from '@portal/contracts'
import { Button, Checkbox, Form, Input, Toast } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { PlateInput } from '../../../components/PlateInput'
import { ApplicationPage, confirmed, required, rule, useApplication } from '../../components/Application'
import { DateRangeItems } from '../../components/DateField'
import { ImageField } from '../../components/ImageField'
import { PickerField } from '../../components/PickerField'
import { StaffField } from '../../components/StaffField'
import { PhoneItem, TextItem } from '../../components/TextItem'
import { api, errorText, useLang, useTexts } from '../../core'
import { useCompanyClock, useDict } from '../../lookups'
import { fill } from '../../texts'
import { CompanionsField } from './CompanionsField'
import { VISITOR_HOME } from './Home'
import { VISIT, type VisitValues } from './kind'
import { VisitPass } from './VisitPass'

/** The next whole hour on the company's clock, or 09:00 tomorrow after working hours. */
function defaultWindow(now: string, today: string): { start: string; end: string } {
  const hour = Number(now.slice(11, 13)) + 1
  const day = hour <= 17 ? today : nextDay(today)
  const h = hour <= 17 ? Math.max(hour, 8) : 9
  const p = (n: number) => String(n).padStart(2, '0')
  return { start: `${day}T${p(h)}:00`, end: `${day}T${p(h + 2)}:00` }
}
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/**
 * `/visitorApply/{isEdit?}/{id?}`: a visitor reservation. New (no id), editing a draft or a
 * returned one (`edit`), or reading one with its trail and, once approved, its pass (`view`).
 * The reason's safety rule shows the notice to confirm. What is typed is kept on the phone.
 */
export default function VisitApply() {
  const t = useTexts()
  const lang = useLang()
  const [rules, setRules] = useState<VisitRulesView | null>(null)
  // Whether the window is still the default one (not a restored draft's, not typed).
  const defaulted = useRef(false)
  const app = useApplication<VisitValues, VisitDetail>(VISIT, {
    draftLabel: t.visit.name,
    also: () => api.get<VisitRulesView>(`${VISIT.base}/rules`).then(setRules),
    onNew() {
      app.form.setFieldsValue({ idType: 'ID_CARD', companions: [], safetyAccepted: false })
      defaulted.current = true
      api
        .get<{ phone: string }>('/auth/c/getLoginUser')
        .then((u) => {
          if (!app.form.getFieldValue('phone')) app.form.setFieldsValue({ phone: u.phone })
        })
        .catch(() => {})
    },
  })
  const { form, id, disabled } = app
  const reasons = useDict(KRS_DICT.visitReason)
  const clock = useCompanyClock()

  const reason = Form.useWatch('reason', form)
  const idType = Form.useWatch('idType', form) ?? 'ID_CARD'
  const safety = rules?.rules.find((r) => r.reason === reason)?.safety ?? 'NONE'
  const notice =
    (lang === 'en' ? rules?.noticeEn || rules?.noticeZh : rules?.noticeZh || rules?.noticeEn) ?? ''

  // A new form's window starts at the company's next hour, once the company's clock is known.
  useEffect(() => {
    if (id || !defaulted.current || form.isFieldsTouched(['visitStart', 'visitEnd'])) return
    const w = defaultWindow(clock.now, clock.today)
    form.setFieldsValue({ visitStart: w.start, visitEnd: w.end })
  }, [clock, id, form])

  async function cancelVisit() {
    if (!(await confirmed(t, t.visit.cancelConfirm))) return
    try {
      await api.post(`${VISIT.base}/cancel`, { id })
      Toast.show({ icon: 'success', content: t.visit.cancelled })
      app.load()
    } catch (err) {
      Toast.show({ icon: 'fail', content: errorText(err) })
    }
  }

  return (
    <ApplicationPage
      app={app}
      titles={{ new: t.visit.title, edit: t.visit.editTitle, view: t.visit.viewTitle }}
      home={VISITOR_HOME}
      stateTestId="m-visit-state"
      state={(d) =>
        d.status === 'CANCELLED' && d.cancelReason ? (
          <span>{fill(t.visit.cancelReason, { reason: d.cancelReason })}</span>
        ) : null
      }
      above={(d) => <VisitPass visit={d} />}
      below={(d) =>
        d.status === 'APPROVED' && d.gate[d.gate.length - 1]?.direction !== 'IN' ? (
          <div className="m-footer">
            <Button block color="danger" fill="outline" onClick={cancelVisit} data-testid="m-cancel-visit">
              {t.visit.cancel}
            </Button>
          </div>
        ) : null
      }
    >
      <Form.Header>{t.visit.visitor}</Form.Header>
      <TextItem
        name="visitorName"
        label={t.visit.name}
        required
        max={VISIT_LIMITS.name}
        placeholder={t.visit.namePlaceholder}
      />
      <PhoneItem name="phone" label={t.visit.phone} testId="m-phone" />
      <Form.Item name="idType" label={t.visit.idType} rules={[required(t, t.visit.idType)]}>
        <PickerField
          options={VISIT_ID_TYPES.map((v) => ({ value: v, label: t.idTypes[v] }))}
          testId="m-idType"
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item
        name="idNo"
        label={t.visit.idNo}
        dependencies={['idType']}
        rules={[
          required(t, t.visit.idNo),
          rule<string>((v) => !!v && !isVisitIdNo(idType, normalizeIdNo(v)) && t.visit.idNoInvalid),
        ]}
      >
        <Input maxLength={32} placeholder={t.visit.idNoPlaceholder} clearable data-testid="m-idNo" />
      </Form.Item>
      <TextItem
        name="company"
        label={t.visit.company}
        max={VISIT_LIMITS.company}
        placeholder={t.visit.companyPlaceholder}
      />
      <Form.Item name="photoId" label={t.visit.photo}>
        <ImageField testId="m-photo" disabled={disabled} />
      </Form.Item>

      <Form.Header>{t.visit.about}</Form.Header>
      <Form.Item name="reason" label={t.visit.reason} rules={[required(t, t.visit.reason)]}>
        <PickerField options={reasons} testId="m-reason" disabled={disabled} />
      </Form.Item>
      <Form.Item name="host" label={t.visit.host} rules={[required(t, t.visit.host)]}>
        <StaffField placeholder={t.visit.hostHint} testId="m-host" disabled={disabled} />
      </Form.Item>
      <DateRangeItems
        names={['visitStart', 'visitEnd']}
        labels={[t.visit.start, t.visit.end]}
        past={t.visit.startPast}
        endBefore={t.visit.endBeforeStart}
        today={clock.today}
        time
        disabled={disabled}
        check={(start, end) =>
          visitMinutes(start, end) > VISIT_MAX_DAYS * 24 * 60
            ? fill(t.visit.tooLong, { days: VISIT_MAX_DAYS })
            : undefined
        }
      />
      <Form.Item
        name="companions"
        label={t.visit.companions}
        rules={[
          {
            validator: async (_r, v: VisitCompanion[] | undefined) => {
              ;(v ?? []).forEach((c, i) => {
                const label = fill(t.visit.companionName, { n: i + 1 })
                if (!c.name.trim()) throw new Error(fill(t.common.required, { label }))
                if (c.phone && !/^1\d{10}$/.test(c.phone))
                  throw new Error(`${label}：${t.signIn.phoneInvalid}`)
              })
            },
          },
        ]}
      >
        <CompanionsField max={VISIT_LIMITS.companions} disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="plate"
        label={t.visit.plate}
        description={t.visit.plateHint}
        rules={[rule<string>((v) => !!v && !isPlate(normalizePlate(v)) && t.work.plateInvalid)]}
      >
        <PlateInput lang={lang} disabled={disabled} placeholder={t.work.platePlaceholder} testId="m-plate" />
      </Form.Item>
      <TextItem
        name="items"
        label={t.visit.items}
        max={VISIT_LIMITS.items}
        rows={[1, 4]}
        count
        placeholder={t.visit.itemsPlaceholder}
      />
      <TextItem name="remark" label={t.visit.remark} max={VISIT_LIMITS.remark} rows={[1, 4]} />

      {safety !== 'NONE' ? <Form.Header>{t.visit.safety}</Form.Header> : null}
      {safety === 'EXAM' && rules?.examAvailable ? (
        <Form.Item>
          <div className="m-notice">{t.visit.examRequired}</div>
        </Form.Item>
      ) : null}
      {safety === 'NOTICE' || (safety === 'EXAM' && !rules?.examAvailable) ? (
        <Form.Item>
          <div className="m-notice" data-testid="m-safety-notice">
            {notice}
          </div>
        </Form.Item>
      ) : null}
      {safety === 'NOTICE' || (safety === 'EXAM' && !rules?.examAvailable) ? (
        <Form.Item
          name="safetyAccepted"
          valuePropName="checked"
          rules={[rule<boolean>((v) => !v && t.visit.safetyRequired)]}
        >
          <Checkbox data-testid="m-safety-accept">{t.visit.safetyAccept}</Checkbox>
        </Form.Item>
      ) : null}
    </ApplicationPage>
  )
}
