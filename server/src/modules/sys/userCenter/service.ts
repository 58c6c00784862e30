import { SysBaseKey } from '@portal/contracts'
import { checkCode, consumeCode, issueCode, spendCode } from '../../../core/codes.js'
import { hashPassword, sm2Decrypt } from '../../../core/crypto.js'
import type { Deps } from '../../../core/deps.js'
import { badRequest } from '../../../core/errors.js'
import type { Lang } from '../../../core/i18n.js'
import { writeLog } from '../../../core/log.js'
import { sendMail } from '../../../core/mail.js'
import { renderedMail } from '../../../core/messages.js'
import { checkPasswordHistory, checkPasswordPolicy, setPasswordHash } from '../../../core/passwordPolicy.js'
import type { ClientInfo } from '../../../core/route.js'
import { setting } from '../../../core/settings.js'
import { sendSms } from '../../../core/sms.js'
import { companyMinute } from '../../../core/time.js'
import './texts.js'

export type Channel = 'EMAIL' | 'PHONE'

const userColumn = (channel: Channel) => (channel === 'EMAIL' ? 'email' : 'phone')

/**
 * Sends a recovery code after the picture captcha: at most one per target a minute, and the same
 * answer whether or not the address belongs to an account (the message goes out only when it does,
 * after the response, so timing tells nothing either). Returns the request number of the code.
 */
export async function requestRecoveryCode(
  deps: Deps,
  channel: Channel,
  target: string,
  captcha: { validCode: string; validCodeReqNo: string },
  client: ClientInfo,
  lang: Lang,
): Promise<string> {
  const { db } = deps
  if (!(await consumeCode(db, 'PIC', captcha.validCodeReqNo, captcha.validCode)))
    throw badRequest('captchaWrong')
  const user = await db
    .selectFrom('sysUser')
    .select('id')
    .where(userColumn(channel), '=', target)
    .where('userStatus', '=', 'ENABLE')
    .executeTakeFirst()
  return issueCode(deps, {
    kind: channel,
    channel,
    target,
    ip: client.ip,
    delivery: user ? 'background' : 'none',
    template: { kind: 'RECOVERY_CODE', side: 'B', lang },
  })
}

/**
 * Sets a new password with a recovery code. The policy's general rules are checked before the code
 * is looked at, so a refused password can be corrected; the account, name and history rules only
 * after the code proved right (before it, the answer would tell anyone about the address's owner and
 * which passwords were used), and a refusal there keeps the code for another try. A wrong code is
 * spent at once; a right one is spent in the transaction that sets the password, so of two concurrent
 * resets with one code only one wins. A wrong code and an unknown address get the same answer.
 * Every session of the user ends.
 */
export async function resetWithCode(
  deps: Deps,
  channel: Channel,
  target: string,
  body: { validCode: string; validCodeReqNo: string; newPassword: string },
  client: ClientInfo,
  lang: Lang,
): Promise<void> {
  const { db } = deps
  const plain = sm2Decrypt(body.newPassword, deps.sm2.privateKey)
  if (plain === null) throw badRequest('passwordUndecryptable')
  await checkPasswordPolicy(db, plain)
  if (!(await checkCode(db, channel, body.validCodeReqNo, body.validCode, target)))
    throw badRequest('codeWrong')
  const user = await db
    .selectFrom('sysUser')
    .select(['id', 'account', 'name', 'passwordHash'])
    .where(userColumn(channel), '=', target)
    .where('userStatus', '=', 'ENABLE')
    .executeTakeFirst()
  if (!user) {
    await spendCode(db, body.validCodeReqNo)
    throw badRequest('codeWrong')
  }
  await checkPasswordPolicy(db, plain, user)
  await checkPasswordHistory(db, user.id, user.passwordHash, plain)
  const passwordHash = await hashPassword(plain)
  await db.transaction().execute(async (trx) => {
    if (!(await spendCode(trx, body.validCodeReqNo))) throw badRequest('codeWrong')
    await setPasswordHash(trx, user.id, passwordHash, user.id, 'user')
    await trx.deleteFrom('sysLoginGuard').where('account', '=', user.account).execute()
  })
  await deps.sessions.revokeUser(user.id)
  await writeLog(db, {
    category: 'OPERATE',
    name: channel === 'EMAIL' ? 'findPasswordByEmail' : 'findPasswordByPhone',
    exeStatus: 'SUCCESS',
    opUser: user.account,
    opUserId: user.id,
    ...client,
  })
  // The owner hears of it where the code went: a reset they did not make is noticed at once.
  const values = {
    account: user.account,
    time: companyMinute(),
    system: (await setting(db, SysBaseKey.name)) ?? '',
  }
  const message = { kind: 'RESET_DONE', side: 'B', lang, values } as const
  setImmediate(() => {
    const sent =
      channel === 'EMAIL'
        ? renderedMail(db, message).then((m) => sendMail(db, { to: target, ...m }))
        : sendSms(db, target, message)
    sent.catch((err) => deps.log.warn({ err }, 'password reset notice not delivered'))
  })
}
