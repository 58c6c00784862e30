import { INDEX_URL, type Lang, type MenuItem, type MenuMeta } from '@portal/contracts'

/** A menu's title in the interface language: `titleEn` in English when set, else `title`. */
export function menuTitle(meta: Pick<MenuMeta, 'title' | 'titleEn'>, lang: Lang): string {
  return lang === 'en' && meta.titleEn ? meta.titleEn : meta.title
}

/** Items the menu shows: hidden ones are skipped. */
export const visibleItems = (items: readonly MenuItem[] | undefined): MenuItem[] =>
  (items ?? []).filter((item) => !item.meta.hidden)

/** The chain module -> … -> item whose path is `path` (empty when the menu does not have it). */
export function menuChain(menu: readonly MenuItem[] | undefined, path: string): MenuItem[] {
  for (const item of menu ?? []) {
    if (item.path === path && item.meta.type !== 'module' && item.meta.type !== 'catalog') return [item]
    const below = menuChain(item.children, path)
    if (below.length > 0) return [item, ...below]
  }
  return []
}

/** Every page of the tree (menus, iframes, links), depth first, with the chain of titles above it. */
export function flattenPages(
  items: readonly MenuItem[] | undefined,
  parents: MenuItem[] = [],
): { item: MenuItem; parents: MenuItem[] }[] {
  const out: { item: MenuItem; parents: MenuItem[] }[] = []
  for (const item of items ?? []) {
    const { type } = item.meta
    if (type === 'menu' || type === 'iframe' || type === 'link') out.push({ item, parents })
    out.push(...flattenPages(item.children, [...parents, item]))
  }
  return out
}

/** Whether the tree has something to open. */
export const hasPages = (items: readonly MenuItem[] | undefined) =>
  flattenPages(items).some(({ item }) => !item.meta.hidden)

/**
 * Where `/` and a fresh login lead: the workbench when the user holds it (the spec's `/home` once
 * that page exists), else the first page of their menu that opens here (not hidden, not a link),
 * else nothing: the shell says there are no menus.
 */
export function homePath(menu: readonly MenuItem[] | undefined): string | null {
  const pages = flattenPages(menu)
    .filter(
      ({ item, parents }) => item.meta.type !== 'link' && ![item, ...parents].some((m) => m.meta.hidden),
    )
    .map(({ item }) => item.path)
  return pages.includes(INDEX_URL) ? INDEX_URL : (pages[0] ?? null)
}

/** Open a menu item: a link in a new browser tab, anything else by its path. */
export function openMenuItem(item: MenuItem, navigate: (to: string) => unknown) {
  if (item.meta.type === 'link') {
    if (item.meta.url) window.open(item.meta.url, '_blank', 'noopener')
    return
  }
  void navigate(item.fullPath || item.path)
}
