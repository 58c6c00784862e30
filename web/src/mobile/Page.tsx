import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
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
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return (
    <Frame
      title={title}
      path={pathname}
      onBack={back ? () => (history.length > 1 ? navigate(-1) : navigate(home)) : undefined}
    >
      {children}
    </Frame>
  )
}
