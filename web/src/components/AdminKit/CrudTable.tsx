import type { ReactNode } from 'react'
import SearchTable, { type SearchTableProps } from '../SearchTable'
import { type Crud, CrudToolbar } from './crud'

export interface CrudTableProps<T extends { id: string }, B extends object, Q extends object>
  extends Omit<SearchTableProps<T, Q>, 'ref' | 'selectable' | 'onSelectionChange' | 'toolbar'> {
  crud: Crud<T, B>
  /** The add button; a new record starts from `initial` (e.g. the organisation chosen beside the list). */
  add?: { code: string; testId: string; label?: ReactNode; initial?: Partial<B> }
  /** Button code of delete: rows can then be checked and deleted together. */
  remove?: string
  /** The page's own toolbar buttons, between add and "delete selected". */
  tools?: ReactNode
}

/** The table of a CRUD list page: SearchTable wired to the page's `crud`, with its toolbar. */
export default function CrudTable<T extends { id: string }, B extends object, Q extends object>({
  crud,
  add,
  remove,
  tools,
  ...table
}: CrudTableProps<T, B, Q>) {
  return (
    <SearchTable<T, Q>
      {...table}
      {...(remove ? crud.tableProps : { ref: crud.table })}
      toolbar={
        <CrudToolbar
          crud={crud}
          add={add && { ...add, onClick: () => crud.add(add.initial) }}
          remove={remove}
        >
          {tools}
        </CrudToolbar>
      }
    />
  )
}
