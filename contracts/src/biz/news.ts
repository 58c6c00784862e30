import { z } from 'zod'
import { sitePageQuerySchema } from './site.js'

// ---- Public (the site): published news whose publish time has come, in the asked language ----

export const newsPublicPageQuerySchema = sitePageQuerySchema
export const newsPublicItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  coverId: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  publishAt: z.string(),
  pinned: z.boolean(),
  viewCount: z.number(),
})
const neighbour = z.object({ id: z.string(), title: z.string() }).nullable()
export const newsPublicDetailSchema = newsPublicItemSchema.extend({
  content: z.string().nullable(),
  author: z.string().nullable(),
  source: z.string().nullable(),
  /** The next newer and the next older news in the site's order (pinned first, then newest). */
  prev: neighbour,
  next: neighbour,
})
export const newsCategoryPublicSchema = z.object({ id: z.string(), name: z.string() })
export type NewsPublicItem = z.infer<typeof newsPublicItemSchema>
export type NewsPublicDetail = z.infer<typeof newsPublicDetailSchema>
export type NewsCategoryPublic = z.infer<typeof newsCategoryPublicSchema>
