import { PasswordPolicyKey, SysBaseKey, type UserAdd, type UserEdit } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { hashPassword } from '../../../core/crypto.js'
import {
  anyScope,
  assertOrgsInScope,
  type DataScope,
  inScope,
  OrgTree,
  scopeFor,
  scopeWhere,
  withAncestors,
} from '../../../core/dataScope.js'
import type { Deps } from '../../../core/deps.js'
import { dictItems } from '../../../core/dicts.js'
import { badRequest, forbidden, notFound } from '../../../core/errors.js'
import { applyFieldPerm, hiddenFields } from '../../../core/fieldPerm.js'
import { type Lang, t } from '../../../core/i18n.js'
import { insertRow } from '../../../core/insertRow.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { bySortCode, sortFields } from '../../../core/listOrders.js'
import { sendMail, smtpSettings } from '../../../core/mail.js'
import { forgetReceivers } from '../../../core/notify.js'
import { removeOtp } from '../../../core/otp.js'
import {
  type PasswordOwner,
  passwordPolicyRefusal,
  randomPassword,
  setPasswordHash,
} from '../../../core/passwordPolicy.js'
import { Relation, type ScopeSpec } from '../../../core/permissions.js'
import {
  assertIdsExist,
  changeRelations,
  relationTargets,
  replaceRelations,
  scopedGrantChange,
} from '../../../core/relations.js'
import { updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { setting } from '../../../core/settings.js'
import { nowIso } from '../../../core/time.js'
import { assertUnique } from '../../../core/unique.js'
import type { DB } from '../../../db/schema.js'
import {
  assertCanGrantPermissions,
  assertCanGrantResources,
  assertCanGrantRoles,
  changedPermissions,
  isSuperAdminUser,
  permissionTargets,
} from '../role/grants.js'
import '../org/texts.js'
import '../position/texts.js'
import '../resource/texts.js'
import '../role/texts.js'
import './texts.js'

export const USER_MENU = 'sysUser'
export const DEFAULT_PASSWORD_KEY = 'SNOWY_SYS_DEFAULT_PASSWORD'

/** A user's columns in lists (no avatar: an image of up to 512 KB has no place in a page of rows). */
export const userColumns = [
  'u.id',
  'u.account',
  'u.name',
  'u.nickname',
  'u.gender',
  'u.phone',
  'u.email',
  'u.empNo',
  'u.orgId',
  'o.name as orgName',
  'u.positionId',
  'p.name as positionName',
  'u.directorId',
  'u.userStatus',
  'u.sortCode',
  'u.createdAt',
] as const

/**
 * The user list: by sort code, or by account, name or creation; searched by account, phone and
 * employee number prefix and by name anywhere in it; phone, e-mail and employee number are FIELD
 * resources of the page.
 */
export const userListing = defineList({
  ...bySortCode('sys_user', 'u', 'sys_user_sort'),
  sort: sortFields('u', {
    account: { by: ['u.account'], index: 'sys_user_account' },
    name: 'sys_user_name',
    sortCode: 'sys_user_sort',
    createdAt: 'sys_user_created',
  }),
  search: {
    account: search.prefix('u.account'),
    name: search.text('u.name', 'sys_user'),
    phone: search.prefix('u.phone'),
    empNo: search.prefix('u.empNo'),
  },
  fieldMenu: USER_MENU,
})

export interface UserFilter {
  orgId?: string
  searchKey?: string
  account?: string
  name?: string
  phone?: string
  userStatus?: string
  /** Members of this user group. */
  groupId?: string
}

/** Users in `scope` matching the filter's non-search parts (search is the list's: `userListing`). */
export async function userQuery(db: Kysely<DB>, user: AuthUser, scope: DataScope, f: UserFilter) {
  // Asking for an organisation outside the scope is refused, not answered with an empty list.
  if (f.orgId && !scope.all && !scope.orgIds.has(f.orgId)) throw forbidden('orgOutOfScope')
  let q = db.selectFrom('sysUser as u').where(scopeWhere(scope, user, { org: 'u.orgId', self: 'u.id' }))
  if (f.orgId) q = q.where('u.orgId', 'in', (await OrgTree.load(db)).subtree(f.orgId))
  if (f.userStatus) q = q.where('u.userStatus', '=', f.userStatus)
  if (f.groupId)
    q = q.where(
      'u.id',
      'in',
      db
        .selectFrom('sysRelation')
        .select('targetId')
        .where('category', '=', Relation.groupHasUser)
        .where('objectId', '=', f.groupId),
    )
  return q
}

/** The organisation and position names beside the users' own columns. */
export const withNames = (q: From<'sysUser', 'u'>) =>
  q.leftJoin('sysOrg as o', 'o.id', 'u.orgId').leftJoin('sysPosition as p', 'p.id', 'u.positionId')
const userRows = listView((q: From<'sysUser', 'u'>) => withNames(q).select(userColumns))
const personRows = listView((q: From<'sysUser', 'u'>) =>
  withNames(q).select(['u.id', 'u.name', 'u.account', 'u.orgId', 'o.name as orgName', 'u.empNo']),
)

export async function userPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: UserFilter & ListQuery,
  lang: Lang = 'zh-cn',
) {
  const build = async () => userQuery(db, user, await scopeFor(db, user, USER_MENU), query)
  const page = await listPage(db, user, userListing, query, { variant: USER_MENU, build }, userRows)
  const genders = new Map(
    (await dictItems(db, 'GENDER')).map((g) => [g.value, lang === 'en' ? (g.labelEn ?? g.label) : g.label]),
  )
  return {
    ...page,
    records: page.records.map((r) => ({
      ...r,
      genderName: r.gender ? (genders.get(r.gender) ?? r.gender) : null,
    })),
  }
}

/** Loads a user and checks it is inside the caller's scope for `code`. */
export async function getUserInScope(db: Kysely<DB>, user: AuthUser, id: string, code: string) {
  const u = await db.selectFrom('sysUser').selectAll().where('id', '=', id).executeTakeFirst()
  if (!u) throw notFound('userNotFound')
  if (!inScope(await scopeFor(db, user, code), user, { orgId: u.orgId, selfId: u.id }))
    throw forbidden('outOfScope')
  return u
}

/** Only the super admin may change the super admin's account. */
async function assertNotSuperAdminTarget(db: Kysely<DB>, user: AuthUser, targetId: string) {
  if (!user.superAdmin && (await isSuperAdminUser(db, targetId))) throw forbidden('superAdminOnly')
}

const parseJson = <T>(text: string | null, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback
  } catch {
    return fallback
  }
}

export async function userDetail(db: Kysely<DB>, user: AuthUser, id: string) {
  await getUserInScope(db, user, id, USER_MENU)
  const row = await db
    .selectFrom('sysUser as u')
    .leftJoin('sysOrg as o', 'o.id', 'u.orgId')
    .leftJoin('sysPosition as p', 'p.id', 'u.positionId')
    .leftJoin('sysUser as d', 'd.id', 'u.directorId')
    .select([
      ...userColumns,
      'u.avatar',
      'd.name as directorName',
      'u.positionJson',
      'u.entryDate',
      'u.address',
      'u.emergencyContact',
      'u.emergencyPhone',
      'u.lastLoginTime',
      'u.lastLoginIp',
    ])
    .where('u.id', '=', id)
    .executeTakeFirstOrThrow()
  const out = {
    ...row,
    positionJson: parseJson(row.positionJson, [] as Array<{ orgId: string; positionId: string }>),
  }
  return (await applyFieldPerm(db, user, USER_MENU, [out]))[0]
}

/** What an edit starts from: references it keeps are not judged again. */
interface UserRefs {
  id: string
  orgId: string | null
  positionId: string | null
  directorId: string | null
  positionJson: string | null
}

/**
 * Organisation, position, director and concurrent posts must exist; the ones an add gives or an
 * edit changes must lie in the caller's scope (a position may also be one of the organisations
 * above it: job titles are usually company-wide).
 */
async function checkRefs(db: Kysely<DB>, user: AuthUser, body: UserAdd, scope: DataScope, before?: UserRefs) {
  const posts = body.positionJson ?? []
  const kept = new Set(
    parseJson(before?.positionJson ?? null, [] as Array<{ orgId: string; positionId: string }>).map(
      (p) => `${p.orgId}/${p.positionId}`,
    ),
  )
  const newPosts = posts.filter((p) => !kept.has(`${p.orgId}/${p.positionId}`))
  const orgIds = [body.orgId, ...posts.map((p) => p.orgId)]
  const orgs = await db.selectFrom('sysOrg').select('id').where('id', 'in', orgIds).execute()
  if (orgs.length !== new Set(orgIds).size) throw badRequest('orgNotFound')
  const givenOrgs = [body.orgId === before?.orgId ? null : body.orgId, ...newPosts.map((p) => p.orgId)]
  assertOrgsInScope(scope, givenOrgs)
  const posIds = [body.positionId, ...posts.map((p) => p.positionId)].filter((x): x is string => !!x)
  if (posIds.length) {
    const found = await db
      .selectFrom('sysPosition')
      .select(['id', 'orgId'])
      .where('id', 'in', posIds)
      .execute()
    if (found.length !== new Set(posIds).size) throw badRequest('positionNotFound')
    // A position routes approvals (approver by position): one of an organisation beyond the scope
    // and the organisations above it is not the caller's to give.
    const given = new Set([
      ...(body.positionId && body.positionId !== before?.positionId ? [body.positionId] : []),
      ...newPosts.map((p) => p.positionId),
    ])
    const titles = await withAncestors(db, scope)
    assertOrgsInScope(
      titles,
      found.filter((p) => given.has(p.id)).map((p) => p.orgId),
    )
  }
  if (body.directorId && body.directorId === before?.id) throw badRequest('directorNotFound')
  if (body.directorId && body.directorId !== before?.directorId) {
    const d = await db
      .selectFrom('sysUser')
      .select(['id', 'orgId'])
      .where('id', '=', body.directorId)
      .executeTakeFirst()
    if (!d) throw badRequest('directorNotFound')
    if (!inScope(await anyScope(db, user), user, { orgId: d.orgId, selfId: d.id }))
      throw forbidden('outOfScope')
  }
  for (const col of ['account', 'phone', 'email'] as const)
    await assertUnique(db, 'sysUser', col, body[col], {
      exceptId: before?.id,
      message: `${col}Duplicate`,
      param: col,
    })
}

const userValues = (body: UserAdd) => ({
  account: body.account,
  name: body.name,
  nickname: body.nickname ?? null,
  gender: body.gender ?? null,
  phone: body.phone ?? null,
  email: body.email ?? null,
  empNo: body.empNo ?? null,
  orgId: body.orgId,
  positionId: body.positionId ?? null,
  directorId: body.directorId ?? null,
  positionJson: body.positionJson?.length ? JSON.stringify(body.positionJson) : null,
  entryDate: body.entryDate ?? null,
  address: body.address ?? null,
  emergencyContact: body.emergencyContact ?? null,
  emergencyPhone: body.emergencyPhone ?? null,
  sortCode: body.sortCode,
  userStatus: body.userStatus,
})

/** Fields an edit may leave out (then unchanged); the rest are required by the schema. */
const optionalKeys = {
  nickname: 1,
  gender: 1,
  phone: 1,
  email: 1,
  empNo: 1,
  positionId: 1,
  directorId: 1,
  positionJson: 1,
  entryDate: 1,
  address: 1,
  emergencyContact: 1,
  emergencyPhone: 1,
}

/**
 * The installation's default password for new users, with `check(owner)`: why the policy refuses
 * it for that user (it contains the account, equals the name, is common…) in the caller's language,
 * or null. Without a setting it is a random password (nobody
 * knows it until an administrator resets it), which needs no check.
 */
export async function defaultPassword(db: Kysely<DB>, lang: Lang) {
  const stored = await setting(db, DEFAULT_PASSWORD_KEY)
  const password = stored || randomPassword(12)
  const check = async (owner?: PasswordOwner) => {
    const refusal = stored ? await passwordPolicyRefusal(db, password, owner) : null
    return refusal && t(lang, refusal.key, refusal.params)
  }
  return { password, check }
}

export async function userAdd(db: Kysely<DB>, user: AuthUser, body: UserAdd, lang: Lang) {
  await checkRefs(db, user, body, await scopeFor(db, user, 'sysUserAdd'))
  const initial = await defaultPassword(db, lang)
  const reason = await initial.check(body)
  if (reason) throw badRequest('defaultPasswordRefused', { reason })
  return insertRow(db, 'sysUser', user, {
    ...userValues(body),
    passwordHash: await hashPassword(initial.password),
    passwordMustChange: 1,
    passwordUpdatedAt: nowIso(),
  })
}

export async function userEdit(deps: Deps, user: AuthUser, body: UserEdit) {
  const u = await getUserInScope(deps.db, user, body.id, 'sysUserEdit')
  await assertNotSuperAdminTarget(deps.db, user, u.id)
  if (u.id === user.id && body.userStatus === 'DISABLE') throw badRequest('cannotDisableSelf')
  await checkRefs(deps.db, user, body, await scopeFor(deps.db, user, 'sysUserEdit'), u)
  // Optional fields the form did not send, and fields the editor may not see, keep their values.
  const hidden = new Set(await hiddenFields(deps.db, user, USER_MENU))
  const values: Record<string, unknown> = userValues(body)
  for (const key of Object.keys(values))
    if (hidden.has(key) || (key in optionalKeys && (body as Record<string, unknown>)[key] === undefined))
      delete values[key]
  await deps.db
    .updateTable('sysUser')
    .set({ ...values, ...updated(user) })
    .where('id', '=', u.id)
    .execute()
  if (body.userStatus === 'DISABLE') await deps.sessions.revokeUser(u.id)
}

export async function userSetStatus(deps: Deps, user: AuthUser, id: string, status: string) {
  const u = await getUserInScope(deps.db, user, id, 'sysUserStatus')
  await assertNotSuperAdminTarget(deps.db, user, u.id)
  if (u.id === user.id && status === 'DISABLE') throw badRequest('cannotDisableSelf')
  await deps.db
    .updateTable('sysUser')
    .set({ userStatus: status, ...updated(user) })
    .where('id', '=', u.id)
    .execute()
  if (status === 'DISABLE') await deps.sessions.revokeUser(u.id)
}

export async function userDelete(db: Kysely<DB>, user: AuthUser, list: Array<{ id: string }>) {
  const ids = [...new Set(list.map((x) => x.id))]
  if (ids.includes(user.id)) throw badRequest('cannotDeleteSelf')
  for (const id of ids) {
    await getUserInScope(db, user, id, 'sysUserDelete')
    await assertNotSuperAdminTarget(db, user, id)
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sysRelation').where('objectId', 'in', ids).execute()
    await trx
      .deleteFrom('sysRelation')
      .where('category', '=', Relation.groupHasUser)
      .where('targetId', 'in', ids)
      .execute()
    await trx.deleteFrom('sysUserOtpRecovery').where('userId', 'in', ids).execute()
    await trx.deleteFrom('sysUserOtp').where('id', 'in', ids).execute()
    await forgetReceivers(trx, ids)
    await trx.deleteFrom('sysUserPref').where('userId', 'in', ids).execute()
    await trx.deleteFrom('sysSession').where('userId', 'in', ids).execute()
    await trx.deleteFrom('sysPasswordHistory').where('userId', 'in', ids).execute()
    await trx.updateTable('sysUser').set({ directorId: null }).where('directorId', 'in', ids).execute()
    await trx.updateTable('sysOrg').set({ directorId: null }).where('directorId', 'in', ids).execute()
    await trx.deleteFrom('sysUser').where('id', 'in', ids).execute()
  })
}

/**
 * Sets a random password meeting the policy, ends the user's sessions, and returns the password
 * once; it is also e-mailed when the user has an address and SMTP is configured.
 */
/** Removes a user's one-time password, within the caller's data scope; their sessions end. */
export async function userResetOtp(deps: Deps, user: AuthUser, id: string) {
  const u = await getUserInScope(deps.db, user, id, 'sysUserResetOtp')
  await assertNotSuperAdminTarget(deps.db, user, u.id)
  await removeOtp(deps.db, u.id)
  await deps.sessions.revokeUser(u.id)
}

export async function userResetPassword(deps: Deps, user: AuthUser, id: string, lang: Lang) {
  const u = await getUserInScope(deps.db, user, id, 'sysUserResetPwd')
  await assertNotSuperAdminTarget(deps.db, user, u.id)
  const min = Number(await setting(deps.db, PasswordPolicyKey.minLength)) || 8
  // Random characters meet any policy, except (rarely) by containing a short account: draw again then.
  const length = Math.max(12, Math.min(min, 64))
  let password = randomPassword(length)
  for (let i = 0; i < 10 && (await passwordPolicyRefusal(deps.db, password, u)); i++)
    password = randomPassword(length)
  const passwordHash = await hashPassword(password)
  await deps.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, u.id, passwordHash, user.id, 'admin')
    await trx.deleteFrom('sysLoginGuard').where('account', '=', u.account).execute()
  })
  await deps.sessions.revokeUser(u.id)
  let mailed = false
  if (u.email && (await smtpSettings(deps.db))) {
    const system = (await setting(deps.db, SysBaseKey.name)) ?? ''
    try {
      await sendMail(deps.db, {
        to: u.email,
        subject: t(lang, 'resetMailSubject', { system }),
        text: t(lang, 'resetMailText', { system, account: u.account, password }),
      })
      mailed = true
    } catch (err) {
      deps.log.error({ err }, 'reset password mail not sent')
    }
  }
  return { password, mailed }
}

export async function userOwnRole(db: Kysely<DB>, user: AuthUser, id: string) {
  await getUserInScope(db, user, id, USER_MENU)
  return (await relationTargets(db, Relation.userHasRole, id)).map((r) => r.targetId)
}
export async function userOwnResource(db: Kysely<DB>, user: AuthUser, id: string) {
  await getUserInScope(db, user, id, USER_MENU)
  return (await relationTargets(db, Relation.userHasResource, id)).map((r) => r.targetId)
}
export async function userOwnPermission(db: Kysely<DB>, user: AuthUser, id: string) {
  await getUserInScope(db, user, id, USER_MENU)
  return (await relationTargets(db, Relation.userHasPermission, id)).map((r) => ({
    code: r.targetId,
    scope: JSON.parse(r.extJson ?? '{"scope":"ORG_AND_BELOW"}') as ScopeSpec,
  }))
}

/**
 * Sets a user's roles. Added roles must be ones the caller could have built, and lie in the scope of
 * the roles they may pick (the role selector's); roles outside it stay as they are.
 */
export async function userGrantRole(db: Kysely<DB>, user: AuthUser, id: string, roleIds: string[]) {
  const u = await getUserInScope(db, user, id, 'sysUserGrantRole')
  await assertNotSuperAdminTarget(db, user, u.id)
  const current = (await relationTargets(db, Relation.userHasRole, id)).map((r) => r.targetId)
  const added = roleIds.filter((r) => !current.includes(r))
  await assertIdsExist(db, 'sysRole', added, 'roleNotFound')
  await assertCanGrantRoles(db, user, u, added)
  const change = await scopedGrantChange(db, user, await anyScope(db, user), {
    table: 'sysRole',
    current,
    wanted: roleIds,
    missing: 'roleNotFound',
  })
  await changeRelations(
    db,
    Relation.userHasRole,
    { id, side: 'object' },
    { add: change.add.map((r) => r.id), remove: change.remove },
  )
}

export async function userGrantResource(db: Kysely<DB>, user: AuthUser, id: string, resourceIds: string[]) {
  const u = await getUserInScope(db, user, id, 'sysUserGrantResource')
  await assertNotSuperAdminTarget(db, user, u.id)
  const existing = new Set((await relationTargets(db, Relation.userHasResource, id)).map((r) => r.targetId))
  await assertIdsExist(db, 'sysResource', resourceIds, 'resourceNotFound')
  await assertCanGrantResources(
    db,
    user,
    resourceIds.filter((r) => !existing.has(r)),
  )
  await replaceRelations(
    db,
    Relation.userHasResource,
    id,
    resourceIds.map((targetId) => ({ targetId })),
  )
}

export async function userGrantPermission(
  db: Kysely<DB>,
  user: AuthUser,
  id: string,
  list: Array<{ code: string; scope: ScopeSpec }>,
) {
  const u = await getUserInScope(db, user, id, 'sysUserGrantPermission')
  await assertNotSuperAdminTarget(db, user, u.id)
  const stored = await relationTargets(db, Relation.userHasPermission, id)
  await assertCanGrantPermissions(db, user, changedPermissions(stored, list))
  await replaceRelations(db, Relation.userHasPermission, id, permissionTargets(list))
}

/** Person selector (spec §3 'Person option'): paged people within the caller's scope. */
export async function personSelector(
  db: Kysely<DB>,
  user: AuthUser,
  query: { current: number; size: number; name?: string; orgId?: string; groupId?: string },
) {
  const q = await userQuery(db, user, await anyScope(db, user), {
    orgId: query.orgId,
    groupId: query.groupId,
    userStatus: 'ENABLE',
  })
  const page = await listPage(
    db,
    user,
    userListing,
    { current: query.current, size: query.size, searchKey: query.name },
    q,
    personRows,
  )
  return {
    total: page.total,
    personNameVos: page.records.map((r) => ({
      value: r.id,
      label: r.name,
      name: r.name,
      deptId: r.orgId,
      departmentName: r.orgName,
      jobNum: r.empNo,
    })),
  }
}
