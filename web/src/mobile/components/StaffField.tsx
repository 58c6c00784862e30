import type { PageResult, StaffOption } from '@portal/contracts'
import { InfiniteScroll, List, Popup, SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { api, useTexts } from '../core'
import { ErrorBlock } from './ErrorBlock'

const SIZE = 20

/** An employee as a form holds one: the id sent, the name shown. */
export interface Staff {
  id: string
  name: string
}

interface Props {
  value?: Staff | null
  onChange?: (value: Staff | null) => void
  placeholder?: string
  testId?: string
  disabled?: boolean
}

/**
 * The employee a form names (responsible, visited): a sheet from the bottom where a name is typed
 * and the matches come 20 at a time as far as one scrolls; one tap chooses and closes it.
 */
export function StaffField({ value, onChange, placeholder, testId, disabled }: Props) {
  const t = useTexts()
  const [open, setOpen] = useState(false)
  const [key, setKey] = useState('')
  const [rows, setRows] = useState<StaffOption[]>([])
  const [more, setMore] = useState(false)

  async function load(searchKey: string, reset: boolean) {
    const current = reset ? 1 : Math.floor(rows.length / SIZE) + 1
    try {
      const page = await api.get<PageResult<StaffOption>>('/auth/c/staff', { searchKey, current, size: SIZE })
      const next = reset ? page.records : [...rows, ...page.records]
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

  return (
    <>
      <button
        type="button"
        className={`m-picker${value ? '' : ' m-placeholder'}`}
        data-testid={testId}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {value?.name ?? placeholder ?? t.common.choose}
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
            placeholder={t.work.searchStaff}
            onSearch={search}
            onClear={() => search('')}
            data-testid={testId && `${testId}-search`}
          />
        </div>
        <List data-testid={testId && `${testId}-options`}>
          {rows.map((s) => (
            <List.Item
              key={s.id}
              description={s.orgName}
              arrowIcon={false}
              onClick={() => {
                onChange?.({ id: s.id, name: s.name })
                setOpen(false)
              }}
            >
              {s.name}
            </List.Item>
          ))}
        </List>
        {key && !more && !rows.length ? (
          <ErrorBlock status="empty" title={t.work.searchStaffEmpty} description={null} />
        ) : null}
        {key ? (
          <InfiniteScroll loadMore={() => load(key, false)} hasMore={more}>
            {more ? t.common.loading : rows.length ? t.common.noMore : null}
          </InfiniteScroll>
        ) : null}
      </Popup>
    </>
  )
}
