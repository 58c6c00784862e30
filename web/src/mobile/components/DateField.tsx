import { DatePicker, Form } from 'antd-mobile'
import { useState } from 'react'
import { useLang, useTexts } from '../core'
import { required, rule } from './Application'

interface Props {
  /** `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` with `time`. */
  value?: string | null
  onChange?: (value: string) => void
  /** Day and time to the minute, not only the day. */
  time?: boolean
  placeholder?: string
  testId?: string
  disabled?: boolean
}

const p2 = (n: number) => String(n).padStart(2, '0')
/** The wall-clock fields of a value, read as UTC so no zone shifts them. */
const toDate = (v: string) => new Date(`${v.length === 10 ? `${v}T00:00` : v}:00Z`)
const fromPicked = (d: Date, time: boolean) =>
  `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}${time ? `T${p2(d.getHours())}:${p2(d.getMinutes())}` : ''}`
const year = new Date().getFullYear()

/**
 * A date (or date and time) chosen on antd-mobile's wheels and shown in the page's language
 * ("2026年11月26日" / "Nov 26, 2026"): the browser's own date input shows the browser's locale
 * (`mm/dd/yyyy` in a Chinese page). The form holds the same text the date input held.
 */
export function DateField({ value, onChange, time = false, placeholder, testId, disabled }: Props) {
  const t = useTexts()
  const lang = useLang()
  const [open, setOpen] = useState(false)
  const shown = value
    ? new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-CN', {
        dateStyle: 'medium',
        ...(time ? { timeStyle: 'short', hourCycle: 'h23' } : {}),
        timeZone: 'UTC',
      }).format(toDate(value))
    : null
  // The wheels take the wall-clock fields in the phone's zone.
  const picked = value
    ? (([d, h = '0', m = '0']) => {
        const [y, mo, da] = d!.split('-').map(Number)
        return new Date(y!, mo! - 1, da, Number(h), Number(m))
      })(value.split(/[T:]/))
    : undefined
  return (
    <>
      <button
        type="button"
        className={`m-picker${shown ? '' : ' m-placeholder'}`}
        data-testid={testId}
        data-value={value ?? ''}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {shown ?? placeholder ?? t.common.choose}
      </button>
      <DatePicker
        visible={open}
        onClose={() => setOpen(false)}
        value={picked}
        precision={time ? 'minute' : 'day'}
        min={new Date(year - 30, 0, 1)}
        max={new Date(year + 30, 11, 31)}
        renderLabel={(type, n) => (type === 'hour' || type === 'minute' ? p2(n) : String(n))}
        confirmText={t.common.confirm}
        cancelText={t.common.cancel}
        onConfirm={(d) => onChange?.(fromPicked(d, time))}
        data-testid={testId && `${testId}-picker`}
      />
    </>
  )
}

interface RangeProps {
  /** The start's and the end's field names and labels. */
  names: [string, string]
  labels: [string, string]
  /** The messages for a start before `today` and an end before the start. */
  past: string
  endBefore: string
  /** The company's today (`YYYY-MM-DD`). */
  today: string
  time?: boolean
  disabled?: boolean
  /** A further check on a whole range; its message is the end's error. */
  check?: (start: string, end: string) => string | undefined
}

/**
 * A start and an end, both required: the start not before today, the end not before the start
 * (with `time`, after it). Each field's test id is `m-<name>`.
 */
export function DateRangeItems({ names, labels, past, endBefore, today, time, disabled, check }: RangeProps) {
  const t = useTexts()
  const [start, end] = names
  return (
    <>
      <Form.Item
        name={start}
        label={labels[0]}
        rules={[
          required(t, labels[0]),
          rule<string>((v) => !!v && !disabled && v.slice(0, 10) < today && past),
        ]}
      >
        <DateField time={time} testId={`m-${start}`} disabled={disabled} />
      </Form.Item>
      <Form.Item
        name={end}
        label={labels[1]}
        dependencies={[start]}
        rules={[
          required(t, labels[1]),
          ({ getFieldValue }) =>
            rule<string>((v) => {
              const from = getFieldValue(start) as string | undefined
              if (!v || !from) return
              if (time ? v <= from : v < from) return endBefore
              return check?.(from, v)
            }),
        ]}
      >
        <DateField time={time} testId={`m-${end}`} disabled={disabled} />
      </Form.Item>
    </>
  )
}
