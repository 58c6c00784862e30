import { TABS_MAX } from '@portal/contracts'
import { create } from 'zustand'

/** A view tab (spec §3): path, fullPath, name and meta (title, key). */
export interface ViewTag {
  path: string
  fullPath: string
  name: string
  meta: { title: string; titleEn?: string | null; key?: string; icon?: string | null; affix?: boolean }
}

interface ViewTagsState {
  tags: ViewTag[]
  /** Bumped by "refresh": the page under that path is mounted afresh. */
  refreshKeys: Record<string, number>
  /** Add (or update) the tab of a visited page; above TABS_MAX the second tab goes (spec §4). */
  add: (tag: ViewTag) => void
  /** The affix tabs of the menu lead the bar and stay. */
  setAffix: (tags: ViewTag[]) => void
  remove: (path: string) => void
  /** Keep the affix tabs and `path`. */
  closeOthers: (path: string) => void
  refresh: (path: string) => void
  reset: () => void
}

/** Session-storage entry of the open tabs: a reload keeps them (a new browser tab starts afresh). */
export const VIEW_TAGS_SESSION_KEY = 'VIEW_TAGS'

function savedTags(): ViewTag[] {
  try {
    const raw = sessionStorage.getItem(VIEW_TAGS_SESSION_KEY)
    const tags = raw ? (JSON.parse(raw) as unknown) : []
    return Array.isArray(tags)
      ? tags.filter((t): t is ViewTag => typeof t?.path === 'string' && typeof t?.meta?.title === 'string')
      : []
  } catch {
    return []
  }
}

export const useViewTagsStore = create<ViewTagsState>()((set) => ({
  tags: savedTags(),
  refreshKeys: {},
  add: (tag) =>
    set((s) => {
      const at = s.tags.findIndex((t) => t.path === tag.path)
      if (at >= 0) {
        const old = s.tags[at]
        if (old?.fullPath === tag.fullPath && old.meta.title === tag.meta.title) return s
        const tags = [...s.tags]
        tags[at] = { ...tag, meta: { ...tag.meta, affix: old?.meta.affix || tag.meta.affix } }
        return { tags }
      }
      const tags = [...s.tags, tag]
      while (tags.length > TABS_MAX) tags.splice(1, 1)
      return { tags }
    }),
  setAffix: (affix) =>
    set((s) => {
      const paths = new Set(affix.map((t) => t.path))
      const rest = s.tags.filter((t) => !paths.has(t.path))
      return { tags: [...affix, ...rest] }
    }),
  remove: (path) => set((s) => ({ tags: s.tags.filter((t) => t.path !== path || t.meta.affix) })),
  closeOthers: (path) => set((s) => ({ tags: s.tags.filter((t) => t.meta.affix || t.path === path) })),
  refresh: (path) =>
    set((s) => ({ refreshKeys: { ...s.refreshKeys, [path]: (s.refreshKeys[path] ?? 0) + 1 } })),
  reset: () => set({ tags: [], refreshKeys: {} }),
}))

useViewTagsStore.subscribe((state, prev) => {
  if (state.tags === prev.tags) return
  try {
    if (state.tags.length) sessionStorage.setItem(VIEW_TAGS_SESSION_KEY, JSON.stringify(state.tags))
    else sessionStorage.removeItem(VIEW_TAGS_SESSION_KEY)
  } catch {
    // storage blocked: the tabs live in memory only
  }
})
