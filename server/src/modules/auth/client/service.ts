import type { ClientLoginBody, ClientPhoneCodeQuery } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { consumeCode, issueCode } from '../../../core/codes.js'
import type { Deps } from '../../../core/deps.js'
import { AppError, badRequest } from '../../../core/errors.js'
import type { Lang } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import { writeLog } from '../../../core/log.js'
import type { ClientInfo } from '../../../core/route.js'
import { isUniqueViolation } from '../../../core/rows.js'
import { sentToday } from '../../../core/sms.js'
import { nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/** SMS codes one phone number may be sent in a day (whatever they were for): a cap on SMS pumping. */
export const CLIENT_CODES_PER_DAY = 10

/**
 * Sends a sign-in code to a phone, after the picture captcha (single use) proved a person: one a
 * minute per number (`core/codes.ts`), `CLIENT_CODES_PER_DAY` a day, and the route's limit per
 * address (a setting, `SmsKey.perAddressPerMinute`). Any valid number gets one: signing in creates the identity, so nothing is revealed.
 */
export async function sendClientCode(deps: Deps, q: ClientPhoneCodeQuery, client: ClientInfo, lang: Lang) {
  const { db } = deps
  if (!(await consumeCode(db, 'PIC', q.validCodeReqNo, q.validCode))) throw badRequest('captchaWrong')
  if ((await sentToday(db, q.phone)) >= CLIENT_CODES_PER_DAY) throw new AppError(429, 'clientCodeDailyLimit')
  return issueCode(deps, {
    kind: 'CLIENT_LOGIN',
    channel: 'PHONE',
    target: q.phone,
    ip: client.ip,
    delivery: 'wait',
    template: { kind: 'LOGIN_CODE', side: 'C', lang },
  })
}

/**
 * Signs a phone in with its code (single use: a wrong answer spends it): the first sign-in of a number
 * creates its identity, later ones find it. Answers the C-side token.
 */
export async function clientLogin(deps: Deps, body: ClientLoginBody, client: ClientInfo): Promise<string> {
  const { db } = deps
  if (!(await consumeCode(db, 'CLIENT_LOGIN', body.validCodeReqNo, body.validCode, body.phone))) {
    await visit(deps, 'LOGIN', { phone: body.phone, openId: null }, client, 'FAIL', 'wrong code')
    throw badRequest('clientCodeWrong')
  }
  const now = nowIso()
  let user = await db
    .selectFrom('clientUser')
    .select(['id', 'status'])
    .where('phone', '=', body.phone)
    .executeTakeFirst()
  if (!user) {
    const id = newId()
    try {
      await db
        .insertInto('clientUser')
        .values({ id, phone: body.phone, status: 'ENABLE', createdAt: now })
        .execute()
      user = { id, status: 'ENABLE' }
    } catch (err) {
      // Two first sign-ins of one number at once: the unique index lets one row in; use it.
      if (!isUniqueViolation(err)) throw err
      user = await db
        .selectFrom('clientUser')
        .select(['id', 'status'])
        .where('phone', '=', body.phone)
        .executeTakeFirst()
      if (!user) throw err
    }
  }
  if (user.status !== 'ENABLE') {
    await visit(deps, 'LOGIN', { phone: body.phone, openId: user.id }, client, 'FAIL', 'disabled')
    throw new AppError(403, 'clientDisabled')
  }
  await db
    .updateTable('clientUser')
    .set({ lastLoginAt: now, lastLoginIp: client.ip })
    .where('id', '=', user.id)
    .execute()
  // The phone was opened inside WeChat: its WeChat identity signs this number in from now on.
  if (body.wxTicket) await bindWechat(db, body.wxTicket, user.id)
  const token = await deps.clientSessions.create(user.id, client.ip, client.userAgent)
  await visit(deps, 'LOGIN', { phone: body.phone, openId: user.id }, client, 'SUCCESS')
  return token
}

/** The visit log of C-side sign-ins and sign-outs, beside the staff ones (the phone as the user). */
export const visit = (
  deps: Deps,
  kind: 'LOGIN' | 'LOGOUT',
  who: { phone: string; openId: string | null },
  client: ClientInfo,
  exeStatus: 'SUCCESS' | 'FAIL',
  exeMessage: string | null = null,
) =>
  writeLog(deps.db, {
    category: kind,
    name: kind === 'LOGIN' ? 'clientLogin' : 'clientLogout',
    exeStatus,
    exeMessage,
    opUser: who.phone,
    opUserId: who.openId,
    ...client,
  })

/** A row of `sys_code` used once: the first delete wins. Answers its target, or null. */
export async function takeCode(
  db: Kysely<DB>,
  kind: string,
  id: string,
): Promise<{ target: string; code: string } | null> {
  const row = await db
    .selectFrom('sysCode')
    .select(['target', 'code', 'expiresAt'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst()
  if (!row) return null
  const gone = await db.deleteFrom('sysCode').where('id', '=', id).executeTakeFirst()
  if (Number(gone.numDeletedRows) !== 1 || row.expiresAt <= nowIso() || !row.target) return null
  return { target: row.target, code: row.code }
}

/**
 * Binds the WeChat identity of `ticket` to the client identity that just proved its phone. A ticket
 * that is no longer valid binds nothing (the sign-in itself stands); an identity bound already stays.
 */
export async function bindWechat(db: Kysely<DB>, ticket: string, clientUserId: string) {
  const taken = await takeCode(db, 'WX_BIND', ticket)
  if (!taken) return
  try {
    await db
      .insertInto('clientWechat')
      .values({ id: newId(), appId: taken.code, openid: taken.target, clientUserId, createdAt: nowIso() })
      .execute()
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
  }
}
