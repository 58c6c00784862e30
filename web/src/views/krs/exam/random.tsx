import { ClockCircleOutlined, HistoryOutlined, ReloadOutlined } from '@ant-design/icons'
import type { ExamOffer } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Result,
  Row,
  Skeleton,
  Tag,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { examTakingApi } from '../../../api/krs/examTaking'
import { ANSWER_PATH, isPurpose, PURPOSE_COLOR, RESULT_PATH } from './components/paths'

/**
 * `/krs/random-exam` (menu component `krs/exam/random`): the published papers open to me, each
 * with its time limit, questions, pass mark, my attempts, best score and how long my pass holds;
 * Start draws a paper (Continue goes back to the one I am answering) and opens it for answering.
 */
export default function RandomExam() {
  const { t } = useTranslation()
  const offers = useQuery(examTakingApi.offers.query())
  const navigate = useNavigate()
  return (
    <Flex vertical gap={16} data-testid="exam-offers-page">
      <Card variant="borderless">
        <Flex justify="space-between" align="start" gap={12} wrap>
          <div>
            <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
              {t('admin.krsExamTake.offersTitle')}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {t('admin.krsExamTake.offersIntro')}
            </Typography.Paragraph>
          </div>
          <Flex gap={8}>
            <Button icon={<ReloadOutlined />} onClick={() => void offers.refetch()}>
              {t('admin.krsExamTake.reload')}
            </Button>
            <Button
              icon={<HistoryOutlined />}
              onClick={() => navigate(RESULT_PATH)}
              data-testid="exam-my-results"
            >
              {t('admin.krsExamTake.myResults')}
            </Button>
          </Flex>
        </Flex>
      </Card>
      {offers.isPending ? (
        <Card variant="borderless">
          <Skeleton active />
        </Card>
      ) : offers.isError ? (
        <Card variant="borderless">
          <Result
            status="warning"
            title={t('admin.krsExamTake.loadFailed')}
            extra={<Button onClick={() => void offers.refetch()}>{t('admin.krsExamTake.reload')}</Button>}
          />
        </Card>
      ) : offers.data.length === 0 ? (
        <Card variant="borderless">
          <Empty description={t('admin.krsExamTake.noOffers')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {offers.data.map((o) => (
            <Col key={o.id} xs={24} lg={12} xxl={8}>
              <OfferCard offer={o} />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  )
}

function OfferCard({ offer: o }: { offer: ExamOffer }) {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [drawing, setDrawing] = useState(false)
  const spent = o.maxAttempts > 0 && o.attempts >= o.maxAttempts && !o.openAttemptId
  const titleId = `exam-offer-${o.id}`

  async function draw() {
    setDrawing(true)
    try {
      const { attemptId } = await examTakingApi.draw({ paperId: o.id })
      void queryClient.invalidateQueries({ queryKey: examTakingApi.key })
      navigate(`${ANSWER_PATH}?id=${encodeURIComponent(attemptId)}`)
    } catch {
      // The request module has said why.
    } finally {
      setDrawing(false)
    }
  }

  function start() {
    if (o.openAttemptId) return navigate(`${ANSWER_PATH}?id=${encodeURIComponent(o.openAttemptId)}`)
    modal.confirm({
      title: t('admin.krsExamTake.startTitle', { name: o.name }),
      content: t('admin.krsExamTake.startConfirm', { n: o.timeLimit }),
      icon: <ClockCircleOutlined />,
      okText: t('admin.krsExamTake.start'),
      cancelText: t('admin.common.cancel'),
      onOk: draw,
    })
  }

  return (
    <Card
      variant="borderless"
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}
      data-testid={`exam-offer-${o.name}`}
      aria-labelledby={titleId}
      role="region"
    >
      <Flex justify="space-between" align="start" gap={8}>
        <Typography.Title level={3} id={titleId} style={{ fontSize: 17, margin: 0 }}>
          {o.name}
        </Typography.Title>
        <Tag color={PURPOSE_COLOR[o.purpose]} style={{ marginInlineEnd: 0 }}>
          {isPurpose(o.purpose) ? t(`admin.krsExamTake.purpose${o.purpose}`) : o.purpose}
        </Tag>
      </Flex>
      {o.description ? (
        <Typography.Paragraph
          type="secondary"
          style={{ margin: 0 }}
          ellipsis={{ rows: 2, tooltip: o.description }}
        >
          {o.description}
        </Typography.Paragraph>
      ) : null}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'time',
            label: t('admin.krsExamTake.timeLimit'),
            children: t('admin.krsExamTake.minutes', { n: o.timeLimit }),
          },
          {
            key: 'count',
            label: t('admin.krsExamTake.questionCount'),
            children: t('admin.krsExamTake.questions', { n: o.questionCount }),
          },
          {
            key: 'marks',
            label: t('admin.krsExamTake.marks'),
            children: t('admin.krsExamTake.marksValue', { total: o.totalPoints, pass: o.passMark }),
          },
          {
            key: 'attempts',
            label: t('admin.krsExamTake.attempts'),
            children:
              o.maxAttempts > 0
                ? t('admin.krsExamTake.attemptsOf', { used: o.attempts, max: o.maxAttempts })
                : t('admin.krsExamTake.attemptsUnlimited', { used: o.attempts }),
          },
          {
            key: 'best',
            label: t('admin.krsExamTake.bestScore'),
            children: o.bestScore ?? t('admin.krsExamTake.none'),
          },
          {
            key: 'pass',
            label: t('admin.krsExamTake.passedUntil'),
            children: o.passedUntil ? (
              <Tag color="success">{t('admin.krsExamTake.passedUntilValue', { day: o.passedUntil })}</Tag>
            ) : (
              t('admin.krsExamTake.notPassed')
            ),
          },
        ]}
      />
      <Flex justify="end" style={{ marginTop: 'auto' }}>
        <Button
          type="primary"
          disabled={spent}
          loading={drawing}
          onClick={start}
          aria-describedby={titleId}
          data-testid={`exam-start-${o.name}`}
        >
          {spent
            ? t('admin.krsExamTake.noAttemptsLeft')
            : o.openAttemptId
              ? t('admin.krsExamTake.continue')
              : t('admin.krsExamTake.start')}
        </Button>
      </Flex>
    </Card>
  )
}
