import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import { Frame } from './Frame'

/** A phone page: the frame, with Back going where the user came from. */
export function Page({
  title,
  back = true,
  home = '/contractor',
  children,
}: {
  title: string
  back?: boolean
  /** Where Back goes when the page was opened directly (its area's home). */
  home?: string
  children: ReactNode
}) {
  const [pathname, navigate] = useLocation()
  return (
    <Frame
      title={title}
      path={pathname}
      onBack={back ? () => (history.length > 1 ? history.back() : navigate(home)) : undefined}
    >
      {children}
    </Frame>
  )
}
