import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { Select, Spin } from 'antd'
import { type UIEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReadQuery } from '../../api/read'

/** Spec §9 (person selector, and every paged picker alike): 20 a page; the next page loads within 5 px of the bottom, at most every 300 ms. */
export const PAGE_SIZE = 20
const BOTTOM_PX = 5
const THROTTLE_MS = 300
const SEARCH_DELAY_MS = 300

export type PagedValue = string | string[] | null | undefined

export interface PagedOption {
  value: string
  label: string
  /** Grey text after the label (organisation, number…). */
  desc?: string
}

export interface PagedSelectProps<T> {
  /**
   * The read of one page of records matching `search` (empty: all). The pages loaded are cached
   * under the read's key: other parameters (e.g. the organisation the records come from) are other
   * lists, and a change to the entity loads them again.
   */
  read: (current: number, size: number, search: string) => ReadQuery<{ records: T[]; total: number }>
  toOption: (record: T) => PagedOption
  /** Names of chosen ids that are not among the loaded pages. */
  resolve: (ids: string[]) => Promise<Array<{ id: string; name: string }>>
  value?: PagedValue
  onChange?: (value: string | string[] | null, records: T[]) => void
  multiple?: boolean
  placeholder?: string
  disabled?: boolean
  id?: string
  'data-testid'?: string
  'aria-label'?: string
}

/**
 * A select over a paged server list: searched on the server as one types (debounced), the next
 * page loaded when the list is scrolled to the bottom, until everything is loaded. Failures go to
 * the console only (spec §8, person list).
 */
export default function PagedSelect<T>({
  read,
  toOption,
  resolve,
  value,
  onChange,
  multiple,
  placeholder,
  disabled,
  id,
  ...rest
}: PagedSelectProps<T>) {
  const { t } = useTranslation()
  const [known, setKnown] = useState<Record<string, string>>({})
  // What is typed, and what is searched (300 ms later; at once when cleared).
  const [search, setSearch] = useState('')
  const [searched, setSearched] = useState('')
  const lastScroll = useRef(0)
  const fns = useRef({ resolve })
  fns.current = { resolve }

  useEffect(() => {
    const timer = window.setTimeout(() => setSearched(search), search ? SEARCH_DELAY_MS : 0)
    return () => window.clearTimeout(timer)
  }, [search])

  // The pages loaded so far, cached under the first page's key; the previous list stays while a
  // new search loads.
  const {
    data,
    error,
    isFetching: loading,
    fetchNextPage,
  } = useInfiniteQuery({
    queryKey: [...read(1, PAGE_SIZE, searched).queryKey, 'pages'],
    queryFn: ({ pageParam }) => read(pageParam, PAGE_SIZE, searched).queryFn(),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.records.length ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
  })
  useEffect(() => {
    if (error) console.error('paged select', error)
  }, [error])
  const records = data?.pages.flatMap((p) => p.records) ?? []
  const total = data?.pages.at(-1)?.total ?? 0

  const options = records.map(toOption)

  // Names of chosen values that are not among the loaded options.
  const ids = value ? (Array.isArray(value) ? value : [value]) : []
  const idsKey = ids.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: resolved once per set of chosen ids
  useEffect(() => {
    const missing = ids.filter((i) => !known[i] && !options.some((o) => o.value === i))
    if (!missing.length) return
    fns.current
      .resolve(missing)
      .then((rows) => setKnown((k) => ({ ...k, ...Object.fromEntries(rows.map((r) => [r.id, r.name])) })))
      .catch((error: unknown) => console.error('paged select names', error))
  }, [idsKey])

  // Read by the scroll check, which may run later than the render that scheduled it.
  const latest = useRef({ loading, loaded: records.length, total, fetchNextPage })
  latest.current = { loading, loaded: records.length, total, fetchNextPage }
  const trailing = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(trailing.current), [])

  const atBottom = (el: HTMLElement) => {
    if (!el.isConnected) return
    if (el.scrollTop + el.clientHeight < el.scrollHeight - BOTTOM_PX) return
    // Throttled, but with a trailing check: reaching the bottom again within the 300 ms (the
    // last page arrived quickly) must still load, since no further scroll event will come.
    const wait = lastScroll.current + THROTTLE_MS - Date.now()
    if (wait > 0) {
      window.clearTimeout(trailing.current)
      trailing.current = window.setTimeout(() => atBottom(el), wait)
      return
    }
    lastScroll.current = Date.now()
    const now = latest.current
    if (now.loading || now.loaded >= now.total) return
    void now.fetchNextPage()
  }
  const onPopupScroll = (e: UIEvent<HTMLDivElement>) => atBottom(e.currentTarget)

  const merged = [
    ...options,
    ...ids
      .filter((i) => !options.some((o) => o.value === i))
      .map((i) => ({ value: i, label: known[i] ?? i, desc: '' })),
  ]

  return (
    <Select
      id={id}
      data-testid={rest['data-testid']}
      aria-label={rest['aria-label']}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder={placeholder}
      onChange={(v: PagedValue) => {
        const chosen = Array.isArray(v) ? v : v ? [v] : []
        // Keep the names: the page a choice came from is gone once the search is cleared.
        const named = options.filter((o) => chosen.includes(o.value))
        if (named.length)
          setKnown((k) => ({ ...k, ...Object.fromEntries(named.map((o) => [o.value, o.label])) }))
        onChange?.(
          v ?? null,
          records.filter((r) => chosen.includes(toOption(r).value)),
        )
      }}
      onOpenChange={(open) => {
        if (!open && search) setSearch('')
      }}
      onPopupScroll={onPopupScroll}
      virtual={false}
      optionLabelProp="label"
      options={merged}
      optionRender={(o) => (
        <span>
          {o.label}
          {o.data.desc ? (
            <span
              className="paged-select-desc"
              style={{ color: 'var(--ant-color-text-tertiary)', marginLeft: 8 }}
            >
              {o.data.desc}
            </span>
          ) : null}
        </span>
      )}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      popupRender={(menu) => (
        <>
          {menu}
          {records.length > 0 && (
            <div
              className="paged-select-foot"
              style={{
                textAlign: 'center',
                fontSize: 12,
                padding: 4,
                color: 'var(--ant-color-text-tertiary)',
              }}
            >
              {loading
                ? t('admin.person.loadingMore')
                : records.length >= total
                  ? t('admin.person.noMore')
                  : ''}
            </div>
          )}
        </>
      )}
    />
  )
}
