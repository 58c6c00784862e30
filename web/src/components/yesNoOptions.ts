import type { ReactNode } from 'react'

/** The options of a yes-or-no list filter (published, pinned, succeeded…), sent as `1` or `0`. */
export const yesNoOptions = (yes: ReactNode, no: ReactNode) => [
  { value: '1', label: yes },
  { value: '0', label: no },
]
