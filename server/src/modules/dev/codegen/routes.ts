import {
  codegenAddSchema,
  codegenCatalogSchema,
  codegenDetailSchema,
  codegenEditSchema,
  codegenLiveTableSchema,
  codegenPageQuerySchema,
  codegenPreviewSchema,
  codegenRowSchema,
  codegenWriteResultSchema,
  idQuerySchema,
  idSchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import { systemCatalogs } from '../../../db/seed/catalogs.js'
import {
  codegenAdd,
  codegenDelete,
  codegenDetail,
  codegenDownload,
  codegenEdit,
  codegenPage,
  codegenPreview,
  codegenWrite,
  liveTables,
} from './service.js'

/** Code generation: the saved configurations, the live schema, preview, zip and write. */
export default function codegenRoutes(app: FastifyInstance) {
  const tags = ['dev/codegen']
  const base = '/api/dev/codegen'
  const read = { menu: 'devCodegen' }
  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    perm: read,
    summary: 'Saved configurations of generated modules, newest first; search the code or the title',
    tags,
    querystring: codegenPageQuerySchema,
    response: pageResultSchema(codegenRowSchema),
    handler: ({ app, user, query }) => codegenPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail`,
    perm: read,
    summary: 'One configuration with its columns and the schema versions generated so far',
    tags,
    querystring: idQuerySchema,
    response: codegenDetailSchema,
    handler: ({ app, query }) => codegenDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/tables`,
    perm: read,
    summary: 'The database’s tables and their columns (introspection), mapped to configuration columns',
    tags,
    response: z.array(codegenLiveTableSchema),
    handler: ({ app }) => liveTables(app.db),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/catalogs`,
    perm: read,
    summary: 'The catalogs a generated page may be placed in',
    tags,
    response: z.array(codegenCatalogSchema),
    handler: () => systemCatalogs.map(({ id, title, titleEn }) => ({ id, title, titleEn })),
  })
  const crud = crudRoutes(base, tags, 'devCodegen', {
    add: {
      summary: 'Save a configuration (checked: names free, widgets fitting types, dictionaries there)',
      body: codegenAddSchema,
      handler: ({ app, user, body }) => codegenAdd(app.db, user, body),
    },
    edit: {
      summary: 'Change a configuration (a column added is migrated by the next generation)',
      body: codegenEditSchema,
      handler: ({ app, user, body }) => codegenEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete configurations (files generated from them stay)',
      handler: ({ app, body }) => codegenDelete(app.db, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
  defineRoute(app, {
    method: 'GET',
    url: `${base}/preview`,
    perm: { button: 'devCodegenPreview' },
    summary:
      'Every file a generation makes, with its status in the target tree (new, unchanged, changed, edited by hand) and a unified diff',
    tags,
    querystring: idQuerySchema,
    response: codegenPreviewSchema,
    handler: ({ app, query, lang }) => codegenPreview(app.db, query.id, lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/download`,
    perm: { button: 'devCodegenDownload' },
    summary: 'The generated files as a zip (paths from the project root)',
    tags,
    querystring: idQuerySchema,
    raw: 'file',
    handler: ({ app, query, reply }) => codegenDownload(app.db, query.id, reply),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/write`,
    perm: { button: 'devCodegenWrite' },
    summary:
      'Development only: writes the generated files into the target tree (CODEGEN_ROOT or this checkout); a file edited by hand is never overwritten',
    tags,
    body: z.object({ id: idSchema }),
    response: codegenWriteResultSchema,
    handler: ({ app, body }) => codegenWrite(app.db, body.id),
  })
}
