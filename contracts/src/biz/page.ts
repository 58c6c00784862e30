import { z } from 'zod'
import { siteLangQuerySchema } from './site.js'

/** The single page shown at /social_responsibility. */
export const PAGE_SOCIAL_RESPONSIBILITY = 'social_responsibility'
/** A page's code: its address /page/{code}. */
export const PAGE_CODE_RE = /^[a-z][a-z0-9_-]{0,63}$/

// ---- Public (the site): one published page by code, in the asked language ----

export const pagePublicQuerySchema = siteLangQuerySchema.extend({ code: z.string().regex(PAGE_CODE_RE) })
export const pagePublicSchema = z.object({
  code: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string().nullable(),
})
/** The published pages' codes and titles (the footer's links). */
export const pagePublicItemSchema = z.object({ code: z.string(), title: z.string() })
export type PagePublic = z.infer<typeof pagePublicSchema>
export type PagePublicItem = z.infer<typeof pagePublicItemSchema>
