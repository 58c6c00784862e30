import { InfiniteScroll, List, Popup, SearchBar } from 'antd-mobile'
import { type ReactNode, useState } from 'react'
import { useTexts } from '../core'
import { ErrorBlock } from './ErrorBlock'

/** Rows a search sheet asks for at a time (spec §9's person selector: 20). */
export const SEARCH_PAGE = 20
/** The next page is asked for this close to the list's end (spec §9: 5 px). */
const NEXT_PAGE_PX = 5

export interface Found<T> {
  rows: T[]
  total: number
}

interface Props<T, V> {
  value?: V | null
  onChange?: (value: V | null) => void
  /** What the field shows of its value. */
  shown: (value: V) => string
  /** One page of matches for the typed text (`current` from 1). */
  find: (text: string, current: number) => Promise<Found<T>>
  /** What a match becomes when tapped. */
  pick: (row: T) => V
  rowKey: (row: T) => string
  title: (row: T) => ReactNode
  description?: (row: T) => ReactNode
  placeholder?: string
  searchPlaceholder: string
  empty: string
  testId?: string
  disabled?: boolean
}

/**
 * A field chosen by searching: a sheet from the bottom where a text is typed and the matches come
 * a page at a time as far as one scrolls; one tap chooses and closes it.
 */
export function SearchField<T, V>(p: Props<T, V>) {
  const t = useTexts()
  const [open, setOpen] = useState(false)
  const [key, setKey] = useState('')
  const [rows, setRows] = useState<T[]>([])
  const [more, setMore] = useState(false)

  async function load(text: string, reset: boolean) {
    const current = reset ? 1 : Math.floor(rows.length / SEARCH_PAGE) + 1
    try {
      const page = await p.find(text, current)
      const next = reset ? page.rows : [...rows, ...page.rows]
      setRows(next)
      setMore(next.length < page.total)
    } catch (err) {
      setMore(false)
      throw err
    }
  }

  function search(text: string) {
    const trimmed = text.trim()
    setKey(trimmed)
    setRows([])
    if (trimmed) void load(trimmed, true).catch(() => {})
    else setMore(false)
  }

  const { testId } = p
  return (
    <>
      <button
        type="button"
        className={`m-picker${p.value ? '' : ' m-placeholder'}`}
        data-testid={testId}
        disabled={p.disabled}
        onClick={() => setOpen(true)}
      >
        {p.value ? p.shown(p.value) : (p.placeholder ?? t.common.choose)}
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyClassName="m-choices m-staff"
        destroyOnClose
        afterClose={() => search('')}
      >
        <div className="m-staff-search">
          <SearchBar
            placeholder={p.searchPlaceholder}
            onSearch={search}
            onClear={() => search('')}
            data-testid={testId && `${testId}-search`}
          />
        </div>
        <List data-testid={testId && `${testId}-options`}>
          {rows.map((r) => (
            <List.Item
              key={p.rowKey(r)}
              description={p.description?.(r)}
              arrowIcon={false}
              onClick={() => {
                p.onChange?.(p.pick(r))
                setOpen(false)
              }}
            >
              {p.title(r)}
            </List.Item>
          ))}
        </List>
        {key && !more && !rows.length ? (
          <ErrorBlock status="empty" title={p.empty} description={null} />
        ) : null}
        {key ? (
          <InfiniteScroll loadMore={() => load(key, false)} hasMore={more} threshold={NEXT_PAGE_PX}>
            {more ? t.common.loading : rows.length ? t.common.noMore : null}
          </InfiniteScroll>
        ) : null}
      </Popup>
    </>
  )
}
