import type { ExamResult } from '@portal/contracts'
import { Button, Tag } from 'antd-mobile'
import { useCallback, useEffect, useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { answerKeys, answerWords } from '../../../utils/examAttempt'
import { LoadFailed } from '../../components/LoadFailed'
import { localTime } from '../../components/StatusTag'
import { errorText, useTexts } from '../../core'
import { Loading } from '../../Frame'
import { Page } from '../../Page'
import { fill } from '../../texts'
import { EXAM_HOME, examCalls } from './calls'
import { useExamTexts } from './texts'

/**
 * `/examResult/:id`: a handed-in attempt — score, pass or fail (and until when a pass counts), each
 * question with the answer given and, when the paper shows them, the right answer and why.
 */
export default function ExamResultPage() {
  const t = useTexts()
  const { id = '' } = useParams<{ id: string }>()
  const [result, setResult] = useState<ExamResult | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const load = useCallback(() => {
    setFailed(null)
    examCalls
      .result(id)
      .then(setResult)
      .catch((err: unknown) => setFailed(errorText(err)))
  }, [id])
  useEffect(load, [load])
  return (
    <Page title={t.exam.resultTitle} home={EXAM_HOME}>
      {result ? (
        <ResultView r={result} />
      ) : failed ? (
        <LoadFailed title={failed} onRetry={load} />
      ) : (
        <Loading />
      )}
    </Page>
  )
}

function ResultView({ r }: { r: ExamResult }) {
  const e = useExamTexts()
  const [, navigate] = useLocation()
  const judge = { T: e.judgeT, F: e.judgeF }
  return (
    <div className="m-exam" data-testid="m-exam-result">
      <section
        className={`m-exam-summary ${r.passed ? 'is-pass' : 'is-fail'}`}
        aria-labelledby="m-exam-paper"
      >
        <h2 id="m-exam-paper" className="m-exam-paper">
          {r.paperName}
        </h2>
        <div className="m-exam-score-line">
          <span className="m-exam-score" data-testid="m-exam-score">
            <span className="visually-hidden">{e.score} </span>
            {r.score}
          </span>
          <span className="m-exam-verdict" data-testid="m-exam-verdict" data-passed={r.passed}>
            {r.passed ? e.passed : e.failed}
          </span>
        </div>
        <p className="m-muted">
          {fill(e.totalPoints, { n: r.totalPoints })} · {fill(e.passMark, { n: r.passMark })} ·{' '}
          {fill(e.wrongCount, { n: r.wrongCount })}
        </p>
        {r.validUntil ? <p className="m-exam-pass">{fill(e.validUntil, { day: r.validUntil })}</p> : null}
        <p className="m-muted">
          {r.submittedAt ? fill(e.submittedAt, { time: localTime(r.submittedAt) }) : ''}
          {r.submitKind === 'TIMEOUT' ? ` · ${e.timedOut}` : ''}
        </p>
      </section>
      {r.showAnswers ? null : <p className="m-exam-note">{e.answersHidden}</p>}
      {r.questions.map((q, i) => {
        const given = answerWords(q.type, q.given, q.options, judge)
        const right = q.rightAnswer === null ? null : answerWords(q.type, q.rightAnswer, q.options, judge)
        const givenKeys = q.type === 'FILL' ? [] : answerKeys(q.given ?? '')
        const rightKeys = q.type === 'FILL' || q.rightAnswer === null ? [] : answerKeys(q.rightAnswer)
        const type = (e as Record<string, string>)[`type${q.type}`] ?? q.type
        return (
          <section
            key={q.questionId}
            className="m-exam-q"
            aria-labelledby={`m-exam-r-${i + 1}`}
            data-testid={`m-exam-r-${i + 1}`}
            data-correct={q.correct}
          >
            <div className="m-exam-q-head">
              <span>
                <strong>{fill(e.questionNo, { n: i + 1 })}</strong> · {type} ·{' '}
                {fill(e.points, { n: q.points })}
              </span>
              <Tag color={q.correct ? 'success' : 'danger'} fill="outline">
                {q.correct ? e.correct : e.wrong} · {fill(e.scored, { n: q.scored })}
              </Tag>
            </div>
            <h3 className="m-exam-stem" id={`m-exam-r-${i + 1}`}>
              {q.stem}
            </h3>
            {q.options.length ? (
              <ul className="m-exam-result-options">
                {q.options.map((o) => {
                  const mine = givenKeys.includes(o.key)
                  const isRight = rightKeys.includes(o.key)
                  return (
                    <li key={o.key} className={isRight ? 'is-right' : mine ? 'is-wrong' : undefined}>
                      <span>
                        {o.key}. {o.text}
                      </span>
                      {mine ? <span className="m-exam-chip">{e.yourAnswer}</span> : null}
                      {isRight ? <span className="m-exam-chip is-right">{e.rightAnswer}</span> : null}
                    </li>
                  )
                })}
              </ul>
            ) : null}
            <dl className="m-exam-answers">
              <dt>{e.yourAnswer}</dt>
              <dd>{given || <span className="m-muted">{e.noAnswer}</span>}</dd>
              {right !== null ? (
                <>
                  <dt>{e.rightAnswer}</dt>
                  <dd>{right}</dd>
                </>
              ) : null}
              {q.analysis ? (
                <>
                  <dt>{e.analysis}</dt>
                  <dd>{q.analysis}</dd>
                </>
              ) : null}
            </dl>
          </section>
        )
      })}
      <div className="m-footer">
        <Button block color="primary" onClick={() => navigate(EXAM_HOME)} data-testid="m-exam-back">
          {r.passed ? e.backToExams : e.again}
        </Button>
      </div>
    </div>
  )
}
