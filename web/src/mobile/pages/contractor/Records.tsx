import type { AdmissionRow, PageResult } from '@portal/contracts'
import { Button, ErrorBlock, InfiniteScroll, List, PullToRefresh } from 'antd-mobile'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { EllipsisText } from '../../components/EllipsisText'
import { api, useTexts } from '../../core'
import { Page } from '../../Page'
import { fill } from '../../texts'
import { localTime, StatusTag } from './status'

const SIZE = 20

/** `/contractorsApplyRecords`: my admission applications, newest first, as far as I scroll. */
export default function AdmissionRecords() {
  const t = useTexts()
  const navigate = useNavigate()
  const [rows, setRows] = useState<AdmissionRow[]>([])
  const [more, setMore] = useState(true)
  const [failed, setFailed] = useState(false)

  async function load(reset = false) {
    const current = reset ? 1 : Math.floor(rows.length / SIZE) + 1
    try {
      const page = await api.get<PageResult<AdmissionRow>>(
        '/krs/vendoradmissionassignmentmain/pageByOpenId',
        {
          current,
          size: SIZE,
        },
      )
      const next = reset ? page.records : [...rows, ...page.records]
      setRows(next)
      setMore(next.length < page.total)
      setFailed(false)
    } catch (err) {
      setFailed(true)
      setMore(false)
      throw err
    }
  }

  return (
    <Page title={t.records.title}>
      <PullToRefresh onRefresh={() => load(true)}>
        {failed && !rows.length ? (
          <ErrorBlock
            status="disconnected"
            title={t.common.loadFailed}
            description={
              <Button
                size="small"
                onClick={() => {
                  setMore(true)
                  setFailed(false)
                }}
              >
                {t.common.retry}
              </Button>
            }
          />
        ) : null}
        <List data-testid="m-records">
          {rows.map((r) => (
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
          ))}
        </List>
        {!more && !rows.length && !failed ? (
          <ErrorBlock status="empty" title={t.common.empty} description={null} />
        ) : null}
        <InfiniteScroll loadMore={() => load()} hasMore={more}>
          {more ? t.common.loading : rows.length ? t.common.noMore : null}
        </InfiniteScroll>
      </PullToRefresh>
      <div className="m-footer">
        <Button block color="primary" onClick={() => navigate('/contractorsApply')} data-testid="m-new-apply">
          {t.records.newApply}
        </Button>
      </div>
    </Page>
  )
}
