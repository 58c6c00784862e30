import type { WorkRow } from '@portal/contracts'
import { Button, List, Tag } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { EllipsisText } from '../../components/EllipsisText'
import { PagedList } from '../../components/PagedList'
import { useTexts } from '../../core'
import { Page } from '../../Page'
import { fill } from '../../texts'
import { localTime, StatusTag } from '../contractor/status'

/** `/workApplicationRecords`: my entry-work applications, newest first; an approved one shows its passes. */
export default function WorkRecords() {
  const t = useTexts()
  const navigate = useNavigate()
  return (
    <Page title={t.workRecords.title}>
      <PagedList<WorkRow>
        url="/krs/vendoraccessapplicationmain/pageByOpenId"
        testId="m-work-records"
        item={(r) => (
          <List.Item
            key={r.id}
            data-testid="m-work-record"
            onClick={() => navigate(`/workApplication/${r.status === 'DRAFT' ? 'edit' : 'view'}/${r.id}`)}
            extra={<StatusTag status={r.status} />}
            description={
              <>
                {r.contractorName ? `${r.contractorName} · ` : ''}
                {fill(t.workRecords.workers, { n: r.workerCount })}
                {r.startDay ? ` · ${r.startDay} ~ ${r.endDay ?? ''}` : ''}
                <div>
                  {r.submittedAt
                    ? fill(t.records.submittedAt, { time: localTime(r.submittedAt) })
                    : fill(t.records.createdAt, { time: localTime(r.createdAt) })}
                </div>
              </>
            }
          >
            <EllipsisText text={r.project} width={22} />
            {r.hazardous ? (
              <Tag color="danger" fill="outline" className="m-tag-after">
                {t.workRecords.hazardous}
              </Tag>
            ) : null}
          </List.Item>
        )}
      />
      <div className="m-footer">
        <Button block color="primary" onClick={() => navigate('/workApplication')} data-testid="m-new-work">
          {t.workRecords.newApply}
        </Button>
      </div>
    </Page>
  )
}
