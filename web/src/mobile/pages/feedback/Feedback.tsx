// Types and the plain checks only from the contracts: `contracts/krs/feedback.ts` holds zod schemas.
import { isEmail, isPhone, type MyFeedback } from '@portal/contracts'
import { Button, ImageUploader, type ImageUploadItem, List, Tag, Toast } from 'antd-mobile'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { compressPhoto } from '../../components/ImageField'
import { PagedList } from '../../components/PagedList'
import { localTime } from '../../components/StatusTag'
import { errorText, useSide, useTexts, useToken } from '../../core'
import { Frame } from '../../Frame'
import { fill } from '../../texts'
import { CATEGORIES, FEEDBACK_HOME, type FeedbackFields, LIMITS, MINE_URL, sendFeedback } from './calls'
import { type FeedbackTexts, useFeedbackTexts } from './texts'

type Field = keyof FeedbackFields
type Errors = Partial<Record<Field, string>>

const STATUS_COLOR: Record<string, string> = {
  NEW: 'primary',
  ASSIGNED: 'warning',
  REPLIED: 'success',
  CLOSED: 'default',
}
const EMPTY: FeedbackFields = {
  category: '',
  content: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
}

function check(v: FeedbackFields, m: FeedbackTexts): Errors {
  const e: Errors = {}
  if (!v.category) e.category = m.chooseCategory
  if (!v.content.trim()) e.content = m.writeContent
  if (v.contactPhone?.trim() && !isPhone(v.contactPhone.trim())) e.contactPhone = m.phoneInvalid
  if (v.contactEmail?.trim() && !isEmail(v.contactEmail.trim())) e.contactEmail = m.emailInvalid
  return e
}

/**
 * `/feedback`: anyone leaves feedback — a category, the text, up to three photos (made small on the
 * phone, sent with the form in one request) and, for a reply, a name, mobile number or e-mail. No
 * sign-in needed; a phone that is signed in sends it as its person, and lists its feedback with the
 * replies below.
 */
export default function Feedback() {
  const t = useTexts()
  const m = useFeedbackTexts()
  const side = useSide()
  // Only an external user's feedback is theirs to list (an employee's goes the public way).
  const mine = !!useToken() && side === 'client'
  const [sent, setSent] = useState<{ contact: boolean } | null>(null)
  const [mineKey, setMineKey] = useState(0)
  return (
    <Frame
      title={t.feedback.title}
      path={FEEDBACK_HOME}
      onBack={history.length > 1 ? () => history.back() : undefined}
    >
      {sent ? (
        <section className="m-feedback-done" data-testid="m-feedback-done" aria-live="polite">
          <h2>{m.thanks}</h2>
          <p>{sent.contact ? m.thanksReply : mine ? m.thanksMine : m.thanksNoContact}</p>
          <Button
            block
            color="primary"
            fill="outline"
            onClick={() => setSent(null)}
            data-testid="m-feedback-again"
          >
            {m.another}
          </Button>
        </section>
      ) : (
        <FeedbackForm
          onSent={(contact) => {
            setSent({ contact })
            setMineKey((k) => k + 1)
            window.scrollTo({ top: 0 })
          }}
        />
      )}
      {mine ? (
        <section className="m-feedback-mine" aria-labelledby="m-feedback-mine-title">
          <h2 className="m-section-title" id="m-feedback-mine-title">
            {m.mine}
          </h2>
          <PagedList<MyFeedback>
            key={mineKey}
            url={MINE_URL}
            testId="m-feedback-mine"
            item={(r) => (
              <List.Item key={r.id}>
                <MineItem r={r} m={m} />
              </List.Item>
            )}
          />
        </section>
      ) : null}
    </Frame>
  )
}

function MineItem({ r, m }: { r: MyFeedback; m: FeedbackTexts }) {
  return (
    <div className="m-feedback-item" data-testid={`m-feedback-item-${r.id}`}>
      <div className="m-feedback-item-head">
        <strong>{m.categories[r.category] ?? r.category}</strong>
        <Tag color={STATUS_COLOR[r.status] ?? 'default'} fill="outline">
          {m.status[r.status] ?? r.status}
        </Tag>
      </div>
      <p className="m-feedback-item-text">{r.content}</p>
      <p className="m-muted">{fill(m.sentAt, { time: localTime(r.createdAt) })}</p>
      {r.reply ? (
        <div className="m-feedback-reply">
          <strong>{m.reply}</strong>
          {r.repliedAt ? <span className="m-muted"> · {localTime(r.repliedAt)}</span> : null}
          <p>{r.reply}</p>
        </div>
      ) : null}
    </div>
  )
}

function FeedbackForm({ onSent }: { onSent: (contact: boolean) => void }) {
  const m = useFeedbackTexts()
  const t = useTexts()
  const [values, setValues] = useState<FeedbackFields>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [photos, setPhotos] = useState<ImageUploadItem[]>([])
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // The previews are object URLs of the phone's own copies: freed when the form goes.
  const urls = useRef(new Set<string>())
  useEffect(
    () => () => {
      for (const u of urls.current) URL.revokeObjectURL(u)
    },
    [],
  )

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e))
  }

  async function submit(ev: React.FormEvent) {
    ev.preventDefault()
    const found = check(values, m)
    setErrors(found)
    const first = (Object.keys(found) as Field[])[0]
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    setBusy(true)
    try {
      await sendFeedback(
        values,
        photos.map((p) => p.extra as Blob),
      )
      setBusy(false)
      onSent(!!(values.contactPhone?.trim() || values.contactEmail?.trim()))
    } catch (err) {
      setBusy(false)
      Toast.show({ icon: 'fail', content: errorText(err) })
    }
  }

  const error = (field: Field) =>
    errors[field] ? (
      <p
        className="m-survey-q-error"
        id={`m-feedback-${field}-error`}
        data-testid={`m-feedback-${field}-error`}
      >
        {errors[field]}
      </p>
    ) : null
  const described = (field: Field, extra?: string) =>
    [errors[field] ? `m-feedback-${field}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined

  const input = (field: Field, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className="m-feedback-field">
      <label htmlFor={`m-feedback-${field}`}>{label}</label>
      <input
        id={`m-feedback-${field}`}
        className="m-survey-text"
        data-field={field}
        data-testid={`m-feedback-${field}`}
        value={values[field] ?? ''}
        disabled={busy}
        aria-invalid={!!errors[field]}
        aria-describedby={described(field)}
        onChange={(e) => set(field, e.target.value)}
        {...props}
      />
      {error(field)}
    </div>
  )

  return (
    <form
      className="m-feedback"
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="m-feedback-form"
    >
      <p className="m-exam-intro">{m.intro}</p>
      <fieldset
        className={`m-exam-q m-survey-q${errors.category ? ' is-missing' : ''}`}
        disabled={busy}
        aria-describedby={described('category')}
      >
        <legend className="m-feedback-legend">
          {m.category} <Required m={m} />
        </legend>
        <div className="m-feedback-cats">
          {CATEGORIES.map((c, i) => (
            <label key={c} className={`m-exam-option${values.category === c ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="m-feedback-category"
                value={c}
                checked={values.category === c}
                onChange={() => set('category', c)}
                data-field={i === 0 ? 'category' : undefined}
                data-testid={`m-feedback-cat-${c}`}
              />
              <span>{m.categories[c]}</span>
            </label>
          ))}
        </div>
        {error('category')}
      </fieldset>

      <div className={`m-exam-q m-survey-q${errors.content ? ' is-missing' : ''}`}>
        <label className="m-feedback-legend" htmlFor="m-feedback-content">
          {m.content} <Required m={m} />
        </label>
        <textarea
          id="m-feedback-content"
          className="m-survey-text"
          rows={5}
          maxLength={LIMITS.content}
          value={values.content}
          placeholder={m.contentPlaceholder}
          disabled={busy}
          aria-required
          aria-invalid={!!errors.content}
          aria-describedby={described('content', 'm-feedback-count')}
          onChange={(e) => set('content', e.target.value)}
          data-field="content"
          data-testid="m-feedback-content"
        />
        <div className="m-survey-count" id="m-feedback-count">
          <span aria-hidden="true">
            {values.content.length}/{LIMITS.content}
          </span>
          <span className="visually-hidden">
            {fill(m.count, { n: values.content.length, max: LIMITS.content })}
          </span>
        </div>
        {error('content')}
      </div>

      <fieldset className="m-exam-q" disabled={busy}>
        <legend className="m-feedback-legend">{fill(m.photos, { max: LIMITS.photos })}</legend>
        <div data-testid="m-feedback-photos">
          <ImageUploader
            value={photos}
            onChange={setPhotos}
            maxCount={LIMITS.photos}
            multiple
            accept="image/*"
            disableUpload={busy}
            deletable={!busy}
            upload={async (file) => {
              try {
                const blob = await compressPhoto(file)
                const url = URL.createObjectURL(blob)
                urls.current.add(url)
                return { url, extra: blob }
              } catch (err) {
                Toast.show({ icon: 'fail', content: fill(t.common.uploadFailed, { msg: errorText(err) }) })
                throw err
              }
            }}
          />
        </div>
      </fieldset>

      <fieldset className="m-exam-q" disabled={busy}>
        <legend className="m-feedback-legend">{m.contact}</legend>
        <p className="m-muted m-feedback-hint">{m.contactHint}</p>
        {input('contactName', m.name, {
          maxLength: LIMITS.name,
          placeholder: m.namePlaceholder,
          autoComplete: 'name',
        })}
        {input('contactPhone', m.phone, {
          type: 'tel',
          inputMode: 'numeric',
          maxLength: 11,
          placeholder: m.phonePlaceholder,
          autoComplete: 'tel',
        })}
        {input('contactEmail', m.email, {
          type: 'email',
          maxLength: 100,
          placeholder: m.emailPlaceholder,
          autoComplete: 'email',
        })}
      </fieldset>

      <div className="m-feedback-submit">
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={busy}
          disabled={busy}
          data-testid="m-feedback-submit"
        >
          {busy ? m.submitting : m.submit}
        </Button>
      </div>
    </form>
  )
}

function Required({ m }: { m: FeedbackTexts }): ReactNode {
  return (
    <>
      <span className="m-survey-required" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden">({m.required})</span>
    </>
  )
}
