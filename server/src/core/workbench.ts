import type { WorkbenchFigure } from '@portal/contracts'
import type { Deps } from './deps.js'
import { type Lang, type MsgKey, t } from './i18n.js'
import type { AuthUser } from './session.js'

/**
 * The workbench's figure row (spec §2 `/index`): a module adds a figure here (my pending approvals,
 * today's visitors, …) and the workbench shows those its caller may see, so the workbench itself
 * knows no module. Figures are counts read on each visit: each must be an indexed count.
 */
export interface FigureDef {
  /** Unique; also the web's test id `wb-figure-<key>`. */
  key: string
  /** Left to right. */
  order: number
  title: MsgKey
  /** The page a click opens (the module's own list, filtered as the figure counts). */
  path?: string
  /** Whether the caller sees the figure at all (usually: holds the page it counts). */
  visible(user: AuthUser): boolean
  value(deps: Deps, user: AuthUser): Promise<number>
  /** The value counts no further than this (a count that must stay cheap at any size). */
  cap?: number
}

const figures: FigureDef[] = []

/** Adds a figure (at module load, like `defineList`); a key used twice throws. */
export function defineWorkbenchFigure(def: FigureDef): FigureDef {
  if (figures.some((f) => f.key === def.key)) throw new Error(`workbench figure ${def.key} defined twice`)
  figures.push(def)
  figures.sort((a, b) => a.order - b.order)
  return def
}

/** The caller's figures, in order, titled in their language. */
export async function workbenchFigures(deps: Deps, user: AuthUser, lang: Lang): Promise<WorkbenchFigure[]> {
  const shown = figures.filter((f) => f.visible(user))
  const values = await Promise.all(shown.map((f) => f.value(deps, user)))
  return shown.map((f, i) => ({
    key: f.key,
    title: t(lang, f.title),
    value: values[i]!,
    ...(f.cap !== undefined && values[i]! >= f.cap ? { capped: true } : {}),
    ...(f.path ? { path: f.path } : {}),
  }))
}
