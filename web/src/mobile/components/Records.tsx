import type { VisitStatus } from '@portal/contracts'
import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import { useTexts } from '../core'
import { Page } from '../Page'
import { fill } from '../texts'
import type { ApplicationKind } from './Application'
import { LinkItem } from './LinkItem'
import { PagedList } from './PagedList'
import { localTime, StatusTag } from './StatusTag'

interface Row {
  id: string
  status: VisitStatus
  submittedAt: string | null
  createdAt: string
}

/**
 * My applications of one kind (the kit's records list), newest first: each row opens the form (a
 * draft to edit, the others to read, with their trail); the row is the kind's title and summary,
 * then the status and when it was sent.
 */
export function RecordsPage<R extends Row>({
  kind,
  texts,
  home,
  testId,
  newTestId,
  row,
  summary,
}: {
  kind: Pick<ApplicationKind<unknown>, 'base' | 'formPath'>
  /** The page's title and its "new application" button. */
  texts: { title: string; newApply: string }
  home?: string
  /** The list's test id; each row's is its singular (`m-records` → `m-record`). */
  testId: string
  newTestId: string
  row: (r: R) => ReactNode
  summary: (r: R) => ReactNode
}) {
  const t = useTexts()
  const [, navigate] = useLocation()
  return (
    <Page title={texts.title} home={home}>
      <PagedList<R>
        url={`${kind.base}/pageByOpenId`}
        testId={testId}
        item={(r) => (
          <LinkItem
            key={r.id}
            testId={testId.replace(/s$/, '')}
            to={`${kind.formPath}/${r.status === 'DRAFT' ? 'edit' : 'view'}/${r.id}`}
            extra={<StatusTag status={r.status} />}
            description={
              <>
                {summary(r)}
                <div>
                  {r.submittedAt
                    ? fill(t.records.submittedAt, { time: localTime(r.submittedAt) })
                    : fill(t.records.createdAt, { time: localTime(r.createdAt) })}
                </div>
              </>
            }
          >
            {row(r)}
          </LinkItem>
        )}
      />
      <div className="m-footer">
        <Button block color="primary" onClick={() => navigate(kind.formPath)} data-testid={newTestId}>
          {texts.newApply}
        </Button>
      </div>
    </Page>
  )
}
