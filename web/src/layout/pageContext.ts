import { createContext, useContext } from 'react'
import type { RouteHandle } from '../app/routeHandle'

/** The page a (possibly hidden, kept-alive) view belongs to: its path and route handle. */
export interface PageInfo {
  path: string
  handle: RouteHandle | undefined
}

export const PageContext = createContext<PageInfo | null>(null)

/** The page this component renders in (stable while its tab is hidden, unlike useMatches()). */
export const usePage = () => useContext(PageContext)
