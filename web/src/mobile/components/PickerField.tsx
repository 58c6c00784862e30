import { CheckList, Popup } from 'antd-mobile'
import { useState } from 'react'
import { useTexts } from '../core'

export interface Option {
  value: string
  label: string
}

interface Props {
  value?: string | null
  onChange?: (value: string | null) => void
  options: Option[]
  placeholder?: string
  testId?: string
  disabled?: boolean
  /** A first choice that clears the value (optional fields). */
  noneLabel?: string
}

/**
 * A choice from a short list (a dictionary, the departments): a sheet of thumb-sized rows from the
 * bottom, one tap chooses and closes it. The form holds the value.
 */
export function PickerField({ value, onChange, options, placeholder, testId, disabled, noneLabel }: Props) {
  const t = useTexts()
  const [open, setOpen] = useState(false)
  const all = noneLabel ? [{ value: '', label: noneLabel }, ...options] : options
  const chosen = options.find((o) => o.value === value)
  return (
    <>
      <button
        type="button"
        className={`m-picker${chosen ? '' : ' m-placeholder'}`}
        data-testid={testId}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {chosen?.label ?? placeholder ?? t.common.choose}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="m-choices" destroyOnClose>
        <CheckList
          value={[value ?? '']}
          onChange={(v) => {
            onChange?.(v[0] ? String(v[0]) : null)
            setOpen(false)
          }}
          data-testid={testId && `${testId}-options`}
        >
          {all.map((o) => (
            <CheckList.Item key={o.value} value={o.value}>
              {o.label}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </>
  )
}
