import type { VisitRow } from '@portal/contracts'
import { Button, List } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { PagedList } from '../../components/PagedList'
import { useTexts } from '../../core'
import { Page } from '../../Page'
import { fill } from '../../texts'
import { localTime, StatusTag } from '../contractor/status'
import { VISITOR_HOME } from './Home'

/** `/vsitorsApplyRecords` (the spec's spelling): my visitor reservations, newest first. */
export default function VisitRecords() {
  const t = useTexts()
  const navigate = useNavigate()
  return (
    <Page title={t.visitRecords.title} home={VISITOR_HOME}>
      <PagedList<VisitRow>
        url="/krs/visitor/pageByOpenId"
        testId="m-visit-records"
        item={(r) => (
          <List.Item
            key={r.id}
            data-testid="m-visit-record"
            onClick={() => navigate(`/visitorApply/${r.status === 'DRAFT' ? 'edit' : 'view'}/${r.id}`)}
            extra={<StatusTag status={r.status} />}
            description={
              <>
                {r.hostName ? `${fill(t.visit.hostIs, { name: r.hostName })} · ` : ''}
                {r.visitStart
                  ? `${r.visitStart} ~ ${r.visitEnd?.slice(r.visitEnd.startsWith(r.visitStart.slice(0, 10)) ? 11 : 0) ?? ''}`
                  : ''}
                <div>
                  {r.submittedAt
                    ? fill(t.records.submittedAt, { time: localTime(r.submittedAt) })
                    : fill(t.records.createdAt, { time: localTime(r.createdAt) })}
                </div>
              </>
            }
          >
            {r.visitorName}
            {r.company ? <span className="m-muted">（{r.company}）</span> : null}
          </List.Item>
        )}
      />
      <div className="m-footer">
        <Button block color="primary" onClick={() => navigate('/visitorApply')} data-testid="m-new-visit">
          {t.visitRecords.newApply}
        </Button>
      </div>
    </Page>
  )
}
