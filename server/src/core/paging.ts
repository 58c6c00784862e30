import type { PageQuery, PageResult } from '@portal/contracts'
import type { SelectQueryBuilder } from 'kysely'

/**
 * Runs a count and one page of `query`; `sortable` maps the client's sortField names to columns
 * so a request can never sort by an arbitrary column.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageQuery,
  sortable: Record<string, string> = {},
): Promise<PageResult<O>> {
  const countRow = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirst()
  const total = Number((countRow as { total?: number | string } | undefined)?.total ?? 0)
  let q = query
  const column = page.sortField ? sortable[page.sortField] : undefined
  if (column) {
    const dir = page.sortOrder?.toUpperCase() === 'DESCEND' ? 'desc' : 'asc'
    // biome-ignore lint/suspicious/noExplicitAny: column names come from the allow-list above
    q = q.clearOrderBy().orderBy(column as any, dir)
  }
  const records = await q
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .execute()
  return { current: page.current, size: page.size, total, records }
}
