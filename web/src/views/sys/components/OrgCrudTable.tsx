import type { OrgTreeNode } from '@portal/contracts'
import { useState } from 'react'
import type { ReadQuery } from '../../../api/read'
import { AdminSplit } from '../../../components/AdminKit'
import CrudTable, { type CrudTableProps } from '../../../components/AdminKit/CrudTable'
import OrgTree from '../../../components/OrgTree'

/**
 * A CRUD list beside the organisation tree (organisations, positions, roles, users): the list shows
 * what belongs under the organisation chosen in the tree, and a new record starts there.
 */
export default function OrgCrudTable<T extends { id: string }, B extends object, Q extends object>({
  by = 'orgId',
  treeQuery,
  add,
  ...table
}: CrudTableProps<T, B, Q> & {
  /** The field naming the organisation, in the list's query and in a new record. */
  by?: 'orgId' | 'parentId'
  /** The tree's read (default: the organisation selector). */
  treeQuery?: ReadQuery<OrgTreeNode[]>
}) {
  const [orgId, setOrgId] = useState<string>()
  // The pages' queries and bodies all have the field `by` names.
  const chosen = { [by]: orgId } as Partial<Q> & Partial<B>
  return (
    <AdminSplit side={<OrgTree value={orgId} onChange={(id) => setOrgId(id)} query={treeQuery} />}>
      <CrudTable<T, B, Q> {...table} params={chosen} add={add && { ...add, initial: chosen }} />
    </AdminSplit>
  )
}
