import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema } from '../common.js'
import { fields, sortCode } from '../fields.js'
import { contentPageQuerySchema, contentRowSchema, sectionDetailTexts, sectionTexts } from './content.js'
import { siteLangQuerySchema } from './site.js'

/** The single page shown at /social_responsibility. */
export const PAGE_SOCIAL_RESPONSIBILITY = 'social_responsibility'
/** A page's code: its address /page/{code}. */
export const PAGE_CODE_RE = /^[a-z][a-z0-9_-]{0,63}$/

// ---- Public (the site): one published page by code, in the asked language ----

export const pagePublicQuerySchema = siteLangQuerySchema.extend({ code: z.string().regex(PAGE_CODE_RE) })
export const pagePublicSchema = z.object(
  fields(strings('code', 'title'), nullableStrings('summary', 'content')),
)
/** The published pages' codes and titles (the footer's links). */
export const pagePublicItemSchema = z.object({ code: z.string(), title: z.string() })
export type PagePublic = z.infer<typeof pagePublicSchema>
export type PagePublicItem = z.infer<typeof pagePublicItemSchema>

// ---- Admin (the back-office): every page, both languages ----

const CODE_MAX = 64
const TITLE_MAX = 255
const SUMMARY_MAX = 500

/** Longest values of the fields, for the web's inputs. */
export const PAGE_LIMITS = { code: CODE_MAX, title: TITLE_MAX, summary: SUMMARY_MAX } as const

// The section texts as the object itself, not spread: a spread at module level would keep zod in
// the site's bundle.
export const pageAddSchema = z.object(sectionTexts(TITLE_MAX, SUMMARY_MAX)).extend({
  /** Unique; lower case (`Legal` is stored as `legal`). */
  code: z.string().trim().toLowerCase().max(CODE_MAX).regex(PAGE_CODE_RE),
  sortCode,
})
export const pageEditSchema = pageAddSchema.extend({ id: idSchema })
export const pagePageQuerySchema = contentPageQuerySchema
export const pageRowSchema = contentRowSchema.extend(
  fields(strings('code', 'title'), nullableStrings('titleEn')),
)
export const pageDetailSchema = pageRowSchema.extend(sectionDetailTexts)
export type PageRow = z.infer<typeof pageRowSchema>
export type PageDetail = z.infer<typeof pageDetailSchema>
