import { z } from 'zod'
import { optionalStrings, strings, treeOf } from '../answers.js'
import { fields } from '../fields.js'

export const MENU_TYPES = ['catalog', 'menu', 'module', 'link', 'iframe'] as const
export type MenuType = (typeof MENU_TYPES)[number]

/** Route meta of a menu item (spec §3). `titleEn` lets the web show the menu in English. */
const menuMetaSchema = z.object(
  fields(strings('title'), optionalStrings('titleEn', 'icon', 'active', 'url'), {
    type: z.enum(MENU_TYPES),
    hidden: z.boolean().optional(),
    hiddenBreadcrumb: z.boolean().optional(),
    affix: z.boolean().optional(),
    fullpage: z.boolean().optional(),
    breadcrumb: z.boolean().optional(),
    key: z.string().optional(),
  }),
)
export type MenuMeta = z.infer<typeof menuMetaSchema>

const menuItemFields = z.object(
  fields(strings('id', 'name', 'path'), optionalStrings('query', 'component', 'redirect', 'color'), {
    fullPath: z.string().optional(),
    meta: menuMetaSchema,
  }),
)
export const menuItemSchema = treeOf(menuItemFields, 'MenuItem')
export type MenuItem = z.infer<typeof menuItemSchema>

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
