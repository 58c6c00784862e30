import { APPROVAL_TODO_CAP, UNREAD_CAP, type WorkbenchFigure } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Card, Col, Row, Skeleton, Statistic } from 'antd'
import { useNavigate } from 'react-router'
import { flowTaskApi } from '../../../api/flow/approval'
import { userCenterApi } from '../../../api/sys/userCenter'
import { useUnread } from '../../../layout/components/MessageBell'

/**
 * Figures the shell already counts (the bell's unread messages, the approvals badge) show that one
 * cached count, not their own copy: a message read or a task decided anywhere moves every place at
 * once. The server's value stands until that count has arrived.
 */
function useLiveFigures(figures: readonly WorkbenchFigure[] | undefined): readonly WorkbenchFigure[] {
  const has = (key: string) => !!figures?.some((f) => f.key === key)
  const unread = useUnread().data?.count
  const todo = useQuery({ ...flowTaskApi.todoCount.query(), enabled: has('approvalTodo') }).data
  const live: Record<string, { value: number | undefined; cap: number }> = {
    unreadMessages: { value: unread, cap: UNREAD_CAP },
    approvalTodo: { value: todo, cap: APPROVAL_TODO_CAP },
  }
  return (figures ?? []).map((f) => {
    const own = live[f.key]
    if (own?.value === undefined) return f
    const { capped: _, ...rest } = f
    return own.value >= own.cap ? { ...rest, value: own.value, capped: true } : { ...rest, value: own.value }
  })
}

/**
 * The figure row: counts the modules add on the server (`core/workbench.ts`), each opening the page
 * it counts. Nothing shows when the caller may see none.
 */
export default function Figures() {
  const navigate = useNavigate()
  const figures = useQuery({ ...userCenterApi.loginWorkbenchFigures.query(), refetchOnWindowFocus: true })
  const shown = useLiveFigures(figures.data)
  if (figures.isPending)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      </Card>
    )
  if (!shown.length) return null
  return (
    <Row gutter={[16, 16]} data-testid="wb-figures">
      {shown.map((f) => (
        <Col key={f.key} xs={12} sm={8} lg={6} xl={4}>
          <Card
            variant="borderless"
            hoverable={!!f.path}
            className="workbench-figure"
            data-testid={`wb-figure-${f.key}`}
            {...(f.path
              ? {
                  role: 'link',
                  tabIndex: 0,
                  onClick: () => navigate(f.path!),
                  onKeyDown: (e: React.KeyboardEvent) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault()
                      navigate(f.path!)
                    }
                  },
                }
              : {})}
          >
            <Statistic title={f.title} value={f.capped ? `${f.value - 1}+` : f.value} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}
