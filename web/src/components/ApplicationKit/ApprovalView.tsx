import { useQuery } from '@tanstack/react-query'
import { Skeleton } from 'antd'
import type { ReactNode } from 'react'
import type { Read } from '../../api/read'
import { LoadFailed } from './pieces'

/** What "My approvals" hands a form type's view (`views/<formView>.tsx`): the application's id. */
export interface FormViewProps {
  formId: string
}

/**
 * An application as its approvers read it, read only: the form type's `approval.tsx` names its
 * detail read and lays the detail out; the kit reads it (one request, shared through the cache with
 * the staff drawer), waits, and offers a retry when it fails. "My approvals" shows it above the
 * trail; the staff drawer shows it under the state.
 */
export function ApprovalView<D>({
  name,
  read,
  formId,
  children,
  rows = 8,
}: {
  /** The test ids' prefix: `<name>-approval`, `-loading`, `-error`. */
  name: string
  read: Read<{ id: string }, D>
  formId: string
  /** The detail's layout (sections of `FieldList`s and `SubTable`s). */
  children: (detail: D) => ReactNode
  /** The skeleton's rows while it loads. */
  rows?: number
}) {
  const query = useQuery(read.query({ id: formId }))
  if (query.isPending) return <Skeleton active paragraph={{ rows }} data-testid={`${name}-loading`} />
  if (query.isError || !query.data)
    return (
      <LoadFailed
        error={query.error}
        retry={() => void query.refetch()}
        retrying={query.isFetching}
        testId={`${name}-error`}
      />
    )
  return <div data-testid={`${name}-approval`}>{children(query.data)}</div>
}
