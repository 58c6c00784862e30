import type { ContactPublic, LinkPublic, PagePublicItem } from '@portal/contracts'
import { imageUrl, SITE_ROUTES, type SiteLang } from '@portal/contracts'
import { renderToString } from 'react-dom/server'
import SiteApp, { sitePages } from './App'
import { type LayoutData, matchRoute, type Query, type SiteGet, type SiteState, textsOf } from './core'

export { SITE_ROUTES }

export interface RenderInput {
  path: string
  /** The query string without `?`. */
  search: string
  lang: SiteLang
  /** `https://host`: canonical and alternate addresses are absolute. */
  origin: string
  /** The server's own public read (no session), in `lang`; null when it answers 404 or 400. */
  get: SiteGet
}

export interface Rendered {
  status: 200 | 404
  /** `<title>`, description, canonical and language alternates, link-preview tags. */
  head: string
  /** The page's HTML, for inside `<div id="site">`. */
  body: string
  state: SiteState
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

async function layoutData(get: SiteGet): Promise<LayoutData> {
  const [base, contacts, links, pages] = await Promise.all([
    get<Array<{ configKey: string; configValue: string }>>('/api/dev/config/sysBaseList'),
    get<ContactPublic[]>('/api/biz/contact/public/list'),
    get<LinkPublic[]>('/api/biz/link/public/list'),
    get<PagePublicItem[]>('/api/biz/page/public/list'),
  ])
  const conf = (k: string) => base?.find((c) => c.configKey === k)?.configValue ?? ''
  return {
    name: conf('SNOWY_SYS_NAME') || 'Portal',
    copyright: conf('SNOWY_SYS_COPYRIGHT'),
    copyrightUrl: conf('SNOWY_SYS_COPYRIGHT_URL'),
    contacts: contacts ?? [],
    links: links ?? [],
    pages: pages ?? [],
  }
}

/** Renders a site path: its data read through the public API, its HTML, and its head. */
export async function render({ path, search, lang, origin, get }: RenderInput): Promise<Rendered> {
  const t = textsOf(lang)
  const match = matchRoute(path)
  const query = new URLSearchParams(search)
  const withLang: SiteGet = (p: string, q?: Query) => get(p, { ...q, lang })
  const [layout, data] = await Promise.all([
    layoutData(withLang),
    match ? sitePages[match.name].load({ get: withLang, params: match.params, search: query, lang }) : null,
  ])
  const found = match && data !== null
  const state: SiteState = {
    route: found ? match.name : null,
    params: match?.params ?? {},
    path,
    search,
    lang,
    layout,
    data: found ? data : null,
  }
  const head = found
    ? sitePages[match.name].head(data, { t, layout })
    : { title: t.notFound.title, description: t.notFound.text, imageId: null }
  const title = match?.name === 'home' && found ? head.title : `${head.title} - ${layout.name}`
  // Canonical: the address without the language (Chinese) or with ?lang=en; the rest of the query
  // (category, page, position) stays, since it changes the content.
  const kept = new URLSearchParams(query)
  kept.delete('lang')
  const address = (l: SiteLang) => {
    const q = new URLSearchParams(kept)
    if (l === 'en') q.set('lang', 'en')
    const s = q.toString()
    return `${origin}${s ? `${path}?${s}` : path}`
  }
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description.slice(0, 200))}">`,
    // A page in English only by the cookie or the browser's language names no canonical address:
    // its address also serves Chinese, and ?lang=en is its English one (an alternate below).
    ...(!found
      ? ['<meta name="robots" content="noindex">']
      : lang === 'zh-cn' || query.get('lang') === lang
        ? [`<link rel="canonical" href="${escapeHtml(address(lang))}">`]
        : []),
    ...(found
      ? [
          `<link rel="alternate" hreflang="zh-CN" href="${escapeHtml(address('zh-cn'))}">`,
          `<link rel="alternate" hreflang="en" href="${escapeHtml(address('en'))}">`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(address('zh-cn'))}">`,
        ]
      : []),
    `<meta property="og:type" content="${match?.name === 'news' ? 'article' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description.slice(0, 200))}">`,
    `<meta property="og:site_name" content="${escapeHtml(layout.name)}">`,
    `<meta property="og:locale" content="${lang === 'en' ? 'en_US' : 'zh_CN'}">`,
    ...(head.imageId
      ? [`<meta property="og:image" content="${escapeHtml(origin + imageUrl(head.imageId, 1600))}">`]
      : []),
  ]
  const body = renderToString(<SiteApp state={state} />)
  return { status: found ? 200 : 404, head: tags.join('\n    '), body, state }
}
