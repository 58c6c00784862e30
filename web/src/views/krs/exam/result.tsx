import { CheckCircleFilled, CloseCircleFilled, HistoryOutlined, RedoOutlined } from '@ant-design/icons'
import type { AttemptRow, ExamResult } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Button, Card, Descriptions, Flex, Result, Skeleton, Tag, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { examTakingApi } from '../../../api/krs/examTaking'
import { isApiError } from '../../../api/request'
import SearchTable, { ACTION_KEY, type STColumn } from '../../../components/SearchTable'
import { answerKeys, answerWords } from '../../../utils/examAttempt'
import { useFormatTime } from '../../../utils/time'
import {
  ANSWER_PATH,
  isPurpose,
  isQuestionType,
  PURPOSE_COLOR,
  RANDOM_PATH,
  RESULT_PATH,
} from './components/paths'
import './components/exam.css'

/**
 * `/krs/answer-result` (menu component `krs/exam/result`, hidden from the menu): with `?id=`, one
 * handed-in attempt — score, pass, and each question with the answer given and, when the paper
 * shows them, the right answer and its explanation; without, my attempts, newest first.
 */
export default function ExamResultPage() {
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  return id ? <OneResult key={id} id={id} /> : <MyAttempts />
}

function MyAttempts() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const formatTime = useFormatTime()
  const columns: STColumn<AttemptRow>[] = [
    { title: t('admin.krsExamTake.paper'), dataIndex: 'paperName', ellipsis: true },
    {
      title: t('admin.krsExamTake.startedAt'),
      dataIndex: 'startedAt',
      width: 170,
      printText: (r) => formatTime(r.startedAt),
      render: (v: string) => formatTime(v),
    },
    {
      title: t('admin.krsExamTake.status'),
      dataIndex: 'status',
      width: 100,
      printText: (r) => statusText(r.status),
      render: (v: string) => <Tag color={v === 'ANSWERING' ? 'processing' : 'default'}>{statusText(v)}</Tag>,
    },
    { title: t('admin.krsExamTake.score'), dataIndex: 'score', width: 90 },
    {
      title: t('admin.krsExamTake.result'),
      dataIndex: 'passed',
      width: 100,
      printText: (r) => passText(r.passed),
      render: (v: boolean | null) =>
        v === null ? '' : <Tag color={v ? 'success' : 'error'}>{passText(v)}</Tag>,
    },
    {
      title: t('admin.krsExamTake.passedUntil'),
      dataIndex: 'validUntil',
      width: 150,
    },
    {
      key: ACTION_KEY,
      title: t('admin.common.action'),
      width: 110,
      isPrint: false,
      render: (_: unknown, r: AttemptRow) =>
        r.status === 'ANSWERING' ? (
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${ANSWER_PATH}?id=${encodeURIComponent(r.id)}`)}
            aria-label={`${t('admin.krsExamTake.continue')} ${r.paperName}`}
          >
            {t('admin.krsExamTake.continue')}
          </Button>
        ) : (
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${RESULT_PATH}?id=${encodeURIComponent(r.id)}`)}
            aria-label={`${t('admin.krsExamTake.view')} ${r.paperName}`}
            data-testid={`exam-view-${r.id}`}
          >
            {t('admin.krsExamTake.view')}
          </Button>
        ),
    },
  ]
  function statusText(s: string) {
    return s === 'ANSWERING' || s === 'SUBMITTED' ? t(`admin.krsExamTake.status${s}`) : s
  }
  function passText(p: boolean | null) {
    return p === null ? '' : p ? t('admin.krsExamTake.passed') : t('admin.krsExamTake.failed')
  }
  return (
    <SearchTable<AttemptRow, object>
      id="krs-exam-mine"
      printTitle={t('admin.krsExamTake.myResults')}
      columns={columns}
      request={examTakingApi.mine}
      toolbar={
        <Button type="primary" icon={<RedoOutlined />} onClick={() => navigate(RANDOM_PATH)}>
          {t('admin.krsExamTake.goRandom')}
        </Button>
      }
      data-testid="exam-mine"
    />
  )
}

function OneResult({ id }: { id: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const result = useQuery({ ...examTakingApi.result.query({ id }), retry: false })
  if (result.isPending)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    )
  if (result.isError)
    return (
      <Card variant="borderless">
        <Result
          status="warning"
          title={t('admin.krsExamTake.loadFailed')}
          subTitle={isApiError(result.error) ? result.error.msg : undefined}
          extra={[
            <Button key="again" type="primary" onClick={() => void result.refetch()}>
              {t('admin.krsExamTake.reload')}
            </Button>,
            <Button key="list" onClick={() => navigate(RESULT_PATH)}>
              {t('admin.krsExamTake.myResults')}
            </Button>,
          ]}
        />
      </Card>
    )
  const r = result.data
  return (
    <Flex vertical gap={16} data-testid="exam-result">
      <Summary r={r} />
      {r.showAnswers ? null : (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('admin.krsExamTake.answersHidden')}
        </Typography.Paragraph>
      )}
      {r.questions.map((q, i) => (
        <ResultQuestion key={q.questionId} q={q} n={i + 1} />
      ))}
    </Flex>
  )
}

function Summary({ r }: { r: ExamResult }) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const navigate = useNavigate()
  const formatTime = useFormatTime()
  const color = r.passed ? token.colorSuccessText : token.colorErrorText
  return (
    <Card variant="borderless">
      <Flex justify="space-between" align="start" gap={16} wrap>
        <div>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
              {r.paperName}
            </Typography.Title>
            {isPurpose(r.purpose) && r.purpose !== 'GENERAL' ? (
              <Tag color={PURPOSE_COLOR[r.purpose]}>{t(`admin.krsExamTake.purpose${r.purpose}`)}</Tag>
            ) : null}
          </Flex>
          <Flex align="baseline" gap={16} wrap style={{ marginTop: 12 }}>
            <span className="exam-score" style={{ color }} data-testid="exam-score">
              <span className="visually-hidden">{t('admin.krsExamTake.score')} </span>
              {r.score}
            </span>
            <Typography.Text type="secondary">
              {t('admin.krsExamTake.totalPoints', { n: r.totalPoints })} ·{' '}
              {t('admin.krsExamTake.passMark', { n: r.passMark })}
            </Typography.Text>
            <Tag
              color={r.passed ? 'success' : 'error'}
              icon={r.passed ? <CheckCircleFilled /> : <CloseCircleFilled />}
              className="exam-verdict"
              data-testid="exam-verdict"
              data-passed={r.passed}
            >
              {r.passed ? t('admin.krsExamTake.passed') : t('admin.krsExamTake.failed')}
            </Tag>
          </Flex>
        </div>
        <Flex gap={8} wrap>
          <Button icon={<HistoryOutlined />} onClick={() => navigate(RESULT_PATH)}>
            {t('admin.krsExamTake.myResults')}
          </Button>
          <Button type="primary" icon={<RedoOutlined />} onClick={() => navigate(RANDOM_PATH)}>
            {r.passed ? t('admin.krsExamTake.back') : t('admin.krsExamTake.again')}
          </Button>
        </Flex>
      </Flex>
      <Descriptions
        size="small"
        style={{ marginTop: 16 }}
        column={{ xs: 1, sm: 2, xl: 4 }}
        items={[
          { key: 'taker', label: t('admin.krsExamTake.taker'), children: r.takerName },
          {
            key: 'at',
            label: t('admin.krsExamTake.submittedAt'),
            children: formatTime(r.submittedAt, 'YYYY-MM-DD HH:mm'),
          },
          {
            key: 'kind',
            label: t('admin.krsExamTake.submitKind'),
            children:
              r.submitKind === 'MANUAL' || r.submitKind === 'TIMEOUT'
                ? t(`admin.krsExamTake.submitKind${r.submitKind}`)
                : (r.submitKind ?? ''),
          },
          {
            key: 'wrong',
            label: t('admin.krsExamTake.result'),
            children: r.validUntil
              ? t('admin.krsExamTake.validUntil', { day: r.validUntil })
              : t('admin.krsExamTake.wrongCount', { n: r.wrongCount }),
          },
        ]}
      />
    </Card>
  )
}

function ResultQuestion({ q, n }: { q: ExamResult['questions'][number]; n: number }) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const judge = { T: t('admin.krsExamTake.judgeT'), F: t('admin.krsExamTake.judgeF') }
  const given = answerWords(q.type, q.given, q.options, judge)
  const right = q.rightAnswer === null ? null : answerWords(q.type, q.rightAnswer, q.options, judge)
  const givenKeys = new Set(q.type === 'FILL' ? [] : answerKeys(q.given ?? ''))
  const rightKeys = new Set(q.type === 'FILL' || q.rightAnswer === null ? [] : answerKeys(q.rightAnswer))
  const stemId = `exam-r-${n}-stem`
  return (
    <Card
      variant="borderless"
      role="group"
      aria-labelledby={stemId}
      data-testid={`exam-r-${n}`}
      data-correct={q.correct}
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
        <Tag
          color={q.correct ? 'success' : 'error'}
          icon={q.correct ? <CheckCircleFilled /> : <CloseCircleFilled />}
        >
          {q.correct ? t('admin.krsExamTake.correct') : t('admin.krsExamTake.wrong')} ·{' '}
          {t('admin.krsExamTake.scored', { n: q.scored })}
        </Tag>
      </Flex>
      <Typography.Paragraph id={stemId} className="exam-stem">
        <span className="visually-hidden">{t('admin.krsExamTake.questionNo', { n })} </span>
        {q.stem}
      </Typography.Paragraph>
      {q.options.length ? (
        <ul className="exam-result-options">
          {q.options.map((o) => {
            const mine = givenKeys.has(o.key)
            const isRight = rightKeys.has(o.key)
            return (
              <li
                key={o.key}
                className={isRight ? 'is-right' : mine ? 'is-wrong' : undefined}
                style={{
                  borderColor: isRight ? token.colorSuccessBorder : mine ? token.colorErrorBorder : undefined,
                }}
              >
                <span>
                  {o.key}. {o.text}
                </span>
                {mine ? <Tag>{t('admin.krsExamTake.yourAnswer')}</Tag> : null}
                {isRight ? <Tag color="success">{t('admin.krsExamTake.rightAnswer')}</Tag> : null}
              </li>
            )
          })}
        </ul>
      ) : null}
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'given',
            label: t('admin.krsExamTake.yourAnswer'),
            children: given || (
              <Typography.Text type="secondary">{t('admin.krsExamTake.noAnswer')}</Typography.Text>
            ),
          },
          ...(right === null
            ? []
            : [{ key: 'right', label: t('admin.krsExamTake.rightAnswer'), children: right }]),
          ...(q.analysis
            ? [{ key: 'analysis', label: t('admin.krsExamTake.analysis'), children: q.analysis }]
            : []),
        ]}
      />
    </Card>
  )
}
