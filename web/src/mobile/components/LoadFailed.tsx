import { Button } from 'antd-mobile'
import { useTexts } from '../core'
import { ErrorBlock } from './ErrorBlock'

/** What a page could not load, saying why, with a button to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useTexts()
  return (
    <ErrorBlock
      status="disconnected"
      title={title}
      description={
        <Button size="small" onClick={onRetry}>
          {t.common.retry}
        </Button>
      }
    />
  )
}
