import { z } from 'zod'

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
