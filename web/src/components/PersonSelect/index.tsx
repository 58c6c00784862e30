import type { PersonOption } from '@portal/contracts'
import { Select, Spin } from 'antd'
import { type UIEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userApi } from '../../api/sys/user'
import { userCenterApi } from '../../api/sys/userCenter'

/** Spec §9: 20 a page; the next page loads within 5 px of the bottom, at most every 300 ms. */
export const PERSON_PAGE_SIZE = 20
const BOTTOM_PX = 5
const THROTTLE_MS = 300
const SEARCH_DELAY_MS = 300

type Value = string | string[] | null | undefined

interface PersonSelectProps {
  value?: Value
  onChange?: (value: Value, people: PersonOption[]) => void
  multiple?: boolean
  /** Only people of this organisation (and below). */
  orgId?: string
  placeholder?: string
  disabled?: boolean
  id?: string
  'data-testid'?: string
  'aria-label'?: string
}

/**
 * The paged person selector (spec §2, §9): searches by name, loads the next 20 when scrolled to the
 * bottom and stops when everything is loaded. Failures go to the console only (spec §8).
 */
export default function PersonSelect({
  value,
  onChange,
  multiple,
  orgId,
  placeholder,
  disabled,
  id,
  ...rest
}: PersonSelectProps) {
  const { t } = useTranslation()
  const [options, setOptions] = useState<PersonOption[]>([])
  const [known, setKnown] = useState<Record<string, string>>({})
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(0)
  const [loading, setLoading] = useState(false)
  const [name, setName] = useState('')
  const lastScroll = useRef(0)
  const seq = useRef(0)

  const load = useCallback(
    async (next: number, search: string) => {
      const mine = ++seq.current
      setLoading(true)
      try {
        const res = await userApi.personSelector({
          current: next,
          size: PERSON_PAGE_SIZE,
          name: search || undefined,
          orgId,
        })
        if (mine !== seq.current) return
        setOptions((prev) => (next === 1 ? res.personNameVos : [...prev, ...res.personNameVos]))
        setTotal(res.total)
        setPage(next)
      } catch (error) {
        console.error('person selector', error)
      } finally {
        if (mine === seq.current) setLoading(false)
      }
    },
    [orgId],
  )

  // Names of chosen people that are not among the loaded options.
  const ids = value ? (Array.isArray(value) ? value : [value]) : []
  const idsKey = ids.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: resolved once per set of chosen ids
  useEffect(() => {
    const missing = ids.filter((i) => !known[i] && !options.some((o) => o.value === i))
    if (!missing.length) return
    userCenterApi
      .userListByIds(missing)
      .then((rows) => setKnown((k) => ({ ...k, ...Object.fromEntries(rows.map((r) => [r.id, r.name])) })))
      .catch((error: unknown) => console.error('person names', error))
  }, [idsKey])

  useEffect(() => {
    const timer = window.setTimeout(() => void load(1, name), name ? SEARCH_DELAY_MS : 0)
    return () => window.clearTimeout(timer)
  }, [load, name])

  const onPopupScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget
    const now = Date.now()
    if (now - lastScroll.current < THROTTLE_MS) return
    if (el.scrollTop + el.clientHeight < el.scrollHeight - BOTTOM_PX) return
    lastScroll.current = now
    if (loading || options.length >= total) return
    void load(page + 1, name)
  }

  const merged = [
    ...options.map((o) => ({
      value: o.value,
      label: o.name,
      desc: [o.departmentName, o.jobNum].filter(Boolean).join(' · '),
    })),
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
      showSearch={{ filterOption: false, onSearch: setName }}
      placeholder={placeholder ?? t('admin.person.placeholder')}
      onChange={(v: Value) => {
        const chosen = Array.isArray(v) ? v : v ? [v] : []
        onChange?.(
          v ?? null,
          options.filter((o) => chosen.includes(o.value)),
        )
      }}
      onOpenChange={(open) => {
        if (!open && name) setName('')
      }}
      onPopupScroll={onPopupScroll}
      virtual={false}
      optionLabelProp="label"
      options={merged.map((o) => ({
        value: o.value,
        label: o.label,
        desc: o.desc,
      }))}
      optionRender={(o) => (
        <span>
          {o.label}
          {o.data.desc ? (
            <span
              className="person-select-desc"
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
          {options.length > 0 && (
            <div
              className="person-select-foot"
              style={{
                textAlign: 'center',
                fontSize: 12,
                padding: 4,
                color: 'var(--ant-color-text-tertiary)',
              }}
            >
              {loading
                ? t('admin.person.loadingMore')
                : options.length >= total
                  ? t('admin.person.noMore')
                  : ''}
            </div>
          )}
        </>
      )}
    />
  )
}
