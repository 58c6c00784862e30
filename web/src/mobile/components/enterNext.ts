import type { KeyboardEvent } from 'react'

/**
 * Enter in a one-line field moves the focus to the next field of the form (spec §5) instead of
 * submitting it; in the last one it does nothing, so a stray Enter never sends a half-read form.
 * Put on the form's container as `onKeyDown`.
 */
export function enterToNext(e: KeyboardEvent<HTMLElement>) {
  const from = e.target as HTMLElement
  if (e.key !== 'Enter' || e.nativeEvent.isComposing || from.tagName !== 'INPUT') return
  e.preventDefault()
  const fields = [
    ...e.currentTarget.querySelectorAll<HTMLElement>('input:not([type=file]):not([disabled]), textarea'),
  ]
  const next = fields[fields.indexOf(from) + 1]
  next?.focus()
}
