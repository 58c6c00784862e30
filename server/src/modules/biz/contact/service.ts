import {
  type ContactPublic,
  type contactAddSchema,
  EMAIL_RE,
  isHttpUrl,
  type SchemaOutput,
  type SiteLang,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import { defineContent, fieldInvalid, localize } from '../../../core/content.js'
import { stored } from '../../../core/stored.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

export type ContactBody = SchemaOutput<typeof contactAddSchema>

/** An e-mail entry holds an address, a website entry an http(s) address (the site links both). */
function checkValue(kind: string, field: 'value' | 'valueEn', value: string | null | undefined) {
  if (!value) return
  if (kind === 'EMAIL' && !EMAIL_RE.test(value)) throw fieldInvalid(field, 'contactEmailInvalid')
  if (kind === 'WEBSITE' && !isHttpUrl(value)) throw fieldInvalid(field, 'contentUrlInvalid')
}

/** Contact entries of the site (address, phones, fax, e-mail, …), each a label and a value. */
export const contacts = defineContent<'bizContact', ContactBody>({
  table: 'bizContact',
  missing: 'contactNotFound',
  list: {
    columns: ['kind', 'label', 'labelEn', 'value', 'valueEn'],
    search: ['label', 'value'],
    filters: ['kind'],
  },
  columns(_db, b) {
    checkValue(b.kind, 'value', b.value)
    checkValue(b.kind, 'valueEn', b.valueEn)
    return stored(b, ['kind', 'label', 'labelEn', 'value', 'valueEn', 'sortCode'])
  },
})

/** The published entries by sort code, in the visitor's language. */
export async function contactPublicList(db: Kysely<DB>, lang: SiteLang): Promise<ContactPublic[]> {
  return (await contacts.published(db)).map((r) => ({
    id: r.id,
    kind: r.kind,
    label: localize(lang, r.label, r.labelEn),
    value: localize(lang, r.value, r.valueEn),
  }))
}
