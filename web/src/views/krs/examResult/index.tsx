import { ATTEMPT_STATUSES, type AttemptRow, type ExamResult, type PaperStats } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import {
  Alert,
  Button,
  Card,
  Col,
  Drawer,
  Empty,
  Flex,
  Input,
  Progress,
  Row,
  Select,
  Skeleton,
  Statistic,
  Tag,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { examResultApi } from '../../../api/krs/exam'
import { ExportButton } from '../../../components/AdminKit/ExcelButtons'
import { type Field, FieldList, Section, SubTable } from '../../../components/ApplicationKit'
import SearchTable, { ListTable, type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import { useFormatTime } from '../../../utils/time'
import { useExamWords } from '../components/exam'

type ResultQuestion = ExamResult['questions'][number]
type QuestionStat = PaperStats['questions'][number]

/**
 * Exam results (`/krsTestResult`): every attempt by paper, state, pass and name; one attempt's
 * answers question by question; a chosen paper's figures (attempts, passes, average, each
 * question's wrong rate); the export of what the filter matches.
 */
export default function ExamResultPage() {
  const { t } = useTranslation()
  const time = useFormatTime()
  const [table, setTable] = useState<SearchTableRef | null>(null)
  const [paperId, setPaperId] = useState<string | undefined>(undefined)
  const [viewing, setViewing] = useState<string | null>(null)
  const { data: papers } = useQuery(examResultApi.paperOptions.query())
  const word = (k: string) => t(`admin.krsTestResult.${k as 'USER'}`)

  const passTag = (r: Pick<AttemptRow, 'passed' | 'status'>) =>
    r.status !== 'SUBMITTED' ? (
      <Tag color="processing">{word('ANSWERING')}</Tag>
    ) : r.passed ? (
      <Tag color="success">{word('pass')}</Tag>
    ) : (
      <Tag color="error">{word('fail')}</Tag>
    )
  const passText = (r: AttemptRow) =>
    r.status !== 'SUBMITTED' ? word('ANSWERING') : word(r.passed ? 'pass' : 'fail')
  const scoreText = (r: Pick<AttemptRow, 'score' | 'totalPoints'>) => `${r.score ?? '—'} / ${r.totalPoints}`

  const columns: STColumn<AttemptRow>[] = [
    { title: t('admin.krsTestResult.paper'), dataIndex: 'paperName', width: 200 },
    {
      title: t('admin.krsTestResult.name'),
      dataIndex: 'takerName',
      width: 110,
      render: (v: string, r) => (
        <Typography.Link onClick={() => setViewing(r.id)} data-testid={`result-name-${v}`}>
          {v}
        </Typography.Link>
      ),
    },
    { title: t('admin.krsTestResult.phone'), dataIndex: 'takerPhone', width: 120, responsive: ['xl'] },
    {
      title: t('admin.krsTestResult.takerKind'),
      dataIndex: 'takerKind',
      width: 90,
      render: (v: string) => word(v),
      printText: (r) => word(r.takerKind),
    },
    {
      title: t('admin.krsTestResult.startedAt'),
      dataIndex: 'startedAt',
      width: 160,
      printConfig: { type: 'time' },
      responsive: ['xl'],
    },
    {
      title: t('admin.krsTestResult.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      render: (v: string | null, r) =>
        v ? (
          <>
            <div>{time(v)}</div>
            <Typography.Text
              type={r.submitKind === 'TIMEOUT' ? 'warning' : 'secondary'}
              style={{ fontSize: 12 }}
            >
              {r.submitKind && word(r.submitKind)}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('admin.krsTestResult.deadline', { time: time(r.deadlineAt) })}
          </Typography.Text>
        ),
      printText: (r) =>
        r.submittedAt ? `${time(r.submittedAt)} ${r.submitKind ? word(r.submitKind) : ''}` : '',
    },
    {
      title: t('admin.krsTestResult.score'),
      key: 'score',
      width: 100,
      align: 'right',
      render: (_: unknown, r) => scoreText(r),
      printText: scoreText,
    },
    {
      title: t('admin.krsTestResult.passed'),
      dataIndex: 'passed',
      width: 90,
      render: (_: unknown, r) => passTag(r),
      printText: passText,
    },
    { title: t('admin.krsTestResult.validUntil'), dataIndex: 'validUntil', width: 120, responsive: ['xl'] },
    {
      title: t('admin.common.action'),
      key: 'action',
      isPrint: false,
      render: (_: unknown, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => setViewing(r.id)}
          data-testid={`result-view-${r.takerName}`}
        >
          {word('view')}
        </Button>
      ),
    },
  ]

  return (
    <>
      <Card size="small" variant="borderless" style={{ marginBottom: 12 }} data-testid="result-paper-card">
        <Flex wrap gap={12} align="center">
          <label htmlFor="result-paper">{t('admin.krsTestResult.paper')}</label>
          <Select
            id="result-paper"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={paperId}
            onChange={(v: string | undefined) => setPaperId(v)}
            placeholder={t('admin.krsTestResult.allPapers')}
            options={(papers ?? []).map((p) => ({ value: p.id, label: p.name }))}
            style={{ width: 320, maxWidth: '100%' }}
            data-testid="result-paper"
          />
          <Typography.Text type="secondary">{t('admin.krsTestResult.paperHint')}</Typography.Text>
        </Flex>
        {paperId && <StatsPanel paperId={paperId} />}
      </Card>
      <SearchTable
        id="krs-exam-result"
        ref={setTable}
        printTitle={t('admin.krsTestResult.title')}
        columns={columns}
        request={examResultApi.page}
        params={paperId ? { paperId } : {}}
        searchFields={[
          {
            name: 'searchKey',
            label: t('admin.krsTestResult.name'),
            node: (
              <Input allowClear placeholder={t('admin.krsTestResult.nameHint')} data-testid="result-q-name" />
            ),
          },
          selectField(
            'status',
            t('admin.krsTestResult.status'),
            optionsOf(ATTEMPT_STATUSES, word),
            'result-q-status',
          ),
          selectField(
            'passed',
            t('admin.krsTestResult.passed'),
            [
              { value: '1', label: word('pass') },
              { value: '0', label: word('fail') },
            ],
            'result-q-passed',
          ),
        ]}
        toolbar={
          <ExportButton
            code="krsTestResultExport"
            call={examResultApi.export}
            fileName="exam-results.xlsx"
            query={() => table?.searchValues() ?? {}}
            testId="result-export"
          />
        }
        data-testid="result-table"
      />
      {viewing && <ResultDrawer id={viewing} onClose={() => setViewing(null)} />}
    </>
  )
}

/** A paper's figures: attempts, hand-ins, passes, pass rate, average, and each question's wrong rate. */
function StatsPanel({ paperId }: { paperId: string }) {
  const { t } = useTranslation()
  const words = useExamWords()
  const { data, isLoading, error } = useQuery(examResultApi.stats.query({ paperId }))
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} style={{ marginTop: 16 }} />
  if (error || !data) return null
  const passRate = data.submitted ? Math.round((data.passed / data.submitted) * 1000) / 10 : null
  const figures: Array<[string, string | number, string?]> = [
    ['attempts', data.attempts],
    ['submitted', data.submitted],
    ['passedCount', data.passed],
    ['passRate', passRate === null ? '—' : passRate, passRate === null ? undefined : '%'],
    ['averageScore', data.averageScore ?? '—'],
  ]
  return (
    <section aria-label={t('admin.krsTestResult.stats')} data-testid="result-stats" style={{ marginTop: 16 }}>
      <Row gutter={[16, 12]}>
        {figures.map(([k, v, suffix]) => (
          <Col key={k} xs={12} sm={8} md={4}>
            <Statistic
              title={t(`admin.krsTestResult.${k as 'attempts'}`)}
              value={v}
              suffix={suffix}
              data-testid={`result-stat-${k}`}
            />
          </Col>
        ))}
      </Row>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('admin.krsTestResult.byWrongRate')}
      </Typography.Title>
      {data.questions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.krsTestResult.noStats')} />
      ) : (
        <ListTable<QuestionStat>
          rowKey="questionId"
          size="small"
          dataSource={data.questions}
          pagination={
            data.questions.length > 5 ? { pageSize: 5, size: 'small', showSizeChanger: false } : false
          }
          data-testid="result-stats-questions"
          columns={[
            {
              title: t('admin.krsTestResult.type'),
              dataIndex: 'type',
              width: 100,
              render: (v: string) => words.typeTag(v),
              text: (r) => words.type(r.type),
            },
            { title: t('admin.krsTestResult.question'), dataIndex: 'stem', width: 480 },
            { title: t('admin.krsTestResult.answered'), dataIndex: 'answered', width: 90, align: 'right' },
            { title: t('admin.krsTestResult.wrongTimes'), dataIndex: 'wrong', width: 90, align: 'right' },
            {
              title: t('admin.krsTestResult.wrongRate'),
              dataIndex: 'wrongRate',
              width: 220,
              text: (r) => `${r.wrongRate}%`,
              render: (v: number) => (
                <Progress
                  percent={v}
                  size="small"
                  status="normal"
                  strokeColor={
                    v >= 50 ? 'var(--ant-color-error)' : v >= 20 ? 'var(--ant-color-warning)' : undefined
                  }
                  format={(p) => `${p}%`}
                  style={{ width: 180, marginBottom: 0 }}
                  aria-label={`${t('admin.krsTestResult.wrongRate')} ${v}%`}
                />
              ),
            },
          ]}
        />
      )}
    </section>
  )
}

const DRAWER_WIDTH = 960

/** One attempt: who, when, how it ended, the score; then every question with the answer given and the right one. */
function ResultDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation()
  const time = useFormatTime()
  const words = useExamWords()
  const { data, error } = useQuery(examResultApi.detail.query({ id }))
  const word = (k: string) => t(`admin.krsTestResult.${k as 'USER'}`)

  // Staff may watch an attempt being answered: nothing is marked until it is handed in.
  const answering = data?.status !== 'SUBMITTED'
  const fields: Field[] = data
    ? [
        { label: t('admin.krsTestResult.paper'), value: data.paperName, span: 'filled' },
        { label: t('admin.krsTestResult.name'), value: data.takerName },
        { label: t('admin.krsTestResult.phone'), value: data.takerPhone },
        { label: t('admin.krsTestResult.startedAt'), value: time(data.startedAt) },
        {
          label: t('admin.krsTestResult.submittedAt'),
          value:
            data.submittedAt &&
            `${time(data.submittedAt)}${data.submitKind ? ` · ${word(data.submitKind)}` : ''}`,
          hidden: answering,
        },
        {
          label: t('admin.krsTestResult.score'),
          value: (
            <Typography.Text
              strong
            >{`${answering ? '—' : data.score} / ${data.totalPoints}`}</Typography.Text>
          ),
        },
        { label: t('admin.krsTestResult.passMark'), value: data.passMark },
        {
          label: t('admin.krsTestResult.passed'),
          value: answering ? (
            <Tag color="processing">{word('ANSWERING')}</Tag>
          ) : data.passed ? (
            <Tag color="success">{word('pass')}</Tag>
          ) : (
            <Tag color="error">{word('fail')}</Tag>
          ),
        },
        { label: t('admin.krsTestResult.validUntil'), value: data.validUntil, hidden: !data.passed },
        {
          label: t('admin.krsTestResult.wrongCount'),
          value: `${data.wrongCount} / ${data.questionCount}`,
          hidden: answering,
        },
      ]
    : []

  return (
    <Drawer
      open
      title={
        data
          ? `${t('admin.krsTestResult.detailTitle')} · ${data.takerName}`
          : t('admin.krsTestResult.detailTitle')
      }
      onClose={onClose}
      size={DRAWER_WIDTH}
      destroyOnHidden
      data-testid="result-detail"
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error && typeof error === 'object' && 'msg' in error ? String(error.msg) : ''}
        />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          {answering && (
            <Alert
              type="info"
              showIcon
              title={t('admin.krsTestResult.answeringHint')}
              style={{ marginBottom: 16 }}
            />
          )}
          <FieldList fields={fields} columns={3} testId="result-summary" />
          <Section title={`${t('admin.krsTestResult.answers')} (${data.questions.length})`} />
          <SubTable<ResultQuestion>
            rowKey="questionId"
            data={data.questions}
            testId="result-questions"
            columns={[
              {
                title: t('admin.krsTestResult.no'),
                key: 'no',
                width: 56,
                render: (_: unknown, _r, i) => i + 1,
              },
              {
                title: t('admin.krsTestResult.question'),
                dataIndex: 'stem',
                render: (v: string, q) => (
                  <div style={{ minWidth: 260, maxWidth: 420, whiteSpace: 'normal' }}>
                    <div>
                      {words.typeTag(q.type)}
                      {v}
                    </div>
                    {q.options.length > 0 && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {q.options.map((o) => `${o.key}. ${o.text}`).join('　')}
                      </Typography.Text>
                    )}
                    {q.analysis && (
                      <div>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t('admin.krsTestResult.analysis', { text: q.analysis })}
                        </Typography.Text>
                      </div>
                    )}
                  </div>
                ),
              },
              {
                title: t('admin.krsTestResult.given'),
                dataIndex: 'given',
                width: 120,
                render: (v: string | null, q) =>
                  v ? (
                    words.answer(q.type, v)
                  ) : (
                    <Typography.Text type="secondary">{word('unanswered')}</Typography.Text>
                  ),
              },
              {
                title: t('admin.krsTestResult.rightAnswer'),
                dataIndex: 'rightAnswer',
                width: 120,
                render: (v: string | null, q) => words.answer(q.type, v),
              },
              {
                title: t('admin.krsTestResult.judged'),
                dataIndex: 'correct',
                width: 80,
                render: (v: boolean) =>
                  answering ? (
                    <Typography.Text type="secondary">—</Typography.Text>
                  ) : v ? (
                    <Tag color="success">✓ {word('right')}</Tag>
                  ) : (
                    <Tag color="error">✗ {word('wrong')}</Tag>
                  ),
              },
              {
                title: t('admin.krsTestResult.points'),
                key: 'points',
                width: 80,
                align: 'right',
                render: (_: unknown, q) => `${answering ? '—' : q.scored} / ${q.points}`,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  )
}
