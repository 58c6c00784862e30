import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { optId, optText, reqText, searchKey, sortCode } from '../fields.js'
import { enText, publishSchema, richText, sitePageQuerySchema } from './site.js'

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

// ---- Admin (the back-office): every news item and category, both languages ----

const TITLE_MAX = 255
const SUMMARY_MAX = 500
/** Rich HTML as sent by the editor; the server sanitises it before it is stored. */
const CONTENT_MAX = 100_000
const AUTHOR_MAX = 64
const SOURCE_MAX = 128
const CATEGORY_NAME_MAX = 64
const TIME_MAX = 32

/** Longest values of the news fields, for the web's inputs. */
export const NEWS_LIMITS = {
  title: TITLE_MAX,
  summary: SUMMARY_MAX,
  content: CONTENT_MAX,
  author: AUTHOR_MAX,
  source: SOURCE_MAX,
  categoryName: CATEGORY_NAME_MAX,
} as const

/** An ISO 8601 instant (the web sends `toISOString()`); empty: "when it is published". */
const publishAt = z.preprocess(
  (v) => (v === '' ? null : v),
  z.iso.datetime({ offset: true }).max(TIME_MAX).nullish(),
)

export const newsAddSchema = z.object({
  categoryId: optId,
  title: reqText(TITLE_MAX),
  titleEn: enText(TITLE_MAX),
  summary: optText(SUMMARY_MAX),
  summaryEn: enText(SUMMARY_MAX),
  content: richText(CONTENT_MAX),
  contentEn: richText(CONTENT_MAX),
  /** A public content image's file id (the upload route's answer). */
  coverId: optId,
  author: optText(AUTHOR_MAX),
  source: optText(SOURCE_MAX),
  /** A later time schedules it: published, it shows from then on. Empty: the moment it is published. */
  publishAt,
  pinned: z.boolean().default(false),
  sortCode,
})
export const newsEditSchema = newsAddSchema.extend({ id: idSchema })
export const newsPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  /** Title contains (the same as `searchKey`, which searches the title only). */
  title: searchKey,
  categoryId: idSchema.optional(),
  published: z.enum(['0', '1']).optional(),
  pinned: z.enum(['0', '1']).optional(),
})
export const newsPublishSchema = publishSchema

export const newsRowSchema = z.object({
  id: z.string(),
  categoryId: z.string().nullable(),
  /** The category's Chinese name (null when it has none, or it was deleted). */
  categoryName: z.string().nullable(),
  categoryNameEn: z.string().nullable(),
  title: z.string(),
  titleEn: z.string().nullable(),
  coverId: z.string().nullable(),
  author: z.string().nullable(),
  /** When it shows (or showed, or will show) on the site; null until first published. */
  publishAt: z.string().nullable(),
  pinned: z.boolean(),
  viewCount: z.number(),
  published: z.boolean(),
  sortCode: z.number(),
  createdAt: z.string(),
})
export const newsDetailSchema = newsRowSchema.extend({
  summary: z.string().nullable(),
  summaryEn: z.string().nullable(),
  content: z.string().nullable(),
  contentEn: z.string().nullable(),
  source: z.string().nullable(),
})
export type NewsRow = z.infer<typeof newsRowSchema>
export type NewsDetail = z.infer<typeof newsDetailSchema>

export const newsCategoryAddSchema = z.object({
  name: reqText(CATEGORY_NAME_MAX),
  nameEn: enText(CATEGORY_NAME_MAX),
  sortCode,
})
export const newsCategoryEditSchema = newsCategoryAddSchema.extend({ id: idSchema })
export const newsCategoryPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  published: z.enum(['0', '1']).optional(),
})
export const newsCategoryRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  published: z.boolean(),
  sortCode: z.number(),
  /** How many news items it holds (a category holding any cannot be deleted). */
  newsCount: z.number(),
  createdAt: z.string(),
})
/** A category as the news form and filter offer it (every category, published or not). */
export const newsCategoryOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  published: z.boolean(),
})
export type NewsCategoryRow = z.infer<typeof newsCategoryRowSchema>
export type NewsCategoryOption = z.infer<typeof newsCategoryOptionSchema>
