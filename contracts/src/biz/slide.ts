import { z } from 'zod'
import { idSchema } from '../common.js'
import { optText, reqText, sortCode } from '../fields.js'
import { contentPageQuerySchema, contentRowSchema, siteHref } from './content.js'
import { enText, siteLangQuerySchema } from './site.js'

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

// ---- Admin (the back-office): every slide, both languages ----

const TITLE_MAX = 128
const SUBTITLE_MAX = 255
const LINK_MAX = 512

/** Longest values of the fields, for the web's inputs. */
export const SLIDE_LIMITS = { title: TITLE_MAX, subtitle: SUBTITLE_MAX, linkUrl: LINK_MAX } as const

export const slideAddSchema = z.object({
  place: z.enum(SLIDE_PLACES),
  title: reqText(TITLE_MAX),
  titleEn: enText(TITLE_MAX),
  subtitle: optText(SUBTITLE_MAX),
  subtitleEn: enText(SUBTITLE_MAX),
  /** A public content image's file id (the upload route's answer); wide pictures (1920 × 720) fit best. */
  imageId: idSchema,
  /** A site path (`/products`) or an http(s) address; empty: the slide links nowhere. */
  linkUrl: siteHref(LINK_MAX),
  sortCode,
})
export const slideEditSchema = slideAddSchema.extend({ id: idSchema })
export const slidePageQuerySchema = contentPageQuerySchema.extend({ place: z.enum(SLIDE_PLACES).optional() })
export const slideRowSchema = contentRowSchema.extend({
  place: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  subtitle: z.string().nullable(),
  subtitleEn: z.string().nullable(),
  imageId: z.string(),
  linkUrl: z.string().nullable(),
})
export const slideDetailSchema = slideRowSchema
export type SlideRow = z.infer<typeof slideRowSchema>
