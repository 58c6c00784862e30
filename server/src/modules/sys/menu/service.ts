import type { MenuItem, MenuMeta, MenuType } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { APPROVAL_TASK_MENU, hasOpenTask } from '../../../core/approval.js'
import { deepFreeze } from '../../../core/json.js'
import { memo } from '../../../core/memo.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB, Resource } from '../../../db/schema.js'

/**
 * A resource as the shell's menu item. Defaults are left out (no nulls, no `false`): the web reads
 * a missing field as its default, and the menu is asked on every start of the shell.
 */
function toItem(r: Resource, children: MenuItem[]): MenuItem {
  const isModule = r.category === 'MODULE'
  const meta: MenuMeta = { title: r.title, type: (isModule ? 'module' : (r.menuType ?? 'menu')) as MenuType }
  if (r.titleEn) meta.titleEn = r.titleEn
  if (r.icon) meta.icon = r.icon
  if (r.hidden === 1) meta.hidden = true
  if (r.affix === 1) meta.affix = true
  if (r.fullpage === 1) meta.fullpage = true
  if (r.hiddenBreadcrumb === 1) meta.hiddenBreadcrumb = true
  if (r.url) meta.url = r.url
  const item: MenuItem = { id: r.id, name: r.name ?? r.id, path: r.path ?? `/${r.id}`, meta }
  if (r.component) item.component = r.component
  if (r.redirect) item.redirect = r.redirect
  if (isModule && r.color) item.color = r.color
  if (children.length) item.children = children
  return item
}

/**
 * The modules a user may see, each with its menu tree. A granted menu brings its ancestors
 * (catalogs) and its module; the super admin sees everything.
 */
export async function loginMenu(db: Kysely<DB>, user: AuthUser): Promise<readonly MenuItem[]> {
  // A task waiting for a user who lacks "My approvals" brings the page while it waits.
  const asked =
    !user.superAdmin && !user.menuCodes.has(APPROVAL_TASK_MENU) && (await hasOpenTask(db, user.id))
  // Everyone holding the same resources sees the same menu: one build per grant set.
  return memo(db, `menu:${user.grantKey}${asked ? '+task' : ''}`, ['sys_resource'], async () => {
    const menu = await buildMenu(db, user.superAdmin, user.resourceIds, asked ? [APPROVAL_TASK_MENU] : [])
    return hasPage(menu) ? deepFreeze(menu) : FALLBACK_MENU
  })
}

/** Whether the tree holds anything to open (modules and catalogs only group). */
const hasPage = (items: readonly MenuItem[] | undefined): boolean =>
  (items ?? []).some((m) => (m.meta.type !== 'module' && m.meta.type !== 'catalog') || hasPage(m.children))

/**
 * What a user holding no page at all gets (spec §2's built-in fallback): one module, Default, with
 * the personal centre and the exam pages (drawing, answering, and the result, hidden from the menu).
 */
export const FALLBACK_MENU: readonly MenuItem[] = deepFreeze([
  {
    id: 'fallback-home',
    name: 'homeModule',
    path: '/homeModule',
    meta: { title: '默认', titleEn: 'Default', icon: 'home-outlined', type: 'module' },
    children: [
      {
        id: 'fallback-usercenter',
        name: 'usercenter',
        path: '/usercenter',
        component: 'usercenter/index',
        meta: { title: '个人中心', titleEn: 'Personal centre', icon: 'user-outlined', type: 'menu' },
      },
      {
        id: 'fallback-random-exam',
        name: 'krsRandomExam',
        path: '/krs/random-exam',
        component: 'krs/exam/random',
        meta: { title: '随机抽题', titleEn: 'Take an exam', icon: 'audit-outlined', type: 'menu' },
      },
      {
        id: 'fallback-answer-exam',
        name: 'krsAnswerExam',
        path: '/krs/answer-exam',
        component: 'krs/exam/answer',
        meta: { title: '在线答题', titleEn: 'Answer', icon: 'profile-outlined', type: 'menu' },
      },
      {
        id: 'fallback-answer-result',
        name: 'krsAnswerResult',
        path: '/krs/answer-result',
        component: 'krs/exam/result',
        meta: {
          title: '考试结果',
          titleEn: 'My results',
          icon: 'file-search-outlined',
          type: 'menu',
          hidden: true,
        },
      },
    ],
  },
])

async function buildMenu(
  db: Kysely<DB>,
  superAdmin: boolean,
  resourceIds: ReadonlySet<string>,
  /** Menus shown besides the granted ones, by code. */
  extraCodes: readonly string[],
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
    const extra = all.filter((r) => r.category === 'MENU' && r.code && extraCodes.includes(r.code))
    // Granted by roles or directly (the session's grants, re-read at most every 5 s).
    for (const targetId of [...resourceIds, ...extra.map((r) => r.id)]) {
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
