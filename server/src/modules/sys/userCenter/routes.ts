import {
  avatarByIdQuerySchema,
  bindEmailCodeQuerySchema,
  bindEmailSchema,
  bindPhoneCodeQuerySchema,
  bindPhoneSchema,
  columnPrefQuerySchema,
  columnPrefValueSchema,
  findPasswordByEmailSchema,
  findPasswordByPhoneSchema,
  findPasswordEmailCodeQuerySchema,
  findPasswordPhoneCodeQuerySchema,
  idListBodySchema,
  menuItemSchema,
  messageDetailQuerySchema,
  messageDetailSchema,
  messagePageQuerySchema,
  messageRowSchema,
  namedRecordSchema,
  orgNameRecordSchema,
  orgTreeNodeSchema,
  pageResultSchema,
  picCaptchaSchema,
  positionNameRecordSchema,
  postInfoSchema,
  roleNameRecordSchema,
  saveColumnPrefSchema,
  updateAvatarSchema,
  updatePasswordSchema,
  updateSignatureSchema,
  updateUserInfoSchema,
  updateWorkbenchSchema,
  userNameRecordSchema,
  workbenchFigureSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { createPicCaptcha } from '../../../core/captcha.js'
import { clientOf, defineRoute } from '../../../core/route.js'
import { workbenchFigures } from '../../../core/workbench.js'
import { loginMenu } from '../menu/service.js'
import {
  avatarById,
  bindWithCode,
  groupListByIds,
  loginOrgTree,
  loginPositionInfo,
  loginSignature,
  loginWorkbench,
  messageDetail,
  messagePage,
  orgListByIds,
  positionListByIds,
  roleListByIds,
  sendBindCode,
  updateAvatar,
  updatePassword,
  updateSignature,
  updateUserInfo,
  updateUserWorkbench,
  userListByIds,
} from './account.js'
import { getColumnPref, saveColumnPref } from './prefs.js'
import { requestRecoveryCode, resetWithCode } from './service.js'

export default function userCenterRoutes(app: FastifyInstance) {
  const tags = ['sys/userCenter']

  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/userCenter/loginMenu',
    perm: 'login',
    summary: "The user's modules, each with its menu tree",
    tags,
    response: z.array(menuItemSchema),
    // The shell asks on every start; it keeps the menu and gets 304 while it is unchanged.
    etag: true,
    handler: ({ app, user }) => loginMenu(app.db, user),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/userCenter/getPicCaptcha',
    perm: 'public',
    summary: 'Picture captcha for password recovery: single use, valid 5 minutes',
    tags,
    response: picCaptchaSchema,
    rateLimitPerMinute: 60,
    handler: ({ app, req }) => createPicCaptcha(app.db, req.ip),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/userCenter/findPasswordGetEmailValidCode',
    perm: 'public',
    summary: 'Send a recovery code by e-mail (after the picture captcha); returns its request number',
    tags,
    querystring: findPasswordEmailCodeQuerySchema,
    response: z.string(),
    rateLimitPerMinute: 10,
    handler: ({ app, req, query, lang }) =>
      requestRecoveryCode(app.deps, 'EMAIL', query.email, query, clientOf(req), lang),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/userCenter/findPasswordGetPhoneValidCode',
    perm: 'public',
    summary: 'Send a recovery code by SMS (after the picture captcha); returns its request number',
    tags,
    querystring: findPasswordPhoneCodeQuerySchema,
    response: z.string(),
    rateLimitPerMinute: 10,
    handler: ({ app, req, query, lang }) =>
      requestRecoveryCode(app.deps, 'PHONE', query.phone, query, clientOf(req), lang),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/userCenter/findPasswordByEmail',
    perm: 'public',
    summary: 'Set a new (SM2-encrypted) password with the e-mailed code',
    tags,
    body: findPasswordByEmailSchema,
    response: z.null(),
    rateLimitPerMinute: 20,
    handler: ({ app, req, body, lang }) =>
      resetWithCode(app.deps, 'EMAIL', body.email, body, clientOf(req), lang),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/userCenter/findPasswordByPhone',
    perm: 'public',
    summary: 'Set a new (SM2-encrypted) password with the SMS code',
    tags,
    body: findPasswordByPhoneSchema,
    response: z.null(),
    rateLimitPerMinute: 20,
    handler: ({ app, req, body, lang }) =>
      resetWithCode(app.deps, 'PHONE', body.phone, body, clientOf(req), lang),
  })
}

/** The user centre's own-account calls (spec §7): every one acts on the caller only. */
export function accountRoutes(app: FastifyInstance) {
  const tags = ['sys/userCenter']
  const base = '/api/sys/userCenter'
  const get = <Q extends z.ZodType>(
    name: string,
    summary: string,
    response: z.ZodType,
    handler: Parameters<typeof defineRoute<Q>>[1]['handler'],
    querystring?: Q,
  ) =>
    defineRoute<Q>(app, {
      method: 'GET',
      url: `${base}/${name}`,
      perm: 'login',
      summary,
      tags,
      querystring,
      response,
      handler,
    })
  /** A call that answers nothing unless `response` says what. */
  const post = <B extends z.ZodType>(
    name: string,
    summary: string,
    body: B,
    handler: Parameters<typeof defineRoute<z.ZodUnknown, B>>[1]['handler'],
    response: z.ZodType = z.null(),
  ) =>
    defineRoute<z.ZodUnknown, B>(app, {
      method: 'POST',
      url: `${base}/${name}`,
      perm: 'login',
      summary,
      tags,
      body,
      response,
      handler,
    })

  get(
    'loginOrgTree',
    'The caller’s organisation with the organisations above it',
    z.array(orgTreeNodeSchema),
    ({ app, user }) => loginOrgTree(app.db, user),
  )
  get(
    'loginPositionInfo',
    'The caller’s main and concurrent posts',
    z.array(postInfoSchema),
    ({ app, user }) => loginPositionInfo(app.db, user),
  )
  get('loginWorkbench', 'The caller’s workbench shortcuts (menu ids)', z.array(z.string()), ({ app, user }) =>
    loginWorkbench(app.db, user),
  )
  get(
    'loginWorkbenchFigures',
    'The figures the modules add to the caller’s workbench (pending approvals, unread messages, …)',
    z.array(workbenchFigureSchema),
    ({ app, user, lang }) => workbenchFigures(app.deps, user, lang),
  )
  post(
    'updateUserWorkbench',
    'Save the caller’s workbench shortcuts',
    updateWorkbenchSchema,
    ({ app, user, body }) => updateUserWorkbench(app.db, user, body.workbenchData),
  )
  get(
    'loginUnreadMessagePage',
    'The caller’s messages, unread first, paged',
    pageResultSchema(messageRowSchema),
    ({ app, user, query }) => messagePage(app.db, user, query),
    messagePageQuerySchema,
  )
  get(
    'loginUnreadMessageDetail',
    'One of the caller’s messages (marks it read)',
    messageDetailSchema,
    ({ app, user, query }) => messageDetail(app.db, user, query.id),
    messageDetailQuerySchema,
  )
  defineRoute(app, {
    method: 'GET',
    url: `${base}/getColumnPref`,
    perm: 'login',
    summary: 'The caller’s column settings of one table (`checked` per column key; `{}` when none)',
    tags,
    querystring: columnPrefQuerySchema,
    response: columnPrefValueSchema,
    handler: ({ app, user, query }) => getColumnPref(app.db, user, query.key),
  })
  post(
    'saveColumnPref',
    'Save the caller’s column settings of one table; empty settings delete them',
    saveColumnPrefSchema,
    ({ app, user, body }) => saveColumnPref(app.deps, user, body.key, body.value),
  )
  post(
    'updatePassword',
    'Change the caller’s password (old and new SM2-encrypted); other sessions end',
    updatePasswordSchema,
    ({ app, user, body }) => updatePassword(app.deps, user, body),
  )
  post(
    'updateAvatar',
    'Set the caller’s avatar (image data URL, type and size checked), stored as a file; answers its id',
    updateAvatarSchema,
    ({ app, user, body }) => updateAvatar(app.db, app.config.dataDir, user, body.avatar),
    z.string(),
  )
  get(
    'loginSignature',
    'The caller’s signature: a file id (or an older data URL), or null',
    z.string().nullable(),
    ({ app, user }) => loginSignature(app.db, user),
  )
  post(
    'updateSignature',
    'Set or clear the caller’s signature image',
    updateSignatureSchema,
    ({ app, user, body }) => updateSignature(app.db, app.config.dataDir, user, body.signature),
  )
  post('updateUserInfo', 'Update the caller’s own details', updateUserInfoSchema, ({ app, user, body }) =>
    updateUserInfo(app.db, user, body),
  )
  const byIds = [
    ['getOrgListByIdList', 'organisations', orgListByIds, orgNameRecordSchema],
    ['getUserListByIdList', 'users', userListByIds, userNameRecordSchema],
    ['getPositionListByIdList', 'positions', positionListByIds, positionNameRecordSchema],
    ['getRoleListByIdList', 'roles', roleListByIds, roleNameRecordSchema],
  ] as const
  for (const [name, what, lookup, record] of byIds)
    post(
      name,
      `Names of ${what} by id, within the caller’s scopes (others left out)`,
      idListBodySchema,
      ({ app, user, body }) => lookup(app.db, user, body.idList),
      z.array(record),
    )
  post(
    'getGroupListByIdList',
    'Names of user groups by id',
    idListBodySchema,
    ({ app, body }) => groupListByIds(app.db, body.idList),
    z.array(namedRecordSchema),
  )
  post(
    'getAvatarById',
    'A user’s avatar (the caller’s own or in the caller’s scopes): a file id, an older data URL, or null',
    avatarByIdQuerySchema,
    ({ app, user, body }) => avatarById(app.db, user, body.id),
    z.string().nullable(),
  )
  get(
    'getBindPhoneValidCode',
    'Send a code to a phone the caller wants to bind; returns its request number',
    z.string(),
    ({ app, req, user, query, lang }) =>
      sendBindCode(app.deps, user, 'PHONE', query.phone, req.ip ?? null, lang),
    bindPhoneCodeQuerySchema,
  )
  get(
    'getBindEmailValidCode',
    'Send a code to an e-mail the caller wants to bind; returns its request number',
    z.string(),
    ({ app, req, user, query, lang }) =>
      sendBindCode(app.deps, user, 'EMAIL', query.email, req.ip ?? null, lang),
    bindEmailCodeQuerySchema,
  )
  post(
    'bindPhone',
    'Bind a phone to the caller’s account with the code sent to it',
    bindPhoneSchema,
    ({ app, user, body }) => bindWithCode(app.db, user, 'PHONE', body.phone, body),
  )
  post(
    'bindEmail',
    'Bind an e-mail to the caller’s account with the code sent to it',
    bindEmailSchema,
    ({ app, user, body }) => bindWithCode(app.db, user, 'EMAIL', body.email, body),
  )
}
