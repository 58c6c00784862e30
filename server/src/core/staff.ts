import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { defineList, type From, type ListQuery, listPage, listView } from './list.js'
import { search } from './search.js'

const byName = { by: ['u.name', 'u.id'], index: 'sys_user_name' }
const staffListing = defineList({
  table: 'sys_user',
  alias: 'u',
  key: 'u.id',
  order: byName,
  sort: { name: byName },
  search: { name: search.text('u.name', 'sys_user') },
})
const staffRows = listView((q: From<'sysUser', 'u'>) =>
  q
    .leftJoin('sysOrg as o', 'o.id', 'u.orgId')
    .select(['u.id', 'u.name', 'u.empNo', 'u.orgId', 'o.name as orgName']),
)

/**
 * Employees an external user may name on a form (whom they visit, who answers for a job or for
 * goods): found by name (`searchKey`), enabled ones only, and only their name, department and job
 * number: nothing that reaches them.
 */
export function staffPage(db: Kysely<DB>, query: ListQuery) {
  const q = db.selectFrom('sysUser as u').where('u.userStatus', '=', 'ENABLE')
  return listPage(db, null, staffListing, query, q, staffRows)
}
