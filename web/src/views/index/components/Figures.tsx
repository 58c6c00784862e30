import { useQuery } from '@tanstack/react-query'
import { Card, Col, Row, Skeleton, Statistic } from 'antd'
import { useNavigate } from 'react-router'
import { userCenterApi } from '../../../api/sys/userCenter'

/**
 * The figure row: counts the modules add on the server (`core/workbench.ts`), each opening the page
 * it counts. Nothing shows when the caller may see none.
 */
export default function Figures() {
  const navigate = useNavigate()
  const figures = useQuery({ ...userCenterApi.loginWorkbenchFigures.query(), refetchOnWindowFocus: true })
  if (figures.isPending)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      </Card>
    )
  if (!figures.data?.length) return null
  return (
    <Row gutter={[16, 16]} data-testid="wb-figures">
      {figures.data.map((f) => (
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
