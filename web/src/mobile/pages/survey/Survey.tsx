// Types only from the contracts: a value of `contracts/krs/survey.ts` would bring zod into the
// phone's first script (docs/decisions.md).
import type { SurveyForm, SurveyOffer, SurveyOffers, SurveyQuestion } from '@portal/contracts'
import { Button, Dialog, List, Tag, Toast } from 'antd-mobile'
import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { Link, useParams } from 'wouter'
import { ErrorBlock } from '../../components/ErrorBlock'
import { LinkItem } from '../../components/LinkItem'
import { LoadFailed } from '../../components/LoadFailed'
import { localTime } from '../../components/StatusTag'
import { errorText, useTexts } from '../../core'
import { Loading } from '../../Frame'
import { Page } from '../../Page'
import { fill } from '../../texts'
import { SURVEY_HOME, type SurveyAnswer, surveyCalls, surveyPath } from './calls'
import { type SurveyTexts, useSurveyTexts } from './texts'

/** The ratings, 1 (poor) to 5 (excellent): `RATINGS` of the contracts, a value kept out of this page. */
const RATINGS = [1, 2, 3, 4, 5] as const
/** The longest text answer (`SURVEY_LIMITS.text`). */
const TEXT_MAX = 500

type Answers = Record<string, SurveyAnswer>

/** Whether a question has an answer worth sending (a blank text or no box ticked is none). */
function isGiven(v: SurveyAnswer | undefined): v is SurveyAnswer {
  if (v === undefined) return false
  if (typeof v === 'string') return v.trim() !== ''
  if (Array.isArray(v)) return v.length > 0
  return true
}

/** The answers as the server takes them: the given ones, texts trimmed, ticked keys in the options' order. */
function toSend(questions: SurveyQuestion[], answers: Answers): Answers {
  const out: Answers = {}
  for (const q of questions) {
    const v = answers[q.key]
    if (!isGiven(v)) continue
    out[q.key] =
      typeof v === 'string'
        ? v.trim()
        : Array.isArray(v)
          ? q.options.map((o) => o.key).filter((k) => v.includes(k))
          : v
  }
  return out
}

const blockId = (n: number) => `m-survey-q-${n}`
const typeName = (m: SurveyTexts, q: SurveyQuestion) => m[q.type as 'SINGLE'] ?? q.type

/**
 * `/mealquestionnaireFrom`: the meal questionnaires open to the phone's meal user, each answered
 * once; `/mealquestionnaireFrom/:id`: one of them — single and multiple choice, a rating 1–5, text —
 * checked here before it is sent (the first required question left is named and shown), confirmed
 * (answers cannot change after), then thanks and the answers as given, which is also what a
 * questionnaire already answered shows.
 */
export default function MealSurvey() {
  const { id } = useParams<{ id?: string }>()
  return id ? <FormPage key={id} id={id} /> : <OfferList />
}

function OfferList() {
  const t = useTexts()
  const m = useSurveyTexts()
  const [offers, setOffers] = useState<SurveyOffers | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const load = useCallback(() => {
    setFailed(null)
    surveyCalls
      .offers()
      .then(setOffers)
      .catch((err: unknown) => setFailed(errorText(err)))
  }, [])
  useEffect(load, [load])

  return (
    <Page title={t.survey.title} home={SURVEY_HOME}>
      {offers ? (
        offers.diner ? (
          <>
            <p className="m-exam-intro">{m.intro}</p>
            <h2 className="m-section-title">{m.open}</h2>
            {offers.surveys.length ? (
              <List className="m-survey-list" data-testid="m-survey-list">
                {offers.surveys.map((o) => (
                  <OfferItem key={o.id} o={o} />
                ))}
              </List>
            ) : (
              <ErrorBlock status="empty" title={m.noSurveys} description={null} />
            )}
          </>
        ) : (
          <div data-testid="m-survey-not-diner">
            <ErrorBlock status="empty" title={m.notDiner} description={m.notDinerHint} />
          </div>
        )
      ) : failed ? (
        <LoadFailed title={failed} onRetry={load} />
      ) : (
        <Loading />
      )}
    </Page>
  )
}

function OfferItem({ o }: { o: SurveyOffer }) {
  const m = useSurveyTexts()
  return (
    <LinkItem
      to={surveyPath(o.id)}
      testId="m-survey-item"
      description={
        <>
          <span className="m-survey-nowrap">{fill(m.period, { start: o.startDay, end: o.endDay })}</span> ·{' '}
          <span className="m-survey-nowrap">{fill(m.questions, { n: o.questionCount })}</span>
        </>
      }
      extra={
        o.answeredAt ? (
          <Tag color="success" fill="outline" data-testid="m-survey-item-done">
            {m.answered}
          </Tag>
        ) : (
          <Tag color="primary" fill="outline">
            {m.toAnswer}
          </Tag>
        )
      }
    >
      <span className="m-survey-item-title">{o.title}</span>
    </LinkItem>
  )
}

function FormPage({ id }: { id: string }) {
  const t = useTexts()
  const [form, setForm] = useState<SurveyForm | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [thanks, setThanks] = useState(false)
  const load = useCallback(() => {
    setFailed(null)
    surveyCalls
      .form(id)
      .then(setForm)
      .catch((err: unknown) => setFailed(errorText(err)))
  }, [id])
  useEffect(load, [load])
  /** After a refusal: the questionnaire as it is now (answered elsewhere: read-only), the answers kept. */
  const refresh = useCallback(() => {
    surveyCalls
      .form(id)
      .then(setForm)
      .catch(() => {})
  }, [id])

  return (
    <Page title={t.survey.title} home={SURVEY_HOME}>
      {form ? (
        form.answers ? (
          <Submitted form={form} thanks={thanks} />
        ) : (
          <Answering
            form={form}
            onRefused={refresh}
            onSubmitted={(answers) => {
              setThanks(true)
              setForm({ ...form, answers, answeredAt: new Date().toISOString() })
            }}
          />
        )
      ) : failed ? (
        <LoadFailed title={failed} onRetry={load} />
      ) : (
        <Loading />
      )}
    </Page>
  )
}

/** The questionnaire's title, what it is about, its period and (once answered) when. */
function Head({ form }: { form: SurveyForm }) {
  const m = useSurveyTexts()
  return (
    <section className="m-survey-head" aria-labelledby="m-survey-title">
      <div className="m-exam-offer-head">
        <h2 id="m-survey-title">{form.title}</h2>
        {form.answers ? (
          <Tag color="success" fill="outline" data-testid="m-survey-done-tag">
            {m.answered}
          </Tag>
        ) : null}
      </div>
      {form.description ? <p className="m-survey-desc">{form.description}</p> : null}
      <p className="m-muted">
        <span className="m-survey-nowrap">{fill(m.period, { start: form.startDay, end: form.endDay })}</span>{' '}
        · <span className="m-survey-nowrap">{fill(m.questions, { n: form.questions.length })}</span>
      </p>
      {form.answeredAt ? (
        <p className="m-muted" data-testid="m-survey-answered-at">
          {fill(m.answeredAt, { time: localTime(form.answeredAt) })}
        </p>
      ) : null}
    </section>
  )
}

function Answering({
  form,
  onSubmitted,
  onRefused,
}: {
  form: SurveyForm
  onSubmitted: (answers: Answers) => void
  onRefused: () => void
}) {
  const m = useSurveyTexts()
  const [answers, setAnswers] = useState<Answers>({})
  const [missing, setMissing] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const answer = useCallback((key: string, v: SurveyAnswer) => {
    setAnswers((a) => ({ ...a, [key]: v }))
    setMissing((k) => (k === key ? null : k))
  }, [])
  const done = form.questions.filter((q) => isGiven(answers[q.key])).length

  async function submit() {
    const at = form.questions.findIndex((q) => q.required && !isGiven(answers[q.key]))
    const first = form.questions[at]
    if (first) {
      setMissing(first.key)
      Toast.show({ content: fill(m.answerFirst, { n: at + 1, title: first.title }) })
      const block = document.getElementById(blockId(at + 1))
      block?.scrollIntoView({ block: 'start' })
      block?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true })
      return
    }
    const skipped = form.questions.length - done
    const ok = await Dialog.confirm({
      content: (
        <div className="m-survey-confirm" data-testid="m-survey-confirm">
          {m.confirm}
          {skipped ? <p className="m-muted">{fill(m.confirmSkipped, { n: skipped })}</p> : null}
        </div>
      ),
      confirmText: m.submit,
      cancelText: m.keep,
    })
    if (!ok) return
    const sent = toSend(form.questions, answers)
    setBusy(true)
    try {
      await surveyCalls.answer(form.id, sent)
      setBusy(false)
      onSubmitted(sent)
    } catch (err) {
      setBusy(false)
      Toast.show({ content: errorText(err), icon: 'fail' })
      onRefused()
    }
  }

  return (
    <div className="m-survey" data-testid="m-survey-form">
      <Head form={form} />
      {form.questions.map((q, i) => (
        <QuestionBlock
          key={q.key}
          q={q}
          n={i + 1}
          value={answers[q.key]}
          missing={missing === q.key}
          disabled={busy}
          onAnswer={answer}
        />
      ))}
      <div className="m-survey-footer">
        <span className="m-survey-progress" data-testid="m-survey-progress">
          {fill(m.progress, { done, total: form.questions.length })}
        </span>
        <Button
          color="primary"
          loading={busy}
          disabled={busy}
          onClick={() => void submit()}
          data-testid="m-survey-submit"
        >
          {busy ? m.submitting : m.submit}
        </Button>
      </div>
    </div>
  )
}

/** The head of a question: its number, type and whether it must be answered (shown, not read: the legend says it). */
function QuestionHead({ q, n, given }: { q: SurveyQuestion; n: number; given?: boolean }) {
  const m = useSurveyTexts()
  return (
    <div className="m-survey-q-head" aria-hidden="true">
      <span>
        <strong>{fill(m.questionNo, { n })}</strong> · {typeName(m, q)}
      </span>
      {given ? null : (
        <span className={q.required ? 'm-survey-required' : undefined}>
          {q.required ? m.required : m.optional}
        </span>
      )}
    </div>
  )
}

const Star = () => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" className="m-survey-star-icon">
    <path d="M12 2.8l2.8 5.8 6.3.8-4.6 4.4 1.2 6.3L12 17l-5.7 3.1 1.2-6.3-4.6-4.4 6.3-.8z" />
  </svg>
)

const QuestionBlock = memo(function QuestionBlock({
  q,
  n,
  value,
  missing,
  disabled,
  onAnswer,
}: {
  q: SurveyQuestion
  n: number
  value: SurveyAnswer | undefined
  missing: boolean
  disabled: boolean
  onAnswer: (key: string, v: SurveyAnswer) => void
}) {
  const m = useSurveyTexts()
  const errorId = `${blockId(n)}-error`
  const error = missing ? (
    <p className="m-survey-q-error" id={errorId} data-testid="m-survey-q-error">
      {m.mustAnswer}
    </p>
  ) : null
  const className = `m-exam-q m-survey-q${missing ? ' is-missing' : ''}`
  const title = (
    <>
      {q.required ? (
        <span className="m-survey-star-mark" aria-hidden="true">
          *{' '}
        </span>
      ) : null}
      {q.title}
    </>
  )

  if (q.type === 'TEXT') {
    const text = typeof value === 'string' ? value : ''
    const inputId = `${blockId(n)}-text`
    const countId = `${blockId(n)}-count`
    return (
      <div className={className} id={blockId(n)} data-testid={blockId(n)} data-key={q.key}>
        <QuestionHead q={q} n={n} />
        <label className="m-exam-stem m-survey-title" htmlFor={inputId}>
          <span className="visually-hidden">{fill(m.questionNo, { n })} </span>
          {title}
          <span className="visually-hidden"> ({q.required ? m.required : m.optional})</span>
        </label>
        <textarea
          id={inputId}
          className="m-survey-text"
          rows={4}
          maxLength={TEXT_MAX}
          value={text}
          placeholder={m.textPlaceholder}
          disabled={disabled}
          aria-required={q.required}
          aria-describedby={missing ? `${errorId} ${countId}` : countId}
          onChange={(e) => onAnswer(q.key, e.target.value)}
          data-testid={`m-survey-text-${n}`}
        />
        <div className="m-survey-count" id={countId}>
          <span aria-hidden="true">
            {text.length}/{TEXT_MAX}
          </span>
          <span className="visually-hidden">{fill(m.count, { n: text.length, max: TEXT_MAX })}</span>
        </div>
        {error}
      </div>
    )
  }

  return (
    <fieldset
      className={className}
      id={blockId(n)}
      data-testid={blockId(n)}
      data-key={q.key}
      disabled={disabled}
      aria-describedby={missing ? errorId : undefined}
    >
      <legend className="visually-hidden">
        {fill(m.questionNo, { n })} ({q.required ? m.required : m.optional}) {q.title}
      </legend>
      <QuestionHead q={q} n={n} />
      <p className="m-exam-stem m-survey-title" aria-hidden="true">
        {title}
      </p>
      {q.type === 'RATING' ? (
        <Rating q={q} n={n} value={typeof value === 'number' ? value : 0} onAnswer={onAnswer} />
      ) : (
        <div className="m-exam-options">
          {q.options.map((o) => {
            const multiple = q.type === 'MULTIPLE'
            const keys = Array.isArray(value) ? value : []
            const checked = multiple ? keys.includes(o.key) : value === o.key
            return (
              <label key={o.key} className={`m-exam-option${checked ? ' is-checked' : ''}`}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`m-survey-${q.key}`}
                  value={o.key}
                  checked={checked}
                  onChange={(e) =>
                    onAnswer(
                      q.key,
                      multiple
                        ? e.target.checked
                          ? [...keys.filter((k) => k !== o.key), o.key]
                          : keys.filter((k) => k !== o.key)
                        : o.key,
                    )
                  }
                  data-testid={`m-survey-option-${n}-${o.key}`}
                />
                <span className={`m-exam-mark${multiple ? ' is-box' : ''}`} aria-hidden="true" />
                <span>{o.text}</span>
              </label>
            )
          })}
        </div>
      )}
      {error}
    </fieldset>
  )
})

/** Five stars, each a radio button named "Rating n of 5" (arrow keys move along them). */
function Rating({
  q,
  n,
  value,
  onAnswer,
}: {
  q: SurveyQuestion
  n: number
  value: number
  onAnswer: (key: string, v: SurveyAnswer) => void
}) {
  const m = useSurveyTexts()
  return (
    <div className="m-survey-rating">
      <div className="m-survey-stars">
        {RATINGS.map((v) => (
          <label
            key={v}
            className={`m-survey-star${value >= v ? ' is-on' : ''}${value === v ? ' is-checked' : ''}`}
          >
            <input
              type="radio"
              name={`m-survey-${q.key}`}
              value={v}
              checked={value === v}
              onChange={() => onAnswer(q.key, v)}
              aria-label={fill(m.rate, { n: v })}
              data-testid={`m-survey-rate-${n}-${v}`}
            />
            <Star />
            <span className="m-survey-star-n" aria-hidden="true">
              {v}
            </span>
          </label>
        ))}
      </div>
      <p className="m-survey-rate-word" data-testid={`m-survey-rate-word-${n}`}>
        {value ? `${fill(m.score, { n: value })} · ${m.rateWords[value - 1]}` : m.rateScale}
      </p>
    </div>
  )
}

/** A questionnaire answered: thanks (just now), then each question with the answer given. */
function Submitted({ form, thanks }: { form: SurveyForm; thanks: boolean }) {
  const m = useSurveyTexts()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!thanks) return
    window.scrollTo(0, 0)
    heading.current?.focus({ preventScroll: true })
  }, [thanks])
  const answers = form.answers ?? {}
  return (
    <div className="m-survey" data-testid="m-survey-submitted">
      {thanks ? (
        <section
          className="m-survey-thanks"
          data-testid="m-survey-thanks"
          aria-labelledby="m-survey-thanks-title"
        >
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
            <circle cx="24" cy="24" r="22" fill="var(--adm-color-success)" />
            <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          </svg>
          <h2 id="m-survey-thanks-title" ref={heading} tabIndex={-1}>
            {m.thanks}
          </h2>
          <p>{m.thanksHint}</p>
          <Link href={SURVEY_HOME} className="m-survey-back" data-testid="m-survey-back-list">
            {m.backToList}
          </Link>
        </section>
      ) : null}
      <Head form={form} />
      {form.questions.map((q, i) => (
        <GivenAnswer key={q.key} q={q} n={i + 1} value={answers[q.key]} />
      ))}
    </div>
  )
}

function GivenAnswer({ q, n, value }: { q: SurveyQuestion; n: number; value: SurveyAnswer | undefined }) {
  const m = useSurveyTexts()
  const titleId = `${blockId(n)}-title`
  let shown: ReactNode
  if (!isGiven(value)) shown = <p className="m-muted m-survey-none">{m.noAnswer}</p>
  else if (q.type === 'RATING' && typeof value === 'number')
    shown = (
      <div className="m-survey-given-rating">
        <span className="m-survey-stars is-static" aria-hidden="true">
          {RATINGS.map((v) => (
            <span key={v} className={`m-survey-star${value >= v ? ' is-on' : ''}`}>
              <Star />
            </span>
          ))}
        </span>
        <span>
          {fill(m.score, { n: value })} · {m.rateWords[value - 1]}
        </span>
      </div>
    )
  else if (q.type === 'TEXT') shown = <p className="m-survey-given-text">{String(value)}</p>
  else {
    const keys = Array.isArray(value) ? value : [String(value)]
    shown = (
      <ul className="m-survey-given">
        {q.options.map((o) => {
          const chosen = keys.includes(o.key)
          return (
            <li key={o.key} className={chosen ? 'is-chosen' : undefined}>
              <span>{o.text}</span>
              {chosen ? <span className="m-survey-chip">✓ {m.chosen}</span> : null}
            </li>
          )
        })}
      </ul>
    )
  }
  return (
    <section
      className="m-exam-q m-survey-q"
      aria-labelledby={titleId}
      data-testid={blockId(n)}
      data-key={q.key}
    >
      <QuestionHead q={q} n={n} given />
      <h3 className="m-exam-stem m-survey-title" id={titleId}>
        <span className="visually-hidden">{fill(m.questionNo, { n })} </span>
        {q.title}
      </h3>
      {shown}
    </section>
  )
}
