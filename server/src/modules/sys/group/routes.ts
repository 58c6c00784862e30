import {
  groupAddSchema,
  groupEditSchema,
  groupGrantUserSchema,
  groupPageQuerySchema,
  groupSchema,
  idQuerySchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { idReadRoutes } from '../../../core/idReadRoutes.js'
import { defineRoute } from '../../../core/route.js'
import {
  groupAdd,
  groupDelete,
  groupDetail,
  groupEdit,
  groupGrantUser,
  groupOwnUser,
  groupPage,
  groupSelector,
} from './service.js'

export default function groupRoutes(app: FastifyInstance) {
  const tags = ['sys/group']
  const read = { menu: 'sysGroup' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/group/page',
    perm: read,
    summary: 'User groups with their member counts, paged',
    tags,
    querystring: groupPageQuerySchema,
    response: pageResultSchema(groupSchema),
    handler: ({ app, user, query }) => groupPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/group/detail',
    perm: read,
    summary: 'One user group',
    tags,
    querystring: idQuerySchema,
    response: groupSchema,
    handler: ({ app, query }) => groupDetail(app.db, query.id),
  })
  const reads = idReadRoutes('/api/sys/group', tags, read, [
    ['ownUser', 'Member ids of a group (within the caller’s scope)', groupOwnUser, z.array(z.string())],
  ])
  for (const route of reads) defineRoute(app, route)
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/group/groupSelector',
    perm: 'login',
    summary: 'All user groups, for selectors on any page',
    tags,
    response: z.array(groupSchema),
    handler: ({ app }) => groupSelector(app.db),
  })
  const crud = crudRoutes('/api/sys/group', tags, 'sysGroup', {
    add: {
      summary: 'Add a user group',
      body: groupAddSchema,
      handler: ({ app, user, body }) => groupAdd(app.db, user, body),
    },
    edit: {
      summary: 'Edit a user group',
      body: groupEditSchema,
      handler: ({ app, user, body }) => groupEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete user groups',
      handler: ({ app, body }) => groupDelete(app.db, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/group/grantUser',
    perm: { button: 'sysGroupGrantUser' },
    summary: 'Set the members of a user group (within the caller’s scope)',
    tags,
    body: groupGrantUserSchema,
    response: z.null(),
    handler: ({ app, user, body }) => groupGrantUser(app.db, user, body.id, body.userIdList),
  })
}
