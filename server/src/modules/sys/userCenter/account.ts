import { randomInt } from 'node:crypto'
import { SysBaseKey } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { consumeCode } from '../../../core/captcha.js'
import { hashPassword, sm2Decrypt, verifyPassword } from '../../../core/crypto.js'
import { AppError, badRequest, notFound } from '../../../core/errors.js'
import { type Lang, t } from '../../../core/i18n.js'
import { newSecret } from '../../../core/ids.js'
import { defineList, listPage, listView } from '../../../core/list.js'
import { sendMail, smtpSettings } from '../../../core/mail.js'
import { checkPasswordHistory, checkPasswordPolicy, setPasswordHash } from '../../../core/passwordPolicy.js'
import type { AuthUser } from '../../../core/session.js'
import { sendSms } from '../../../core/sms.js'
import { isoIn, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { buildTree, updated } from '../../common.js'
import { configValue } from '../../dev/config/service.js'

const parseList = <T>(text: string | null): T[] => {
  try {
    const v = text ? JSON.parse(text) : []
    return Array.isArray(v) ? v : []
  } catch {
    return []
  }
}

/** The user's organisation with the chain of organisations above it, as a tree. */
export async function loginOrgTree(app: FastifyInstance, user: AuthUser) {
  const orgs = await app.db
    .selectFrom('sysOrg')
    .select(['id', 'parentId', 'name', 'code', 'category', 'sortCode'])
    .execute()
  const byId = new Map(orgs.map((o) => [o.id, o]))
  const chain: typeof orgs = []
  for (
    let o = user.orgId ? byId.get(user.orgId) : undefined;
    o && !chain.includes(o);
    o = byId.get(o.parentId)
  )
    chain.push(o)
  return buildTree(chain.reverse())
}

/** The user's main post and concurrent posts. */
export async function loginPositionInfo(app: FastifyInstance, user: AuthUser) {
  const u = await app.db
    .selectFrom('sysUser')
    .select(['orgId', 'positionId', 'positionJson'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  const posts = [
    { orgId: u.orgId, positionId: u.positionId, main: true },
    ...parseList<{ orgId: string; positionId: string }>(u.positionJson).map((p) => ({ ...p, main: false })),
  ]
  const orgIds = posts.map((p) => p.orgId).filter((x): x is string => !!x)
  const posIds = posts.map((p) => p.positionId).filter((x): x is string => !!x)
  const orgs = orgIds.length
    ? await app.db.selectFrom('sysOrg').select(['id', 'name']).where('id', 'in', orgIds).execute()
    : []
  const pos = posIds.length
    ? await app.db.selectFrom('sysPosition').select(['id', 'name']).where('id', 'in', posIds).execute()
    : []
  return posts.map((p) => ({
    ...p,
    orgName: orgs.find((o) => o.id === p.orgId)?.name ?? null,
    positionName: pos.find((o) => o.id === p.positionId)?.name ?? null,
  }))
}

export async function loginWorkbench(app: FastifyInstance, user: AuthUser) {
  const u = await app.db
    .selectFrom('sysUser')
    .select('workbenchJson')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  return parseList<string>(u.workbenchJson)
}
export async function updateUserWorkbench(app: FastifyInstance, user: AuthUser, ids: string[]) {
  await app.db
    .updateTable('sysUser')
    .set({ workbenchJson: JSON.stringify([...new Set(ids)]), ...updated(user) })
    .where('id', '=', user.id)
    .execute()
}

const messagesOf = (db: Kysely<DB>, user: AuthUser) =>
  db
    .selectFrom('sysMessageUser as mu')
    .innerJoin('sysMessage as m', 'm.id', 'mu.messageId')
    .where('mu.userId', '=', user.id)
/** A user's messages, unread first, newest first (one user's messages: the user index finds them). */
const messageRows = listView((q: ReturnType<typeof messagesOf>) =>
  q.select(['m.id', 'm.category', 'm.subject', 'm.createdAt', 'mu.readFlag']),
)
const messageListing = defineList({
  table: 'sys_message_user',
  alias: 'mu',
  key: 'mu.id',
  order: {
    by: ['mu.readFlag', ['m.createdAt', 'desc'], ['mu.id', 'desc']],
    index: 'sys_message_user_user',
  },
})

export async function messagePage(
  app: FastifyInstance,
  user: AuthUser,
  query: { current: number; size: number; read?: '0' | '1' },
) {
  let q = messagesOf(app.db, user)
  if (query.read) q = q.where('mu.readFlag', '=', Number(query.read))
  const page = await listPage(app.db, user, messageListing, query, q, messageRows)
  return { ...page, records: page.records.map((r) => ({ ...r, read: r.readFlag === 1 })) }
}

/** One of the user's messages; reading it marks it read. */
export async function messageDetail(app: FastifyInstance, user: AuthUser, id: string) {
  const row = await app.db
    .selectFrom('sysMessageUser as mu')
    .innerJoin('sysMessage as m', 'm.id', 'mu.messageId')
    .select(['m.id', 'm.category', 'm.subject', 'm.content', 'm.createdAt', 'mu.readFlag'])
    .where('mu.userId', '=', user.id)
    .where('m.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('messageNotFound')
  if (row.readFlag !== 1)
    await app.db
      .updateTable('sysMessageUser')
      .set({ readFlag: 1, readAt: nowIso() })
      .where('userId', '=', user.id)
      .where('messageId', '=', id)
      .execute()
  return { ...row, readFlag: 1, read: true }
}

/**
 * Old and new password SM2-encrypted; the policy and the history apply; the user's other sessions
 * end. Allowed while the password has expired (it is how one gets out of that state).
 */
export async function updatePassword(
  app: FastifyInstance,
  user: AuthUser,
  body: { password: string; newPassword: string },
) {
  const oldPlain = sm2Decrypt(body.password, app.sm2.privateKey)
  const newPlain = sm2Decrypt(body.newPassword, app.sm2.privateKey)
  if (oldPlain === null || newPlain === null) throw badRequest('passwordUndecryptable')
  const u = await app.db
    .selectFrom('sysUser')
    .select(['passwordHash'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  if (!(await verifyPassword(u.passwordHash, oldPlain))) throw badRequest('passwordWrong')
  await checkPasswordPolicy(app.db, newPlain)
  await checkPasswordHistory(app.db, user.id, u.passwordHash, newPlain)
  const passwordHash = await hashPassword(newPlain)
  await app.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, user.id)
    await trx
      .deleteFrom('sysSession')
      .where('userId', '=', user.id)
      .where('id', '!=', user.sessionId)
      .execute()
  })
  // Also drops this session's cached "password expired" state: the next call is allowed at once.
  app.sessions.invalidate()
}

const IMAGE_MAGIC: Record<string, (b: Buffer) => boolean> = {
  png: (b) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47,
  jpeg: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => b.length > 6 && b.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (b) =>
    b.length > 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
}
export const AVATAR_MAX_BYTES = 512 * 1024

/** A data URL of a PNG/JPEG/GIF/WEBP image whose bytes match its declared type, within the size limit. */
export function checkImageDataUrl(value: string): string {
  const m = /^data:image\/(png|jpeg|jpg|gif|webp);base64,([A-Za-z0-9+/=]+)$/.exec(value)
  if (!m) throw badRequest('avatarInvalid')
  const type = m[1] === 'jpg' ? 'jpeg' : m[1]!
  const bytes = Buffer.from(m[2]!, 'base64')
  if (bytes.length > AVATAR_MAX_BYTES) throw badRequest('avatarTooLarge', { kb: AVATAR_MAX_BYTES / 1024 })
  if (!IMAGE_MAGIC[type]!(bytes)) throw badRequest('avatarInvalid')
  return `data:image/${type};base64,${m[2]}`
}

export async function updateAvatar(app: FastifyInstance, user: AuthUser, avatar: string) {
  const value = checkImageDataUrl(avatar)
  await app.db
    .updateTable('sysUser')
    .set({ avatar: value, ...updated(user) })
    .where('id', '=', user.id)
    .execute()
  return value
}
/** The caller's handwritten signature (an image data URL), or null. */
export async function loginSignature(app: FastifyInstance, user: AuthUser) {
  const u = await app.db
    .selectFrom('sysUser')
    .select('signature')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  return u.signature
}
export async function updateSignature(app: FastifyInstance, user: AuthUser, signature: string) {
  const value = signature ? checkImageDataUrl(signature) : null
  await app.db
    .updateTable('sysUser')
    .set({ signature: value, ...updated(user) })
    .where('id', '=', user.id)
    .execute()
}

export async function updateUserInfo(
  app: FastifyInstance,
  user: AuthUser,
  body: {
    name: string
    nickname?: string | null
    gender?: string | null
    address?: string | null
    emergencyContact?: string | null
    emergencyPhone?: string | null
  },
) {
  await app.db
    .updateTable('sysUser')
    .set({
      name: body.name,
      // A field left out of the request keeps its value; null clears it.
      ...Object.fromEntries(
        (['nickname', 'gender', 'address', 'emergencyContact', 'emergencyPhone'] as const)
          .filter((k) => body[k] !== undefined)
          .map((k) => [k, body[k] ?? null]),
      ),
      ...updated(user),
    })
    .where('id', '=', user.id)
    .execute()
  app.sessions.invalidate()
}

// ---- echo of selected ids: names only, for showing what a form holds

export async function orgListByIds(app: FastifyInstance, ids: string[]) {
  if (!ids.length) return []
  return app.db
    .selectFrom('sysOrg')
    .select(['id', 'parentId', 'name', 'category'])
    .where('id', 'in', ids)
    .execute()
}
export async function userListByIds(app: FastifyInstance, ids: string[]) {
  if (!ids.length) return []
  return app.db
    .selectFrom('sysUser as u')
    .leftJoin('sysOrg as o', 'o.id', 'u.orgId')
    .select(['u.id', 'u.name', 'u.account', 'u.orgId', 'o.name as orgName'])
    .where('u.id', 'in', ids)
    .execute()
}
export async function positionListByIds(app: FastifyInstance, ids: string[]) {
  if (!ids.length) return []
  return app.db
    .selectFrom('sysPosition')
    .select(['id', 'name', 'orgId', 'category'])
    .where('id', 'in', ids)
    .execute()
}
export async function roleListByIds(app: FastifyInstance, ids: string[]) {
  if (!ids.length) return []
  return app.db
    .selectFrom('sysRole')
    .select(['id', 'name', 'code', 'category'])
    .where('id', 'in', ids)
    .execute()
}
export async function groupListByIds(app: FastifyInstance, ids: string[]) {
  if (!ids.length) return []
  return app.db.selectFrom('sysGroup').select(['id', 'name']).where('id', 'in', ids).execute()
}
export async function avatarById(app: FastifyInstance, id: string) {
  const u = await app.db.selectFrom('sysUser').select('avatar').where('id', '=', id).executeTakeFirst()
  if (!u) throw notFound('userNotFound')
  return u.avatar
}

// ---- bind phone / e-mail by code

const CODE_TTL_MS = 5 * 60_000
const RESEND_MS = 60_000

/** Sends a code to a new phone or e-mail of the logged-in user; one a minute per address. */
export async function sendBindCode(
  app: FastifyInstance,
  user: AuthUser,
  channel: 'PHONE' | 'EMAIL',
  target: string,
  ip: string | null,
  lang: Lang,
) {
  const { db } = app
  const kind = channel === 'PHONE' ? 'BIND_PHONE' : 'BIND_EMAIL'
  const col = channel === 'PHONE' ? 'phone' : 'email'
  const other = await db
    .selectFrom('sysUser')
    .select('id')
    .where(col, '=', target)
    .where('id', '!=', user.id)
    .executeTakeFirst()
  if (other) throw badRequest(channel === 'PHONE' ? 'phoneDuplicate' : 'emailDuplicate', { [col]: target })
  if (channel === 'EMAIL' && !(await smtpSettings(db))) throw new AppError(503, 'mailNotConfigured')
  const recent = await db
    .selectFrom('sysCode')
    .select('createdAt')
    .where('kind', '=', kind)
    .where('target', '=', target)
    .where('createdAt', '>', isoIn(-RESEND_MS))
    .executeTakeFirst()
  if (recent) {
    const seconds = Math.max(1, Math.ceil((Date.parse(recent.createdAt) + RESEND_MS - Date.now()) / 1000))
    throw new AppError(429, 'codeTooFrequent', { seconds })
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const reqNo = newSecret(18)
  await db
    .insertInto('sysCode')
    .values({ id: reqNo, kind, target, code, expiresAt: isoIn(CODE_TTL_MS), createdAt: nowIso(), ip })
    .execute()
  const system = (await configValue(db, SysBaseKey.name)) ?? ''
  try {
    if (channel === 'EMAIL')
      await sendMail(db, {
        to: target,
        subject: t(lang, 'bindMailSubject', { system }),
        text: t(lang, 'bindMailText', { system, code }),
      })
    else await sendSms(db, target, t(lang, 'bindSmsText', { system, code }))
  } catch (err) {
    app.log.error({ err }, 'bind code not delivered')
    await db.deleteFrom('sysCode').where('id', '=', reqNo).execute()
    throw new AppError(503, channel === 'EMAIL' ? 'mailFailed' : 'smsFailed')
  }
  return reqNo
}

export async function bindWithCode(
  app: FastifyInstance,
  user: AuthUser,
  channel: 'PHONE' | 'EMAIL',
  target: string,
  body: { validCode: string; validCodeReqNo: string },
) {
  const kind = channel === 'PHONE' ? 'BIND_PHONE' : 'BIND_EMAIL'
  if (!(await consumeCode(app.db, kind, body.validCodeReqNo, body.validCode, target)))
    throw badRequest('codeWrong')
  const col = channel === 'PHONE' ? 'phone' : 'email'
  const other = await app.db
    .selectFrom('sysUser')
    .select('id')
    .where(col, '=', target)
    .where('id', '!=', user.id)
    .executeTakeFirst()
  if (other) throw badRequest(channel === 'PHONE' ? 'phoneDuplicate' : 'emailDuplicate', { [col]: target })
  await app.db
    .updateTable('sysUser')
    .set({ [col]: target, ...updated(user) })
    .where('id', '=', user.id)
    .execute()
}
