import { Input, type InputProps } from 'antd-mobile'
import { useEffect, useState } from 'react'

/**
 * What a number field may hold (spec §5): digits and one decimal point, at most `decimals`
 * decimals (2 unless told). Anything else typed or pasted is dropped as it comes, not refused later.
 */
export function numberOnly(text: string, decimals = 2): string {
  let out = ''
  let seenDot = false
  let fraction = 0
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (seenDot) {
        if (fraction >= decimals) continue
        fraction++
      }
      out += ch
    } else if (ch === '.' && !seenDot && decimals > 0) {
      seenDot = true
      out += out === '' ? '0.' : '.'
    }
  }
  return out.replace(/^0+(?=\d)/, '')
}

const toNumber = (text: string): number | null => {
  const n = Number(text.endsWith('.') ? text.slice(0, -1) : text)
  return text === '' || !Number.isFinite(n) ? null : n
}

type Props = Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  value?: number | null
  onChange?: (value: number | null) => void
  decimals?: number
}

/**
 * A number field for forms: the form holds a number (null when empty) while the field holds the
 * text being typed ("12." is not a number yet).
 */
export function NumberInput({ value, onChange, decimals = 2, ...rest }: Props) {
  const [text, setText] = useState(value == null ? '' : String(value))
  useEffect(() => {
    // A value set from outside (a restored draft, a reset) replaces the text unless they agree.
    setText((current) =>
      toNumber(current) === (value ?? null) ? current : value == null ? '' : String(value),
    )
  }, [value])
  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={text}
      onChange={(raw) => {
        const next = numberOnly(raw, decimals)
        setText(next)
        onChange?.(toNumber(next))
      }}
    />
  )
}
