import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema } from '../common.js'
import {
  bilingual,
  fields,
  optId,
  optInstant,
  optText,
  publishedFlag,
  publishedPageQuerySchema,
  reqText,
  searchKey,
  sortCode,
} from '../fields.js'
import {
  CATEGORY_NAME_MAX,
  categoryAddSchema,
  categoryOptionSchema,
  categoryPublicSchema,
  categoryRowSchema,
} from './content.js'
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
export const newsCategoryPublicSchema = categoryPublicSchema
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

/** Longest values of the news fields, for the web's inputs. */
export const NEWS_LIMITS = {
  title: TITLE_MAX,
  summary: SUMMARY_MAX,
  content: CONTENT_MAX,
  author: AUTHOR_MAX,
  source: SOURCE_MAX,
  categoryName: CATEGORY_NAME_MAX,
} as const

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
    publishAt: optInstant,
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

export const newsCategoryAddSchema = categoryAddSchema
export const newsCategoryEditSchema = newsCategoryAddSchema.extend({ id: idSchema })
export const newsCategoryPageQuerySchema = publishedPageQuerySchema
export const newsCategoryOptionSchema = categoryOptionSchema
/** `newsCount`: how many news items it holds. */
export const newsCategoryRowSchema = categoryRowSchema('newsCount')
export type NewsCategoryRow = z.infer<typeof newsCategoryRowSchema>
export type NewsCategoryOption = z.infer<typeof newsCategoryOptionSchema>
