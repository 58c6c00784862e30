import {
  idQuerySchema,
  pageResultSchema,
  positionAddSchema,
  positionEditSchema,
  positionPageQuerySchema,
  positionSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import {
  positionAdd,
  positionDelete,
  positionDetail,
  positionEdit,
  positionPage,
  positionSelector,
} from './service.js'

export default function positionRoutes(app: FastifyInstance) {
  const tags = ['sys/position']
  const read = { menu: 'sysPosition' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/position/page',
    perm: read,
    summary: 'Positions in the caller’s scope, paged; orgId takes its subtree',
    tags,
    querystring: positionPageQuerySchema,
    response: pageResultSchema(positionSchema),
    handler: ({ app, user, query }) => positionPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/position/detail',
    perm: read,
    summary: 'One position',
    tags,
    querystring: idQuerySchema,
    response: positionSchema,
    handler: ({ app, user, query }) => positionDetail(app.db, user, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/position/positionSelector',
    perm: 'login',
    summary: 'Positions for selectors on any page, limited to the caller’s scope',
    tags,
    querystring: positionPageQuerySchema,
    response: pageResultSchema(positionSchema),
    handler: ({ app, user, query }) => positionSelector(app.db, user, query),
  })
  const crud = crudRoutes('/api/sys/position', tags, 'sysPosition', {
    add: {
      summary: 'Add a position',
      body: positionAddSchema,
      handler: ({ app, user, body }) => positionAdd(app.db, user, body),
    },
    edit: {
      summary: 'Edit a position',
      body: positionEditSchema,
      handler: ({ app, user, body }) => positionEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete positions (refused while users hold them)',
      handler: ({ app, user, body }) => positionDelete(app.db, user, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
}
