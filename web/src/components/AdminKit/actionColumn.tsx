import { Button } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ACTION_KEY, type STColumn } from '../SearchTable'

/**
 * The action column of a list without `useCrud` (logs, messages): `width` wide, each row's links as
 * `links` renders them; never printed, kept on the right by the list rule.
 */
export function useActionColumn() {
  const { t } = useTranslation()
  return <T,>(width: number, links: (record: T) => ReactNode): STColumn<T> => ({
    title: t('admin.common.action'),
    key: ACTION_KEY,
    isPrint: false,
    width,
    render: (_: unknown, r: T) => links(r),
  })
}

/** A row's "detail" link. */
export function DetailLink({ onClick, testId }: { onClick: () => void; testId?: string }) {
  const { t } = useTranslation()
  return (
    <Button type="link" size="small" onClick={onClick} data-testid={testId}>
      {t('admin.common.detail')}
    </Button>
  )
}
