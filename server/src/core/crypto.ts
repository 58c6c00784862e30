import os from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import type { Kysely } from 'kysely'
import smCrypto from 'sm-crypto'
import type { DB } from '../db/schema.js'
import { newId } from './ids.js'
import { nowIso } from './time.js'

const { sm2 } = smCrypto

/** argon2id with the library's defaults (19 MiB, 2 passes), run off the event loop. */
export const hashPassword = (plain: string) => hash(plain, { algorithm: 2 })
export const verifyPassword = (stored: string, plain: string) => verify(stored, plain).catch(() => false)

/**
 * How many hashes run at once when many are needed: one per core, at most 4 (libuv's default pool),
 * so a bulk import leaves the pool room for other requests' file and crypto work.
 */
const HASH_CONCURRENCY = Math.max(1, Math.min(4, os.availableParallelism()))

/**
 * Hashes many passwords, each with its own salt (never one hash shared by several users), on the
 * thread pool with bounded concurrency. The result is in the order of `plains`.
 */
export async function hashPasswords(plains: readonly string[]): Promise<string[]> {
  const out = new Array<string>(plains.length)
  let next = 0
  const worker = async () => {
    for (let i = next++; i < plains.length; i = next++) out[i] = await hashPassword(plains[i]!)
  }
  await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, plains.length) }, worker))
  return out
}

export interface Sm2Keys {
  publicKey: string
  privateKey: string
}

const PUBLIC_KEY = 'SNOWY_SYS_SM2_PUBLIC_KEY'
const PRIVATE_KEY = 'SNOWY_SYS_SM2_PRIVATE_KEY'

/**
 * The installation's SM2 key pair: from the environment, else from the database, else generated
 * once and stored (category SECRET, never returned by config APIs). Several processes sharing a
 * database agree on the pair because the first insert wins.
 */
export async function loadSm2Keys(db: Kysely<DB>, fromEnv?: Partial<Sm2Keys>): Promise<Sm2Keys> {
  if (fromEnv?.publicKey && fromEnv.privateKey)
    return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey }
  const read = async () => {
    const rows = await db
      .selectFrom('devConfig')
      .select(['configKey', 'configValue'])
      .where('configKey', 'in', [PUBLIC_KEY, PRIVATE_KEY])
      .execute()
    const map = new Map(rows.map((r) => [r.configKey, r.configValue]))
    const publicKey = map.get(PUBLIC_KEY)
    const privateKey = map.get(PRIVATE_KEY)
    return publicKey && privateKey ? { publicKey, privateKey } : null
  }
  const existing = await read()
  if (existing) return existing
  const pair = sm2.generateKeyPairHex()
  const now = nowIso()
  try {
    await db.transaction().execute(async (trx) => {
      for (const [configKey, configValue] of [
        [PUBLIC_KEY, pair.publicKey],
        [PRIVATE_KEY, pair.privateKey],
      ] as const) {
        await trx
          .insertInto('devConfig')
          .values({
            id: newId(),
            configKey,
            configValue,
            category: 'SECRET',
            remark: null,
            sortCode: 0,
            createdAt: now,
            createdUser: null,
            updatedAt: null,
            updatedUser: null,
          })
          .execute()
      }
    })
  } catch {
    // Another process stored its pair first; use that one.
  }
  const stored = await read()
  if (!stored) throw new Error('could not store the SM2 key pair')
  return stored
}

/**
 * Decrypts a C1C3C2 hex ciphertext as sm-crypto's `doEncrypt(plain, publicKey, 1)` makes it,
 * with or without the leading `04` of an uncompressed point. Null when it does not decrypt.
 */
export function sm2Decrypt(cipherHex: string, privateKey: string): string | null {
  const attempt = (hex: string) => {
    try {
      const plain = sm2.doDecrypt(hex, privateKey, 1)
      return typeof plain === 'string' && plain.length > 0 ? plain : null
    } catch {
      return null
    }
  }
  const hex = cipherHex.toLowerCase()
  // The integrity hash C3 makes a wrong guess about the prefix fail rather than yield garbage.
  return attempt(hex) ?? (hex.startsWith('04') ? attempt(hex.slice(2)) : null)
}

export function sm2Encrypt(plain: string, publicKey: string): string {
  return sm2.doEncrypt(plain, publicKey, 1)
}
