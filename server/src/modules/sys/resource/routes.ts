import {
  buttonAddSchema,
  buttonEditSchema,
  childPageQuerySchema,
  fieldAddSchema,
  fieldEditSchema,
  idQuerySchema,
  menuAddSchema,
  menuChangeModuleSchema,
  menuEditSchema,
  menuTreeQuerySchema,
  moduleAddSchema,
  moduleEditSchema,
  modulePageQuerySchema,
  pageResultSchema,
  resourceSchema,
  resourceTreeNodeSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import {
  childAdd,
  childDelete,
  childEdit,
  childPage,
  menuAdd,
  menuChangeModule,
  menuDelete,
  menuEdit,
  menuTree,
  moduleAdd,
  moduleDelete,
  moduleEdit,
  moduleList,
  modulePage,
  resourceDetail,
} from './service.js'

export default function resourceRoutes(app: FastifyInstance) {
  const tags = ['sys/resource']
  const mod = { menu: 'sysModule' }
  const menu = { menu: 'sysMenu' }
  const base = '/api/sys/resource'

  defineRoute(app, {
    method: 'GET',
    url: `${base}/module/page`,
    perm: mod,
    summary: 'Modules, paged',
    tags,
    querystring: modulePageQuerySchema,
    response: pageResultSchema(resourceSchema),
    handler: ({ app, user, query }) => modulePage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/module/detail`,
    perm: mod,
    summary: 'One module',
    tags,
    querystring: idQuerySchema,
    response: resourceSchema,
    handler: ({ app, query }) => resourceDetail(app.db, query.id, 'MODULE'),
  })
  for (const route of crudRoutes(`${base}/module`, tags, 'sysModule', {
    add: {
      summary: 'Add a module',
      body: moduleAddSchema,
      handler: ({ app, user, body }) => moduleAdd(app.db, user, body),
    },
    edit: {
      summary: 'Edit a module',
      body: moduleEditSchema,
      handler: ({ app, user, body }) => moduleEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete modules (refused while they have menus)',
      handler: ({ app, body }) => moduleDelete(app.deps, body),
    },
  }))
    defineRoute(app, route)

  defineRoute(app, {
    method: 'GET',
    url: `${base}/menu/moduleSelector`,
    perm: menu,
    summary: 'All modules, for the menu page',
    tags,
    response: z.array(resourceSchema),
    handler: ({ app }) => moduleList(app.db),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/menu/tree`,
    perm: menu,
    summary: 'Menus of a module as a tree (catalogs, menus, links, iframes)',
    tags,
    querystring: menuTreeQuerySchema,
    response: z.array(resourceTreeNodeSchema),
    handler: ({ app, query }) => menuTree(app.db, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/menu/detail`,
    perm: menu,
    summary: 'One menu',
    tags,
    querystring: idQuerySchema,
    response: resourceSchema,
    handler: ({ app, query }) => resourceDetail(app.db, query.id, 'MENU'),
  })
  for (const route of crudRoutes(`${base}/menu`, tags, 'sysMenu', {
    add: {
      summary: 'Add a menu',
      body: menuAddSchema,
      handler: ({ app, user, body }) => menuAdd(app.deps, user, body),
    },
    edit: {
      summary: 'Edit a menu',
      body: menuEditSchema,
      handler: ({ app, user, body }) => menuEdit(app.deps, user, body),
    },
    delete: {
      summary: 'Delete menus with their submenus, buttons and fields',
      handler: ({ app, body }) => menuDelete(app.deps, body),
    },
  }))
    defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: `${base}/menu/changeModule`,
    perm: { button: 'sysMenuChangeModule' },
    summary: 'Move a menu with everything below it to another module',
    tags,
    body: menuChangeModuleSchema,
    response: z.null(),
    handler: ({ app, user, body }) => menuChangeModule(app.db, user, body.id, body.moduleId),
  })

  for (const [kind, category, addSchema, editSchema] of [
    ['button', 'BUTTON', buttonAddSchema, buttonEditSchema],
    ['field', 'FIELD', fieldAddSchema, fieldEditSchema],
  ] as const) {
    const Code = kind === 'button' ? 'sysButton' : 'sysField'
    defineRoute(app, {
      method: 'GET',
      url: `${base}/${kind}/page`,
      perm: menu,
      summary: `The ${kind}s of a menu, paged`,
      tags,
      querystring: childPageQuerySchema,
      response: pageResultSchema(resourceSchema),
      handler: ({ app, user, query }) => childPage(app.db, user, category, query),
    })
    defineRoute(app, {
      method: 'GET',
      url: `${base}/${kind}/detail`,
      perm: menu,
      summary: `One ${kind}`,
      tags,
      querystring: idQuerySchema,
      response: resourceSchema,
      handler: ({ app, query }) => resourceDetail(app.db, query.id, category),
    })
    for (const route of crudRoutes(`${base}/${kind}`, tags, Code, {
      add: {
        summary: `Add a ${kind} to a menu`,
        body: addSchema,
        handler: ({ app, user, body }) => childAdd(app.deps, user, category, body),
      },
      edit: {
        summary: `Edit a ${kind}`,
        body: editSchema,
        handler: ({ app, user, body }) => childEdit(app.deps, user, category, body),
      },
      delete: {
        summary: `Delete ${kind}s`,
        handler: ({ app, body }) => childDelete(app.deps, category, body),
      },
    }))
      defineRoute(app, route)
  }
}
