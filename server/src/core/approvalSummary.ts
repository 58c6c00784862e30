import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { formTypeOf } from './approval.js'
import { dictItems } from './dicts.js'
import { hiddenFields } from './fieldPerm.js'
import type { Lang } from './i18n.js'
import { maskValue, type Sensitive } from './mask.js'
import type { AuthUser } from './session.js'

/**
 * What a task list shows of an application: the form type declares each summary value once (its
 * label in both languages and how its value reads), the submission stores the values by key
 * (`flow_instance.summary_json`), and every reader gets them labelled in their language, with
 * dictionary values as labels and ID or phone numbers masked unless they hold the field that lifts
 * the mask on the form's page (`core/mask.ts`). Summaries stored before a key was declared show it
 * as stored.
 */

/** Runs of letters and digits long enough to be a number, within a text ("李工 13912345678"). */
const NUMBER_RUN = /[0-9A-Za-z]*\d[0-9A-Za-z]{5,}/g

function maskWithin(kind: Sensitive, text: string): string {
  return text.replace(NUMBER_RUN, (run) => maskValue(kind, run))
}

/** One reader's summaries: the hidden fields of each form type's page are read once. */
export function summaryReader(db: Kysely<DB>, user: AuthUser, lang: Lang) {
  const hiddenOf = new Map<string, Promise<Set<string>>>()
  const hidden = (menu: string) => {
    const known = hiddenOf.get(menu)
    if (known) return known
    const h = hiddenFields(db, user, menu).then((f) => new Set(f))
    hiddenOf.set(menu, h)
    return h
  }
  return async (formType: string, json: string | null): Promise<Record<string, string>> => {
    const stored: Record<string, unknown> = json ? JSON.parse(json) : {}
    const type = formTypeOf(formType)
    const out: Record<string, string> = {}
    for (const [key, raw] of Object.entries(stored)) {
      if (raw === null || raw === undefined || raw === '') continue
      const f = type?.summary?.[key]
      let value = String(raw)
      if (f?.dict) {
        const items = await dictItems(db, f.dict)
        value = value
          .split(', ')
          .map((v) => {
            const item = items.find((d) => d.value === v)
            return (lang === 'en' ? item?.labelEn || item?.label : item?.label) ?? v
          })
          .join(lang === 'en' ? ', ' : '、')
      }
      if (f?.mask && type?.menu && (await hidden(type.menu)).has(type.liftedBy?.[f.mask] ?? f.mask))
        value = maskWithin(f.mask, value)
      out[f ? (lang === 'en' ? f.labelEn : f.label) : key] = value
    }
    return out
  }
}
