import {
  CheckCircleFilled,
  ClockCircleOutlined,
  ExclamationCircleFilled,
  LoadingOutlined,
} from '@ant-design/icons'
import type { Attempt, ExamQuestion } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Flex,
  Input,
  List,
  Radio,
  Result,
  Row,
  Skeleton,
  Typography,
  theme,
} from 'antd'
import { memo, type RefObject, useCallback, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { examTakingApi } from '../../../api/krs/examTaking'
import { isApiError } from '../../../api/request'
import { useViewTagsStore } from '../../../stores/viewTags'
import {
  answerKeys,
  formatCountdown,
  isAnswered,
  isFinalRefusal,
  overallSave,
  type SaverSnapshot,
  type SaveState,
  unansweredCount,
  warnFrom,
} from '../../../utils/examAttempt'
import { useFormatTime } from '../../../utils/time'
import { type AttemptCalls, type ExamAttemptState, useExamAttempt } from '../../../utils/useExamAttempt'
import { ANSWER_PATH, isQuestionType, RANDOM_PATH, RESULT_PATH } from './components/paths'
import './components/exam.css'

/**
 * `/krs/answer-exam` (menu component `krs/exam/answer`): with `?id=`, answering that attempt —
 * the time left on the server's clock, each answer saved as it is given (a typed one after a pause
 * or when the field is left), the answer sheet, handing in with a confirmation that counts what is
 * unanswered, by itself at zero; then its result. Without `id`, my attempts in progress.
 */
export default function AnswerExam() {
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  return id ? <Answering key={id} id={id} /> : <OpenAttempts />
}

const calls: AttemptCalls = {
  load: (id) => examTakingApi.attempt({ id }),
  save: (attemptId, questionId, answer) => examTakingApi.answer({ attemptId, questionId, answer }),
  submit: (attemptId) => examTakingApi.submit({ attemptId }),
  isFinal: (err) => isApiError(err) && isFinalRefusal(err.code),
}

/** My attempts being answered (one per paper at most), or the way to start one. */
function OpenAttempts() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const offers = useQuery(examTakingApi.offers.query())
  const open = (offers.data ?? []).filter((o) => o.openAttemptId)
  return (
    <Card variant="borderless" data-testid="exam-open">
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('admin.krsExamTake.openTitle')}
      </Typography.Title>
      {offers.isPending ? (
        <Skeleton active />
      ) : open.length ? (
        <List
          dataSource={open}
          renderItem={(o) => (
            <List.Item
              actions={[
                <Button
                  key="go"
                  type="primary"
                  onClick={() => navigate(`${ANSWER_PATH}?id=${encodeURIComponent(o.openAttemptId ?? '')}`)}
                  aria-label={`${t('admin.krsExamTake.continue')} ${o.name}`}
                >
                  {t('admin.krsExamTake.continue')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={o.name}
                description={t('admin.krsExamTake.paperFacts', {
                  n: o.questionCount,
                  total: o.totalPoints,
                  pass: o.passMark,
                })}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('admin.krsExamTake.noOpen')}>
          <Button type="primary" onClick={() => navigate(RANDOM_PATH)}>
            {t('admin.krsExamTake.goRandom')}
          </Button>
        </Empty>
      )}
    </Card>
  )
}

function Answering({ id }: { id: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const confirmRef = useRef<{ destroy: () => void } | null>(null)
  const onFinished = useCallback(
    (attemptId: string) => {
      confirmRef.current?.destroy()
      void queryClient.invalidateQueries({ queryKey: examTakingApi.key })
      // The result in place of the answering, whose tab closes.
      void Promise.resolve(navigate(`${RESULT_PATH}?id=${encodeURIComponent(attemptId)}`)).then(() =>
        useViewTagsStore.getState().remove(ANSWER_PATH),
      )
    },
    [navigate, queryClient],
  )
  const exam = useExamAttempt(id, calls, onFinished)
  const { attempt } = exam

  if (exam.phase === 'failed' || (!attempt && exam.phase !== 'loading'))
    return (
      <Card variant="borderless">
        <Result
          status="warning"
          title={t('admin.krsExamTake.attemptFailed')}
          subTitle={isApiError(exam.error) ? exam.error.msg : undefined}
          extra={[
            <Button key="again" type="primary" onClick={() => void exam.reload()}>
              {t('admin.krsExamTake.reload')}
            </Button>,
            <Button key="list" onClick={() => navigate(RANDOM_PATH)}>
              {t('admin.krsExamTake.back')}
            </Button>,
          ]}
        />
      </Card>
    )
  if (!attempt)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    )
  return <Sheet exam={exam} attempt={attempt} confirmRef={confirmRef} />
}

function Sheet({
  exam,
  attempt,
  confirmRef,
}: {
  exam: ExamAttemptState
  attempt: Attempt
  confirmRef: RefObject<{ destroy: () => void } | null>
}) {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const formatTime = useFormatTime()
  const { saving } = exam
  const locked = exam.phase !== 'answering' || saving.closed
  const left = unansweredCount(attempt.questions, saving.answers)

  function confirmSubmit() {
    const unsaved = saving.failed
    confirmRef.current = modal.confirm({
      title: t('admin.krsExamTake.submitTitle'),
      content: (
        <div data-testid="exam-submit-confirm">
          <p style={{ margin: 0 }}>
            {left ? t('admin.krsExamTake.submitSome', { n: left }) : t('admin.krsExamTake.submitAll')}
          </p>
          {unsaved ? (
            <p style={{ margin: '8px 0 0' }}>{t('admin.krsExamTake.submitUnsaved', { n: unsaved })}</p>
          ) : null}
        </div>
      ),
      okText: t('admin.krsExamTake.submit'),
      cancelText: t('admin.common.cancel'),
      onOk: () => void exam.submit(),
    })
  }

  return (
    <Row gutter={[16, 16]} className="exam-sheet" data-testid="exam-sheet">
      <Col xs={{ span: 24, order: 2 }} lg={{ span: 17, order: 1 }} xxl={{ span: 18, order: 1 }}>
        <Flex vertical gap={16}>
          <Card variant="borderless">
            <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }} data-testid="exam-paper-name">
              {attempt.paperName}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('admin.krsExamTake.paperFacts', {
                n: attempt.questions.length,
                total: attempt.totalPoints,
                pass: attempt.passMark,
              })}
              {' · '}
              {t('admin.krsExamTake.deadline', { time: formatTime(attempt.deadlineAt, 'YYYY-MM-DD HH:mm') })}
            </Typography.Text>
          </Card>
          {attempt.questions.map((q, i) => (
            <QuestionCard
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
        </Flex>
      </Col>
      <Col xs={{ span: 24, order: 1 }} lg={{ span: 7, order: 2 }} xxl={{ span: 6, order: 2 }}>
        <Card variant="borderless" className="exam-panel">
          <Flex vertical gap={14}>
            <Clock remaining={exam.remaining ?? 0} timeLimit={attempt.timeLimit} />
            {exam.phase === 'submitting' && exam.remaining === 0 ? (
              <Alert type="info" showIcon title={t('admin.krsExamTake.timeUp')} />
            ) : null}
            <SaveLine saving={saving} onRetry={() => exam.retry()} />
            <Navigator questions={attempt.questions} answers={saving.answers} />
            {exam.submitError ? (
              <Alert
                type="error"
                showIcon
                title={t('admin.krsExamTake.submitFailed')}
                description={isApiError(exam.submitError) ? exam.submitError.msg : undefined}
              />
            ) : null}
            <Button
              type="primary"
              size="large"
              block
              onClick={confirmSubmit}
              loading={exam.phase === 'submitting'}
              disabled={exam.phase !== 'answering'}
              data-testid="exam-submit"
            >
              {exam.phase === 'submitting'
                ? t('admin.krsExamTake.submitting')
                : t('admin.krsExamTake.submit')}
            </Button>
          </Flex>
        </Card>
      </Col>
    </Row>
  )
}

/** The time left, from the server's deadline; red in its last minutes, which a screen reader hears. */
function Clock({ remaining, timeLimit }: { remaining: number; timeLimit: number }) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const text = formatCountdown(remaining)
  const warn = remaining <= warnFrom(timeLimit)
  return (
    <div>
      <Typography.Text type="secondary">
        <ClockCircleOutlined aria-hidden /> {t('admin.krsExamTake.timeLeft')}
      </Typography.Text>
      <div
        role="timer"
        aria-label={t('admin.krsExamTake.timeLeftAria', { time: text })}
        className="exam-clock"
        style={{ color: warn ? token.colorErrorText : token.colorText }}
        data-testid="exam-clock"
        data-remaining={Math.ceil(remaining / 1000)}
      >
        {text}
      </div>
      <div aria-live="polite" className={warn && remaining > 0 ? 'exam-warn' : 'visually-hidden'}>
        {warn && remaining > 0 ? t('admin.krsExamTake.timeWarn', { n: Math.ceil(remaining / 60_000) }) : ''}
      </div>
    </div>
  )
}

/** Whether every answer is kept by the server; the failures with a retry. */
function SaveLine({ saving, onRetry }: { saving: SaverSnapshot; onRetry: () => void }) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const state = overallSave(saving)
  return (
    <Flex align="center" gap={8} wrap data-testid="exam-save-state" data-state={state}>
      {state === 'saved' ? (
        <span style={{ color: token.colorSuccessText }}>
          <CheckCircleFilled aria-hidden /> {t('admin.krsExamTake.saved')}
        </span>
      ) : state === 'saving' ? (
        <span>
          <LoadingOutlined aria-hidden /> {t('admin.krsExamTake.saving')}
        </span>
      ) : (
        <>
          <span style={{ color: token.colorErrorText }}>
            <ExclamationCircleFilled aria-hidden /> {t('admin.krsExamTake.saveFailed', { n: saving.failed })}
          </span>
          <Button size="small" onClick={onRetry}>
            {t('admin.krsExamTake.retry')}
          </Button>
        </>
      )}
      <span role="status" className="visually-hidden">
        {state === 'failed' ? t('admin.krsExamTake.saveFailed', { n: saving.failed }) : ''}
      </span>
    </Flex>
  )
}

/** The answer sheet: a button per question, filled once answered; it moves to the question. */
function Navigator({ questions, answers }: { questions: ExamQuestion[]; answers: SaverSnapshot['answers'] }) {
  const { t } = useTranslation()
  const done = questions.length - unansweredCount(questions, answers)
  const go = (n: number) => {
    const el = document.getElementById(`exam-q-${n}`)
    el?.scrollIntoView({ block: 'start', behavior: 'smooth' })
    el?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])')?.focus({
      preventScroll: true,
    })
  }
  return (
    <nav aria-label={t('admin.krsExamTake.navigator')}>
      <Flex justify="space-between" align="baseline">
        <Typography.Text strong>{t('admin.krsExamTake.navigator')}</Typography.Text>
        <Typography.Text type="secondary" data-testid="exam-progress">
          {t('admin.krsExamTake.progress', { done, total: questions.length })}
        </Typography.Text>
      </Flex>
      <div className="exam-nav" data-testid="exam-nav">
        {questions.map((q, i) => {
          const answered = isAnswered(answers[q.questionId])
          const label = t('admin.krsExamTake.navItem', {
            n: i + 1,
            state: answered ? t('admin.krsExamTake.answered') : t('admin.krsExamTake.unanswered'),
          })
          return (
            <Button
              key={q.questionId}
              type={answered ? 'primary' : 'default'}
              onClick={() => go(i + 1)}
              aria-label={label}
              title={label}
              data-answered={answered}
            >
              {i + 1}
            </Button>
          )
        })}
      </div>
      <Flex gap={16} className="exam-legend" aria-hidden>
        <span>
          <i className="exam-dot is-done" /> {t('admin.krsExamTake.answered')}
        </span>
        <span>
          <i className="exam-dot" /> {t('admin.krsExamTake.unanswered')}
        </span>
      </Flex>
    </nav>
  )
}

/** One question and its answer; each choice saved at once, a typed answer after a pause or on leaving. */
const QuestionCard = memo(function QuestionCard({
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
  const { t } = useTranslation()
  const stemId = `exam-q-${n}-stem`
  const options = useMemo(
    () =>
      q.type === 'JUDGE'
        ? [
            { key: 'T', text: t('admin.krsExamTake.judgeT') },
            { key: 'F', text: t('admin.krsExamTake.judgeF') },
          ]
        : q.options,
    [q, t],
  )
  const set = (v: string, typed?: boolean) => onAnswer(q.questionId, v, typed)
  return (
    <Card
      variant="borderless"
      id={`exam-q-${n}`}
      className="exam-question"
      data-testid={`exam-q-${n}`}
      data-question={q.questionId}
      role="group"
      aria-labelledby={stemId}
    >
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          {t('admin.krsExamTake.questionNo', { n })}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {' · '}
            {isQuestionType(q.type) ? t(`admin.krsExamTake.type${q.type}`) : q.type}
            {' · '}
            {t('admin.krsExamTake.points', { n: q.points })}
          </Typography.Text>
        </Typography.Text>
        <SaveMark
          state={state ?? (isAnswered(value) ? 'saved' : undefined)}
          onRetry={() => onRetry(q.questionId)}
        />
      </Flex>
      <Typography.Paragraph id={stemId} className="exam-stem">
        <span className="visually-hidden">{t('admin.krsExamTake.questionNo', { n })} </span>
        {q.stem}
      </Typography.Paragraph>
      {q.type === 'FILL' ? (
        <Input
          value={value}
          maxLength={200}
          disabled={disabled}
          placeholder={t('admin.krsExamTake.fillPlaceholder')}
          aria-labelledby={stemId}
          onChange={(e) => set(e.target.value, true)}
          onBlur={(e) => set(e.target.value)}
          onPressEnter={(e) => set(e.currentTarget.value)}
          data-testid={`exam-fill-${n}`}
          style={{ maxWidth: 480 }}
        />
      ) : q.type === 'MULTIPLE' ? (
        <Checkbox.Group
          value={answerKeys(value)}
          disabled={disabled}
          onChange={(keys) => set([...keys].sort().join(','))}
          className="exam-options"
        >
          {options.map((o) => (
            <Checkbox key={o.key} value={o.key} data-testid={`exam-option-${n}-${o.key}`}>
              {o.key}. {o.text}
            </Checkbox>
          ))}
        </Checkbox.Group>
      ) : (
        <Radio.Group
          value={value || undefined}
          disabled={disabled}
          onChange={(e) => set(String(e.target.value))}
          className="exam-options"
          aria-labelledby={stemId}
        >
          {options.map((o) => (
            <Radio key={o.key} value={o.key} data-testid={`exam-option-${n}-${o.key}`}>
              {q.type === 'JUDGE' ? o.text : `${o.key}. ${o.text}`}
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Card>
  )
})

/** Where one answer's saving stands. */
function SaveMark({ state, onRetry }: { state: SaveState | undefined; onRetry: () => void }) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  if (!state) return null
  if (state === 'failed')
    return (
      <Flex align="center" gap={6} data-testid="exam-q-state" data-state={state}>
        <span style={{ color: token.colorErrorText }}>
          <ExclamationCircleFilled aria-hidden /> {t('admin.krsExamTake.stateFailed')}
        </span>
        <Button size="small" type="link" onClick={onRetry} style={{ padding: 0 }}>
          {t('admin.krsExamTake.retry')}
        </Button>
      </Flex>
    )
  return (
    <Typography.Text
      type={state === 'saved' ? 'success' : 'secondary'}
      data-testid="exam-q-state"
      data-state={state}
    >
      {state === 'saved' ? (
        <CheckCircleFilled aria-hidden />
      ) : state === 'saving' ? (
        <LoadingOutlined aria-hidden />
      ) : null}{' '}
      {state === 'saved'
        ? t('admin.krsExamTake.stateSaved')
        : state === 'saving'
          ? t('admin.krsExamTake.stateSaving')
          : t('admin.krsExamTake.statePending')}
    </Typography.Text>
  )
}
