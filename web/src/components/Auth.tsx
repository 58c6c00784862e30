import type { ReactNode } from 'react'
import { type PermMode, usePerm } from '../utils/perm'

interface AuthProps {
  /** One button code or several. */
  code: string | readonly string[]
  /** 'or' (default): any code; 'and': all of them. */
  mode?: PermMode
  /** Shown instead when the user lacks the permission (nothing by default). */
  fallback?: ReactNode
  children: ReactNode
}

/** Renders its children only for a user holding the button permission (spec §6). */
export default function Auth({ code, mode = 'or', fallback = null, children }: AuthProps) {
  return usePerm(code, mode) ? children : fallback
}
