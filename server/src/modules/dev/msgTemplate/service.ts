import { SMS_VENDORS, type TemplateBody, type TemplateRecord, unknownValues } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { AppError } from '../../../core/errors.js'
import type { Lang, MsgKey } from '../../../core/i18n.js'
import {
  MESSAGE_KIND_DEFS,
  messageTemplate,
  renderTemplate,
  sampleValues,
  templateId,
} from '../../../core/messages.js'
import { sanitizeRichText } from '../../../core/richText.js'
import type { AuthUser } from '../../../core/session.js'
import { nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

export { allTemplates as templateList } from '../../../core/messages.js'

const TEXT_FIELDS = [
  'smsText',
  'smsTextEn',
  'emailSubject',
  'emailSubjectEn',
  'emailHtml',
  'emailHtmlEn',
  'emailText',
  'emailTextEn',
] as const

/**
 * Refuses a template naming a value its kind does not offer (it would go out as typed) and vendor
 * parameters listed twice, or Tencent's not numbered by position; names the field.
 */
/** A refusal naming the body's field (`data.field`), which the form marks. */
const refuse = (key: MsgKey, field: string, params: Record<string, string>) =>
  new AppError(400, key, params, { field })

function check(body: TemplateBody) {
  const values = Object.keys(MESSAGE_KIND_DEFS[body.kind].values)
  const offered = values.join(', ')
  const unknown = (field: string, text: string) => {
    const [name] = unknownValues(text, values)
    if (name) throw refuse('msgTemplateUnknownValue', field, { field, name, values: offered })
  }
  for (const f of TEXT_FIELDS) unknown(f, body[f])
  for (const vendor of SMS_VENDORS) {
    const seen = new Set<string>()
    body.vendors[vendor].params.forEach((p, i) => {
      const at = `vendors.${vendor}.params.${i}`
      if (seen.has(p.name)) throw refuse('msgTemplateParamTwice', `${at}.name`, { vendor, name: p.name })
      seen.add(p.name)
      if (vendor === 'TENCENT' && !/^[1-9]\d?$/.test(p.name))
        throw refuse('msgTemplateParamPosition', `${at}.name`, { name: p.name })
      unknown(`${at}.value`, p.value)
    })
  }
}

export const templateDetail = (db: Kysely<DB>, key: Pick<TemplateBody, 'kind' | 'side'>) =>
  messageTemplate(db, key.kind, key.side)

/** Stores a template (HTML sanitised): one row per kind and side, written over on each save. */
export async function templateEdit(
  db: Kysely<DB>,
  user: AuthUser,
  body: TemplateBody,
): Promise<TemplateRecord> {
  check(body)
  const { kind, side, ...rest } = body
  const content = {
    ...rest,
    emailHtml: sanitizeRichText(rest.emailHtml) ?? '',
    emailHtmlEn: sanitizeRichText(rest.emailHtmlEn) ?? '',
  }
  const id = templateId(kind, side)
  const row = { contentJson: JSON.stringify(content), updatedAt: nowIso(), updatedUser: user.id }
  await db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('devMsgTemplate').set(row).where('id', '=', id).executeTakeFirst()
    if (!Number(done.numUpdatedRows))
      await trx
        .insertInto('devMsgTemplate')
        .values({ id, kind, side, ...row })
        .execute()
  })
  return messageTemplate(db, kind, side)
}

/** Back to the product's default: the saved row goes. */
export async function templateReset(db: Kysely<DB>, key: Pick<TemplateBody, 'kind' | 'side'>) {
  await db.deleteFrom('devMsgTemplate').where('id', '=', templateId(key.kind, key.side)).execute()
  return messageTemplate(db, key.kind, key.side)
}

/** A draft rendered with its kind's sample values, as the receiver would get it; nothing is stored. */
export function templatePreview(body: TemplateBody & { lang: Lang }) {
  check(body)
  return renderTemplate(body, body.lang, sampleValues(body.kind))
}
