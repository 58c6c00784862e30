import { createHash, randomInt } from 'node:crypto'
import { LoginSecurityKey, type OtpStatus, SysBaseKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import * as OTPAuth from 'otpauth'
import type { DB } from '../db/schema.js'
import { AppError, badRequest } from './errors.js'
import { newId } from './ids.js'
import { setting } from './settings.js'
import { nowIso } from './time.js'

/**
 * One-time passwords for staff (RFC 6238 TOTP through `otpauth`: SHA-1, six digits, 30-second steps,
 * what every authenticator app reads). A user binds one in the user centre: a new secret is PENDING
 * until a first code proves the app has it, then ACTIVE with ten recovery codes shown once (kept as
 * hashes). A code is accepted one step early or late, and each step once: the last step used is
 * moved forward by a conditional update, so two processes cannot both accept the same code. A
 * recovery code is spent by deleting its row (one delete wins).
 */

const PERIOD = 30
const RECOVERY_CODES = 10
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

const totpOf = (secret: string, account: string, issuer: string) =>
  new OTPAuth.TOTP({
    issuer: issuer || 'Portal',
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  })

const hashOf = (code: string) => createHash('sha256').update(code.trim().toLowerCase()).digest('hex')
const recoveryCode = () => {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `${part()}-${part()}`
}

async function otpRow(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('sysUserOtp')
    .select(['secret', 'status', 'lastStep', 'boundAt'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export const hasActiveOtp = async (db: Kysely<DB>, userId: string) =>
  (await otpRow(db, userId))?.status === 'ACTIVE'

/** The role codes the setting names (empty: a one-time password is each user's choice). */
export const requiredRoleCodes = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** Whether one of `roleIds` has a code the setting requires a one-time password for. */
export async function holdsRequiredRole(
  db: Kysely<DB>,
  roleIds: readonly string[],
  codes: readonly string[],
) {
  if (!codes.length || !roleIds.length) return false
  const hit = await db
    .selectFrom('sysRole')
    .select('id')
    .where('id', 'in', [...roleIds])
    .where('code', 'in', [...codes])
    .executeTakeFirst()
  return !!hit
}

export async function otpStatus(
  db: Kysely<DB>,
  user: { id: string; roleIds: readonly string[] },
): Promise<OtpStatus> {
  const row = await otpRow(db, user.id)
  const bound = row?.status === 'ACTIVE'
  const left = bound
    ? await db
        .selectFrom('sysUserOtpRecovery')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', user.id)
        .executeTakeFirst()
    : null
  const codes = requiredRoleCodes(await setting(db, LoginSecurityKey.otpRequiredRoles))
  return {
    bound,
    required: await holdsRequiredRole(db, user.roleIds, codes),
    boundAt: bound ? (row?.boundAt ?? null) : null,
    recoveryLeft: Number(left?.n ?? 0),
  }
}

/** A new secret for the user to scan, pending until `otpBind`; refused while one is bound. */
export async function otpSetup(db: Kysely<DB>, user: { id: string; account: string }) {
  const row = await otpRow(db, user.id)
  if (row?.status === 'ACTIVE') throw badRequest('otpAlreadyBound')
  const secret = new OTPAuth.Secret({ size: 20 }).base32
  const values = { secret, status: 'PENDING', lastStep: 0, createdAt: nowIso(), boundAt: null }
  if (row) await db.updateTable('sysUserOtp').set(values).where('id', '=', user.id).execute()
  else
    await db
      .insertInto('sysUserOtp')
      .values({ id: user.id, ...values })
      .execute()
  const issuer = (await setting(db, SysBaseKey.name)) ?? ''
  return { secret, uri: totpOf(secret, user.account, issuer).toString() }
}

/** The step `code` belongs to (this one, the one before or after), or null when it is no code of `secret`. */
function stepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, '', '').validate({ token: code.trim(), timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta
}

/** Spends the step of `code` if it is later than the last one used; true for the one call that did. */
async function spendStep(db: Kysely<DB>, userId: string, step: number, status: string) {
  const res = await db
    .updateTable('sysUserOtp')
    .set({ lastStep: step })
    .where('id', '=', userId)
    .where('status', '=', status)
    .where('lastStep', '<', step)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** Makes the pending secret active with its first code; answers the recovery codes (shown once). */
export async function otpBind(db: Kysely<DB>, userId: string, code: string): Promise<string[]> {
  const row = await otpRow(db, userId)
  if (row?.status !== 'PENDING') throw badRequest('otpNoPending')
  const step = stepOf(row.secret, code)
  if (step === null || !(await spendStep(db, userId, step, 'PENDING'))) throw badRequest('otpWrong')
  const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sysUserOtp')
      .set({ status: 'ACTIVE', boundAt: nowIso() })
      .where('id', '=', userId)
      .execute()
    await trx.deleteFrom('sysUserOtpRecovery').where('userId', '=', userId).execute()
    await trx
      .insertInto('sysUserOtpRecovery')
      .values(codes.map((c) => ({ id: newId(), userId, codeHash: hashOf(c) })))
      .execute()
  })
  return codes
}

/**
 * Checks a code of the user's active one-time password (single use), or spends one recovery code.
 * False when no password is bound.
 */
export async function verifyOtp(db: Kysely<DB>, userId: string, code: string): Promise<boolean> {
  const row = await otpRow(db, userId)
  if (row?.status !== 'ACTIVE') return false
  if (/^\d{6}$/.test(code.trim())) {
    const step = stepOf(row.secret, code)
    return step !== null && (await spendStep(db, userId, step, 'ACTIVE'))
  }
  const res = await db
    .deleteFrom('sysUserOtpRecovery')
    .where('userId', '=', userId)
    .where('codeHash', '=', hashOf(code))
    .executeTakeFirst()
  return Number(res.numDeletedRows) === 1
}

/** Removes a user's one-time password and recovery codes (unbinding, or an administrator's reset). */
export async function removeOtp(db: Kysely<DB>, userId: string) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sysUserOtpRecovery').where('userId', '=', userId).execute()
    await trx.deleteFrom('sysUserOtp').where('id', '=', userId).execute()
  })
}

/** The refusal of a sign-in that needs the one-time code (`data.otpRequired` tells the page to ask). */
export const otpRequiredError = (key: 'otpRequired' | 'otpWrong') =>
  new AppError(400, key, undefined, { otpRequired: true })
