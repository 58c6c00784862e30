import { z } from 'zod'
import { idSchema } from '../common.js'
import { reqText, sortCode } from '../fields.js'
import { contentPageQuerySchema, contentRowSchema } from './content.js'
import { enText } from './site.js'

/** Kinds of contact entry; the site shows each with its icon and link (tel:, mailto:, …). */
export const CONTACT_KINDS = [
  'ADDRESS',
  'PHONE',
  'HOTLINE',
  'FAX',
  'EMAIL',
  'POSTCODE',
  'WEBSITE',
  'OTHER',
] as const
export type ContactKind = (typeof CONTACT_KINDS)[number]

// ---- Public (the site): published entries by sort code, in the asked language ----

export const contactPublicSchema = z.object({
  id: z.string(),
  kind: z.string(),
  label: z.string(),
  value: z.string(),
})
export type ContactPublic = z.infer<typeof contactPublicSchema>

// ---- Admin (the back-office): every entry, both languages ----

const LABEL_MAX = 64
const VALUE_MAX = 255

/** Longest values of the fields, for the web's inputs. */
export const CONTACT_LIMITS = { label: LABEL_MAX, value: VALUE_MAX } as const

/** An EMAIL entry's value is an e-mail address, a WEBSITE's an http(s) address (checked by the server). */
export const contactAddSchema = z.object({
  kind: z.enum(CONTACT_KINDS),
  label: reqText(LABEL_MAX),
  labelEn: enText(LABEL_MAX),
  value: reqText(VALUE_MAX),
  valueEn: enText(VALUE_MAX),
  sortCode,
})
export const contactEditSchema = contactAddSchema.extend({ id: idSchema })
export const contactPageQuerySchema = contentPageQuerySchema.extend({
  kind: z.enum(CONTACT_KINDS).optional(),
})
export const contactRowSchema = contentRowSchema.extend({
  kind: z.string(),
  label: z.string(),
  labelEn: z.string().nullable(),
  value: z.string(),
  valueEn: z.string().nullable(),
})
export const contactDetailSchema = contactRowSchema
export type ContactRow = z.infer<typeof contactRowSchema>
