import { SmsKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { newId } from './ids.js'
import { setting } from './settings.js'
import { DAY, isoIn, nowIso } from './time.js'

/** A way to deliver a text message; real vendors plug in here by name. */
export interface SmsProvider {
  readonly name: string
  send(phone: string, content: string): Promise<void>
}

/** The default: nothing leaves the machine; the SMS log shows what would have been sent. */
const logProvider: SmsProvider = { name: 'LOG', send: async () => {} }

const providers = new Map<string, SmsProvider>([[logProvider.name, logProvider]])

export function registerSmsProvider(p: SmsProvider): void {
  providers.set(p.name, p)
}

/** The provider messages go through now: the configured one, or LOG when none (or an unknown one) is. */
export async function smsProvider(db: Kysely<DB>): Promise<SmsProvider> {
  return providers.get((await setting(db, SmsKey.provider)) || 'LOG') ?? logProvider
}

/** True while nothing leaves the machine (the demo mode): the SMS log is then where codes are read. */
export const isLogProvider = (p: SmsProvider) => p === logProvider

/** What a message carries, for the SMS log: the kind of its code (`core/codes.ts`) and the code. */
export interface SmsAbout {
  kind: string
  code: string
}

/** How many messages went to `phone` in the last day (a cap on SMS pumping reads it). */
export async function sentToday(db: Kysely<DB>, phone: string): Promise<number> {
  const row = await db
    .selectFrom('devSms')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('phone', '=', phone)
    .where('createdAt', '>', isoIn(-DAY))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * Sends through the configured provider and records the attempt in the SMS log either way; answers
 * the log entry's id.
 */
export async function sendSms(
  db: Kysely<DB>,
  phone: string,
  content: string,
  about: SmsAbout | null = null,
): Promise<string> {
  const provider = await smsProvider(db)
  let error: string | null = null
  try {
    await provider.send(phone, content)
  } catch (err) {
    error = err instanceof Error ? err.message.slice(0, 1000) : String(err)
  }
  const id = newId()
  await db
    .insertInto('devSms')
    .values({
      id,
      phone,
      content,
      provider: provider.name,
      status: error ? 'FAIL' : 'SENT',
      error,
      createdAt: nowIso(),
      kind: about?.kind ?? null,
      code: about?.code ?? null,
    })
    .execute()
  if (error) throw new Error(`SMS via ${provider.name} failed: ${error}`)
  return id
}
