import {
  groupAddSchema,
  groupEditSchema,
  groupGrantUserSchema,
  groupPageQuerySchema,
  groupSchema,
  idListSchema,
  idQuerySchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
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
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/group/ownUser',
    perm: read,
    summary: 'Member ids of a group (within the caller’s scope)',
    tags,
    querystring: idQuerySchema,
    response: z.array(z.string()),
    handler: ({ app, user, query }) => groupOwnUser(app.db, user, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/group/groupSelector',
    perm: 'login',
    summary: 'All user groups, for selectors on any page',
    tags,
    response: z.array(groupSchema),
    handler: ({ app }) => groupSelector(app.db),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/group/add',
    perm: { button: 'sysGroupAdd' },
    summary: 'Add a user group',
    tags,
    body: groupAddSchema,
    response: z.string(),
    handler: ({ app, user, body }) => groupAdd(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/group/edit',
    perm: { button: 'sysGroupEdit' },
    summary: 'Edit a user group',
    tags,
    body: groupEditSchema,
    handler: ({ app, user, body }) => groupEdit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/group/delete',
    perm: { button: 'sysGroupDelete' },
    summary: 'Delete user groups',
    tags,
    body: idListSchema,
    handler: ({ app, body }) => groupDelete(app.db, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/group/grantUser',
    perm: { button: 'sysGroupGrantUser' },
    summary: 'Set the members of a user group (within the caller’s scope)',
    tags,
    body: groupGrantUserSchema,
    handler: ({ app, user, body }) => groupGrantUser(app.db, user, body.id, body.userIdList),
  })
}
