import type { Attempt, ExamQuestion } from '@portal/contracts'
import { Button, Dialog, Popup } from 'antd-mobile'
import { memo, useCallback, useRef, useState } from 'react'
import { useLocation, useParams } from 'wouter'
import {
  answerKeys,
  formatCountdown,
  isAnswered,
  overallSave,
  type SaverSnapshot,
  type SaveState,
  toggleKey,
  unansweredCount,
  warnFrom,
} from '../../../utils/examAttempt'
import { type ExamAttemptState, useExamAttempt } from '../../../utils/useExamAttempt'
import { ErrorBlock } from '../../components/ErrorBlock'
import { errorText, useTexts } from '../../core'
import { Loading } from '../../Frame'
import { Page } from '../../Page'
import { fill } from '../../texts'
import { attemptCalls, EXAM_HOME, resultPath } from './calls'
import { useExamTexts } from './texts'

/**
 * `/examAnswer/:id`: answering an attempt on a phone, as the back-office's answering page does it
 * (`utils/useExamAttempt`): the time left on the server's clock in a bar that stays on top, each
 * answer saved as it is given, the answer sheet in a sheet from below, handing in with a
 * confirmation that counts what is unanswered, by itself at zero; then the result. The choices are
 * native radio buttons and check boxes (antd-mobile's hide theirs from the keyboard).
 */
export default function ExamAnswer() {
  const { id = '' } = useParams<{ id: string }>()
  return <Answering key={id} id={id} />
}

function Answering({ id }: { id: string }) {
  const t = useTexts()
  const e = useExamTexts()
  const [, navigate] = useLocation()
  const dialog = useRef<{ close: () => void } | null>(null)
  const onFinished = useCallback(
    (attemptId: string) => {
      dialog.current?.close()
      navigate(resultPath(attemptId), { replace: true })
    },
    [navigate],
  )
  const exam = useExamAttempt(id, attemptCalls, onFinished)
  const { attempt } = exam
  if (exam.phase === 'failed' || (!attempt && exam.phase !== 'loading'))
    return (
      <Page title={t.exam.answerTitle} home={EXAM_HOME}>
        <ErrorBlock
          status="disconnected"
          title={e.loadFailed}
          description={
            <>
              <p>{exam.error ? errorText(exam.error) : ''}</p>
              <Button size="small" onClick={() => void exam.reload()}>
                {t.common.retry}
              </Button>
            </>
          }
        />
      </Page>
    )
  return (
    <Page title={t.exam.answerTitle} home={EXAM_HOME}>
      {attempt ? <Sheet exam={exam} attempt={attempt} dialog={dialog} /> : <Loading />}
    </Page>
  )
}

function Sheet({
  exam,
  attempt,
  dialog,
}: {
  exam: ExamAttemptState
  attempt: Attempt
  dialog: { current: { close: () => void } | null }
}) {
  const t = useTexts()
  const e = useExamTexts()
  const [sheetOpen, setSheetOpen] = useState(false)
  const { saving } = exam
  const locked = exam.phase !== 'answering' || saving.closed
  const left = unansweredCount(attempt.questions, saving.answers)
  const remaining = exam.remaining ?? 0

  async function confirmSubmit() {
    const content =
      (left ? fill(e.submitSome, { n: left }) : e.submitAll) +
      (saving.failed ? `\n${fill(e.submitUnsaved, { n: saving.failed })}` : '')
    const shown = Dialog.confirm({
      content: (
        <div className="m-exam-confirm" data-testid="m-exam-confirm">
          {content}
        </div>
      ),
      confirmText: e.submit,
      cancelText: t.common.cancel,
    })
    dialog.current = { close: () => Dialog.clear() }
    if (await shown) void exam.submit()
  }

  const go = (n: number) => {
    setSheetOpen(false)
    const el = document.getElementById(`m-exam-q-${n}`)
    el?.scrollIntoView({ block: 'start' })
    el?.querySelector<HTMLElement>('input:not([disabled])')?.focus({ preventScroll: true })
  }

  return (
    <div className="m-exam" data-testid="m-exam-sheet">
      <div className="m-exam-bar">
        <Clock remaining={remaining} timeLimit={attempt.timeLimit} />
        <SaveLine saving={saving} onRetry={() => exam.retry()} />
      </div>
      {exam.phase === 'submitting' && remaining === 0 ? (
        <p className="m-exam-note" role="status">
          {e.timeUp}
        </p>
      ) : null}
      <h2 className="m-exam-paper">{attempt.paperName}</h2>
      {attempt.questions.map((q, i) => (
        <QuestionBlock
          key={q.questionId}
          q={q}
          n={i + 1}
          value={saving.answers[q.questionId] ?? ''}
          state={saving.states[q.questionId]}
          disabled={locked}
          onAnswer={exam.answer}
          onRetry={exam.retry}
        />
      ))}
      {exam.submitError ? (
        <p className="m-exam-note is-error" role="alert">
          {fill(e.submitFailed, { msg: errorText(exam.submitError) })}
        </p>
      ) : null}
      <div className="m-exam-footer">
        <Button onClick={() => setSheetOpen(true)} data-testid="m-exam-open-sheet">
          {e.sheet}
          <span className="m-exam-progress">
            {fill(e.progressShort, {
              done: attempt.questions.length - left,
              total: attempt.questions.length,
            })}
          </span>
        </Button>
        <Button
          color="primary"
          onClick={() => void confirmSubmit()}
          loading={exam.phase === 'submitting'}
          disabled={exam.phase !== 'answering'}
          data-testid="m-exam-submit"
        >
          {exam.phase === 'submitting' ? e.submitting : e.submit}
        </Button>
      </div>
      <Popup
        visible={sheetOpen}
        onMaskClick={() => setSheetOpen(false)}
        onClose={() => setSheetOpen(false)}
        bodyClassName="m-exam-sheet-popup"
      >
        <nav aria-label={e.sheet}>
          <div className="m-exam-sheet-head">
            <h2>{e.sheet}</h2>
            <span className="m-muted">
              {fill(e.progress, {
                done: attempt.questions.length - left,
                total: attempt.questions.length,
              })}
            </span>
          </div>
          <div className="m-exam-nav" data-testid="m-exam-nav">
            {attempt.questions.map((q, i) => {
              const answered = isAnswered(saving.answers[q.questionId])
              return (
                <button
                  key={q.questionId}
                  type="button"
                  className={answered ? 'is-done' : undefined}
                  aria-label={fill(e.navItem, {
                    n: i + 1,
                    state: answered ? e.answered : e.unanswered,
                  })}
                  onClick={() => go(i + 1)}
                >
                  {i + 1}
                </button>
              )
            })}
          </div>
          <div className="m-exam-legend" aria-hidden="true">
            <span>
              <i className="m-exam-dot is-done" /> {e.answered}
            </span>
            <span>
              <i className="m-exam-dot" /> {e.unanswered}
            </span>
          </div>
        </nav>
      </Popup>
    </div>
  )
}

function Clock({ remaining, timeLimit }: { remaining: number; timeLimit: number }) {
  const e = useExamTexts()
  const text = formatCountdown(remaining)
  const warn = remaining <= warnFrom(timeLimit)
  return (
    <div className={`m-exam-clock${warn ? ' is-warn' : ''}`}>
      <span className="m-exam-clock-label">{e.timeLeft}</span>
      <span
        role="timer"
        aria-label={fill(e.timeLeftAria, { time: text })}
        className="m-exam-clock-time"
        data-testid="m-exam-clock"
        data-remaining={Math.ceil(remaining / 1000)}
      >
        {text}
      </span>
      <span aria-live="polite" className="visually-hidden">
        {warn && remaining > 0 ? fill(e.timeWarn, { n: Math.ceil(remaining / 60_000) }) : ''}
      </span>
    </div>
  )
}

function SaveLine({ saving, onRetry }: { saving: SaverSnapshot; onRetry: () => void }) {
  const e = useExamTexts()
  const state = overallSave(saving)
  return (
    <div className={`m-exam-save is-${state}`} data-testid="m-exam-save" data-state={state}>
      {state === 'saved' ? (
        <span>✓ {e.saved}</span>
      ) : state === 'saving' ? (
        <span>{e.saving}</span>
      ) : (
        <>
          <span role="status">{fill(e.saveFailed, { n: saving.failed })}</span>
          <button type="button" className="m-exam-retry" onClick={onRetry}>
            {e.retry}
          </button>
        </>
      )}
    </div>
  )
}

const QuestionBlock = memo(function QuestionBlock({
  q,
  n,
  value,
  state,
  disabled,
  onAnswer,
  onRetry,
}: {
  q: ExamQuestion
  n: number
  value: string
  state: SaveState | undefined
  disabled: boolean
  onAnswer: (questionId: string, value: string, typed?: boolean) => void
  onRetry: (questionId?: string) => void
}) {
  const e = useExamTexts()
  const stemId = `m-exam-q-${n}-stem`
  const type = (e as Record<string, string>)[`type${q.type}`] ?? q.type
  const options =
    q.type === 'JUDGE'
      ? [
          { key: 'T', text: e.judgeT },
          { key: 'F', text: e.judgeF },
        ]
      : q.options
  const keys = answerKeys(value)
  const shown = state ?? (isAnswered(value) ? 'saved' : undefined)
  const set = (v: string, typed?: boolean) => onAnswer(q.questionId, v, typed)
  return (
    <fieldset
      className="m-exam-q"
      id={`m-exam-q-${n}`}
      data-testid={`m-exam-q-${n}`}
      data-question={q.questionId}
      disabled={disabled}
    >
      <legend className="visually-hidden">
        {fill(e.questionNo, { n })} {q.stem}
      </legend>
      <div className="m-exam-q-head" aria-hidden="true">
        <span>
          <strong>{fill(e.questionNo, { n })}</strong> · {type} · {fill(e.points, { n: q.points })}
        </span>
      </div>
      <p className="m-exam-stem" id={stemId} aria-hidden="true">
        {q.stem}
      </p>
      {q.type === 'FILL' ? (
        <input
          className="m-exam-fill"
          type="text"
          value={value}
          maxLength={200}
          placeholder={e.fillPlaceholder}
          aria-labelledby={stemId}
          onChange={(e) => set(e.target.value, true)}
          onBlur={(e) => set(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') set(e.currentTarget.value)
          }}
          data-testid={`m-exam-fill-${n}`}
        />
      ) : (
        <div className="m-exam-options">
          {options.map((o) => {
            const multiple = q.type === 'MULTIPLE'
            const checked = multiple ? keys.includes(o.key) : value === o.key
            return (
              <label key={o.key} className={`m-exam-option${checked ? ' is-checked' : ''}`}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`m-exam-${q.questionId}`}
                  value={o.key}
                  checked={checked}
                  onChange={(e) => set(multiple ? toggleKey(value, o.key, e.target.checked) : o.key)}
                  data-testid={`m-exam-option-${n}-${o.key}`}
                />
                <span className={`m-exam-mark${multiple ? ' is-box' : ''}`} aria-hidden="true" />
                <span>{q.type === 'JUDGE' ? o.text : `${o.key}. ${o.text}`}</span>
              </label>
            )
          })}
        </div>
      )}
      <SaveMark state={shown} onRetry={() => onRetry(q.questionId)} />
    </fieldset>
  )
})

function SaveMark({ state, onRetry }: { state: SaveState | undefined; onRetry: () => void }) {
  const e = useExamTexts()
  if (!state) return null
  return (
    <div className={`m-exam-q-state is-${state}`} data-testid="m-exam-q-state" data-state={state}>
      {state === 'saved'
        ? `✓ ${e.stateSaved}`
        : state === 'saving'
          ? e.stateSaving
          : state === 'pending'
            ? e.statePending
            : e.stateFailed}
      {state === 'failed' ? (
        <button type="button" className="m-exam-retry" onClick={onRetry}>
          {e.retry}
        </button>
      ) : null}
    </div>
  )
}
