import {
  dictAddSchema,
  dictEditSchema,
  dictListQuerySchema,
  dictPageQuerySchema,
  dictSchema,
  dictTreeNodeSchema,
  idQuerySchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import { dictAdd, dictDelete, dictDetail, dictEdit, dictList, dictPage, dictTree } from './service.js'

export default function dictRoutes(app: FastifyInstance) {
  const tags = ['dev/dict']
  const read = { menu: 'devDict' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/dict/tree',
    perm: 'public',
    summary: 'All dictionaries as a tree (public: the web caches it)',
    tags,
    querystring: z.object({ category: z.enum(['FRM', 'BIZ']).optional() }),
    response: z.array(dictTreeNodeSchema),
    handler: ({ app, query }) => dictTree(app.db, query.category),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/dict/page',
    perm: read,
    summary: 'Dictionary items of a type (or the types), paged',
    tags,
    querystring: dictPageQuerySchema,
    response: pageResultSchema(dictSchema),
    handler: ({ app, user, query }) => dictPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/dict/list',
    perm: read,
    summary: 'Dictionary items of a type',
    tags,
    querystring: dictListQuerySchema,
    response: z.array(dictSchema),
    handler: ({ app, query }) => dictList(app.db, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/dict/detail',
    perm: read,
    summary: 'One dictionary entry',
    tags,
    querystring: idQuerySchema,
    response: dictSchema,
    handler: ({ app, query }) => dictDetail(app.db, query.id),
  })
  const crud = crudRoutes('/api/dev/dict', tags, 'devDict', {
    add: {
      summary: 'Add a dictionary type or item',
      body: dictAddSchema,
      handler: ({ app, user, body }) => dictAdd(app.db, user, body),
    },
    edit: {
      summary: 'Edit a dictionary type or item',
      body: dictEditSchema,
      handler: ({ app, user, body }) => dictEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete dictionary types or items (with the items below them)',
      handler: ({ app, body }) => dictDelete(app.db, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
}
