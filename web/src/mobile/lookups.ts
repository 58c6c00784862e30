import type { HostOrg } from '@portal/contracts'
import { startTransition, useEffect, useState } from 'react'
import type { Option } from './components/PickerField'
import { api, bySide, useLang, useSide } from './core'

interface DictItem {
  value: string
  label: string
  labelEn: string | null
  color: string | null
}

// Asked once per page load: the lists change rarely and a form opens several pickers of each.
const cache = new Map<string, Promise<unknown>>()
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key) as Promise<T> | undefined
  if (!p) {
    p = load()
    cache.set(key, p)
    p.catch(() => cache.delete(key))
  }
  return p
}

function useLoaded<T>(key: string, load: () => Promise<T>, empty: T): T {
  const [value, setValue] = useState<T>(empty)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` loads
  useEffect(() => {
    let live = true
    once(key, load)
      // A transition: a long form re-rendered with its options yields to the phone between slices.
      .then((v) => live && startTransition(() => setValue(v)))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [key])
  return value
}

/** A dictionary's items as picker options, labelled in the page's language. */
export function useDict(type: string): Option[] {
  const lang = useLang()
  const side = useSide()
  const items = useLoaded<DictItem[]>(
    `dict:${side}:${type}`,
    () => api.get(bySide({ client: '/auth/c/dict', staff: '/auth/b/phoneDict' }), { type }),
    [],
  )
  return items.map((i) => ({ value: i.value, label: lang === 'en' ? i.labelEn || i.label : i.label }))
}

/** The departments an external user may name as host. */
export function useHostOrgs(): Option[] {
  const orgs = useLoaded<HostOrg[]>('hostOrgs', () => api.get('/auth/c/hostOrgs'), [])
  return orgs.map((o) => ({ value: o.id, label: o.name }))
}

/** Today on the phone's own calendar. */
export function phoneDay(): string {
  const d = new Date()
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
}

/** The phone's own minute, `YYYY-MM-DD HH:mm`. */
function phoneMinute(): string {
  const d = new Date()
  const p = (n: number) => String(n).padStart(2, '0')
  return `${phoneDay()} ${p(d.getHours())}:${p(d.getMinutes())}`
}

/**
 * Today and now on the company's calendar, as the server checks dates and times: a phone in
 * another zone (or with its clock off) would otherwise offer a day the server refuses. The
 * phone's own until known.
 */
export function useCompanyClock(): { today: string; now: string } {
  return useLoaded('clock', loadClock, { today: phoneDay(), now: phoneMinute() })
}
const loadClock = () =>
  api.get<{ today: string; now: string }>(
    bySide({ client: '/auth/c/getLoginUser', staff: '/auth/b/phoneUser' }),
  )

/**
 * The signed-in user, asked once as the app starts: the answer also renews the cookie the phone's
 * own images are read with (a session kept from before has none), and the clock comes with it.
 */
export const startSession = () => once('clock', loadClock)

export const useCompanyToday = (): string => useCompanyClock().today
