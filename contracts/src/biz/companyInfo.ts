import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema } from '../common.js'
import { fields, optId, sortCode } from '../fields.js'
import { contentPageQuerySchema, contentRowSchema, sectionDetailTexts, sectionTexts } from './content.js'

/** Well-known section codes: PROFILE is the home page's introduction and leads the profile page. */
export const COMPANY_INFO_PROFILE = 'PROFILE'

// ---- Public (the site): published sections by sort code, in the asked language ----

export const companyInfoPublicSchema = z.object(
  fields(strings('id', 'code', 'title'), nullableStrings('summary', 'content', 'imageId')),
)
export type CompanyInfoPublic = z.infer<typeof companyInfoPublicSchema>

// ---- Admin (the back-office): every section, both languages ----

const CODE_MAX = 64
const TITLE_MAX = 255
const SUMMARY_MAX = 1000

/** A section's code: capitals, digits and underscores, starting with a capital (`PROFILE`). */
export const COMPANY_INFO_CODE_RE = /^[A-Z][A-Z0-9_]{0,63}$/
/** Longest values of the fields, for the web's inputs. */
export const COMPANY_INFO_LIMITS = { code: CODE_MAX, title: TITLE_MAX, summary: SUMMARY_MAX } as const

// The section texts as the object itself, not spread: a spread at module level would keep zod in
// the site's bundle.
export const companyInfoAddSchema = z.object(sectionTexts(TITLE_MAX, SUMMARY_MAX)).extend({
  /** Unique; written in capitals (`profile` is stored as `PROFILE`). */
  code: z.string().trim().toUpperCase().max(CODE_MAX).regex(COMPANY_INFO_CODE_RE),
  /** A public content image's file id (the upload route's answer). */
  imageId: optId,
  sortCode,
})
export const companyInfoEditSchema = companyInfoAddSchema.extend({ id: idSchema })
export const companyInfoPageQuerySchema = contentPageQuerySchema
export const companyInfoRowSchema = contentRowSchema.extend(
  fields(strings('code', 'title'), nullableStrings('titleEn', 'imageId')),
)
export const companyInfoDetailSchema = companyInfoRowSchema.extend(sectionDetailTexts)
export type CompanyInfoRow = z.infer<typeof companyInfoRowSchema>
export type CompanyInfoDetail = z.infer<typeof companyInfoDetailSchema>
