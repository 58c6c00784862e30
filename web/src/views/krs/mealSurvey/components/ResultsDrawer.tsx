import type { SurveyResult, SurveyRow } from '@portal/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  Alert,
  Button,
  Card,
  Drawer,
  Empty,
  Flex,
  Pagination,
  Skeleton,
  Statistic,
  Tag,
  Typography,
} from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mealSurveyApi } from '../../../../api/krs/survey'
import { ExportButton } from '../../../../components/AdminKit/ExcelButtons'
import { useFormatTime } from '../../../../utils/time'
import { isChoice, percentOf, STATE_COLOR, stateOf } from './survey'
import './survey.css'

type ResultQuestion = SurveyResult['questions'][number]

export const EXPORT_BUTTON = 'krsMealSurveyExport'
export const EXPORT_FILE = 'meal-survey.xlsx'
const DRAWER_WIDTH = 880
const TEXT_PAGE = 5

/** An average as shown: one decimal. */
const oneDecimal = (v: number) => (Math.round(v * 10) / 10).toFixed(1)

/**
 * A questionnaire's results: how many answered; per question the counts of each option or rating as
 * bars, for ratings the average and how it moved day by day, for text questions the texts (paged).
 */
export default function ResultsDrawer({ survey, onClose }: { survey: SurveyRow; onClose: () => void }) {
  const { t } = useTranslation()
  const { data, error, isLoading, refetch } = useQuery({
    ...mealSurveyApi.results.query({ id: survey.id }),
    refetchOnWindowFocus: true,
  })
  const state = stateOf(survey)
  return (
    <Drawer
      open
      title={`${t('admin.krsMealSurvey.resultsTitle')} · ${survey.title}`}
      onClose={onClose}
      size={DRAWER_WIDTH}
      destroyOnHidden
      extra={
        <ExportButton
          code={EXPORT_BUTTON}
          call={(q) => mealSurveyApi.export(String(q.id))}
          fileName={EXPORT_FILE}
          query={() => ({ id: survey.id })}
          testId="survey-results-export"
        />
      }
      styles={{ body: { padding: 0, overflow: 'hidden' } }}
      data-testid="survey-results"
    >
      {/* The drawer's scrolling part, reachable by keyboard even where nothing in it takes focus. */}
      <section
        className="survey-results-body"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        aria-label={t('admin.krsMealSurvey.resultsTitle')}
        data-testid="survey-results-body"
      >
        <Flex wrap gap={24} align="flex-end" style={{ marginBottom: 16 }}>
          <Statistic
            title={t('admin.krsMealSurvey.answers')}
            value={data?.answers ?? survey.answerCount}
            loading={isLoading}
            valueRender={(node) => <span data-testid="survey-answers">{node}</span>}
            data-testid="survey-results-answers"
          />
          <div>
            <Typography.Text type="secondary">{t('admin.krsMealSurvey.period')}</Typography.Text>
            <div>{t('admin.krsMealSurvey.periodOf', { start: survey.startDay, end: survey.endDay })}</div>
          </div>
          <Tag color={STATE_COLOR[state]} style={{ marginBottom: 2 }}>
            {t(`admin.krsMealSurvey.${state}`)}
          </Tag>
        </Flex>
        {error ? (
          <Alert
            type="error"
            showIcon
            title={t('admin.krsMealSurvey.loadFailed')}
            action={
              <Button size="small" onClick={() => void refetch()}>
                {t('admin.krsMealSurvey.retry')}
              </Button>
            }
          />
        ) : !data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : data.answers === 0 ? (
          <Empty description={t('admin.krsMealSurvey.noAnswers')} data-testid="survey-results-empty" />
        ) : (
          data.questions.map((q, i) => (
            <QuestionResult key={q.key} surveyId={survey.id} question={q} index={i} />
          ))
        )}
      </section>
    </Drawer>
  )
}

/** One question's results in a card headed by its number, type and text. */
function QuestionResult({
  surveyId,
  question: q,
  index,
}: {
  surveyId: string
  question: ResultQuestion
  index: number
}) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Card
      size="small"
      className="survey-result-question"
      aria-labelledby={headingId}
      data-testid={`survey-result-${q.key}`}
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={2} id={headingId} className="survey-result-heading">
            {t('admin.krsMealSurvey.question', { n: index + 1 })}
            {t('admin.krsMealSurvey.colon')}
            {q.title}
          </Typography.Title>
          <Tag>{t(`admin.krsMealSurvey.${q.type as 'SINGLE'}`)}</Tag>
        </Flex>
      }
      extra={
        <Typography.Text type="secondary" data-testid={`survey-answered-${q.key}`}>
          {t('admin.krsMealSurvey.answeredOf', { count: q.answered })}
        </Typography.Text>
      }
    >
      {q.type === 'TEXT' ? (
        <TextAnswers surveyId={surveyId} questionKey={q.key} />
      ) : q.answered === 0 ? (
        <Typography.Text type="secondary">{t('admin.krsMealSurvey.noAnswersOf')}</Typography.Text>
      ) : (
        <>
          {q.type === 'RATING' && q.average !== null && (
            <Statistic
              title={t('admin.krsMealSurvey.average')}
              value={oneDecimal(q.average)}
              suffix="/ 5"
              style={{ marginBottom: 12 }}
              data-testid={`survey-average-${q.key}`}
            />
          )}
          <Bars question={q} />
          {q.type === 'MULTIPLE' && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('admin.krsMealSurvey.multipleHint')}
            </Typography.Text>
          )}
          {q.type === 'RATING' && q.byDay.length > 0 && <DayLine question={q} />}
        </>
      )}
    </Card>
  )
}

/**
 * How many chose each option (ratings: each score) as horizontal bars, each with its label, count
 * and share of those who answered the question written beside it (the bar itself is decoration).
 */
function Bars({ question: q }: { question: ResultQuestion }) {
  const { t } = useTranslation()
  const label = (c: ResultQuestion['counts'][number]) =>
    q.type === 'RATING' ? t('admin.krsMealSurvey.ratingLabel', { n: c.key }) : c.label
  return (
    <ul className="survey-bars" data-testid={`survey-bars-${q.key}`}>
      {q.counts.map((c) => {
        const percent = percentOf(c.count, q.answered)
        return (
          <li
            key={c.key}
            className="survey-bar"
            title={t('admin.krsMealSurvey.barOf', { label: label(c), count: c.count, percent })}
            data-testid={`survey-bar-${q.key}-${c.key}`}
            data-count={c.count}
          >
            <span className="survey-bar-label">{label(c)}</span>
            <span className="survey-bar-track" aria-hidden="true">
              <span className="survey-bar-fill" style={{ display: 'block', width: `${percent}%` }} />
            </span>
            <span className="survey-bar-value" data-testid={`survey-bar-count-${q.key}-${c.key}`}>
              {t('admin.krsMealSurvey.people', { count: c.count })} · {percent}%
            </span>
          </li>
        )
      })}
      {isChoice(q.type) && q.counts.length === 0 && (
        <li>
          <Typography.Text type="secondary">{t('admin.krsMealSurvey.noAnswersOf')}</Typography.Text>
        </li>
      )}
    </ul>
  )
}

const W = 560
const H = 170
const PAD = { left: 28, right: 16, top: 12, bottom: 30 }

/**
 * A rating's average per day as a small line chart (1 to 5 upwards, the days left to right, the
 * first and last named); one day only: the value in words.
 */
function DayLine({ question: q }: { question: ResultQuestion }) {
  const { t } = useTranslation()
  const titleId = useId()
  const days = q.byDay
  const first = days[0]
  const last = days[days.length - 1]
  if (!first || !last) return null
  const heading = (
    <Typography.Text strong style={{ display: 'block', margin: '12px 0 4px' }}>
      {t('admin.krsMealSurvey.byDay')}
    </Typography.Text>
  )
  if (days.length === 1)
    return (
      <div data-testid={`survey-byday-${q.key}`}>
        {heading}
        <Typography.Text>
          {t('admin.krsMealSurvey.oneDay', {
            day: first.day,
            average: oneDecimal(first.average),
            count: first.count,
          })}
        </Typography.Text>
      </div>
    )
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const x = (i: number) => PAD.left + (i / (days.length - 1)) * plotW
  const y = (v: number) => PAD.top + ((5 - Math.min(5, Math.max(1, v))) / 4) * plotH
  const points = days.map((d, i) => `${x(i).toFixed(1)},${y(d.average).toFixed(1)}`).join(' ')
  const described = t('admin.krsMealSurvey.byDayChart', {
    first: first.day,
    last: last.day,
    values: days
      .map((d) =>
        t('admin.krsMealSurvey.byDayPoint', { day: d.day, average: oneDecimal(d.average), count: d.count }),
      )
      .join(t('admin.krsMealSurvey.listSeparator')),
  })
  return (
    <div data-testid={`survey-byday-${q.key}`}>
      {heading}
      <svg
        className="survey-line"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        data-testid={`survey-line-${q.key}`}
      >
        <title id={titleId}>{described}</title>
        {[1, 2, 3, 4, 5].map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(v)}
              y2={y(v)}
              className={v === 1 ? 'survey-line-axis' : 'survey-line-grid'}
            />
            <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" className="survey-line-text">
              {v}
            </text>
          </g>
        ))}
        <polyline points={points} className="survey-line-path" />
        {days.map((d, i) => (
          <circle key={d.day} cx={x(i)} cy={y(d.average)} r={3} className="survey-line-dot" />
        ))}
        <text x={PAD.left} y={H - 8} textAnchor="start" className="survey-line-text">
          {first.day}
        </text>
        <text x={W - PAD.right} y={H - 8} textAnchor="end" className="survey-line-text">
          {last.day}
        </text>
      </svg>
    </div>
  )
}

/** A text question's answers, newest first as the server gives them, a page at a time. */
function TextAnswers({ surveyId, questionKey }: { surveyId: string; questionKey: string }) {
  const { t } = useTranslation()
  const time = useFormatTime()
  const [current, setCurrent] = useState(1)
  const { data, error, isFetching, refetch } = useQuery({
    ...mealSurveyApi.texts.query({ surveyId, questionKey, current, size: TEXT_PAGE }),
    placeholderData: keepPreviousData,
  })
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('admin.krsMealSurvey.loadFailed')}
        action={
          <Button size="small" onClick={() => void refetch()}>
            {t('admin.krsMealSurvey.retry')}
          </Button>
        }
      />
    )
  if (!data) return <Skeleton active paragraph={{ rows: 3 }} />
  if (data.total === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('admin.krsMealSurvey.noTexts')}
        data-testid={`survey-texts-empty-${questionKey}`}
      />
    )
  return (
    <div aria-busy={isFetching} data-testid={`survey-texts-${questionKey}`}>
      <ol className="survey-texts" start={(current - 1) * TEXT_PAGE + 1}>
        {data.records.map((r) => (
          <li key={r.id} className="survey-text" data-testid={`survey-text-${questionKey}`}>
            <div className="survey-text-body">{r.text}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('admin.krsMealSurvey.textBy', { name: r.userName, time: time(r.createdAt) })}
            </Typography.Text>
          </li>
        ))}
      </ol>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {t('admin.krsMealSurvey.textsTotal', { count: data.total })}
        </Typography.Text>
        {data.total > TEXT_PAGE && (
          <Pagination
            size="small"
            current={current}
            pageSize={TEXT_PAGE}
            total={data.total}
            showSizeChanger={false}
            onChange={setCurrent}
            data-testid={`survey-texts-pages-${questionKey}`}
          />
        )}
      </Flex>
    </div>
  )
}
