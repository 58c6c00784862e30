import { type LoginBody, LoginSecurityKey, SysBaseKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { consumeCode } from '../../../core/codes.js'
import { hashPassword, sm2Decrypt, verifyPassword } from '../../../core/crypto.js'
import type { Deps } from '../../../core/deps.js'
import { AppError, badRequest } from '../../../core/errors.js'
import { hiddenFieldCodes } from '../../../core/fieldPerm.js'
import { newSecret } from '../../../core/ids.js'
import { deepFreeze } from '../../../core/json.js'
import { writeLog } from '../../../core/log.js'
import { memo } from '../../../core/memo.js'
import { hasActiveOtp, otpRequiredError, verifyOtp } from '../../../core/otp.js'
import type { ClientInfo } from '../../../core/route.js'
import type { AuthUser } from '../../../core/session.js'
import { setting, settingInt } from '../../../core/settings.js'
import { isoIn, MINUTE, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

// Verified when the account does not exist, so a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined
const dummy = () => {
  dummyHash ??= hashPassword(newSecret(16))
  return dummyHash
}

async function lockPolicy(db: Kysely<DB>) {
  return {
    windowMs: (await settingInt(db, LoginSecurityKey.failWindowMinutes, 15)) * MINUTE,
    maxTimes: await settingInt(db, LoginSecurityKey.failMaxTimes, 5),
    lockMs: (await settingInt(db, LoginSecurityKey.lockMinutes, 15)) * MINUTE,
  }
}

function lockedError(lockedUntil: string): AppError {
  const minutes = Math.max(1, Math.ceil((Date.parse(lockedUntil) - Date.now()) / MINUTE))
  return new AppError(423, 'accountLocked', { minutes })
}

/** Counts a failure for `account` (existing or not); returns the lock end if this one locks it. */
async function recordFailure(db: Kysely<DB>, account: string): Promise<string | null> {
  const policy = await lockPolicy(db)
  const now = nowIso()
  const row = await db
    .selectFrom('sysLoginGuard')
    .selectAll()
    .where('account', '=', account)
    .executeTakeFirst()
  const windowStart = isoIn(-policy.windowMs)
  const fresh = !row || row.firstFailAt < windowStart || (row.lockedUntil !== null && row.lockedUntil <= now)
  const failCount = fresh ? 1 : row.failCount + 1
  const lockedUntil = failCount >= policy.maxTimes ? isoIn(policy.lockMs) : null
  const values = { failCount, firstFailAt: fresh ? now : row.firstFailAt, lockedUntil }
  if (row) {
    await db.updateTable('sysLoginGuard').set(values).where('account', '=', account).execute()
  } else {
    try {
      await db
        .insertInto('sysLoginGuard')
        .values({ account, ...values })
        .execute()
    } catch {
      // A parallel failure inserted the row first; count this one on it.
      await db
        .updateTable('sysLoginGuard')
        .set((eb) => ({ failCount: eb('failCount', '+', 1) }))
        .where('account', '=', account)
        .execute()
    }
  }
  return lockedUntil
}

/**
 * Checks captcha (when on), lock, and credentials, in that order; the same message for a wrong
 * password, an unknown account and a disabled account. Returns the new session's token.
 */
export async function login(deps: Deps, body: LoginBody, client: ClientInfo): Promise<string> {
  const { db } = deps
  if ((await setting(db, SysBaseKey.captchaOpen)) === 'true') {
    if (!body.validCode || !body.validCodeReqNo) throw badRequest('captchaRequired')
    if (!(await consumeCode(db, 'PIC', body.validCodeReqNo, body.validCode))) throw badRequest('captchaWrong')
  }
  const account = body.account.trim()
  const guard = await db
    .selectFrom('sysLoginGuard')
    .selectAll()
    .where('account', '=', account)
    .executeTakeFirst()
  if (guard?.lockedUntil && guard.lockedUntil > nowIso()) throw lockedError(guard.lockedUntil)

  const plain = sm2Decrypt(body.password, deps.sm2.privateKey)
  if (plain === null) throw badRequest('passwordUndecryptable')

  const user = await db
    .selectFrom('sysUser')
    .select(['id', 'account', 'name', 'passwordHash', 'userStatus', 'latestLoginTime', 'latestLoginIp'])
    .where('account', '=', account)
    .executeTakeFirst()
  /** A failed sign-in: counted towards the lock and logged; the lock's answer once it locks. */
  const refuse = async (why: string, answer: AppError): Promise<never> => {
    const lockedUntil = await recordFailure(db, account)
    await writeLog(db, {
      category: 'LOGIN',
      name: 'login',
      exeStatus: 'FAIL',
      exeMessage: lockedUntil ? 'locked' : why,
      opUser: account,
      opUserId: user?.id ?? null,
      ...client,
    })
    throw lockedUntil ? lockedError(lockedUntil) : answer
  }
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummy()), plain)
  if (!user || !passwordOk || user.userStatus !== 'ENABLE')
    return refuse('bad credentials', badRequest('credentialsWrong'))

  // The password was right: only now is it told that a one-time code is wanted too.
  if (await hasActiveOtp(db, user.id)) {
    if (!body.otpCode) throw otpRequiredError('otpRequired')
    if (!(await verifyOtp(db, user.id, body.otpCode)))
      return refuse('bad one-time code', otpRequiredError('otpWrong'))
  }
  if (guard) await db.deleteFrom('sysLoginGuard').where('account', '=', account).execute()
  return openSession(deps, user, client, 'login')
}

/**
 * What every successful B-side login does, whatever proved who it is (a password, a third-party
 * provider): moves the login time and IP, opens the session and writes the visit log.
 */
export async function openSession(
  deps: Deps,
  user: { id: string; account: string; latestLoginTime: string | null; latestLoginIp: string | null },
  client: ClientInfo,
  name: string,
  exeMessage?: string,
): Promise<string> {
  const { db } = deps
  await db
    .updateTable('sysUser')
    .set({
      lastLoginTime: user.latestLoginTime,
      lastLoginIp: user.latestLoginIp,
      latestLoginTime: nowIso(),
      latestLoginIp: client.ip,
    })
    .where('id', '=', user.id)
    .execute()
  const token = await deps.sessions.create(user.id, 'B', client.ip, client.userAgent)
  await writeLog(db, {
    category: 'LOGIN',
    name,
    exeStatus: 'SUCCESS',
    exeMessage: exeMessage ?? null,
    opUser: user.account,
    opUserId: user.id,
    ...client,
  })
  return token
}

/**
 * The logged-in user for the web (spec §3 user info). Asked on every page load: kept per user and
 * grant set for the memo's 5 s, dropped at once when this process writes a table it reads.
 */
export function loginUser(db: Kysely<DB>, user: AuthUser) {
  // Frozen and shared whole, so its JSON and ETag are made once per memo entry (`core/revalidate.ts`).
  const flags = {
    passwordExpired: user.passwordExpired,
    passwordMustChange: user.passwordMustChange,
    otpSetupRequired: user.otpSetupRequired,
  }
  return memo(
    db,
    `loginUser:${user.id}:${user.grantKey}:${Number(flags.passwordExpired)}${Number(flags.passwordMustChange)}${Number(flags.otpSetupRequired)}`,
    ['sys_user', 'sys_org', 'sys_position', 'sys_resource', 'sys_relation', 'sys_role'],
    async () => {
      const u = await db
        .selectFrom('sysUser as u')
        .leftJoin('sysOrg as o', 'o.id', 'u.orgId')
        .leftJoin('sysPosition as p', 'p.id', 'u.positionId')
        .select([
          'u.id',
          'u.account',
          'u.name',
          'u.nickname',
          'u.avatar',
          'u.phone',
          'u.email',
          'u.orgId',
          'o.name as orgName',
          'u.positionId',
          'p.name as positionName',
          'u.lastLoginTime',
          'u.lastLoginIp',
        ])
        .where('u.id', '=', user.id)
        .executeTakeFirstOrThrow()
      return deepFreeze({
        ...u,
        userName: u.name,
        superAdmin: user.superAdmin,
        buttonCodeList: [...user.buttonCodes].sort(),
        hiddenFieldCodes: await hiddenFieldCodes(db, user),
        ...flags,
      })
    },
  )
}
