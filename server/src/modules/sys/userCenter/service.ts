import { randomInt } from 'node:crypto'
import { SysBaseKey } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { consumeCode } from '../../../core/captcha.js'
import { hashPassword, sm2Decrypt } from '../../../core/crypto.js'
import { AppError, badRequest } from '../../../core/errors.js'
import { type Lang, t } from '../../../core/i18n.js'
import { newSecret } from '../../../core/ids.js'
import { writeLog } from '../../../core/log.js'
import { sendMail, smtpSettings } from '../../../core/mail.js'
import { checkPasswordHistory, checkPasswordPolicy, setPasswordHash } from '../../../core/passwordPolicy.js'
import { sendSms } from '../../../core/sms.js'
import { isoIn, nowIso } from '../../../core/time.js'
import type { ClientInfo } from '../../auth/login/service.js'
import { configValue } from '../../dev/config/service.js'

export type Channel = 'EMAIL' | 'PHONE'

const CODE_TTL_MS = 5 * 60_000
const RESEND_MS = 60_000

const userColumn = (channel: Channel) => (channel === 'EMAIL' ? 'email' : 'phone')

/**
 * Sends a recovery code after the picture captcha: at most one per target a minute, and the same
 * answer whether or not the address belongs to an account (the message goes out only when it does,
 * after the response, so timing tells nothing either). Returns the request number of the code.
 */
export async function requestRecoveryCode(
  app: FastifyInstance,
  channel: Channel,
  target: string,
  captcha: { validCode: string; validCodeReqNo: string },
  client: ClientInfo,
  lang: Lang,
): Promise<string> {
  const { db } = app
  if (!(await consumeCode(db, 'PIC', captcha.validCodeReqNo, captcha.validCode)))
    throw badRequest('captchaWrong')
  if (channel === 'EMAIL' && !(await smtpSettings(db))) throw new AppError(503, 'mailNotConfigured')
  const recent = await db
    .selectFrom('sysCode')
    .select('createdAt')
    .where('kind', '=', channel)
    .where('target', '=', target)
    .where('createdAt', '>', isoIn(-RESEND_MS))
    .orderBy('createdAt', 'desc')
    .executeTakeFirst()
  if (recent) {
    const seconds = Math.max(1, Math.ceil((Date.parse(recent.createdAt) + RESEND_MS - Date.now()) / 1000))
    throw new AppError(429, 'codeTooFrequent', { seconds })
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const reqNo = newSecret(18)
  await db
    .insertInto('sysCode')
    .values({
      id: reqNo,
      kind: channel,
      target,
      code,
      expiresAt: isoIn(CODE_TTL_MS),
      createdAt: nowIso(),
      ip: client.ip,
    })
    .execute()
  const user = await db
    .selectFrom('sysUser')
    .select('id')
    .where(userColumn(channel), '=', target)
    .where('userStatus', '=', 'ENABLE')
    .executeTakeFirst()
  if (user) {
    setImmediate(() => {
      deliver(app, channel, target, code, lang).catch((err) =>
        app.log.error({ err, channel }, 'recovery code not delivered'),
      )
    })
  }
  return reqNo
}

async function deliver(app: FastifyInstance, channel: Channel, target: string, code: string, lang: Lang) {
  const system = (await configValue(app.db, SysBaseKey.name)) ?? ''
  if (channel === 'EMAIL') {
    await sendMail(app.db, {
      to: target,
      subject: t(lang, 'mailSubject', { system }),
      text: t(lang, 'mailText', { system, code }),
    })
  } else {
    await sendSms(app.db, target, t(lang, 'smsText', { system, code }))
  }
}

/**
 * Sets a new password with a recovery code. The policy is checked before the code is used, so a
 * refused password can be corrected; the history only after (a reused password costs the code); a
 * wrong code and an unknown address get the same answer.
 * Every session of the user ends.
 */
export async function resetWithCode(
  app: FastifyInstance,
  channel: Channel,
  target: string,
  body: { validCode: string; validCodeReqNo: string; newPassword: string },
  client: ClientInfo,
): Promise<void> {
  const { db } = app
  const plain = sm2Decrypt(body.newPassword, app.sm2.privateKey)
  if (plain === null) throw badRequest('passwordUndecryptable')
  await checkPasswordPolicy(db, plain)
  if (!(await consumeCode(db, channel, body.validCodeReqNo, body.validCode, target)))
    throw badRequest('codeWrong')
  const user = await db
    .selectFrom('sysUser')
    .select(['id', 'account', 'passwordHash'])
    .where(userColumn(channel), '=', target)
    .where('userStatus', '=', 'ENABLE')
    .executeTakeFirst()
  if (!user) throw badRequest('codeWrong')
  // Only after the code is right: before it, the answer would tell anyone which passwords were used.
  await checkPasswordHistory(db, user.id, user.passwordHash, plain)
  const passwordHash = await hashPassword(plain)
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, user.id)
    await trx.deleteFrom('sysLoginGuard').where('account', '=', user.account).execute()
  })
  await app.sessions.revokeUser(user.id)
  await writeLog(db, {
    category: 'OPERATE',
    name: channel === 'EMAIL' ? 'findPasswordByEmail' : 'findPasswordByPhone',
    exeStatus: 'SUCCESS',
    opUser: user.account,
    opUserId: user.id,
    ...client,
  })
}
