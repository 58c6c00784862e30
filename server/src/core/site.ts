import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { SITE_LANG_COOKIE, SITE_LANGS, SITE_ROUTES, type SiteLang } from '@portal/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { t } from './i18n.js'
import { defineRoute } from './route.js'

/** What the web's server build (`web/dist-ssr/entry-server.js`) exports. */
interface SiteRenderer {
  render(input: {
    path: string
    search: string
    lang: SiteLang
    origin: string
    get: <T>(url: string, query?: Record<string, string | number | undefined>) => Promise<T | null>
  }): Promise<{ status: number; head: string; body: string; state: unknown }>
}

const LANG_COOKIE_MAX_AGE = 365 * 24 * 3600

const cookieLang = (req: FastifyRequest): SiteLang | null => {
  const m = new RegExp(`(?:^|;\\s*)${SITE_LANG_COOKIE}=([^;]+)`).exec(req.headers.cookie ?? '')
  const v = m?.[1]
  return v && (SITE_LANGS as readonly string[]).includes(v) ? (v as SiteLang) : null
}

/**
 * The visitor's language: `?lang=` (then remembered in a cookie), else the cookie, else the
 * browser's first choice, else Chinese.
 */
function siteLang(req: FastifyRequest): { lang: SiteLang; chosen: boolean } {
  const q = (req.query as Record<string, unknown>).lang
  if (typeof q === 'string' && (SITE_LANGS as readonly string[]).includes(q))
    return { lang: q as SiteLang, chosen: true }
  const remembered = cookieLang(req)
  if (remembered) return { lang: remembered, chosen: false }
  const accept = req.headers['accept-language']
  return { lang: typeof accept === 'string' && /^en\b/i.test(accept.trim()) ? 'en' : 'zh-cn', chosen: false }
}

/** `</script>` and the like cannot end the embedded state early. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * The public company site (`SITE_ROUTES`): each page rendered here with its content, from the
 * same public reads the browser could make (answered in-process, without a session), so crawlers
 * and link previews see it without running a script; the browser then hydrates it. Answers carry an
 * ETag of their bytes and `no-cache`, so a content change shows at once. Without a web build (the
 * server tests) the pages answer 404.
 */
export async function registerSite(app: FastifyInstance, webDist: string) {
  const templateFile = path.join(webDist, 'site.html')
  const rendererFile = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js')
  let site: { template: string; renderer: SiteRenderer } | null = null
  if (fs.existsSync(templateFile) && fs.existsSync(rendererFile)) {
    site = {
      template: fs.readFileSync(templateFile, 'utf8'),
      renderer: (await import(pathToFileURL(rendererFile).href)) as SiteRenderer,
    }
  } else app.log.info({ templateFile, rendererFile }, 'public site not built: its pages answer 404')

  for (const [name, url] of Object.entries(SITE_ROUTES))
    defineRoute(app, {
      method: 'GET',
      url,
      perm: 'public',
      raw: 'html',
      summary: `Public site page "${name}" (HTML, rendered by the server)`,
      tags: ['site'],
      handler: async ({ req, reply, lang: apiLang }) => {
        if (!site)
          return reply.code(404).send({
            code: 404,
            msg: t(apiLang, 'notFound', { path: req.url.split('?')[0]!.slice(0, 200) }),
            data: null,
          })
        const { lang, chosen } = siteLang(req)
        const [pathname = '/', search = ''] = req.url.split('?', 2)
        const get = async <T>(apiUrl: string, query: Record<string, string | number | undefined> = {}) => {
          const q = new URLSearchParams()
          for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v))
          const res = await app.inject({
            method: 'GET',
            url: `${apiUrl}?${q}`,
            headers: { 'accept-language': lang },
          })
          if (res.statusCode === 404 || res.statusCode === 400) return null
          if (res.statusCode !== 200) throw new Error(`site read ${apiUrl}: HTTP ${res.statusCode}`)
          return (res.json() as { data: T }).data
        }
        const origin = `${req.protocol}://${req.host}`
        const out = await site.renderer.render({ path: pathname, search, lang, origin, get })
        const html = site.template
          .replace('<html lang="zh-CN">', `<html lang="${lang === 'en' ? 'en' : 'zh-CN'}">`)
          .replace('<!--site-head-->', out.head)
          .replace('<!--site-body-->', out.body)
          .replace(
            '<!--site-state-->',
            `<script id="site-state" type="application/json">${jsonForHtml(out.state)}</script>`,
          )
        const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`
        if (chosen)
          reply.header(
            'set-cookie',
            `${SITE_LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`,
          )
        reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie, Accept-Language')
          .header('etag', etag)
        if (out.status === 200 && req.headers['if-none-match'] === etag) return reply.code(304).send()
        return reply.code(out.status).type('text/html; charset=utf-8').send(html)
      },
    })
}
