import type { VisitStatus } from '@portal/contracts'
import { Tag } from 'antd-mobile'
import { useTexts } from '../../core'

/** Every application's states (a visit's include CANCELLED). */
const COLORS: Record<VisitStatus, string> = {
  DRAFT: 'default',
  RUNNING: 'primary',
  RETURNED: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  WITHDRAWN: 'default',
  CANCELLED: 'default',
}

export function StatusTag({ status }: { status: VisitStatus }) {
  const t = useTexts()
  return (
    <Tag color={COLORS[status]} fill="outline" data-testid="m-status" data-status={status}>
      {t.status[status]}
    </Tag>
  )
}

/** A stored instant as the phone's local date and time, minutes only. */
export const localTime = (iso: string | null) => {
  if (!iso) return ''
  const d = new Date(iso)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}
