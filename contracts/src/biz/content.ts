import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { bilingual, fields, publishedPageQuerySchema, reqText, sortCode } from '../fields.js'
import { richText } from './site.js'

/**
 * What the back-office lists and forms of the small site-content entities share (company
 * information, history, single pages, contact entries, links, slides): the list query, the columns
 * every row has, and the address fields; and the categories of news and of products.
 */

/**
 * Rich text lands in a TEXT column, which holds 65,535 bytes on MySQL: at most this many characters
 * are accepted, and the server refuses what is still over 65,535 bytes once sanitised.
 */
export const CONTENT_RICH_MAX = 60_000

/**
 * The texts of a section (a company information section, a single page): a title, a summary and
 * rich content, each in Chinese and optionally English.
 */
export const sectionTexts = (titleMax: number, summaryMax: number) =>
  fields(bilingual('title', titleMax, reqText), bilingual('summary', summaryMax), {
    content: richText(CONTENT_RICH_MAX),
    contentEn: richText(CONTENT_RICH_MAX),
  })
/** What a section's detail adds to its row: the summary and the content, both languages. */
export const sectionDetailTexts = nullableStrings('summary', 'summaryEn', 'content', 'contentEn')

/** An admin list of content: keyword, published or not. */
export const contentPageQuerySchema = publishedPageQuerySchema

/** The columns of every admin row of content. */
export const contentRowSchema = z.object(
  fields(strings('id', 'createdAt'), booleans('published'), {
    sortCode: z.number(),
  }),
)

/** Longest name of a category (of news, of products). */
export const CATEGORY_NAME_MAX = 64

/** A category as the site shows it. */
export const categoryPublicSchema = z.object(strings('id', 'name'))
/** What a category's form sends. */
export const categoryAddSchema = z.object(fields(bilingual('name', CATEGORY_NAME_MAX, reqText), { sortCode }))
/** A category as a form and a filter offer it (every category, published or not). */
export const categoryOptionSchema = z.object(
  fields(strings('id', 'name'), nullableStrings('nameEn'), booleans('published')),
)
/** A category's admin row; `countKey`: how many items it holds (a category holding any cannot be deleted). */
export const categoryRowSchema = <K extends string>(countKey: K) =>
  categoryOptionSchema.extend(fields(strings('createdAt'), numbers<'sortCode' | K>('sortCode', countKey)))

const hasSpace = /[\s\\]/

/** An absolute http:// or https:// address with a host (no user name or password in it). */
export function isHttpUrl(value: string): boolean {
  if (hasSpace.test(value) || !/^https?:\/\//i.test(value)) return false
  try {
    const u = new URL(value)
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && !u.username && !u.password
  } catch {
    return false
  }
}

/** A path of the site (`/newsList`), never `//host` (another site), or an http(s) address. */
export const isSiteHref = (value: string): boolean =>
  /^\/(?![/\\])/.test(value) ? !hasSpace.test(value) : isHttpUrl(value)

/** A required http(s) address; the message names the field (server text `contentUrlInvalid`). */
export const httpUrl = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(isHttpUrl, { message: 'an http:// or https:// address', params: { msgKey: 'contentUrlInvalid' } })

/** An optional click target: a site path or an http(s) address ('' and null: none). */
export const siteHref = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .trim()
      .max(max)
      .refine(isSiteHref, {
        message: 'a site path starting with / or an http(s) address',
        params: { msgKey: 'contentHrefInvalid' },
      })
      .nullish(),
  )
