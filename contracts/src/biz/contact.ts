import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema } from '../common.js'
import { bilingual, fields, reqText, sortCode } from '../fields.js'
import { contentPageQuerySchema, contentRowSchema } from './content.js'

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

export const contactPublicSchema = z.object(strings('id', 'kind', 'label', 'value'))
export type ContactPublic = z.infer<typeof contactPublicSchema>

// ---- Admin (the back-office): every entry, both languages ----

const LABEL_MAX = 64
const VALUE_MAX = 255

/** Longest values of the fields, for the web's inputs. */
export const CONTACT_LIMITS = { label: LABEL_MAX, value: VALUE_MAX } as const

/** An EMAIL entry's value is an e-mail address, a WEBSITE's an http(s) address (checked by the server). */
export const contactAddSchema = z.object(
  fields(
    {
      kind: z.enum(CONTACT_KINDS),
    },
    bilingual('label', LABEL_MAX, reqText),
    bilingual('value', VALUE_MAX, reqText),
    {
      sortCode,
    },
  ),
)
export const contactEditSchema = contactAddSchema.extend({ id: idSchema })
export const contactPageQuerySchema = contentPageQuerySchema.extend({
  kind: z.enum(CONTACT_KINDS).optional(),
})
export const contactRowSchema = contentRowSchema.extend(
  fields(strings('kind', 'label', 'value'), nullableStrings('labelEn', 'valueEn')),
)
export const contactDetailSchema = contactRowSchema
export type ContactRow = z.infer<typeof contactRowSchema>
