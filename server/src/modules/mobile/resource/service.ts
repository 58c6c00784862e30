import type { MobileMenuModule, MobileResourceCategory } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { badRequest, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { grantedMobileResourceIds, mobileResourceRows } from '../../../core/mobileResources.js'
import { Relation } from '../../../core/permissions.js'
import { buildTree, created, updated } from '../../../core/rows.js'
import type { AuthUser } from '../../../core/session.js'
import { assertUnique } from '../../../core/unique.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

type Body = {
  parentId: string
  category: MobileResourceCategory
  code: string
  title: string
  titleEn?: string | null
  icon?: string | null
  color?: string | null
  path?: string | null
  component?: string | null
  sortCode: number
}

/** The whole tree, for the admin page. */
export async function mobileResourceTree(db: Kysely<DB>) {
  return buildTree((await mobileResourceRows(db)).map((r) => ({ ...r })))
}

export async function mobileResourceDetail(db: Kysely<DB>, id: string) {
  const r = (await mobileResourceRows(db)).find((x) => x.id === id)
  if (!r) throw notFound('mobileResourceNotFound')
  return r
}

/** The parent a category needs: modules at the top, menus under a module, buttons under a menu. */
const PARENT: Record<MobileResourceCategory, string | null> = { MODULE: null, MENU: 'MODULE', BUTTON: 'MENU' }

async function check(db: Kysely<DB>, body: Body, exceptId?: string) {
  const rows = await mobileResourceRows(db)
  const wanted = PARENT[body.category]
  if (wanted === null) {
    if (body.parentId !== '0') throw badRequest('mobileResourceParentWrong')
  } else if (rows.find((r) => r.id === body.parentId)?.category !== wanted)
    throw badRequest('mobileResourceParentWrong')
  await assertUnique(db, 'mobileResource', 'code', body.code, {
    exceptId,
    message: 'mobileResourceCodeDuplicate',
    param: 'code',
  })
}

const values = (body: Body) => ({
  parentId: body.parentId,
  category: body.category,
  code: body.code,
  title: body.title,
  titleEn: body.titleEn ?? null,
  icon: body.icon ?? null,
  color: body.color ?? null,
  // Only menus open a page.
  path: body.category === 'MENU' ? (body.path ?? null) : null,
  component: body.category === 'MENU' ? (body.component ?? null) : null,
  sortCode: body.sortCode,
})

export async function mobileResourceAdd(db: Kysely<DB>, user: AuthUser, body: Body) {
  await check(db, body)
  const id = newId()
  await db
    .insertInto('mobileResource')
    .values({ id, ...values(body), ...created(user) })
    .execute()
  return id
}

export async function mobileResourceEdit(db: Kysely<DB>, user: AuthUser, body: Body & { id: string }) {
  const old = await mobileResourceDetail(db, body.id)
  await check(db, body, body.id)
  if (old.category !== body.category && (await mobileResourceRows(db)).some((r) => r.parentId === body.id))
    throw badRequest('mobileResourceHasChildren')
  await db
    .updateTable('mobileResource')
    .set({ ...values(body), ...updated(user) })
    .where('id', '=', body.id)
    .execute()
}

/** Deletes resources with everything below them and their grants, in one transaction. */
export async function mobileResourceDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  const rows = await mobileResourceRows(db)
  const ids = new Set<string>()
  for (const { id } of list) {
    if (!rows.some((r) => r.id === id)) throw notFound('mobileResourceNotFound')
    ids.add(id)
  }
  // Rows are in parent order, but a child may sort before its parent's id: repeat until stable.
  for (let grew = true; grew; ) {
    grew = false
    for (const r of rows)
      if (ids.has(r.parentId) && !ids.has(r.id)) {
        ids.add(r.id)
        grew = true
      }
  }
  const all = [...ids]
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sysRelation')
      .where('category', '=', Relation.roleHasMobileResource)
      .where('targetId', 'in', all)
      .execute()
    await trx.deleteFrom('mobileResource').where('id', 'in', all).execute()
  })
}

/**
 * The caller's phone menu: modules holding a granted menu (or granted themselves), their granted
 * menus, each with its granted button codes. Built from two memos, so it follows a grant change
 * within the 5 s every cache keeps (at once for this process's own writes).
 */
export async function mobileMenu(db: Kysely<DB>, user: AuthUser): Promise<MobileMenuModule[]> {
  const rows = await mobileResourceRows(db)
  const granted = await grantedMobileResourceIds(db, user)
  const entry = (r: (typeof rows)[number]) => ({
    id: r.id,
    code: r.code,
    title: r.title,
    titleEn: r.titleEn,
    icon: r.icon,
    color: r.color,
    path: r.path,
    component: r.component,
    sortCode: r.sortCode,
  })
  const bySort = (a: { sortCode: number; id: string }, b: { sortCode: number; id: string }) =>
    a.sortCode - b.sortCode || a.id.localeCompare(b.id)
  const modules: MobileMenuModule[] = []
  for (const m of rows.filter((r) => r.category === 'MODULE').sort(bySort)) {
    const menus = rows
      .filter((r) => r.parentId === m.id && r.category === 'MENU' && granted.has(r.id))
      .sort(bySort)
      .map((menu) => ({
        ...entry(menu),
        buttonCodes: rows
          .filter((b) => b.parentId === menu.id && b.category === 'BUTTON' && granted.has(b.id))
          .sort(bySort)
          .map((b) => b.code),
      }))
    if (menus.length || granted.has(m.id)) modules.push({ ...entry(m), menus })
  }
  return modules
}
