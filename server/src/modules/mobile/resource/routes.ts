import {
  idQuerySchema,
  mobileMenuModuleSchema,
  mobileResourceAddSchema,
  mobileResourceEditSchema,
  mobileResourceNodeSchema,
  mobileResourceSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import {
  mobileMenu,
  mobileResourceAdd,
  mobileResourceDelete,
  mobileResourceDetail,
  mobileResourceEdit,
  mobileResourceTree,
} from './service.js'

export default function mobileResourceRoutes(app: FastifyInstance) {
  const tags = ['mobile/resource']
  const read = { menu: 'mobileResource' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/mobile/menu',
    perm: 'login',
    summary: "The caller's phone menu: granted modules > menus, each with its granted button codes",
    tags,
    response: z.array(mobileMenuModuleSchema),
    handler: ({ app, user }) => mobileMenu(app.db, user),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/mobile/resource/tree',
    perm: read,
    summary: 'Every mobile resource as a tree (modules > menus > buttons)',
    tags,
    response: z.array(mobileResourceNodeSchema),
    handler: ({ app }) => mobileResourceTree(app.db),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/mobile/resource/detail',
    perm: read,
    summary: 'One mobile resource',
    tags,
    querystring: idQuerySchema,
    response: mobileResourceSchema,
    handler: ({ app, query }) => mobileResourceDetail(app.db, query.id),
  })
  const crud = crudRoutes('/api/mobile/resource', tags, 'mobileResource', {
    add: {
      summary: 'Add a mobile module, menu or button',
      body: mobileResourceAddSchema,
      handler: ({ app, user, body }) => mobileResourceAdd(app.db, user, body),
    },
    edit: {
      summary: 'Edit a mobile module, menu or button',
      body: mobileResourceEditSchema,
      handler: ({ app, user, body }) => mobileResourceEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete mobile resources with everything below them and their grants',
      handler: ({ app, body }) => mobileResourceDelete(app.db, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
}
