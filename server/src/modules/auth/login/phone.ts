import { type ClientLoginBody, type ClientPhoneCodeQuery, PasswordPolicyKey } from '@portal/contracts'
import { consumeCode, issueCode } from '../../../core/codes.js'
import type { Deps } from '../../../core/deps.js'
import { AppError, badRequest } from '../../../core/errors.js'
import type { Lang } from '../../../core/i18n.js'
import { writeLog } from '../../../core/log.js'
import { expireDaysOf, isPasswordExpired } from '../../../core/passwordPolicy.js'
import type { ClientInfo } from '../../../core/route.js'
import { setting } from '../../../core/settings.js'
import { sentToday } from '../../../core/sms.js'
import { openSession } from './service.js'
import './texts.js'

/** SMS codes one number may be sent in a day for the staff's phone sign-in: a cap on SMS pumping. */
export const STAFF_CODES_PER_DAY = 10

/** The enabled employees whose account has this mobile number. */
const staffOfPhone = (deps: Deps, phone: string) =>
  deps.db
    .selectFrom('sysUser')
    .select(['id', 'account', 'latestLoginTime', 'latestLoginIp', 'passwordMustChange', 'passwordUpdatedAt'])
    .where('phone', '=', phone)
    .where('userStatus', '=', 'ENABLE')
    .limit(2)
    .execute()

/**
 * The staff's phone sign-in, first step: after the picture captcha, a code to the number, but only
 * when it belongs to one enabled employee. The answer is the same either way (a request number), so
 * it tells nobody which numbers are employees'.
 */
export async function sendStaffCode(deps: Deps, q: ClientPhoneCodeQuery, client: ClientInfo, lang: Lang) {
  const { db } = deps
  if (!(await consumeCode(db, 'PIC', q.validCodeReqNo, q.validCode))) throw badRequest('captchaWrong')
  if ((await sentToday(db, q.phone)) >= STAFF_CODES_PER_DAY) throw new AppError(429, 'staffPhoneDailyLimit')
  const staff = await staffOfPhone(deps, q.phone)
  return issueCode(deps, {
    kind: 'STAFF_LOGIN',
    channel: 'PHONE',
    target: q.phone,
    ip: client.ip,
    delivery: staff.length === 1 ? 'wait' : 'none',
    template: { kind: 'LOGIN_CODE', side: 'B', lang },
  })
}

/**
 * Signs an employee in with the code sent to their account's mobile number: a B-side session like
 * the password's. Refused while the password must be changed or has expired: that is done with the
 * password, on the web, so a phone sign-in cannot keep a default password alive.
 */
export async function staffLoginByPhone(deps: Deps, body: ClientLoginBody, client: ClientInfo) {
  const { db } = deps
  const fail = async (message: string) =>
    writeLog(db, {
      category: 'LOGIN',
      name: 'loginByPhone',
      exeStatus: 'FAIL',
      exeMessage: message,
      opUser: body.phone,
      opUserId: null,
      ...client,
    })
  if (!(await consumeCode(db, 'STAFF_LOGIN', body.validCodeReqNo, body.validCode, body.phone))) {
    await fail('wrong code')
    throw badRequest('staffPhoneCodeWrong')
  }
  const staff = await staffOfPhone(deps, body.phone)
  const user = staff.length === 1 ? staff[0]! : null
  if (!user) {
    // A code is sent only to one employee's number, so this is a race with a change of accounts.
    await fail(staff.length ? 'several accounts' : 'no account')
    throw badRequest('staffPhoneCodeWrong')
  }
  const expired = isPasswordExpired(
    user.passwordUpdatedAt,
    expireDaysOf(await setting(db, PasswordPolicyKey.expireDays)),
  )
  if (user.passwordMustChange === 1 || expired) {
    await fail('password must change')
    throw new AppError(403, 'staffPhonePasswordFirst')
  }
  return openSession(deps, user, client, 'loginByPhone')
}
