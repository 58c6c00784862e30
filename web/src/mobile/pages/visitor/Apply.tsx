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
  type VisitIdType,
  type VisitRulesView,
  visitMinutes,
} from '@portal/contracts'
import { Button, Checkbox, Form, Input, TextArea, Toast } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useParams } from 'react-router'
import { PlateInput } from '../../../components/PlateInput'
import {
  ApplicationFooter,
  confirmed,
  EDITABLE,
  LoadState,
  ReturnedNote,
  useApplicationSave,
} from '../../components/Application'
import { enterToNext } from '../../components/enterNext'
import { ImageField } from '../../components/ImageField'
import { PickerField } from '../../components/PickerField'
import { type Staff, StaffField } from '../../components/StaffField'
import { Trail } from '../../components/Trail'
import { useDraft } from '../../components/useDraft'
import { api, errorText, useLang, useTexts } from '../../core'
import { useCompanyClock, useDict } from '../../lookups'
import { Page } from '../../Page'
import { fill, type MobileTexts } from '../../texts'
import { StatusTag } from '../contractor/status'
import { CompanionsField } from './CompanionsField'
import { VISITOR_HOME } from './Home'
import { VisitPass } from './VisitPass'

const PHONE_API = '/krs/visitor'

type Values = {
  visitorName?: string
  phone?: string
  idType?: VisitIdType
  idNo?: string
  company?: string
  photoId?: string | null
  reason?: string
  host?: Staff | null
  /** `YYYY-MM-DDTHH:mm`, as the date-and-time inputs hold them. */
  visitStart?: string
  visitEnd?: string
  companions?: VisitCompanion[]
  plate?: string
  items?: string
  remark?: string
  safetyAccepted?: boolean
}

const toInput = (t: string | undefined) => (t ? t.replace(' ', 'T') : undefined)
const fromInput = (t: string | undefined) => (t ? t.replace('T', ' ').slice(0, 16) : undefined)

/** What is sent: texts trimmed, the ID number and plate as the server keeps them, the host by id. */
function toForm(v: Values): Record<string, unknown> {
  const { host, ...rest } = v
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
  )
  out.idNo = v.idNo ? normalizeIdNo(v.idNo) : v.idNo
  out.plate = v.plate ? normalizePlate(v.plate) : null
  out.visitStart = fromInput(v.visitStart)
  out.visitEnd = fromInput(v.visitEnd)
  out.companions = (v.companions ?? []).map((c) => ({ name: c.name.trim(), phone: c.phone || null }))
  out.safetyAccepted = !!v.safetyAccepted
  if (host) {
    out.hostUserId = host.id
    out.hostName = host.name
  }
  return out
}

/** A saved form back into the fields. */
function fromForm(form: Record<string, unknown>): Values {
  const { hostUserId, hostName, ...rest } = form as Values & { hostUserId?: string; hostName?: string }
  return {
    ...rest,
    visitStart: toInput(rest.visitStart),
    visitEnd: toInput(rest.visitEnd),
    host: rest.host ?? (hostUserId ? { id: hostUserId, name: hostName ?? hostUserId } : null),
  }
}

const required = (t: MobileTexts, label: string) => ({
  required: true,
  message: fill(t.common.required, { label }),
})

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
  const { isEdit, id } = useParams()
  const [form] = Form.useForm<Values>()
  const [detail, setDetail] = useState<VisitDetail | null>(null)
  const [rules, setRules] = useState<VisitRulesView | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const draft = useDraft<Values>(`VISIT_DRAFT:${id ?? 'new'}`)
  const { busy, saveDraft, submit } = useApplicationSave<Values>({
    base: PHONE_API,
    id,
    form,
    draft,
    toForm,
    draftField: 'visitorName',
    draftLabel: t.visit.name,
    editPath: (saved) => `/visitorApply/edit/${saved}`,
    landing: (saved) => `/visitorApply/view/${saved}`,
  })
  const reasons = useDict(KRS_DICT.visitReason)
  const clock = useCompanyClock()
  // Whether the window is still the default one (not a restored draft's, not typed).
  const defaulted = useRef(false)

  const viewing = !!id && (isEdit === 'view' || isEdit === '0')
  const editable = !id || (detail ? EDITABLE.includes(detail.status) : false)
  const disabled = viewing || !editable

  const reason = Form.useWatch('reason', form)
  const idType = Form.useWatch('idType', form) ?? 'ID_CARD'
  const safety = rules?.rules.find((r) => r.reason === reason)?.safety ?? 'NONE'
  const notice =
    (lang === 'en' ? rules?.noticeEn || rules?.noticeZh : rules?.noticeZh || rules?.noticeEn) ?? ''

  const load = () => {
    setFailed(null)
    api
      .get<VisitRulesView>(`${PHONE_API}/rules`)
      .then(setRules)
      .catch((err) => setFailed(errorText(err)))
    if (!id) return
    api
      .get<VisitDetail>(`${PHONE_API}/getDetailById`, { id })
      .then((d) => {
        setDetail(d)
        const kept = !viewing && EDITABLE.includes(d.status) ? draft.restore() : null
        form.setFieldsValue(kept ?? fromForm(d.form))
        if (kept) Toast.show({ content: t.apply.draftRestored })
      })
      .catch((err) => setFailed(errorText(err)))
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: load again only for another reservation
  useEffect(() => {
    load()
    if (id) return
    const kept = draft.restore()
    if (kept) {
      form.setFieldsValue(kept)
      Toast.show({ content: t.apply.draftRestored })
      return
    }
    form.setFieldsValue({ idType: 'ID_CARD', companions: [], safetyAccepted: false })
    defaulted.current = true
    api
      .get<{ phone: string }>('/auth/c/getLoginUser')
      .then((u) => {
        if (!form.getFieldValue('phone')) form.setFieldsValue({ phone: u.phone })
      })
      .catch(() => {})
  }, [id, isEdit])

  // A new form's window starts at the company's next hour, once the company's clock is known.
  useEffect(() => {
    if (id || !defaulted.current || form.isFieldsTouched(['visitStart', 'visitEnd'])) return
    const w = defaultWindow(clock.now, clock.today)
    form.setFieldsValue({ visitStart: w.start, visitEnd: w.end })
  }, [clock, id, form])

  async function cancelVisit() {
    if (!(await confirmed(t, t.visit.cancelConfirm))) return
    try {
      await api.post(`${PHONE_API}/cancel`, { id })
      Toast.show({ icon: 'success', content: t.visit.cancelled })
      load()
    } catch (err) {
      Toast.show({ icon: 'fail', content: errorText(err) })
    }
  }

  const title = viewing ? t.visit.viewTitle : id ? t.visit.editTitle : t.visit.title
  if (failed || (id && !detail) || !rules) return <LoadState title={title} failed={failed} retry={load} />

  const last = detail?.gate[detail.gate.length - 1]
  const inside = last?.direction === 'IN'

  return (
    <Page title={title} home={VISITOR_HOME}>
      {detail ? (
        <div className="m-state" data-testid="m-visit-state">
          <StatusTag status={detail.status} />
          {detail.pending.length ? (
            <span>
              {fill(t.apply.pending, {
                names: detail.pending.map((p) => p.assigneeName).join('、'),
                step: detail.pending[0]!.stepName,
              })}
            </span>
          ) : null}
          {detail.status === 'CANCELLED' && detail.cancelReason ? (
            <span>{fill(t.visit.cancelReason, { reason: detail.cancelReason })}</span>
          ) : null}
        </div>
      ) : null}
      {detail ? <ReturnedNote status={detail.status} trail={detail.trail} /> : null}
      {detail ? <VisitPass visit={detail} /> : null}

      <fieldset className="m-fieldset" onKeyDown={enterToNext}>
        <Form
          form={form}
          layout="vertical"
          mode="card"
          disabled={disabled}
          onValuesChange={() => {
            if (!disabled) draft.keep(form.getFieldsValue(true) as Values)
          }}
        >
          <Form.Header>{t.visit.visitor}</Form.Header>
          <Form.Item name="visitorName" label={t.visit.name} rules={[required(t, t.visit.name)]}>
            <Input
              maxLength={VISIT_LIMITS.name}
              placeholder={t.visit.namePlaceholder}
              clearable
              data-testid="m-visitorName"
            />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t.visit.phone}
            rules={[required(t, t.visit.phone), { pattern: /^1\d{10}$/, message: t.signIn.phoneInvalid }]}
          >
            <Input type="tel" maxLength={11} clearable data-testid="m-phone" />
          </Form.Item>
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
              {
                validator: async (_r, v: string | undefined) => {
                  if (v && !isVisitIdNo(idType, normalizeIdNo(v))) throw new Error(t.visit.idNoInvalid)
                },
              },
            ]}
          >
            <Input maxLength={32} placeholder={t.visit.idNoPlaceholder} clearable data-testid="m-idNo" />
          </Form.Item>
          <Form.Item name="company" label={t.visit.company}>
            <Input
              maxLength={VISIT_LIMITS.company}
              placeholder={t.visit.companyPlaceholder}
              clearable
              data-testid="m-company"
            />
          </Form.Item>
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
          <Form.Item
            name="visitStart"
            label={t.visit.start}
            rules={[
              required(t, t.visit.start),
              {
                validator: async (_r, v: string | undefined) => {
                  if (v && !disabled && v.slice(0, 10) < clock.today) throw new Error(t.visit.startPast)
                },
              },
            ]}
          >
            <Input type="datetime-local" data-testid="m-visitStart" />
          </Form.Item>
          <Form.Item
            name="visitEnd"
            label={t.visit.end}
            dependencies={['visitStart']}
            rules={[
              required(t, t.visit.end),
              {
                validator: async (_r, v: string | undefined) => {
                  const start = form.getFieldValue('visitStart') as string | undefined
                  if (!v || !start) return
                  if (v <= start) throw new Error(t.visit.endBeforeStart)
                  if (visitMinutes(start, v) > VISIT_MAX_DAYS * 24 * 60)
                    throw new Error(fill(t.visit.tooLong, { days: VISIT_MAX_DAYS }))
                },
              },
            ]}
          >
            <Input type="datetime-local" data-testid="m-visitEnd" />
          </Form.Item>
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
            rules={[
              {
                validator: async (_r, v: string | undefined) => {
                  if (v && !isPlate(normalizePlate(v))) throw new Error(t.work.plateInvalid)
                },
              },
            ]}
          >
            <PlateInput
              lang={lang}
              disabled={disabled}
              placeholder={t.work.platePlaceholder}
              testId="m-plate"
            />
          </Form.Item>
          <Form.Item name="items" label={t.visit.items}>
            <TextArea
              maxLength={VISIT_LIMITS.items}
              showCount
              autoSize={{ minRows: 1, maxRows: 4 }}
              placeholder={t.visit.itemsPlaceholder}
              data-testid="m-items"
            />
          </Form.Item>
          <Form.Item name="remark" label={t.visit.remark}>
            <TextArea
              maxLength={VISIT_LIMITS.remark}
              autoSize={{ minRows: 1, maxRows: 4 }}
              data-testid="m-remark"
            />
          </Form.Item>

          {safety !== 'NONE' ? <Form.Header>{t.visit.safety}</Form.Header> : null}
          {safety === 'EXAM' && rules.examAvailable ? (
            <Form.Item>
              <div className="m-notice">{t.visit.examRequired}</div>
            </Form.Item>
          ) : null}
          {safety === 'NOTICE' || (safety === 'EXAM' && !rules.examAvailable) ? (
            <Form.Item>
              <div className="m-notice" data-testid="m-safety-notice">
                {notice}
              </div>
            </Form.Item>
          ) : null}
          {safety === 'NOTICE' || (safety === 'EXAM' && !rules.examAvailable) ? (
            <Form.Item
              name="safetyAccepted"
              valuePropName="checked"
              rules={[
                {
                  validator: async (_r, v: boolean | undefined) => {
                    if (!v) throw new Error(t.visit.safetyRequired)
                  },
                },
              ]}
            >
              <Checkbox data-testid="m-safety-accept">{t.visit.safetyAccept}</Checkbox>
            </Form.Item>
          ) : null}
        </Form>
      </fieldset>

      {detail ? <Trail trail={detail.trail} /> : null}

      {detail?.status === 'APPROVED' && !inside ? (
        <div className="m-footer">
          <Button block color="danger" fill="outline" onClick={cancelVisit} data-testid="m-cancel-visit">
            {t.visit.cancel}
          </Button>
        </div>
      ) : null}
      <ApplicationFooter
        base={PHONE_API}
        formPath="/visitorApply"
        recordsPath="/vsitorsApplyRecords"
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
