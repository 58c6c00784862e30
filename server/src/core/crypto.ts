import { createECDH, createHash, ECDH } from 'node:crypto'
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

/** SM3 key derivation (GB/T 32918.4): `len` bytes from `z`. */
function sm3Kdf(z: Buffer, len: number): Buffer {
  const out = Buffer.alloc(Math.ceil(len / 32) * 32)
  const counter = Buffer.alloc(4)
  for (let i = 0; i * 32 < len; i++) {
    counter.writeUInt32BE(i + 1)
    createHash('sm3')
      .update(z)
      .update(counter)
      .digest()
      .copy(out, i * 32)
  }
  return out.subarray(0, len)
}

const HEX = /^[0-9a-f]+$/

// Setting a private key also computes its public point (a second curve multiplication): done once.
const ecdhs = new Map<string, ECDH>()
function ecdhOf(privateKey: string): ECDH {
  let ecdh = ecdhs.get(privateKey)
  if (!ecdh) {
    ecdh = createECDH('SM2')
    ecdh.setPrivateKey(privateKey, 'hex')
    if (ecdhs.size > 8) ecdhs.clear()
    ecdhs.set(privateKey, ecdh)
  }
  return ecdh
}

/**
 * Decrypts a C1C3C2 hex ciphertext as sm-crypto's `doEncrypt(plain, publicKey, 1)` makes it,
 * with or without the leading `04` of an uncompressed point. Null when it does not decrypt.
 * OpenSSL does the curve work (the JavaScript big numbers of sm-crypto took ~10 ms a login on the
 * event loop, as long as the argon2 verify itself): ECDH gives x of d·C1, the point's
 * decompression gives y for either parity, and the integrity hash C3 tells which one is right.
 */
export function sm2Decrypt(cipherHex: string, privateKey: string): string | null {
  const hex = cipherHex.toLowerCase()
  if (!HEX.test(hex) || hex.length % 2) return null
  const attempt = (h: string): string | null => {
    if (h.length <= 192) return null
    try {
      const x2 = ecdhOf(privateKey).computeSecret(Buffer.from(`04${h.slice(0, 128)}`, 'hex'))
      const c3 = h.slice(128, 192)
      const c2 = Buffer.from(h.slice(192), 'hex')
      for (const parity of [2, 3]) {
        const point = ECDH.convertKey(
          Buffer.concat([Buffer.from([parity]), x2]),
          'SM2',
          undefined,
          undefined,
          'uncompressed',
        ) as Buffer
        const y2 = point.subarray(33)
        const t = sm3Kdf(Buffer.concat([x2, y2]), c2.length)
        const plain = Buffer.alloc(c2.length)
        for (let i = 0; i < c2.length; i++) plain[i] = c2[i]! ^ t[i]!
        if (createHash('sm3').update(x2).update(plain).update(y2).digest('hex') === c3)
          return plain.length ? plain.toString('utf8') : null
      }
      return null
    } catch {
      // C1 is not a point of the curve.
      return null
    }
  }
  // The integrity hash C3 makes a wrong guess about the prefix fail rather than yield garbage.
  return attempt(hex) ?? (hex.startsWith('04') ? attempt(hex.slice(2)) : null)
}

export function sm2Encrypt(plain: string, publicKey: string): string {
  return sm2.doEncrypt(plain, publicKey, 1)
}
