import { z } from 'zod'
import { idSchema } from '../common.js'
import {
  bilingual,
  booleans,
  fields,
  nullableStrings,
  numbers,
  optId,
  optText,
  publishedFlag,
  publishedPageQuerySchema,
  reqText,
  searchKey,
  sortCode,
  strings,
} from '../fields.js'
import { publishSchema, richText, sitePageQuerySchema } from './site.js'

// ---- Public (the site): published news whose publish time has come, in the asked language ----

export const newsPublicPageQuerySchema = sitePageQuerySchema
export const newsPublicItemSchema = z.object(
  fields(
    strings('id', 'title', 'publishAt'),
    nullableStrings('summary', 'coverId', 'categoryId', 'categoryName'),
    {
      pinned: z.boolean(),
      viewCount: z.number(),
    },
  ),
)
const neighbour = z.object({ id: z.string(), title: z.string() }).nullable()
export const newsPublicDetailSchema = newsPublicItemSchema.extend(
  fields(nullableStrings('content', 'author', 'source'), {
    /** The next newer and the next older news in the site's order (pinned first, then newest). */
    prev: neighbour,
    next: neighbour,
  }),
)
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

export const newsAddSchema = z.object(
  fields(bilingual('title', TITLE_MAX, reqText), bilingual('summary', SUMMARY_MAX), {
    categoryId: optId,
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
  }),
)
export const newsEditSchema = newsAddSchema.extend({ id: idSchema })
export const newsPageQuerySchema = publishedPageQuerySchema.extend({
  /** Title contains (the same as `searchKey`, which searches the title only). */
  title: searchKey,
  categoryId: idSchema.optional(),
  pinned: publishedFlag,
})
export const newsPublishSchema = publishSchema

/**
 * `categoryName` is the category's Chinese name (null when it has none, or it was deleted);
 * `publishAt` when it shows (or showed, or will show) on the site, null until first published.
 */
export const newsRowSchema = z.object(
  fields(
    strings('id', 'title', 'createdAt'),
    nullableStrings('categoryId', 'categoryName', 'categoryNameEn', 'titleEn', 'coverId', 'author'),
    nullableStrings('publishAt'),
    booleans('pinned', 'published'),
    numbers('viewCount', 'sortCode'),
  ),
)
export const newsDetailSchema = newsRowSchema.extend(
  nullableStrings('summary', 'summaryEn', 'content', 'contentEn', 'source'),
)
export type NewsRow = z.infer<typeof newsRowSchema>
export type NewsDetail = z.infer<typeof newsDetailSchema>

export const newsCategoryAddSchema = z.object(
  fields(bilingual('name', CATEGORY_NAME_MAX, reqText), { sortCode }),
)
export const newsCategoryEditSchema = newsCategoryAddSchema.extend({ id: idSchema })
export const newsCategoryPageQuerySchema = publishedPageQuerySchema
/** A category as the news form and filter offer it (every category, published or not). */
export const newsCategoryOptionSchema = z.object(
  fields(strings('id', 'name'), {
    nameEn: z.string().nullable(),
    published: z.boolean(),
  }),
)
export const newsCategoryRowSchema = newsCategoryOptionSchema.extend(
  fields(
    strings('createdAt'),
    /** `newsCount`: how many news items it holds (a category holding any cannot be deleted). */
    numbers('sortCode', 'newsCount'),
  ),
)
export type NewsCategoryRow = z.infer<typeof newsCategoryRowSchema>
export type NewsCategoryOption = z.infer<typeof newsCategoryOptionSchema>
