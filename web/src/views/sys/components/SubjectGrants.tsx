import { useCallback, useState } from 'react'
import type { GrantCalls } from '../../../api/sys/grants'
import type { MoreItem } from '../../../components/AdminKit'
import PermissionGrant from '../../../components/Grant/PermissionGrant'
import ResourceGrant from '../../../components/Grant/ResourceGrant'

type Subject = { id: string; name: string }

/**
 * The grant dialogs of a role's or a user's row: `entries` are each dialog's kind and button code, in
 * the row's "more" menu as `label` names them; which one is open, and for whom.
 */
export function useGrantDialogs<K extends string>(
  entries: ReadonlyArray<readonly [kind: K, code: string]>,
  label: (kind: K) => string,
) {
  const [open, setOpen] = useState<{ kind: K; subject: Subject } | null>(null)
  const subjectOf = (kind: K) => (open?.kind === kind ? open.subject : null)
  return {
    /** The row's "more" entries that open the dialogs. */
    more: (subject: Subject): MoreItem[] =>
      entries.map(([kind, code]) => ({
        label: label(kind),
        code,
        onClick: () => setOpen({ kind, subject }),
      })),
    /** Whom the dialog `kind` is open for, or null. */
    subjectOf,
    /** The dialog's title: what it grants and to whom. */
    titleOf: (kind: K) => grantTitle(label(kind), subjectOf(kind)),
    close: () => setOpen(null),
  }
}

export type GrantDialogs<K extends string> = ReturnType<typeof useGrantDialogs<K>>

/** A grant dialog's title: what it grants and to whom. */
export const grantTitle = (title: string, subject: Subject | null) => `${title} - ${subject?.name ?? ''}`

/** The resource and permission (data scope) grants of a role or a user. */
export default function SubjectGrants({
  api,
  dialogs,
}: {
  api: GrantCalls
  dialogs: GrantDialogs<'grantResource' | 'grantPermission'>
}) {
  const loadResource = useCallback((id: string) => api.ownResource({ id }), [api])
  const loadPermission = useCallback((id: string) => api.ownPermission({ id }), [api])
  return (
    <>
      <ResourceGrant
        subjectId={dialogs.subjectOf('grantResource')?.id ?? null}
        title={dialogs.titleOf('grantResource')}
        loadOwned={loadResource}
        save={api.grantResource}
        onClose={dialogs.close}
      />
      <PermissionGrant
        subjectId={dialogs.subjectOf('grantPermission')?.id ?? null}
        title={dialogs.titleOf('grantPermission')}
        loadOwned={loadPermission}
        save={api.grantPermission}
        onClose={dialogs.close}
      />
    </>
  )
}
