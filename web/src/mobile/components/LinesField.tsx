import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTexts } from '../core'

export interface LinesProps<T> {
  value?: T[]
  onChange?: (value: T[]) => void
  max: number
  disabled?: boolean
}

interface Props<T> extends LinesProps<T> {
  /** A new line's value. */
  blank: () => T
  /** One line's inputs; `put` replaces it. */
  line: (item: T, i: number, put: (next: T) => void) => ReactNode
  lineClass: string
  addLabel: string
  addTestId: string
}

/** A form value that is a list of lines (companions, plates): each with its remove button, and an add button up to `max`. */
export function LinesField<T>({
  value = [],
  onChange,
  max,
  disabled,
  blank,
  line,
  lineClass,
  addLabel,
  addTestId,
}: Props<T>) {
  const t = useTexts()
  const put = (i: number) => (next: T) => onChange?.(value.map((v, j) => (j === i ? next : v)))
  return (
    <div className="m-vehicles">
      {value.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the list; two lines may be alike
        <div key={i} className={lineClass}>
          {line(item, i, put(i))}
          {disabled ? null : (
            <Button
              size="mini"
              fill="none"
              color="danger"
              onClick={() => onChange?.(value.filter((_, j) => j !== i))}
            >
              {t.apply.remove}
            </Button>
          )}
        </div>
      ))}
      {disabled || value.length >= max ? null : (
        <button
          type="button"
          className="m-add"
          onClick={() => onChange?.([...value, blank()])}
          data-testid={addTestId}
        >
          + {addLabel}
        </button>
      )}
    </div>
  )
}
