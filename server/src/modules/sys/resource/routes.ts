import {
  buttonAddSchema,
  buttonEditSchema,
  childPageQuerySchema,
  fieldAddSchema,
  fieldEditSchema,
  idListSchema,
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
  defineRoute(app, {
    method: 'POST',
    url: `${base}/module/add`,
    perm: { button: 'sysModuleAdd' },
    summary: 'Add a module',
    tags,
    body: moduleAddSchema,
    response: z.string(),
    handler: ({ app, user, body }) => moduleAdd(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/module/edit`,
    perm: { button: 'sysModuleEdit' },
    summary: 'Edit a module',
    tags,
    body: moduleEditSchema,
    handler: ({ app, user, body }) => moduleEdit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/module/delete`,
    perm: { button: 'sysModuleDelete' },
    summary: 'Delete modules (refused while they have menus)',
    tags,
    body: idListSchema,
    handler: ({ app, body }) => moduleDelete(app.deps, body),
  })

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
  defineRoute(app, {
    method: 'POST',
    url: `${base}/menu/add`,
    perm: { button: 'sysMenuAdd' },
    summary: 'Add a menu',
    tags,
    body: menuAddSchema,
    response: z.string(),
    handler: ({ app, user, body }) => menuAdd(app.deps, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/menu/edit`,
    perm: { button: 'sysMenuEdit' },
    summary: 'Edit a menu',
    tags,
    body: menuEditSchema,
    handler: ({ app, user, body }) => menuEdit(app.deps, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/menu/changeModule`,
    perm: { button: 'sysMenuChangeModule' },
    summary: 'Move a menu with everything below it to another module',
    tags,
    body: menuChangeModuleSchema,
    handler: ({ app, user, body }) => menuChangeModule(app.db, user, body.id, body.moduleId),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/menu/delete`,
    perm: { button: 'sysMenuDelete' },
    summary: 'Delete menus with their submenus, buttons and fields',
    tags,
    body: idListSchema,
    handler: ({ app, body }) => menuDelete(app.deps, body),
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
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${kind}/add`,
      perm: { button: `${Code}Add` },
      summary: `Add a ${kind} to a menu`,
      tags,
      body: addSchema,
      response: z.string(),
      handler: ({ app, user, body }) => childAdd(app.deps, user, category, body),
    })
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${kind}/edit`,
      perm: { button: `${Code}Edit` },
      summary: `Edit a ${kind}`,
      tags,
      body: editSchema,
      handler: ({ app, user, body }) => childEdit(app.deps, user, category, body),
    })
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${kind}/delete`,
      perm: { button: `${Code}Delete` },
      summary: `Delete ${kind}s`,
      tags,
      body: idListSchema,
      handler: ({ app, body }) => childDelete(app.deps, category, body),
    })
  }
}
