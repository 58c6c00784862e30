import { randomInt } from 'node:crypto'
import { type MessageKind, type MessageSide, SysBaseKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type { Deps } from './deps.js'
import { AppError } from './errors.js'
import type { Lang } from './i18n.js'
import { newSecret } from './ids.js'
import { sendMail, smtpSettings } from './mail.js'
import { renderedMail } from './messages.js'
import { setting } from './settings.js'
import { sendSms, smsRefusalAnswer } from './sms.js'
import { isoIn, nowIso } from './time.js'

/**
 * E-mail and SMS codes (password recovery, binding a new phone or e-mail, later the phone sign-in
 * of external users): issued here and only here. Stored in `sys_code` under a random request
 * number, valid 5 minutes, one a minute per kind and address, checked by `consumeCode` (or
 * `checkCode` then `spendCode`).
 */
export type CodeKind =
  | 'PIC'
  | 'EMAIL'
  | 'PHONE'
  | 'BIND_EMAIL'
  | 'BIND_PHONE'
  | 'CLIENT_LOGIN'
  | 'STAFF_LOGIN'
export type CodeChannel = 'EMAIL' | 'PHONE'

const CODE_TTL_MS = 5 * 60_000
const RESEND_MS = 60_000

export interface IssueCode {
  /** What the code is for (`consumeCode` checks it): e.g. `EMAIL`/`PHONE` (recovery), `BIND_PHONE`. */
  kind: CodeKind
  channel: CodeChannel
  target: string
  ip: string | null
  /** The template of the message carrying the code (`core/messages.ts`), in the receiver's language. */
  template: { kind: MessageKind; side: MessageSide; lang: Lang }
  /**
   * `wait`: send before answering (a failure deletes the code and answers 503); `background`: send
   * after the answer (the caller's timing then tells nothing); `none`: store it only (e.g. the
   * address has no account, and the answer must not say so).
   */
  delivery: 'wait' | 'background' | 'none'
}

/** Issues a code and returns its request number. */
export async function issueCode(deps: Deps, o: IssueCode): Promise<string> {
  const { db } = deps
  if (o.channel === 'EMAIL' && !(await smtpSettings(db))) throw new AppError(503, 'mailNotConfigured')
  const recent = await db
    .selectFrom('sysCode')
    .select('createdAt')
    .where('kind', '=', o.kind)
    .where('target', '=', o.target)
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
      kind: o.kind,
      target: o.target,
      code,
      expiresAt: isoIn(CODE_TTL_MS),
      createdAt: nowIso(),
      ip: o.ip,
    })
    .execute()
  const send = async () => {
    const values = {
      code,
      minutes: String(CODE_TTL_MS / 60_000),
      system: (await setting(db, SysBaseKey.name)) ?? '',
    }
    if (o.channel === 'EMAIL')
      await sendMail(db, { to: o.target, ...(await renderedMail(db, { ...o.template, values })) })
    else await sendSms(db, o.target, { ...o.template, values }, { kind: o.kind, code })
  }
  if (o.delivery === 'background') {
    setImmediate(() => {
      send().catch((err) => deps.log.error({ err, kind: o.kind }, 'code not delivered'))
    })
  } else if (o.delivery === 'wait') {
    try {
      await send()
    } catch (err) {
      deps.log.error({ err, kind: o.kind }, 'code not delivered')
      await db.deleteFrom('sysCode').where('id', '=', reqNo).execute()
      throw o.channel === 'EMAIL' ? new AppError(503, 'mailFailed') : smsRefusalAnswer(err)
    }
  }
  return reqNo
}

/**
 * Checks a code without spending it, when a right answer must not be lost to a later refusal (a
 * reused password in recovery): a wrong or expired answer spends it at once (single use), a right one
 * stays until `spendCode`. `target` binds e-mail and SMS codes to the address they were sent to.
 */
export async function checkCode(
  db: Kysely<DB>,
  kind: CodeKind,
  reqNo: string | undefined,
  answer: string | undefined,
  target: string | null = null,
): Promise<boolean> {
  if (!reqNo || !answer) return false
  const row = await db
    .selectFrom('sysCode')
    .select(['code', 'expiresAt', 'target', 'kind'])
    .where('id', '=', reqNo)
    .executeTakeFirst()
  if (!row) return false
  const right =
    row.kind === kind &&
    row.target === target &&
    row.expiresAt > nowIso() &&
    row.code === answer.trim().toLowerCase()
  if (!right) await db.deleteFrom('sysCode').where('id', '=', reqNo).execute()
  return right
}

/**
 * Spends a code `checkCode` accepted: true for the one call that deleted it, false when another did
 * first (two concurrent uses of one code: only one wins). Run it in the transaction of what the code
 * allows, so the loser's change is rolled back with it.
 */
export async function spendCode(db: Kysely<DB>, reqNo: string): Promise<boolean> {
  const deleted = await db.deleteFrom('sysCode').where('id', '=', reqNo).executeTakeFirst()
  return Number(deleted.numDeletedRows) === 1
}

/**
 * Checks and consumes a code in one step: right or wrong, the code cannot be tried again.
 * `target` binds e-mail and SMS codes to the address they were sent to.
 */
export async function consumeCode(...args: Parameters<typeof checkCode>): Promise<boolean> {
  const [db, , reqNo] = args
  return (await checkCode(...args)) && (await spendCode(db, reqNo!))
}

/**
 * Whether a code sent to `target` can still be used (unspent, unexpired): resending its message helps
 * only then. A code whose sending failed while the caller waited was withdrawn at once.
 */
export async function codeStillValid(db: Kysely<DB>, kind: string, target: string, code: string) {
  const row = await db
    .selectFrom('sysCode')
    .select('id')
    .where('kind', '=', kind)
    .where('target', '=', target)
    .where('code', '=', code)
    .where('expiresAt', '>', nowIso())
    .executeTakeFirst()
  return !!row
}
