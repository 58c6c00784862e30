import type { AttemptRow, ExamOffer } from '@portal/contracts'
import { Button, CenterPopup, Dialog, Input, Tag, Toast } from 'antd-mobile'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { ErrorBlock } from '../../components/ErrorBlock'
import { LinkItem } from '../../components/LinkItem'
import { LoadFailed } from '../../components/LoadFailed'
import { PagedList } from '../../components/PagedList'
import { localTime } from '../../components/StatusTag'
import { errorText, useTexts } from '../../core'
import { Loading } from '../../Frame'
import { Page } from '../../Page'
import { fill } from '../../texts'
import { answerPath, examCalls, mineUrl, resultPath, wantsName } from './calls'
import { useExamTexts } from './texts'

const PURPOSE_COLOR: Record<string, string> = { VISIT_SAFETY: 'primary', WORK_INDUCTION: 'warning' }

/** The name last given here, offered again next time (a phone is mostly one person's). */
const NAME_KEY = 'EXAM_TAKER_NAME'
function lastName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? ''
  } catch {
    return ''
  }
}
function keepName(name: string) {
  try {
    localStorage.setItem(NAME_KEY, name)
  } catch {
    // No storage (private mode): asked again next time.
  }
}

/**
 * `/examIndex`: the exams open to me (time, questions, pass mark, my attempts, best score, until
 * when my pass counts) with Start — or Continue, back to the attempt I am answering — and my
 * attempts below. A phone whose number is no contractor worker's is asked for a name first.
 */
export default function ExamHome() {
  const t = useTexts()
  const e = useExamTexts()
  const [, navigate] = useLocation()
  const [offers, setOffers] = useState<ExamOffer[] | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [naming, setNaming] = useState<ExamOffer | null>(null)

  const load = useCallback(() => {
    setFailed(null)
    examCalls
      .offers()
      .then(setOffers)
      .catch((err: unknown) => setFailed(errorText(err)))
  }, [])
  useEffect(load, [load])

  /** Draws the paper (with the name asked for, when it was) and opens it; false when a name is wanted. */
  async function draw(o: ExamOffer, name?: string) {
    setBusy(o.id)
    try {
      const { attemptId } = await examCalls.draw(o.id, name)
      navigate(answerPath(attemptId))
      return true
    } catch (err) {
      if (wantsName(err) && !name) {
        setNaming(o)
        return false
      }
      Toast.show({ content: errorText(err), icon: 'fail' })
      return true
    } finally {
      setBusy(null)
    }
  }

  async function start(o: ExamOffer) {
    if (o.openAttemptId) return navigate(answerPath(o.openAttemptId))
    const ok = await Dialog.confirm({
      content: fill(e.startConfirm, { n: o.timeLimit }),
      confirmText: e.start,
      cancelText: t.common.cancel,
    })
    if (ok) await draw(o)
  }

  return (
    <Page title={t.exam.title}>
      <p className="m-exam-intro">{e.intro}</p>
      <h2 className="m-section-title">{e.offers}</h2>
      {offers ? (
        offers.length ? (
          <div className="m-exam-offers" data-testid="m-exam-offers">
            {offers.map((o) => (
              <Offer key={o.id} o={o} busy={busy === o.id} onStart={() => void start(o)} />
            ))}
          </div>
        ) : (
          <ErrorBlock status="empty" title={e.noOffers} description={null} />
        )
      ) : failed ? (
        <LoadFailed title={failed} onRetry={load} />
      ) : (
        <Loading />
      )}
      <h2 className="m-section-title">{e.mine}</h2>
      <PagedList<AttemptRow>
        url={mineUrl()}
        testId="m-exam-attempts"
        item={(r) => (
          <LinkItem
            key={r.id}
            to={r.status === 'ANSWERING' ? answerPath(r.id) : resultPath(r.id)}
            testId="m-exam-attempt"
            extra={
              r.status === 'ANSWERING' ? (
                <Tag color="primary" fill="outline">
                  {e.statusANSWERING}
                </Tag>
              ) : (
                <Tag color={r.passed ? 'success' : 'danger'} fill="outline">
                  {r.score ?? 0} · {r.passed ? e.passed : e.failed}
                </Tag>
              )
            }
            description={localTime(r.startedAt)}
          >
            {r.paperName}
          </LinkItem>
        )}
      />
      <NameSheet
        offer={naming}
        onCancel={() => setNaming(null)}
        onName={async (name) => {
          const o = naming
          if (!o) return
          setNaming(null)
          await draw(o, name)
        }}
      />
    </Page>
  )
}

function Offer({ o, busy, onStart }: { o: ExamOffer; busy: boolean; onStart: () => void }) {
  const e = useExamTexts()
  const spent = o.maxAttempts > 0 && o.attempts >= o.maxAttempts && !o.openAttemptId
  const titleId = `m-exam-offer-${o.id}`
  const purpose = (e as Record<string, string>)[`purpose${o.purpose}`]
  return (
    <section className="m-exam-offer" aria-labelledby={titleId} data-testid="m-exam-offer" data-name={o.name}>
      <div className="m-exam-offer-head">
        <h3 id={titleId}>{o.name}</h3>
        {o.purpose !== 'GENERAL' && purpose ? (
          <Tag color={PURPOSE_COLOR[o.purpose] ?? 'default'} fill="outline">
            {purpose}
          </Tag>
        ) : null}
      </div>
      {o.description ? <p className="m-muted m-exam-desc">{o.description}</p> : null}
      <p className="m-exam-facts">
        {fill(e.facts, {
          time: o.timeLimit,
          n: o.questionCount,
          total: o.totalPoints,
          pass: o.passMark,
        })}
      </p>
      <p className="m-exam-facts">
        {o.maxAttempts > 0
          ? fill(e.attemptsOf, { used: o.attempts, max: o.maxAttempts })
          : fill(e.attempts, { used: o.attempts })}
        {o.bestScore !== null ? ` · ${fill(e.best, { score: o.bestScore })}` : ''}
      </p>
      <p className={o.passedUntil ? 'm-exam-pass' : 'm-muted'} data-testid="m-exam-pass">
        {o.passedUntil ? fill(e.passedUntil, { day: o.passedUntil }) : e.notPassed}
      </p>
      <Button
        block
        color="primary"
        fill={o.openAttemptId ? 'outline' : 'solid'}
        disabled={spent}
        loading={busy}
        onClick={onStart}
        data-testid="m-exam-start"
      >
        {spent ? e.noAttemptsLeft : o.openAttemptId ? e.continue : e.start}
      </Button>
    </section>
  )
}

/** Asks who answers (a phone whose number is no contractor worker's). */
function NameSheet({
  offer,
  onCancel,
  onName,
}: {
  offer: ExamOffer | null
  onCancel: () => void
  onName: (name: string) => Promise<void>
}) {
  const t = useTexts()
  const e = useExamTexts()
  const [name, setName] = useState(lastName)
  const [error, setError] = useState(false)
  function submit(e: FormEvent) {
    e.preventDefault()
    const v = name.trim()
    if (!v) return setError(true)
    keepName(v)
    void onName(v)
  }
  return (
    <CenterPopup visible={!!offer} onMaskClick={onCancel} destroyOnClose>
      <form className="m-exam-name" onSubmit={submit} aria-labelledby="m-exam-name-title" noValidate>
        <h2 id="m-exam-name-title">{e.nameTitle}</h2>
        <p className="m-hint">{e.nameHint}</p>
        <div className="m-field">
          <label className="m-field-label" htmlFor="m-exam-name-input">
            {e.name}
          </label>
          <span className="m-field-control">
            <Input
              id="m-exam-name-input"
              value={name}
              maxLength={64}
              placeholder={e.namePlaceholder}
              onChange={(v) => {
                setName(v)
                setError(false)
              }}
              autoFocus
              data-testid="m-exam-name"
            />
          </span>
          {error ? (
            <span className="m-field-error" role="alert">
              {e.nameRequired}
            </span>
          ) : null}
        </div>
        <div className="m-sign-actions">
          <Button onClick={onCancel}>{t.common.cancel}</Button>
          <Button color="primary" type="submit" data-testid="m-exam-name-ok">
            {e.start}
          </Button>
        </div>
      </form>
    </CenterPopup>
  )
}
