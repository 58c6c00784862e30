import {
  idListSchema,
  idQuerySchema,
  pageResultSchema,
  permissionApiSchema,
  roleAddSchema,
  roleEditSchema,
  roleGrantPermissionSchema,
  roleGrantResourceSchema,
  roleGrantUserSchema,
  rolePageQuerySchema,
  roleSchema,
  scopeSpecSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
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
  const get = (
    url: string,
    summary: string,
    handler: Parameters<typeof defineRoute<typeof idQuerySchema>>[1]['handler'],
    response?: z.ZodType,
  ) =>
    defineRoute(app, {
      method: 'GET',
      url,
      perm: read,
      summary,
      tags,
      querystring: idQuerySchema,
      response,
      handler,
    })

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
  get(
    '/api/sys/role/detail',
    'One role',
    ({ app, user, query }) => roleDetail(app.db, user, query.id),
    roleSchema,
  )
  get(
    '/api/sys/role/ownResource',
    'Resource ids of a role',
    ({ app, user, query }) => roleOwnResource(app.db, user, query.id),
    z.array(z.string()),
  )
  get(
    '/api/sys/role/ownPermission',
    'Permission codes of a role with their data scopes',
    ({ app, user, query }) => roleOwnPermission(app.db, user, query.id),
    z.array(z.object({ code: z.string(), scope: scopeSpecSchema })),
  )
  get(
    '/api/sys/role/ownUser',
    'User ids holding a role (within the caller’s scope)',
    ({ app, user, query }) => roleOwnUser(app.db, user, query.id),
    z.array(z.string()),
  )
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/role/resourceTreeSelector',
    perm: read,
    summary: 'Modules with their menu trees, buttons and fields that the caller may grant',
    tags,
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
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/role/add',
    perm: { button: 'sysRoleAdd' },
    summary: 'Add a role',
    tags,
    body: roleAddSchema,
    response: z.string(),
    handler: ({ app, user, body }) => roleAdd(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/role/edit',
    perm: { button: 'sysRoleEdit' },
    summary: 'Edit a role',
    tags,
    body: roleEditSchema,
    handler: ({ app, user, body }) => roleEdit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/role/delete',
    perm: { button: 'sysRoleDelete' },
    summary: 'Delete roles with their grants',
    tags,
    body: idListSchema,
    handler: ({ app, user, body }) => roleDelete(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/role/grantResource',
    perm: { button: 'sysRoleGrantResource' },
    summary: 'Set the menus, buttons and fields of a role (only what the caller holds)',
    tags,
    body: roleGrantResourceSchema,
    handler: ({ app, user, body }) => roleGrantResource(app.db, user, body.id, body.resourceIdList),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/role/grantPermission',
    perm: { button: 'sysRoleGrantPermission' },
    summary: 'Set the data scope of each permission code of a role',
    tags,
    body: roleGrantPermissionSchema,
    handler: ({ app, user, body }) => roleGrantPermission(app.db, user, body.id, body.permissionList),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/role/grantUser',
    perm: { button: 'sysRoleGrantUser' },
    summary: 'Set the users of a role (within the caller’s scope)',
    tags,
    body: roleGrantUserSchema,
    handler: ({ app, user, body }) => roleGrantUser(app.db, user, body.id, body.userIdList),
  })
}
