import type { PageResult } from '@portal/contracts'
import { Button, InfiniteScroll, List, PullToRefresh } from 'antd-mobile'
import { type ReactNode, useState } from 'react'
import { api, useTexts } from '../core'
import { ErrorBlock } from './ErrorBlock'

const SIZE = 20

/**
 * My records of one kind, newest first, as far as I scroll: pulled down, they load again; a
 * failure offers a retry, and an empty list says so.
 */
export function PagedList<T extends { id: string }>({
  url,
  testId,
  item,
}: {
  url: string
  testId: string
  item: (row: T) => ReactNode
}) {
  const t = useTexts()
  const [rows, setRows] = useState<T[]>([])
  const [more, setMore] = useState(true)
  const [failed, setFailed] = useState(false)

  async function load(reset = false) {
    const current = reset ? 1 : Math.floor(rows.length / SIZE) + 1
    try {
      const page = await api.get<PageResult<T>>(url, { current, size: SIZE })
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
      <List data-testid={testId}>{rows.map(item)}</List>
      {!more && !rows.length && !failed ? (
        <ErrorBlock status="empty" title={t.common.empty} description={null} />
      ) : null}
      <InfiniteScroll loadMore={() => load()} hasMore={more}>
        {more ? t.common.loading : rows.length ? t.common.noMore : null}
      </InfiniteScroll>
    </PullToRefresh>
  )
}
