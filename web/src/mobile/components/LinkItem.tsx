import { List, type ListItemProps } from 'antd-mobile'
import { Link } from 'wouter'

/**
 * A list row that leads to another page: a real link (`href`, opens with Enter, can be opened
 * elsewhere) around antd-mobile's row, whose own clickable form is an `<a>` with no `href`.
 */
export function LinkItem({
  to,
  testId,
  ...item
}: { to: string; testId: string } & Omit<ListItemProps, 'onClick' | 'arrowIcon' | 'clickable'>) {
  return (
    <Link href={to} className="m-link" data-testid={testId}>
      <List.Item {...item} arrowIcon />
    </Link>
  )
}
