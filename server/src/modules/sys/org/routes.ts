import {
  idQuerySchema,
  orgAddSchema,
  orgCopySchema,
  orgEditSchema,
  orgPageQuerySchema,
  orgSchema,
  orgTreeNodeSchema,
  orgTreeQuerySchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { scopeFor } from '../../../core/dataScope.js'
import { defineRoute } from '../../../core/route.js'
import {
  orgAdd,
  orgCopy,
  orgDelete,
  orgDetail,
  orgEdit,
  orgPage,
  orgTree,
  orgTreeSelector,
} from './service.js'

export default function orgRoutes(app: FastifyInstance) {
  const tags = ['sys/org']
  const read = { menu: 'sysOrg' }

  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/org/page',
    perm: read,
    summary: 'Organisations in the caller’s scope, paged; parentId takes its subtree',
    tags,
    querystring: orgPageQuerySchema,
    response: pageResultSchema(orgSchema),
    handler: ({ app, user, query }) => orgPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/org/tree',
    perm: read,
    summary: 'Organisation tree in the caller’s scope, with optional name search',
    tags,
    querystring: orgTreeQuerySchema,
    response: z.array(orgTreeNodeSchema),
    handler: async ({ app, user, query }) =>
      orgTree(app.db, user, await scopeFor(app.db, user, 'sysOrg'), query.searchKey),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/org/detail',
    perm: read,
    summary: 'One organisation',
    tags,
    querystring: idQuerySchema,
    response: orgSchema,
    handler: ({ app, user, query }) => orgDetail(app.db, user, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/org/orgTreeSelector',
    perm: 'login',
    summary: 'Organisation tree for selectors on any page, limited to the caller’s scope',
    tags,
    response: z.array(orgTreeNodeSchema),
    handler: ({ app, user }) => orgTreeSelector(app.db, user),
  })
  const crud = crudRoutes('/api/sys/org', tags, 'sysOrg', {
    add: {
      summary: 'Add an organisation',
      body: orgAddSchema,
      handler: ({ app, user, body }) => orgAdd(app.db, user, body),
    },
    edit: {
      summary: 'Edit an organisation',
      body: orgEditSchema,
      handler: ({ app, user, body }) => orgEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete organisations with their subtrees (refused while people, positions or roles remain)',
      handler: ({ app, user, body }) => orgDelete(app.db, user, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/org/copy',
    perm: { button: 'sysOrgCopy' },
    summary: 'Copy an organisation and its subtree under another parent',
    tags,
    body: orgCopySchema,
    response: z.string(),
    handler: ({ app, user, body }) => orgCopy(app.db, user, body),
  })
}
