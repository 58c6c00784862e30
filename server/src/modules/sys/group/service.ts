import type { Kysely } from 'kysely'
import { scopeFor } from '../../../core/dataScope.js'
import { notFound } from '../../../core/errors.js'
import { insertRow } from '../../../core/insertRow.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { bySortCode, sortFields } from '../../../core/listOrders.js'
import { Relation } from '../../../core/permissions.js'
import { relatedUsers } from '../../../core/relatedUsers.js'
import { changeRelations, relationTargets, scopedGrantChange } from '../../../core/relations.js'
import { updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { assertUnique } from '../../../core/unique.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'
import '../user/texts.js'

type GroupBody = { name: string; remark?: string | null; sortCode: number }

const groupRows = listView((q: From<'sysGroup', 'g'>) =>
  q.select(['g.id', 'g.name', 'g.remark', 'g.sortCode', 'g.createdAt']).select((eb) =>
    eb
      .selectFrom('sysRelation as r')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .where('r.category', '=', Relation.groupHasUser)
      .whereRef('r.objectId', '=', 'g.id')
      .as('userCount'),
  ),
)
const groupListing = defineList({
  ...bySortCode('sys_group', 'g', 'sys_group_sort'),
  sort: sortFields('g', { name: 'sys_group_name', sortCode: 'sys_group_sort' }),
  search: { name: search.contains('g.name') },
})

export async function groupPage(db: Kysely<DB>, user: AuthUser, query: ListQuery) {
  const page = await listPage(db, user, groupListing, query, db.selectFrom('sysGroup as g'), groupRows)
  return { ...page, records: page.records.map((r) => ({ ...r, userCount: Number(r.userCount ?? 0) })) }
}

async function getGroup(db: Kysely<DB>, id: string) {
  const g = await db
    .selectFrom('sysGroup')
    .select(['id', 'name', 'remark', 'sortCode', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!g) throw notFound('groupNotFound')
  return g
}
export const groupDetail = getGroup

const assertNameFree = (db: Kysely<DB>, name: string, exceptId?: string) =>
  assertUnique(db, 'sysGroup', 'name', name, { exceptId, message: 'groupNameDuplicate' })

export async function groupAdd(db: Kysely<DB>, user: AuthUser, body: GroupBody) {
  await assertNameFree(db, body.name)
  return insertRow(db, 'sysGroup', user, {
    name: body.name,
    remark: body.remark ?? null,
    sortCode: body.sortCode,
  })
}
export async function groupEdit(db: Kysely<DB>, user: AuthUser, body: GroupBody & { id: string }) {
  await getGroup(db, body.id)
  await assertNameFree(db, body.name, body.id)
  await db
    .updateTable('sysGroup')
    .set({ name: body.name, remark: body.remark ?? null, sortCode: body.sortCode, ...updated(user) })
    .where('id', '=', body.id)
    .execute()
}
export async function groupDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  const ids = list.map((x) => x.id)
  for (const id of ids) await getGroup(db, id)
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sysRelation')
      .where('category', '=', Relation.groupHasUser)
      .where('objectId', 'in', ids)
      .execute()
    await trx.deleteFrom('sysGroup').where('id', 'in', ids).execute()
  })
}

/** Members the caller may see (their scope for the group page). */
export async function groupOwnUser(db: Kysely<DB>, user: AuthUser, id: string) {
  await getGroup(db, id)
  const scope = await scopeFor(db, user, 'sysGroup')
  return relatedUsers(db, user, scope, Relation.groupHasUser, { id, side: 'object' })
}

/** Sets the members: added and removed people must be in scope; members outside it stay. */
export async function groupGrantUser(db: Kysely<DB>, user: AuthUser, id: string, userIds: string[]) {
  await getGroup(db, id)
  const current = (await relationTargets(db, Relation.groupHasUser, id)).map((r) => r.targetId)
  const change = await scopedGrantChange(db, user, await scopeFor(db, user, 'sysGroupGrantUser'), {
    table: 'sysUser',
    current,
    wanted: userIds,
    missing: 'userNotFound',
  })
  await changeRelations(
    db,
    Relation.groupHasUser,
    { id, side: 'object' },
    { add: change.add.map((u) => u.id), remove: change.remove },
  )
}

/** All groups, for selectors on any page. */
export async function groupSelector(db: Kysely<DB>) {
  return db
    .selectFrom('sysGroup')
    .select(['id', 'name', 'remark', 'sortCode', 'createdAt'])
    .orderBy('sortCode')
    .orderBy('id')
    .execute()
}
