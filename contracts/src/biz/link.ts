import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema } from '../common.js'
import { bilingual, fields, optId, reqText, sortCode } from '../fields.js'
import { contentPageQuerySchema, contentRowSchema, httpUrl } from './content.js'

// ---- Public (the site): published links by sort code, in the asked language ----

export const linkPublicSchema = z.object(fields(strings('id', 'name', 'url'), nullableStrings('logoId')))
export type LinkPublic = z.infer<typeof linkPublicSchema>

// ---- Admin (the back-office): every link, both languages ----

const NAME_MAX = 64
const URL_MAX = 512

/** Longest values of the fields, for the web's inputs. */
export const LINK_LIMITS = { name: NAME_MAX, url: URL_MAX } as const

export const linkAddSchema = z.object(
  fields(bilingual('name', NAME_MAX, reqText), {
    /** http:// or https:// only. */
    url: httpUrl(URL_MAX),
    /** A public content image's file id (the upload route's answer). */
    logoId: optId,
    sortCode,
  }),
)
export const linkEditSchema = linkAddSchema.extend({ id: idSchema })
export const linkPageQuerySchema = contentPageQuerySchema
export const linkRowSchema = contentRowSchema.extend(
  fields(strings('name', 'url'), nullableStrings('nameEn', 'logoId')),
)
export const linkDetailSchema = linkRowSchema
export type LinkRow = z.infer<typeof linkRowSchema>
