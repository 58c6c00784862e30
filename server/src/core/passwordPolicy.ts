import { randomInt } from 'node:crypto'
import { PASSWORD_EXPIRE_DAYS_MAX, PASSWORD_HISTORY_MAX, PasswordPolicyKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { verifyPassword } from './crypto.js'
import { type AppError, badRequest } from './errors.js'
import { newId } from './ids.js'
import { countOf, setting, settings } from './settings.js'
import { DAY, nowIso } from './time.js'

/** The account and name a password must not contain or equal. */
export interface PasswordOwner {
  account: string
  name: string
}

let common: Promise<ReadonlySet<string>> | undefined
/**
 * The common-password list (@zxcvbn-ts/language-common: some 49,000 passwords from public leaks),
 * lower-cased into a Set on first use and kept for the life of the process.
 */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common')
    .then((m) => new Set(m.dictionary['passwords-common'].map((p) => p.toLowerCase())))
    .catch((err) => {
      common = undefined
      throw err
    })
  return common
}

/**
 * The first rule of the configured policy a new password breaks, as the refusal to throw, or null.
 * With `owner`, a password containing the account or equal to the name (case-insensitively) is
 * refused too; every check is case-insensitive against the common-password list.
 */
export async function passwordPolicyRefusal(
  db: Kysely<DB>,
  password: string,
  owner?: PasswordOwner,
): Promise<AppError | null> {
  const all = await settings(db)
  const get = (k: string) => all.get(k)
  const min = Math.max(1, Number(get(PasswordPolicyKey.minLength)) || 8)
  if (password.length < min) return badRequest('passwordTooShort', { min })
  if (password.length > 128) return badRequest('passwordTooLong', { max: 128 })
  const lower = password.toLowerCase()
  if (owner?.account && lower.includes(owner.account.trim().toLowerCase()))
    return badRequest('passwordHasAccount')
  if (owner?.name && lower.trim() === owner.name.trim().toLowerCase()) return badRequest('passwordIsName')
  if ((await commonPasswords()).has(lower)) return badRequest('passwordCommon')
  if (get(PasswordPolicyKey.requireDigit) === 'true' && !/\d/.test(password))
    return badRequest('passwordNeedsDigit')
  if (get(PasswordPolicyKey.requireLetter) === 'true' && !/[A-Za-z]/.test(password))
    return badRequest('passwordNeedsLetter')
  if (
    get(PasswordPolicyKey.requireUpperLower) === 'true' &&
    !(/[a-z]/.test(password) && /[A-Z]/.test(password))
  )
    return badRequest('passwordNeedsCase')
  if (get(PasswordPolicyKey.requireSymbol) === 'true' && !/[^A-Za-z0-9]/.test(password))
    return badRequest('passwordNeedsSymbol')
  return null
}

/** Refuses a new password that breaks the configured policy, naming the first rule it breaks. */
export async function checkPasswordPolicy(
  db: Kysely<DB>,
  password: string,
  owner?: PasswordOwner,
): Promise<void> {
  const refusal = await passwordPolicyRefusal(db, password, owner)
  if (refusal) throw refusal
}

const settingNumber = async (db: Kysely<DB>, key: string, max: number): Promise<number> =>
  countOf(await setting(db, key), max)

/** A user's earlier password hashes, newest first. */
const newestFirst = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('sysPasswordHistory')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')

/** How many earlier passwords a new one may not repeat (0 = the check is off). */
export const passwordHistoryCount = (db: Kysely<DB>) =>
  settingNumber(db, PasswordPolicyKey.historyCount, PASSWORD_HISTORY_MAX)

/**
 * Refuses a user-chosen password equal to the current one or to any of the last N (the history
 * setting; 0 turns this off). Each stored hash is verified in turn: argon2 salts every hash.
 */
export async function checkPasswordHistory(
  db: Kysely<DB>,
  userId: string,
  currentHash: string,
  plain: string,
): Promise<void> {
  const count = await passwordHistoryCount(db)
  if (!count) return
  const earlier = await newestFirst(db, userId).select('passwordHash').limit(count).execute()
  for (const hash of [currentHash, ...earlier.map((r) => r.passwordHash)])
    if (await verifyPassword(hash, plain)) throw badRequest('passwordReused', { count })
}

/**
 * Stores a new password hash: the old one goes to the history (the newest PASSWORD_HISTORY_MAX are
 * kept, whatever the setting is now, so raising it later still finds them) and the password's age
 * starts again. `setBy` says who chose it: an administrator's password must be changed at the next
 * login, the user's own clears that. Run it inside the change's transaction.
 */
export async function setPasswordHash(
  trx: Kysely<DB>,
  userId: string,
  newHash: string,
  updatedUser: string | null,
  setBy: 'user' | 'admin',
): Promise<void> {
  const u = await trx
    .selectFrom('sysUser')
    .select('passwordHash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const now = nowIso()
  await trx
    .updateTable('sysUser')
    .set({
      passwordHash: newHash,
      passwordUpdatedAt: now,
      passwordMustChange: setBy === 'admin' ? 1 : 0,
      updatedAt: now,
      updatedUser,
    })
    .where('id', '=', userId)
    .execute()
  await trx
    .insertInto('sysPasswordHistory')
    .values({ id: newId(), userId, passwordHash: u.passwordHash, createdAt: now })
    .execute()
  const stale = await newestFirst(trx, userId).select('id').offset(PASSWORD_HISTORY_MAX).limit(1000).execute()
  if (stale.length)
    await trx
      .deleteFrom('sysPasswordHistory')
      .where(
        'id',
        'in',
        stale.map((r) => r.id),
      )
      .execute()
}

/** Whether a password set at `updatedAt` is past `expireDays` (0 = never) at `now`. */
export function isPasswordExpired(updatedAt: string | null, expireDays: number, now = Date.now()): boolean {
  if (!expireDays || !updatedAt) return false
  const at = Date.parse(updatedAt)
  return Number.isFinite(at) && now - at > expireDays * DAY
}

/** The expiry setting as a number of days (0 = never), from a stored value. */
export const expireDaysOf = (value: string | null | undefined): number =>
  countOf(value, PASSWORD_EXPIRE_DAYS_MAX)

const LOWER = 'abcdefghijkmnpqrstuvwxyz'
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const DIGITS = '23456789'
const SYMBOLS = '!@#$%^&*-_=+'

/** A random password with lower, upper, digit and symbol, so it meets any configured policy. */
export function randomPassword(length: number): string {
  const pick = (s: string) => s[randomInt(s.length)]!
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)]
  const all = LOWER + UPPER + DIGITS + SYMBOLS
  while (chars.length < length) chars.push(pick(all))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}
