import { type MessageKind, type MessageSide, SMS_ENGINES, type SmsEngine, SmsKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { AppError } from './errors.js'
import type { Lang } from './i18n.js'
import { newId } from './ids.js'
import { type MessageOf, messageTemplate, renderTemplate } from './messages.js'
import { settings } from './settings.js'
import { SMS_VENDOR_ENGINES, type SmsRefusalReason, SmsRefused } from './smsVendors.js'
import { DAY, isoIn, nowIso } from './time.js'

export { SmsRefused } from './smsVendors.js'

/**
 * Sending an SMS (`docs/decisions.md`, "SMS engines"): the configured engine (`SmsKey.provider`),
 * then the fallback engine when the first refuses or times out (not for a number that cannot
 * receive: no vendor can help there). LOG sends nothing: the SMS log shows the message (the demo
 * mode). Every message is one row of the SMS log, naming the engine that carried it.
 */

const engineOf = (v: string | undefined): SmsEngine =>
  (SMS_ENGINES as readonly string[]).includes(v ?? '') ? (v as SmsEngine) : 'LOG'

/** The engine messages go through now. */
export async function smsEngine(db: Kysely<DB>): Promise<SmsEngine> {
  return engineOf((await settings(db)).get(SmsKey.provider))
}

/** The engines tried in turn: the configured one, then its fallback when one is set. */
async function enginesInTurn(db: Kysely<DB>) {
  const all = await settings(db)
  const first = engineOf(all.get(SmsKey.provider))
  const fallback = all.get(SmsKey.fallback)
  const order: SmsEngine[] = [first]
  if (fallback && fallback !== first && (SMS_ENGINES as readonly string[]).includes(fallback))
    order.push(fallback as SmsEngine)
  return { order, get: (key: string) => all.get(key) ?? '' }
}

/** What a message carries, for the SMS log: the kind of its code (`core/codes.ts`) and the code. */
export interface SmsAbout {
  kind: string
  code: string
}

/**
 * How many codes went to `phone` in the last day (a cap on SMS pumping reads it); the notices the
 * product sends by itself (an approval's result, a pass) do not count.
 */
export async function sentToday(db: Kysely<DB>, phone: string): Promise<number> {
  const row = await db
    .selectFrom('devSms')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('phone', '=', phone)
    .where('createdAt', '>', isoIn(-DAY))
    .where('kind', 'is not', null)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export interface SmsSent {
  /** The SMS log entry. */
  id: string
  /** The engine that carried it. */
  provider: SmsEngine
}

/**
 * Renders `message` from its template and sends it to `phone`, trying the fallback engine when the
 * first refuses; records it in the SMS log either way. Throws `SmsRefused` (the last engine's
 * reason) when no engine carried it.
 */
export async function sendSms(
  db: Kysely<DB>,
  phone: string,
  message: MessageOf,
  about: SmsAbout | null = null,
): Promise<SmsSent> {
  const tpl = await messageTemplate(db, message.kind, message.side)
  const rendered = renderTemplate(tpl, message.lang, message.values)
  const { order, get } = await enginesInTurn(db)
  const errors: string[] = []
  let refusal: SmsRefused | null = null
  let carrier: SmsEngine | null = null
  let messageId: string | null = null
  let tried: SmsEngine = order[0]!
  for (const engine of order) {
    tried = engine
    if (engine === 'LOG') {
      carrier = engine
      break
    }
    const vendorTpl = tpl.vendors[engine]
    try {
      if (!vendorTpl.code)
        throw new SmsRefused('TEMPLATE', 'TemplateNotSet', `no ${engine} template for ${tpl.id}`)
      const params = vendorTpl.params.map((p) => ({
        name: p.name,
        value: rendered.vendors[engine][p.name] ?? '',
      }))
      messageId = (
        await SMS_VENDOR_ENGINES[engine].send({ phone, templateCode: vendorTpl.code, params }, get)
      ).messageId
      carrier = engine
      break
    } catch (err) {
      refusal = err instanceof SmsRefused ? err : new SmsRefused('UNAVAILABLE', 'Error', String(err))
      errors.push(`${engine} ${refusal.message}`)
      if (refusal.reason === 'BAD_NUMBER') break
    }
  }
  const id = newId()
  await db
    .insertInto('devSms')
    .values({
      id,
      phone,
      content: rendered.sms,
      provider: carrier ?? tried,
      fallbackFrom: carrier && carrier !== order[0] ? order[0]! : null,
      template: message.kind,
      side: message.side,
      lang: message.lang,
      valuesJson: JSON.stringify(message.values),
      messageId,
      status: carrier ? 'SENT' : 'FAIL',
      error: errors.length ? errors.join(' | ').slice(0, 1000) : null,
      createdAt: nowIso(),
      receiptAt: null,
      kind: about?.kind ?? null,
      code: about?.code ?? null,
    })
    .execute()
  if (!carrier) throw refusal!
  return { id, provider: carrier }
}

/**
 * Sends a logged message again as it was first rendered (its template, language and values), through
 * the engines configured now: a new entry in the log.
 */
export async function resendSms(db: Kysely<DB>, id: string): Promise<SmsSent> {
  const row = await db
    .selectFrom('devSms')
    .select(['phone', 'template', 'side', 'lang', 'valuesJson', 'kind', 'code'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  if (!row.template || !row.valuesJson)
    throw new SmsRefused('TEMPLATE', 'NoTemplate', 'logged before templates')
  const message = {
    kind: row.template as MessageKind,
    side: (row.side ?? 'C') as MessageSide,
    lang: (row.lang === 'en' ? 'en' : 'zh-cn') as Lang,
    values: JSON.parse(row.valuesJson) as Record<string, string>,
  }
  return sendSms(db, row.phone, message, row.kind && row.code ? { kind: row.kind, code: row.code } : null)
}

const REFUSAL_ANSWER: Record<SmsRefusalReason, () => AppError> = {
  RATE_LIMITED: () => new AppError(429, 'smsRateLimited'),
  BAD_NUMBER: () => new AppError(400, 'smsBadNumber'),
  TEMPLATE: () => new AppError(400, 'smsTemplateRefused'),
  SIGN: () => new AppError(400, 'smsTemplateRefused'),
  ACCOUNT: () => new AppError(400, 'smsAccountRefused'),
  TIMEOUT: () => new AppError(400, 'smsUnavailable'),
  UNAVAILABLE: () => new AppError(400, 'smsUnavailable'),
}

/**
 * What the caller is told when no engine carried a message: the reason in a sentence of its own,
 * never the vendor's text, and no 5xx (the server is fine; the vendor said no).
 */
export function smsRefusalAnswer(err: unknown): AppError {
  return err instanceof SmsRefused ? REFUSAL_ANSWER[err.reason]() : new AppError(400, 'smsUnavailable')
}

/** Receipts asked for per run, and how far back a message still waits for one. */
const RECEIPTS_PER_RUN = 200
const RECEIPT_WINDOW = 3 * DAY

/**
 * Pulls the vendors' delivery receipts into the SMS log: each accepted message of the last days
 * becomes DELIVERED or UNDELIVERED (with the vendor's reason). Answers counts per engine.
 */
export async function pullReceipts(db: Kysely<DB>): Promise<Record<string, number | string>> {
  const { get } = await enginesInTurn(db)
  const out: Record<string, number | string> = {}
  for (const engine of Object.values(SMS_VENDOR_ENGINES)) {
    const pending = await db
      .selectFrom('devSms')
      .select(['id', 'messageId', 'phone', 'createdAt'])
      .where('status', '=', 'SENT')
      .where('provider', '=', engine.name)
      .where('createdAt', '>', isoIn(-RECEIPT_WINDOW))
      .where('messageId', 'is not', null)
      .orderBy('createdAt')
      .limit(RECEIPTS_PER_RUN)
      .execute()
    if (!pending.length) continue
    try {
      const receipts = await engine.receipts(
        pending.map((p) => ({ messageId: p.messageId!, phone: p.phone, createdAt: p.createdAt })),
        get,
      )
      let n = 0
      for (const r of receipts) {
        const res = await db
          .updateTable('devSms')
          .set({
            status: r.delivered ? 'DELIVERED' : 'UNDELIVERED',
            error: r.reason?.slice(0, 1000) ?? null,
            receiptAt: r.at,
          })
          .where('provider', '=', engine.name)
          .where('messageId', '=', r.messageId)
          .where('status', '=', 'SENT')
          .executeTakeFirst()
        n += Number(res.numUpdatedRows)
      }
      out[engine.name] = n
    } catch (err) {
      out[engine.name] = `FAILED ${err instanceof Error ? err.message.slice(0, 200) : String(err)}`
    }
  }
  return out
}
