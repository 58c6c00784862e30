import {
  idQuerySchema,
  importResultSchema,
  pageResultSchema,
  personPageSchema,
  personQuerySchema,
  resetPasswordResultSchema,
  scopeSpecSchema,
  userAddSchema,
  userDeleteSchema,
  userEditSchema,
  userExportQuerySchema,
  userGrantPermissionSchema,
  userGrantResourceSchema,
  userGrantRoleSchema,
  userImportSchema,
  userPageQuerySchema,
  userResetPasswordSchema,
  userSchema,
  userStatusSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../../../core/route.js'
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
  userResetPassword,
  userSetStatus,
} from './service.js'

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
    response: pageResultSchema(userSchema),
    handler: ({ app, user, query }) => userPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/user/detail',
    perm: read,
    summary: 'One user with further details (fields not granted are left out)',
    tags,
    querystring: idQuerySchema,
    handler: ({ app, user, query }) => userDetail(app.db, user, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/user/ownRole',
    perm: read,
    summary: 'Role ids of a user',
    tags,
    querystring: idQuerySchema,
    response: z.array(z.string()),
    handler: ({ app, user, query }) => userOwnRole(app.db, user, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/user/ownResource',
    perm: read,
    summary: 'Resource ids granted to a user directly',
    tags,
    querystring: idQuerySchema,
    response: z.array(z.string()),
    handler: ({ app, user, query }) => userOwnResource(app.db, user, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/user/ownPermission',
    perm: read,
    summary: 'Permission codes with data scope granted to a user directly',
    tags,
    querystring: idQuerySchema,
    response: z.array(z.object({ code: z.string(), scope: scopeSpecSchema })),
    handler: ({ app, user, query }) => userOwnPermission(app.db, user, query.id),
  })
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
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/add',
    perm: { button: 'sysUserAdd' },
    summary: 'Add a user (with the configured default password)',
    tags,
    body: userAddSchema,
    response: z.string(),
    handler: ({ app, user, body, lang }) => userAdd(app.db, user, body, lang),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/edit',
    perm: { button: 'sysUserEdit' },
    summary: 'Edit a user',
    tags,
    body: userEditSchema,
    handler: ({ app, user, body }) => userEdit(app.deps, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/delete',
    perm: { button: 'sysUserDelete' },
    summary: 'Delete users (never yourself)',
    tags,
    body: userDeleteSchema,
    handler: ({ app, user, body }) => userDelete(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/updateStatus',
    perm: { button: 'sysUserStatus' },
    summary: 'Enable or disable a user (disabling ends their sessions)',
    tags,
    body: userStatusSchema,
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
    url: '/api/sys/user/grantRole',
    perm: { button: 'sysUserGrantRole' },
    summary: 'Set the roles of a user (only roles within what the caller holds)',
    tags,
    body: userGrantRoleSchema,
    handler: ({ app, user, body }) => userGrantRole(app.db, user, body.id, body.roleIdList),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/grantResource',
    perm: { button: 'sysUserGrantResource' },
    summary: 'Set the resources granted to a user directly',
    tags,
    body: userGrantResourceSchema,
    handler: ({ app, user, body }) => userGrantResource(app.db, user, body.id, body.resourceIdList),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/user/grantPermission',
    perm: { button: 'sysUserGrantPermission' },
    summary: 'Set the data scopes of permission codes granted to a user directly',
    tags,
    body: userGrantPermissionSchema,
    handler: ({ app, user, body }) => userGrantPermission(app.db, user, body.id, body.permissionList),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/user/downloadImportTemplate',
    perm: { button: 'sysUserImport' },
    summary: 'The Excel template for importing users',
    tags,
    raw: true,
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
    raw: true,
    handler: ({ app, user, query, reply }) => userExport(app.deps, user, query, reply),
  })
}
