import { SmsKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { newId } from './ids.js'
import { setting } from './settings.js'
import { nowIso } from './time.js'

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

/** Sends through the configured provider and records the attempt in the SMS log either way. */
export async function sendSms(db: Kysely<DB>, phone: string, content: string): Promise<void> {
  const provider = providers.get((await setting(db, SmsKey.provider)) || 'LOG') ?? logProvider
  let error: string | null = null
  try {
    await provider.send(phone, content)
  } catch (err) {
    error = err instanceof Error ? err.message.slice(0, 1000) : String(err)
  }
  await db
    .insertInto('devSms')
    .values({
      id: newId(),
      phone,
      content,
      provider: provider.name,
      status: error ? 'FAIL' : 'SENT',
      error,
      createdAt: nowIso(),
    })
    .execute()
  if (error) throw new Error(`SMS via ${provider.name} failed: ${error}`)
}
