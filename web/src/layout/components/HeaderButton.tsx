import { Badge, Button, type ButtonProps, Tooltip } from 'antd'
import type { ComponentType, CSSProperties, ReactNode } from 'react'

/** A button of the header bar: a bare icon with its tooltip. */
export function HeaderButton({ tip, ...button }: { tip: ReactNode } & ButtonProps) {
  return (
    <Tooltip title={tip}>
      <Button type="text" className="shell-header-btn" {...button} />
    </Tooltip>
  )
}

/** A header button's icon with a count on it (approvals waiting, unread messages), capped at `cap - 1`+. */
export function CountIcon({
  icon: Icon,
  count,
  cap,
  testId,
}: {
  icon: ComponentType<{ style?: CSSProperties }>
  count: number
  cap: number
  testId: string
}) {
  return (
    <Badge
      count={count}
      size="small"
      overflowCount={cap - 1}
      styles={{ root: { color: 'inherit' } }}
      data-testid={testId}
    >
      <Icon style={{ fontSize: 16 }} />
    </Badge>
  )
}
