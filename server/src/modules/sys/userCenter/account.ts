import { IMAGE_MIMES, isFileId, USER_IMAGE_MAX_BYTES } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { consumeCode, issueCode } from '../../../core/codes.js'
import { hashPassword, sm2Decrypt, verifyPassword } from '../../../core/crypto.js'
import { anyScope, inScope, type ScopeColumns, scopeWhere } from '../../../core/dataScope.js'
import type { Deps } from '../../../core/deps.js'
import { badRequest, forbidden, notFound } from '../../../core/errors.js'
import { deleteFiles, storeBuffer } from '../../../core/files.js'
import type { Lang } from '../../../core/i18n.js'
import { defineList, listPage, listView } from '../../../core/list.js'
import { newestFirst } from '../../../core/listOrders.js'
import { markReceiptsRead } from '../../../core/notify.js'
import { checkPasswordHistory, checkPasswordPolicy, setPasswordHash } from '../../../core/passwordPolicy.js'
import { buildTree, updated } from '../../../core/rows.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'
import '../user/texts.js'
import './texts.js'

const parseList = <T>(text: string | null): T[] => {
  try {
    const v = text ? JSON.parse(text) : []
    return Array.isArray(v) ? v : []
  } catch {
    return []
  }
}

/** The user's organisation with the chain of organisations above it, as a tree. */
export async function loginOrgTree(db: Kysely<DB>, user: AuthUser) {
  const orgs = await db
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
export async function loginPositionInfo(db: Kysely<DB>, user: AuthUser) {
  const u = await db
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
    ? await db.selectFrom('sysOrg').select(['id', 'name']).where('id', 'in', orgIds).execute()
    : []
  const pos = posIds.length
    ? await db.selectFrom('sysPosition').select(['id', 'name']).where('id', 'in', posIds).execute()
    : []
  return posts.map((p) => ({
    ...p,
    orgName: orgs.find((o) => o.id === p.orgId)?.name ?? null,
    positionName: pos.find((o) => o.id === p.positionId)?.name ?? null,
  }))
}

export async function loginWorkbench(db: Kysely<DB>, user: AuthUser) {
  const u = await db
    .selectFrom('sysUser')
    .select('workbenchJson')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  return parseList<string>(u.workbenchJson)
}
export async function updateUserWorkbench(db: Kysely<DB>, user: AuthUser, ids: string[]) {
  await db
    .updateTable('sysUser')
    .set({ workbenchJson: JSON.stringify([...new Set(ids)]), ...updated(user) })
    .where('id', '=', user.id)
    .execute()
}

// The receipts alone: counted and skipped on the inbox index, messages joined for a page's rows.
const messagesOf = (db: Kysely<DB>, user: AuthUser) =>
  db.selectFrom('sysMessageUser as mu').where('mu.userId', '=', user.id)
/** A user's messages, newest first: the inbox index in its order (unread ones: the unread index). */
const messageRows = listView((q: ReturnType<typeof messagesOf>) =>
  q
    .innerJoin('sysMessage as m', 'm.id', 'mu.messageId')
    .select(['m.id', 'm.category', 'm.subject', 'mu.deliveredAt as createdAt', 'mu.readFlag']),
)
const messageListing = defineList(
  newestFirst('sys_message_user', 'mu', 'deliveredAt', 'sys_message_user_inbox'),
)

export async function messagePage(
  db: Kysely<DB>,
  user: AuthUser,
  query: { current: number; size: number; read?: '0' | '1' },
) {
  let q = messagesOf(db, user)
  if (query.read) q = q.where('mu.readFlag', '=', Number(query.read))
  const page = await listPage(db, user, messageListing, query, q, messageRows)
  return { ...page, records: page.records.map((r) => ({ ...r, read: r.readFlag === 1 })) }
}

/** One of the user's messages; reading it marks it read. */
export async function messageDetail(db: Kysely<DB>, user: AuthUser, id: string) {
  const row = await db
    .selectFrom('sysMessageUser as mu')
    .innerJoin('sysMessage as m', 'm.id', 'mu.messageId')
    .select(['m.id', 'm.category', 'm.subject', 'm.content', 'mu.deliveredAt as createdAt', 'mu.readFlag'])
    .where('mu.userId', '=', user.id)
    .where('m.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('messageNotFound')
  if (row.readFlag !== 1) await markReceiptsRead(db, user.id, [id])
  return { ...row, readFlag: 1, read: true }
}

/**
 * Old and new password SM2-encrypted; the policy and the history apply; the user's other sessions
 * end. Allowed while the password has expired (it is how one gets out of that state).
 */
export async function updatePassword(
  deps: Deps,
  user: AuthUser,
  body: { password: string; newPassword: string },
) {
  const oldPlain = sm2Decrypt(body.password, deps.sm2.privateKey)
  const newPlain = sm2Decrypt(body.newPassword, deps.sm2.privateKey)
  if (oldPlain === null || newPlain === null) throw badRequest('passwordUndecryptable')
  const u = await deps.db
    .selectFrom('sysUser')
    .select(['passwordHash', 'account', 'name'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  if (!(await verifyPassword(u.passwordHash, oldPlain))) throw badRequest('passwordWrong')
  await checkPasswordPolicy(deps.db, newPlain, u)
  await checkPasswordHistory(deps.db, user.id, u.passwordHash, newPlain)
  const passwordHash = await hashPassword(newPlain)
  await deps.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, user.id, 'user')
    await trx
      .deleteFrom('sysSession')
      .where('userId', '=', user.id)
      .where('id', '!=', user.sessionId)
      .execute()
  })
  // Also drops this session's cached "password expired" state: the next call is allowed at once.
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

/** A data URL of a PNG/JPEG/GIF/WEBP image whose bytes match its declared type, within the size limit. */
export function checkImageDataUrl(value: string): string {
  const m = /^data:image\/(png|jpeg|jpg|gif|webp);base64,([A-Za-z0-9+/=]+)$/.exec(value)
  if (!m) throw badRequest('avatarInvalid')
  const type = m[1] === 'jpg' ? 'jpeg' : m[1]!
  const bytes = Buffer.from(m[2]!, 'base64')
  if (bytes.length > USER_IMAGE_MAX_BYTES)
    throw badRequest('avatarTooLarge', { kb: USER_IMAGE_MAX_BYTES / 1024 })
  if (!IMAGE_MAGIC[type]!(bytes)) throw badRequest('avatarInvalid')
  return `data:image/${type};base64,${m[2]}`
}

/**
 * Stores an image data URL as a file (`core/files.ts`) and puts its id in the user's `column`; the file
 * it replaces is deleted. A failed update deletes the new file again, so nothing is left half-done.
 */
async function storeUserImage(
  db: Kysely<DB>,
  dataDir: string,
  user: AuthUser,
  column: 'avatar' | 'signature',
  dataUrl: string | null,
): Promise<string | null> {
  const value = dataUrl ? checkImageDataUrl(dataUrl) : null
  const old = await db
    .selectFrom('sysUser')
    .select(column)
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  const file = value
    ? await storeBuffer(db, dataDir, user, Buffer.from(value.split(',')[1]!, 'base64'), {
        name: `${column}.${value.slice(11, value.indexOf(';'))}`,
        purpose: column === 'avatar' ? 'AVATAR' : 'SIGNATURE',
        accept: IMAGE_MIMES,
        maxBytes: USER_IMAGE_MAX_BYTES,
      })
    : null
  try {
    await db
      .updateTable('sysUser')
      .set({ [column]: file?.id ?? null, ...updated(user) })
      .where('id', '=', user.id)
      .execute()
  } catch (err) {
    if (file) await deleteFiles(db, dataDir, [file.id]).catch(() => {})
    throw err
  }
  // The replaced file is no longer referenced; a data URL saved before files were stored just goes.
  const previous = old[column]
  if (isFileId(previous)) await deleteFiles(db, dataDir, [previous]).catch(() => {})
  return file?.id ?? null
}

/** Sets the caller's avatar from an image data URL; answers the stored file's id. */
export function updateAvatar(db: Kysely<DB>, dataDir: string, user: AuthUser, avatar: string) {
  return storeUserImage(db, dataDir, user, 'avatar', avatar)
}
/**
 * The caller's handwritten signature: a stored file's id (read through the file URLs), a data URL
 * saved before files were stored, or null.
 */
export async function loginSignature(db: Kysely<DB>, user: AuthUser) {
  const u = await db
    .selectFrom('sysUser')
    .select('signature')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  return u.signature
}
/** Sets (from an image data URL) or, with '', clears the caller's signature. */
export async function updateSignature(db: Kysely<DB>, dataDir: string, user: AuthUser, signature: string) {
  await storeUserImage(db, dataDir, user, 'signature', signature || null)
}

export async function updateUserInfo(
  db: Kysely<DB>,
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
  await db
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
}

// ---- echo of selected ids: names only, for showing what a form holds. Each answers only what the
// caller's selectors could offer: records inside the union of the caller's data scopes (`anyScope`,
// the selectors' rule; the super admin sees all). Other ids are left out, as if unknown.

/** The selectors' rule as a where-clause: the union of the caller's data scopes on `cols`. */
const selectable = async (db: Kysely<DB>, user: AuthUser, cols: ScopeColumns) =>
  scopeWhere(await anyScope(db, user), user, cols)

export async function orgListByIds(db: Kysely<DB>, user: AuthUser, ids: string[]) {
  if (!ids.length) return []
  const where = await selectable(db, user, { org: 'o.id', self: 'o.createdUser' })
  const q = db.selectFrom('sysOrg as o').where('o.id', 'in', ids).where(where)
  return q.select(['o.id', 'o.parentId', 'o.name', 'o.category']).execute()
}
export async function userListByIds(db: Kysely<DB>, user: AuthUser, ids: string[]) {
  if (!ids.length) return []
  const where = await selectable(db, user, { org: 'u.orgId', self: 'u.id' })
  const q = db.selectFrom('sysUser as u').where('u.id', 'in', ids).where(where)
  return q
    .leftJoin('sysOrg as o', 'o.id', 'u.orgId')
    .select(['u.id', 'u.name', 'u.account', 'u.orgId', 'o.name as orgName'])
    .execute()
}
export async function positionListByIds(db: Kysely<DB>, user: AuthUser, ids: string[]) {
  if (!ids.length) return []
  const where = await selectable(db, user, { org: 'p.orgId', self: 'p.createdUser' })
  const q = db.selectFrom('sysPosition as p').where('p.id', 'in', ids).where(where)
  return q.select(['p.id', 'p.name', 'p.orgId', 'p.category']).execute()
}
/** Roles of an organisation in scope; GLOBAL roles (no organisation) only with scope ALL, as the role selector. */
export async function roleListByIds(db: Kysely<DB>, user: AuthUser, ids: string[]) {
  if (!ids.length) return []
  const where = await selectable(db, user, { org: 'r.orgId', self: 'r.createdUser' })
  const q = db.selectFrom('sysRole as r').where('r.id', 'in', ids).where(where)
  return q.select(['r.id', 'r.name', 'r.code', 'r.category']).execute()
}
/** Groups belong to no organisation and the group selector offers all of them to any user: all here too. */
export async function groupListByIds(db: Kysely<DB>, ids: string[]) {
  if (!ids.length) return []
  return db.selectFrom('sysGroup').select(['id', 'name']).where('id', 'in', ids).execute()
}
/** A user's avatar: the caller's own, or of someone in the caller's scope (403 outside it). */
export async function avatarById(db: Kysely<DB>, user: AuthUser, id: string) {
  const u = await db.selectFrom('sysUser').select(['avatar', 'orgId']).where('id', '=', id).executeTakeFirst()
  if (!u) throw notFound('userNotFound')
  if (!inScope(await anyScope(db, user), user, { orgId: u.orgId, selfId: id })) throw forbidden('outOfScope')
  return u.avatar
}

// ---- bind phone / e-mail by code

/** Sends a code to a new phone or e-mail of the logged-in user; one a minute per address. */
export async function sendBindCode(
  deps: Deps,
  user: AuthUser,
  channel: 'PHONE' | 'EMAIL',
  target: string,
  ip: string | null,
  lang: Lang,
) {
  const { db } = deps
  const kind = channel === 'PHONE' ? 'BIND_PHONE' : 'BIND_EMAIL'
  const col = channel === 'PHONE' ? 'phone' : 'email'
  const other = await db
    .selectFrom('sysUser')
    .select('id')
    .where(col, '=', target)
    .where('id', '!=', user.id)
    .executeTakeFirst()
  if (other) throw badRequest(channel === 'PHONE' ? 'phoneDuplicate' : 'emailDuplicate', { [col]: target })
  return issueCode(deps, {
    kind,
    channel,
    target,
    ip,
    delivery: 'wait',
    template: { kind: 'BIND_CODE', side: 'B', lang },
  })
}

export async function bindWithCode(
  db: Kysely<DB>,
  user: AuthUser,
  channel: 'PHONE' | 'EMAIL',
  target: string,
  body: { validCode: string; validCodeReqNo: string },
) {
  const kind = channel === 'PHONE' ? 'BIND_PHONE' : 'BIND_EMAIL'
  if (!(await consumeCode(db, kind, body.validCodeReqNo, body.validCode, target)))
    throw badRequest('codeWrong')
  const col = channel === 'PHONE' ? 'phone' : 'email'
  const other = await db
    .selectFrom('sysUser')
    .select('id')
    .where(col, '=', target)
    .where('id', '!=', user.id)
    .executeTakeFirst()
  if (other) throw badRequest(channel === 'PHONE' ? 'phoneDuplicate' : 'emailDuplicate', { [col]: target })
  await db
    .updateTable('sysUser')
    .set({ [col]: target, ...updated(user) })
    .where('id', '=', user.id)
    .execute()
}
