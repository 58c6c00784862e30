import type { MenuItem, MenuType } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { deepFreeze } from '../../../core/json.js'
import { memo } from '../../../core/memo.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB, Resource } from '../../../db/schema.js'

function toItem(r: Resource, children: MenuItem[]): MenuItem {
  const isModule = r.category === 'MODULE'
  const item: MenuItem = {
    id: r.id,
    name: r.name ?? r.id,
    path: r.path ?? `/${r.id}`,
    component: r.component,
    redirect: r.redirect,
    meta: {
      title: r.title,
      titleEn: r.titleEn,
      icon: r.icon,
      type: (isModule ? 'module' : (r.menuType ?? 'menu')) as MenuType,
      hidden: r.hidden === 1,
      affix: r.affix === 1,
      fullpage: r.fullpage === 1,
      hiddenBreadcrumb: r.hiddenBreadcrumb === 1,
      url: r.url,
    },
  }
  if (isModule) item.color = r.color
  if (children.length) item.children = children
  return item
}

/**
 * The modules a user may see, each with its menu tree. A granted menu brings its ancestors
 * (catalogs) and its module; the super admin sees everything.
 */
export function loginMenu(db: Kysely<DB>, user: AuthUser): Promise<MenuItem[]> {
  // Everyone holding the same resources sees the same menu: one build per grant set.
  return memo(db, `menu:${user.grantKey}`, ['sys_resource'], async () =>
    deepFreeze(await buildMenu(db, user.superAdmin, user.resourceIds)),
  )
}

async function buildMenu(
  db: Kysely<DB>,
  superAdmin: boolean,
  resourceIds: ReadonlySet<string>,
): Promise<MenuItem[]> {
  const all = await db
    .selectFrom('sysResource')
    .selectAll()
    .where('category', 'in', ['MODULE', 'MENU'])
    .orderBy('sortCode')
    .orderBy('id')
    .execute()
  const byId = new Map(all.map((r) => [r.id, r]))
  let visible: Set<string>
  if (superAdmin) {
    visible = new Set(all.map((r) => r.id))
  } else {
    visible = new Set()
    // Granted by roles or directly (the session's grants, re-read at most every 5 s).
    for (const targetId of resourceIds) {
      // Walk up to the module so every granted menu has a path to show it by.
      for (let r = byId.get(targetId); r && !visible.has(r.id); r = byId.get(r.parentId)) {
        visible.add(r.id)
        if (r.category === 'MENU' && r.moduleId) visible.add(r.moduleId)
      }
    }
  }
  const childrenOf = new Map<string, Resource[]>()
  for (const r of all) {
    if (!visible.has(r.id) || r.category !== 'MENU') continue
    const parent = byId.get(r.parentId) ? r.parentId : (r.moduleId ?? '')
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), r])
  }
  const build = (parentId: string): MenuItem[] =>
    (childrenOf.get(parentId) ?? []).map((r) => toItem(r, build(r.id)))
  return all.filter((r) => r.category === 'MODULE' && visible.has(r.id)).map((m) => toItem(m, build(m.id)))
}
