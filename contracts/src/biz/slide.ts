import { z } from 'zod'
import { siteLangQuerySchema } from './site.js'

/** Where a slideshow is shown. */
export const SLIDE_PLACES = ['HOME', 'PRODUCTS', 'NEWS', 'ABOUT'] as const
export type SlidePlace = (typeof SLIDE_PLACES)[number]

// ---- Public (the site): a place's published slides by sort code, in the asked language ----

export const slidePublicQuerySchema = siteLangQuerySchema.extend({ place: z.enum(SLIDE_PLACES) })
export const slidePublicSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageId: z.string(),
  /** Where a click goes: a site path (`/newsList`) or an http(s) URL; null: nowhere. */
  linkUrl: z.string().nullable(),
})
export type SlidePublic = z.infer<typeof slidePublicSchema>
