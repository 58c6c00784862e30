import type { AdmissionRow } from '@portal/contracts'
import { Button, List } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { EllipsisText } from '../../components/EllipsisText'
import { PagedList } from '../../components/PagedList'
import { useTexts } from '../../core'
import { Page } from '../../Page'
import { fill } from '../../texts'
import { localTime, StatusTag } from './status'

/** `/contractorsApplyRecords`: my admission applications, newest first, as far as I scroll. */
export default function AdmissionRecords() {
  const t = useTexts()
  const navigate = useNavigate()
  return (
    <Page title={t.records.title}>
      <PagedList<AdmissionRow>
        url="/krs/vendoradmissionassignmentmain/pageByOpenId"
        testId="m-records"
        item={(r) => (
          <List.Item
            key={r.id}
            data-testid="m-record"
            onClick={() => navigate(`/contractorsApply/${r.status === 'DRAFT' ? 'edit' : 'view'}/${r.id}`)}
            extra={<StatusTag status={r.status} />}
            description={
              <>
                {fill(t.records.persons, { n: r.personCount })}
                {' · '}
                {r.submittedAt
                  ? fill(t.records.submittedAt, { time: localTime(r.submittedAt) })
                  : fill(t.records.createdAt, { time: localTime(r.createdAt) })}
              </>
            }
          >
            <EllipsisText text={r.companyName} width={24} />
          </List.Item>
        )}
      />
      <div className="m-footer">
        <Button block color="primary" onClick={() => navigate('/contractorsApply')} data-testid="m-new-apply">
          {t.records.newApply}
        </Button>
      </div>
    </Page>
  )
}
