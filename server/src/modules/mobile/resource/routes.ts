import {
  idListSchema,
  idQuerySchema,
  mobileMenuModuleSchema,
  mobileResourceAddSchema,
  mobileResourceEditSchema,
  mobileResourceNodeSchema,
  mobileResourceSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
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
  defineRoute(app, {
    method: 'POST',
    url: '/api/mobile/resource/add',
    perm: { button: 'mobileResourceAdd' },
    summary: 'Add a mobile module, menu or button',
    tags,
    body: mobileResourceAddSchema,
    response: z.string(),
    handler: ({ app, user, body }) => mobileResourceAdd(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/mobile/resource/edit',
    perm: { button: 'mobileResourceEdit' },
    summary: 'Edit a mobile module, menu or button',
    tags,
    body: mobileResourceEditSchema,
    handler: ({ app, user, body }) => mobileResourceEdit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/mobile/resource/delete',
    perm: { button: 'mobileResourceDelete' },
    summary: 'Delete mobile resources with everything below them and their grants',
    tags,
    body: idListSchema,
    handler: ({ app, body }) => mobileResourceDelete(app.db, body),
  })
}
