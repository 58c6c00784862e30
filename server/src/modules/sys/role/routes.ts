import {
  grantResourceNodeSchema,
  pageResultSchema,
  permissionApiSchema,
  permissionGrantSchema,
  roleAddSchema,
  roleEditSchema,
  roleGrantPermissionSchema,
  roleGrantResourceSchema,
  roleGrantUserSchema,
  rolePageQuerySchema,
  roleSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { idReadRoutes } from '../../../core/idReadRoutes.js'
import { defineRoute } from '../../../core/route.js'
import {
  permissionTreeSelector,
  resourceTitles,
  resourceTreeSelector,
  roleAdd,
  roleDelete,
  roleDetail,
  roleEdit,
  roleGrantPermission,
  roleGrantResource,
  roleGrantUser,
  roleOwnPermission,
  roleOwnResource,
  roleOwnUser,
  rolePage,
  roleSelector,
} from './service.js'

export default function roleRoutes(app: FastifyInstance) {
  const tags = ['sys/role']
  const read = { menu: 'sysRole' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/role/page',
    perm: read,
    summary: 'Roles in the caller’s scope, paged',
    tags,
    querystring: rolePageQuerySchema,
    response: pageResultSchema(roleSchema),
    handler: ({ app, user, query }) => rolePage(app.db, user, query),
  })
  const reads = idReadRoutes('/api/sys/role', tags, read, [
    ['detail', 'One role', roleDetail, roleSchema],
    ['ownResource', 'Resource ids of a role', roleOwnResource, z.array(z.string())],
    [
      'ownPermission',
      'Permission codes of a role with their data scopes',
      roleOwnPermission,
      z.array(permissionGrantSchema),
    ],
    ['ownUser', 'User ids holding a role (within the caller’s scope)', roleOwnUser, z.array(z.string())],
  ])
  for (const route of reads) defineRoute(app, route)
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/role/resourceTreeSelector',
    perm: read,
    summary: 'Modules with their menu trees, buttons and fields that the caller may grant',
    tags,
    response: z.array(grantResourceNodeSchema),
    handler: ({ app, user }) => resourceTreeSelector(app.db, user),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/role/permissionTreeSelector',
    perm: read,
    summary: 'Permission codes the caller may grant, each with the APIs it opens',
    tags,
    response: z.array(permissionApiSchema),
    handler: async ({ app, user }) =>
      permissionTreeSelector(app.routeRegistry, user, await resourceTitles(app.db)),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/role/roleSelector',
    perm: 'login',
    summary: 'Roles for selectors on any page, limited to the caller’s scope',
    tags,
    querystring: rolePageQuerySchema,
    response: pageResultSchema(roleSchema),
    handler: ({ app, user, query }) => roleSelector(app.db, user, query),
  })
  const crud = crudRoutes('/api/sys/role', tags, 'sysRole', {
    add: {
      summary: 'Add a role',
      body: roleAddSchema,
      handler: ({ app, user, body }) => roleAdd(app.db, user, body),
    },
    edit: {
      summary: 'Edit a role',
      body: roleEditSchema,
      handler: ({ app, user, body }) => roleEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete roles with their grants',
      handler: ({ app, user, body }) => roleDelete(app.db, user, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/role/grantResource',
    perm: { button: 'sysRoleGrantResource' },
    summary: 'Set the menus, buttons and fields of a role (only what the caller holds)',
    tags,
    body: roleGrantResourceSchema,
    response: z.null(),
    handler: ({ app, user, body }) => roleGrantResource(app.db, user, body.id, body.resourceIdList),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/role/grantPermission',
    perm: { button: 'sysRoleGrantPermission' },
    summary: 'Set the data scope of each permission code of a role',
    tags,
    body: roleGrantPermissionSchema,
    response: z.null(),
    handler: ({ app, user, body }) => roleGrantPermission(app.db, user, body.id, body.permissionList),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/role/grantUser',
    perm: { button: 'sysRoleGrantUser' },
    summary: 'Set the users of a role (within the caller’s scope)',
    tags,
    body: roleGrantUserSchema,
    response: z.null(),
    handler: ({ app, user, body }) => roleGrantUser(app.db, user, body.id, body.userIdList),
  })
}
