import { APPLICATION_STATUS, type ApplicationStatus, statusLabel } from '@portal/contracts'
import { Tag } from 'antd-mobile'
import { useLang } from '../core'

/** antd-mobile's names for the contracts' (antd's) tag colours. */
const PHONE_COLOR: Record<string, string> = { processing: 'primary', error: 'danger' }

/** An application's state, in the words and colour the contracts give every kit. */
export function StatusTag({ status }: { status: ApplicationStatus }) {
  const lang = useLang()
  const color: string = APPLICATION_STATUS[status]?.color ?? 'default'
  return (
    <Tag color={PHONE_COLOR[color] ?? color} fill="outline" data-testid="m-status" data-status={status}>
      {statusLabel(status, lang)}
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
