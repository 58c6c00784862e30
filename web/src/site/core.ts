import {
  type ContactPublic,
  type LinkPublic,
  matchSiteRoute,
  type PagePublicItem,
  SITE_ROUTES,
  type SiteLang,
  type SiteRouteName,
} from '@portal/contracts'
import { createContext, useContext } from 'react'
import { fill, type SiteTexts, siteTexts } from './texts'

/** A public read as the server answers it: its `data`, or null when it answered 404. */
export type Query = Record<string, string | number | undefined>
export type SiteGet = <T>(path: string, query?: Query) => Promise<T | null>

export interface LoadContext {
  get: SiteGet
  params: Record<string, string>
  search: URLSearchParams
  lang: SiteLang
}

export interface Head {
  title: string
  description: string
  /** An image for link previews (a file id). */
  imageId?: string | null
}

/** One page of the site: its data (null: not found), its head, its view. */
export interface SitePage<D> {
  load(ctx: LoadContext): Promise<D | null>
  head(data: D, ctx: { t: SiteTexts; layout: LayoutData }): Head
  View(props: { data: D }): React.ReactNode
}

/** What every page shows around its content: the name, the footer's contacts, links and pages. */
export interface LayoutData {
  name: string
  copyright: string
  copyrightUrl: string
  contacts: ContactPublic[]
  links: LinkPublic[]
  pages: PagePublicItem[]
}

/** What the server rendered with, embedded in the page for the browser to hydrate with. */
export interface SiteState {
  route: SiteRouteName | null
  params: Record<string, string>
  path: string
  search: string
  lang: SiteLang
  layout: LayoutData
  data: unknown
}

export const SITE_STATE_ID = 'site-state'

/** The site route a path names (`SITE_ROUTES`), with its parameters. */
export const matchRoute = matchSiteRoute

/** A site path with its parameters filled in. */
export const sitePath = (name: SiteRouteName, params: Record<string, string> = {}) =>
  SITE_ROUTES[name].replace(/:(\w+)/g, (_m, k: string) => encodeURIComponent(params[k] ?? ''))

export interface SiteContextValue {
  lang: SiteLang
  t: SiteTexts
  layout: LayoutData
  route: SiteRouteName | null
  path: string
  search: string
}

export const SiteContext = createContext<SiteContextValue | null>(null)

export function useSite(): SiteContextValue & { fill: typeof fill } {
  const v = useContext(SiteContext)
  if (!v) throw new Error('useSite outside the site')
  return { ...v, fill }
}

export const textsOf = (lang: SiteLang) => siteTexts[lang]

/** A stored instant as the company's calendar date (China, UTC+8), the same on server and browser. */
export const dateOf = (iso: string | null | undefined) =>
  iso ? new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10) : ''
