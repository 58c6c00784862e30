import {
  importResultSchema,
  pageResultSchema,
  permissionGrantSchema,
  personPageSchema,
  personQuerySchema,
  resetPasswordResultSchema,
  userAddSchema,
  userDetailSchema,
  userEditSchema,
  userExportQuerySchema,
  userGrantPermissionSchema,
  userGrantResourceSchema,
  userGrantRoleSchema,
  userImportSchema,
  userPageQuerySchema,
  userResetPasswordSchema,
  userRowSchema,
  userStatusSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { idReadRoutes } from '../../../core/idReadRoutes.js'
import { defineRoute, type RouteContext } from '../../../core/route.js'
import { userExport, userImport, userImportTemplate } from './excel.js'
import {
  personSelector,
  userAdd,
  userDelete,
  userDetail,
  userEdit,
  userGrantPermission,
  userGrantResource,
  userGrantRole,
  userOwnPermission,
  userOwnResource,
  userOwnRole,
  userPage,
  userResetOtp,
  userResetPassword,
  userSetStatus,
} from './service.js'

/**
 * Snowy's client reads a user's concurrent posts as a JSON string from this same route; its GETs
 * carry its cache-buster `_`, so such a call gets the string (`docs/decisions.md`, "Snowy's web
 * client through aliases"). Our own client gets the list.
 */
function snowyDetail(handler: (ctx: RouteContext<{ id: string }, unknown>) => unknown) {
  return {
    response: userDetailSchema.extend({
      positionJson: z.union([userDetailSchema.shape.positionJson, z.string()]),
    }),
    handler: async (ctx: RouteContext<{ id: string }, unknown>) => {
      const d = (await handler(ctx)) as { positionJson: unknown[] }
      // The validated query keeps only `id`: the cache-buster is read from the URL.
      return new URL(ctx.req.url, 'http://x').searchParams.has('_')
        ? { ...d, positionJson: JSON.stringify(d.positionJson) }
        : d
    },
  }
}

export default function userRoutes(app: FastifyInstance) {
  const tags = ['sys/user']
  const read = { menu: 'sysUser' }

  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/user/page',
    perm: read,
    summary:
      'Users in the caller’s scope, paged; search by account, name, phone, status; orgId takes its subtree',
    tags,
    querystring: userPageQuerySchema,
    response: pageResultSchema(userRowSchema),
    handler: ({ app, user, query, lang }) => userPage(app.db, user, query, lang),
  })
  // One user, and what is granted to them directly.
  const reads = idReadRoutes('/api/sys/user', tags, read, [
    [
      'detail',
      'One user with further details (fields not granted are left out)',
      userDetail,
      userDetailSchema,
    ],
    ['ownRole', 'Role ids of a user', userOwnRole, z.array(z.string())],
    ['ownResource', 'Resource ids granted to a user directly', userOwnResource, z.array(z.string())],
    [
      'ownPermission',
      'Permission codes with data scope granted to a user directly',
      userOwnPermission,
      z.array(permissionGrantSchema),
    ],
  ])
  for (const route of reads)
    defineRoute(app, route.url.endsWith('/detail') ? { ...route, ...snowyDetail(route.handler) } : route)
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/user/personSelector',
    perm: 'login',
    summary:
      'Person selector: enabled people in the caller’s scope, 20 a page, searched by name; orgId takes its subtree, groupId a group’s members',
    tags,
    querystring: personQuerySchema,
    response: personPageSchema,
    handler: ({ app, user, query }) => personSelector(app.db, user, query),
  })
  const crud = crudRoutes('/api/sys/user', tags, 'sysUser', {
    add: {
      summary: 'Add a user (with the configured default password)',
      body: userAddSchema,
      handler: ({ app, user, body, lang }) => userAdd(app.db, user, body, lang),
    },
    edit: {
      summary: 'Edit a user',
      body: userEditSchema,
      handler: ({ app, user, body }) => userEdit(app.deps, user, body),
    },
    delete: {
      summary: 'Delete users (never yourself)',
      handler: ({ app, user, body }) => userDelete(app.db, user, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/updateStatus',
    perm: { button: 'sysUserStatus' },
    summary: 'Enable or disable a user (disabling ends their sessions)',
    tags,
    body: userStatusSchema,
    response: z.null(),
    handler: ({ app, user, body }) => userSetStatus(app.deps, user, body.id, body.userStatus),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/resetPassword',
    perm: { button: 'sysUserResetPwd' },
    summary: 'Reset a password to a random one, returned once (and e-mailed when possible)',
    tags,
    body: userResetPasswordSchema,
    response: resetPasswordResultSchema,
    handler: ({ app, user, body, lang }) => userResetPassword(app.deps, user, body.id, lang),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/resetOtp',
    perm: { button: 'sysUserResetOtp' },
    summary: 'Remove a user’s one-time password (a lost authenticator); the operation log records it',
    tags,
    body: userResetPasswordSchema,
    response: z.null(),
    handler: ({ app, user, body }) => userResetOtp(app.deps, user, body.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/grantRole',
    perm: { button: 'sysUserGrantRole' },
    summary: 'Set the roles of a user (only roles within what the caller holds)',
    tags,
    body: userGrantRoleSchema,
    response: z.null(),
    handler: ({ app, user, body }) => userGrantRole(app.db, user, body.id, body.roleIdList),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/grantResource',
    perm: { button: 'sysUserGrantResource' },
    summary: 'Set the resources granted to a user directly',
    tags,
    body: userGrantResourceSchema,
    response: z.null(),
    handler: ({ app, user, body }) => userGrantResource(app.db, user, body.id, body.resourceIdList),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/grantPermission',
    perm: { button: 'sysUserGrantPermission' },
    summary: 'Set the data scopes of permission codes granted to a user directly',
    tags,
    body: userGrantPermissionSchema,
    response: z.null(),
    handler: ({ app, user, body }) => userGrantPermission(app.db, user, body.id, body.permissionList),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/user/downloadImportTemplate',
    perm: { button: 'sysUserImport' },
    summary: 'The Excel template for importing users',
    tags,
    raw: 'xlsx',
    handler: ({ app, user, reply }) => userImportTemplate(app.db, user, reply),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/import',
    perm: { button: 'sysUserImport' },
    summary: 'Import users from Excel (base64 .xlsx): all rows or none, errors per row',
    tags,
    body: userImportSchema,
    bodyLimit: 15 * 1024 * 1024,
    response: importResultSchema,
    handler: ({ app, user, body, lang }) => userImport(app.db, user, body.fileBase64, lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/user/export',
    perm: { button: 'sysUserExport' },
    summary: 'Export to Excel every user the filter matches in the caller’s scope (streamed)',
    tags,
    querystring: userExportQuerySchema,
    raw: 'xlsx',
    handler: ({ app, user, query, reply }) => userExport(app.deps, user, query, reply),
  })
}
