import { z } from 'zod'
import { idSchema } from '../common.js'
import { FILE_URLS, type ImageWidth } from '../dev/file.js'
import { optText } from '../fields.js'

/**
 * What every content entity of the company site shares: the visitor's language, paging of the
 * public lists, publishing, English texts and image renditions. The public routes
 * (`/api/biz/<entity>/public/...`) answer only published content, already in the asked language
 * (English where it exists, Chinese otherwise).
 */
export const SITE_LANGS = ['zh-cn', 'en'] as const
export type SiteLang = (typeof SITE_LANGS)[number]

export const siteLangQuerySchema = z.object({ lang: z.enum(SITE_LANGS).default('zh-cn') })
export const siteIdQuerySchema = siteLangQuerySchema.extend({ id: idSchema })
/** A public list's page: at most 50 rows, at most page 10,000. */
export const sitePageQuerySchema = siteLangQuerySchema.extend({
  current: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
  size: z.coerce.number<number | string>().int().min(1).max(50).default(10),
  categoryId: idSchema.optional(),
})

/** Publish (or take back) several records at once. */
export const publishSchema = z.object({
  idList: z.array(idSchema).min(1).max(500),
  published: z.boolean(),
})

/** An optional English version of a text (empty: the Chinese one is shown). */
export const enText = optText
/** An optional rich text (sanitised by the server on save). */
export const richText = (max: number) => z.string().max(max).nullish()

/** A stored image at a width (height in proportion), for `<img src>` and `srcset`. */
export const imageUrl = (id: string, w: ImageWidth = 960) => `${FILE_URLS.thumbnail}?id=${id}&w=${w}`

/** Content images: raster types, at most 5 MB; résumés: PDF or Word, at most 10 MB. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const RESUME_FILE_MAX_BYTES = 10 * 1024 * 1024

/** What an image upload answers: the stored file's id and name. */
export const uploadedImageSchema = z.object({ id: z.string(), name: z.string() })
export type UploadedImage = z.infer<typeof uploadedImageSchema>

/**
 * The public site's pages (spec §2), rendered by the server (first HTML holds the content) and
 * hydrated in the browser. Fastify's `:param` syntax; the web's site router reads the same table.
 */
export const SITE_ROUTES = {
  home: '/home',
  profile: '/company_profile',
  products: '/products',
  product: '/products/:id',
  newsList: '/newsList',
  news: '/vxNewsDetailContent/:id',
  contact: '/contactUs_profile',
  recruitment: '/recruitment_information',
  recruit: '/recruit',
  responsibility: '/social_responsibility',
  page: '/page/:code',
  announcement: '/announcement/:id',
} as const
export type SiteRouteName = keyof typeof SITE_ROUTES

const sitePatterns = (Object.entries(SITE_ROUTES) as Array<[SiteRouteName, string]>).map(([name, path]) => {
  const keys: string[] = []
  const source = path.replace(/:(\w+)/g, (_m, k: string) => {
    keys.push(k)
    return '([^/]+)'
  })
  return { name, keys, re: new RegExp(`^${source}/?$`) }
})

/** The site route a path names, with its parameters; null when it is none of the site's. */
export function matchSiteRoute(path: string): { name: SiteRouteName; params: Record<string, string> } | null {
  for (const p of sitePatterns) {
    const m = p.re.exec(path)
    if (!m) continue
    const params: Record<string, string> = {}
    try {
      p.keys.forEach((k, i) => {
        params[k] = decodeURIComponent(m[i + 1] ?? '')
      })
    } catch {
      return null // a malformed escape names nothing
    }
    return { name: p.name, params }
  }
  return null
}
/** The cookie that remembers the visitor's language (a year). */
export const SITE_LANG_COOKIE = 'site_lang'
/** What a site page's address may carry: the language, a category and a page of a list, a position. */
export const sitePageAddressSchema = z.object({
  lang: z.enum(SITE_LANGS).optional(),
  category: z.string().max(64).optional(),
  page: z.coerce.number<number | string>().int().min(1).max(10_000).optional(),
  id: z.string().max(64).optional(),
})
