import type { ComponentType } from 'react'

/** What a card may ask of the caller before it shows. */
export interface CardContext {
  /** Holds this button code (the super admin holds all). */
  hasButton(code: string): boolean
  /** The menu includes this route path (e.g. `/dev/notice`). */
  hasPath(path: string): boolean
}

/**
 * A card a module adds to the workbench (spec §2 `/index`): a `workbench.ts` beside the module's
 * page exports one as default. The workbench finds them by glob and imports no module; the card's
 * component is loaded only when it is shown.
 */
export interface WorkbenchCard {
  key: string
  /** Top to bottom within its column. */
  order: number
  /** `main` (wide, left) or `side` (narrow, right). */
  column: 'main' | 'side'
  visible?(ctx: CardContext): boolean
  load(): Promise<{ default: ComponentType }>
}

const found = import.meta.glob<{ default: WorkbenchCard }>('../views/**/workbench.ts', { eager: true })

/** Every card a module added, in order. */
export const workbenchCards: readonly WorkbenchCard[] = Object.values(found)
  .map((m) => m.default)
  .sort((a, b) => a.order - b.order)
