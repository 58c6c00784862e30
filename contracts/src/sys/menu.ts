import { z } from 'zod'

export const MENU_TYPES = ['catalog', 'menu', 'module', 'link', 'iframe'] as const
export type MenuType = (typeof MENU_TYPES)[number]

/** Route meta of a menu item (spec §3). `titleEn` lets the web show the menu in English. */
export interface MenuMeta {
  title: string
  titleEn?: string | null
  icon?: string | null
  type: MenuType
  hidden?: boolean
  hiddenBreadcrumb?: boolean
  active?: string | null
  affix?: boolean
  fullpage?: boolean
  url?: string | null
  breadcrumb?: boolean
  key?: string
}

export interface MenuItem {
  id: string
  name: string
  path: string
  fullPath?: string
  query?: string | null
  component?: string | null
  redirect?: string | null
  color?: string | null
  meta: MenuMeta
  children?: MenuItem[]
}

const menuMetaSchema = z.object({
  title: z.string(),
  titleEn: z.string().nullable().optional(),
  icon: z.string().nullable().optional(),
  type: z.enum(MENU_TYPES),
  hidden: z.boolean().optional(),
  hiddenBreadcrumb: z.boolean().optional(),
  active: z.string().nullable().optional(),
  affix: z.boolean().optional(),
  fullpage: z.boolean().optional(),
  url: z.string().nullable().optional(),
  breadcrumb: z.boolean().optional(),
  key: z.string().optional(),
})

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    path: z.string(),
    fullPath: z.string().optional(),
    query: z.string().nullable().optional(),
    component: z.string().nullable().optional(),
    redirect: z.string().nullable().optional(),
    color: z.string().nullable().optional(),
    meta: menuMetaSchema,
    children: z.array(menuItemSchema).optional(),
  }),
)

/** First menu a user lands on: the first item that is neither a catalog nor hidden (depth first). */
export function findIndexMenu(items: readonly MenuItem[] | undefined): MenuItem | undefined {
  for (const item of items ?? []) {
    if (item.meta.hidden) continue
    if (item.meta.type !== 'catalog' && item.meta.type !== 'module') return item
    const found = findIndexMenu(item.children)
    if (found) return found
  }
  return undefined
}

/** Whether `path` is one of the menu's routes. */
export function menuHasPath(items: readonly MenuItem[] | undefined, path: string): boolean {
  return (items ?? []).some((m) => m.path === path || menuHasPath(m.children, path))
}
