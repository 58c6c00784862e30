import { DEFAULT_TIME_ZONE } from '@portal/contracts'

/**
 * Timestamps are stored and returned as ISO 8601 UTC strings with milliseconds
 * (`2026-11-22T08:30:00.000Z`): portable across SQLite, PostgreSQL and MySQL, and their
 * lexicographic order is their time order, so comparisons work in SQL.
 */
export const nowIso = (): string => new Date().toISOString()
export const isoIn = (ms: number, from = Date.now()): string => new Date(from + ms).toISOString()
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

/**
 * The company's time zone, which decides what "today" is for dates without a time (validity,
 * expiry): `COMPANY_TZ`, China's by default.
 */
export const COMPANY_TZ = process.env.COMPANY_TZ || DEFAULT_TIME_ZONE

/** The calendar day 'YYYY-MM-DD' in the company's time zone, `days` after `from`. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TZ })
export function companyDay(days = 0, from = Date.now()): string {
  return dayFormat.format(new Date(from + days * DAY))
}

const minuteFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The wall-clock minute 'YYYY-MM-DD HH:mm' in the company's time zone, `ms` after `from`. */
export function companyMinute(ms = 0, from = Date.now()): string {
  const p = Object.fromEntries(minuteFormat.formatToParts(new Date(from + ms)).map((x) => [x.type, x.value]))
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}

/** The instant (ISO) of a company wall-clock minute 'YYYY-MM-DD HH:mm'. */
export function fromCompanyMinute(minute: string): string {
  const asUtc = Date.parse(`${minute.replace(' ', 'T')}:00Z`)
  // The zone's offset at that moment: how far its wall clock is ahead of UTC.
  const offset = Date.parse(`${companyMinute(0, asUtc).replace(' ', 'T')}:00Z`) - asUtc
  return new Date(asUtc - offset).toISOString()
}

/** The company minute `ms` from now, kept within today (the day's last minute when `ms` would pass midnight). */
export function laterToday(ms: number, from = Date.now()): string {
  const m = companyMinute(ms, from)
  const today = companyDay(0, from)
  return m.slice(0, 10) === today ? m : `${today} 23:59`
}
