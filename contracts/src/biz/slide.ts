import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema } from '../common.js'
import { bilingual, fields, reqText, sortCode } from '../fields.js'
import { contentPageQuerySchema, contentRowSchema, siteHref } from './content.js'
import { siteLangQuerySchema } from './site.js'

/** Where a slideshow is shown. */
export const SLIDE_PLACES = ['HOME', 'PRODUCTS', 'NEWS', 'ABOUT'] as const
export type SlidePlace = (typeof SLIDE_PLACES)[number]

// ---- Public (the site): a place's published slides by sort code, in the asked language ----

export const slidePublicQuerySchema = siteLangQuerySchema.extend({ place: z.enum(SLIDE_PLACES) })
/** `linkUrl`: where a click goes, a site path (`/newsList`) or an http(s) URL; null: nowhere. */
export const slidePublicSchema = z.object(
  fields(strings('id', 'title', 'imageId'), nullableStrings('subtitle', 'linkUrl')),
)
export type SlidePublic = z.infer<typeof slidePublicSchema>

// ---- Admin (the back-office): every slide, both languages ----

const TITLE_MAX = 128
const SUBTITLE_MAX = 255
const LINK_MAX = 512

/** Longest values of the fields, for the web's inputs. */
export const SLIDE_LIMITS = { title: TITLE_MAX, subtitle: SUBTITLE_MAX, linkUrl: LINK_MAX } as const

export const slideAddSchema = z.object(
  fields(
    {
      place: z.enum(SLIDE_PLACES),
    },
    bilingual('title', TITLE_MAX, reqText),
    bilingual('subtitle', SUBTITLE_MAX),
    {
      /** A public content image's file id (the upload route's answer); wide pictures (1920 × 720) fit best. */
      imageId: idSchema,
      /** A site path (`/products`) or an http(s) address; empty: the slide links nowhere. */
      linkUrl: siteHref(LINK_MAX),
      sortCode,
    },
  ),
)
export const slideEditSchema = slideAddSchema.extend({ id: idSchema })
export const slidePageQuerySchema = contentPageQuerySchema.extend({ place: z.enum(SLIDE_PLACES).optional() })
export const slideRowSchema = contentRowSchema.extend(
  fields(
    strings('place', 'title', 'imageId'),
    nullableStrings('titleEn', 'subtitle', 'subtitleEn', 'linkUrl'),
  ),
)
export const slideDetailSchema = slideRowSchema
export type SlideRow = z.infer<typeof slideRowSchema>
