import { DATE_FORMAT, DEFAULT_TIME_ZONE, SysBaseKey } from '@portal/contracts'
import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { useBaseConfigStore } from '../stores/baseConfig'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * The company's time zone, as the server's public base configuration gives it (`COMPANY_TZ`). The
 * back-office shows every stored instant in it, never in the browser's zone: visit windows and
 * "today" are the company's wall clock, so a gate time or a submission time must be too, or a
 * reader abroad sees them disagree.
 */
export const companyZone = (): string =>
  useBaseConfigStore.getState().config[SysBaseKey.timeZone] || DEFAULT_TIME_ZONE

/** A stored instant (ISO, UTC) on the company's wall clock; empty when there is none. */
export function formatTime(v: string | null | undefined, format: string = DATE_FORMAT): string {
  if (!v) return ''
  const d = dayjs(v)
  return d.isValid() ? d.tz(companyZone()).format(format) : v
}

/** `formatTime` that re-renders once the company's zone is known (the first visit loads it). */
export function useFormatTime(): typeof formatTime {
  useBaseConfigStore((s) => s.config[SysBaseKey.timeZone])
  return formatTime
}

/** Today on the company's calendar ('YYYY-MM-DD'): what expiry days are judged against. */
export const companyToday = (): string => dayjs().tz(companyZone()).format('YYYY-MM-DD')

/**
 * A search panel's date range (`range`, two picked days) as the instants bounding the company's days
 * (`startTime`, `endTime`): the list shows its times on the company's clock, so its days are too.
 */
export function dayRangeQuery({ range, ...values }: Record<string, unknown>): Record<string, unknown> {
  const [from, to] = Array.isArray(range) ? (range as [dayjs.Dayjs?, dayjs.Dayjs?]) : []
  const day = (d: dayjs.Dayjs) => dayjs.tz(d.format('YYYY-MM-DD'), companyZone())
  return {
    ...values,
    startTime: from && day(from).startOf('day').toISOString(),
    endTime: to && day(to).endOf('day').toISOString(),
  }
}
