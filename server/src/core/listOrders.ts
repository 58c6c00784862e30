import type { ListSpec, Order } from './list.js'

/**
 * The orders most lists share, for `defineList`: rows shown by their sort code or newest first, and
 * sort fields that order by one column and then the unique id.
 */

type Base = Pick<ListSpec, 'table' | 'alias' | 'key' | 'order'>

/** A table whose rows carry a sort code: keyed by id, shown by sort code, then id, on `index`. */
export const bySortCode = (table: string, alias: string, index: string): Base => ({
  table,
  alias,
  key: `${alias}.id`,
  order: { by: [`${alias}.sortCode`, `${alias}.id`], index },
})

/** A table of dated rows (files, logs, messages): keyed by id, newest `column` first, on `index`. */
export const newestFirst = (table: string, alias: string, column: string, index: string): Base => ({
  table,
  alias,
  key: `${alias}.id`,
  order: {
    by: [
      [`${alias}.${column}`, 'desc'],
      [`${alias}.id`, 'desc'],
    ],
    index,
  },
})

/**
 * A list's sort fields: a string is the index of ordering by that field, then id (`name:
 * 'sys_role_name'`); any other order is given as it is.
 */
export const sortFields = (alias: string, fields: Record<string, string | Order>): Record<string, Order> =>
  Object.fromEntries(
    Object.entries(fields).map(([field, o]) => [
      field,
      typeof o === 'string' ? { by: [`${alias}.${field}`, `${alias}.id`], index: o } : o,
    ]),
  )
