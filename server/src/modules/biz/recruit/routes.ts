import {
  recruitAddSchema,
  recruitDetailSchema,
  recruitEditSchema,
  recruitPageQuerySchema,
  recruitPublicDetailSchema,
  recruitPublicItemSchema,
  recruitRowSchema,
  siteIdQuerySchema,
  siteLangQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { publicContentRoute } from '../../../core/content.js'
import { defineRoute } from '../../../core/route.js'
import { adminRoutes } from '../admin.js'
import {
  recruitAdd,
  recruitDelete,
  recruitDetail,
  recruitEdit,
  recruitPage,
  recruitPublicDetail,
  recruitPublicList,
  recruitPublish,
} from './service.js'

export default function recruitRoutes(app: FastifyInstance) {
  const routes = adminRoutes({
    base: '/api/biz/recruit',
    code: 'bizRecruit',
    schemas: {
      page: recruitPageQuerySchema,
      row: recruitRowSchema,
      detail: recruitDetailSchema,
      add: recruitAddSchema,
      edit: recruitEditSchema,
    },
    service: {
      page: recruitPage,
      detail: recruitDetail,
      add: recruitAdd,
      edit: recruitEdit,
      remove: recruitDelete,
      publish: recruitPublish,
    },
    summaries: {
      page: 'Recruitment positions by sort code, paged; search by title',
      detail: 'One position, both languages',
      add: 'Add a position (closed until opened; description sanitised)',
      edit: 'Edit a position',
      delete: 'Delete positions (their résumés stay)',
      publish: 'Open (published) or close positions',
      upload: 'Upload an image for a description (multipart field file; raster, at most 5 MB; public)',
    },
  })
  for (const route of routes) defineRoute(app, route)

  publicContentRoute(app, {
    url: '/api/biz/recruit/public/list',
    summary: 'Open positions by sort code in `lang` (English where present, else Chinese)',
    querystring: siteLangQuerySchema,
    response: z.array(recruitPublicItemSchema),
    load: (db, query) => recruitPublicList(db, query.lang),
  })
  publicContentRoute(app, {
    url: '/api/biz/recruit/public/detail',
    summary: 'One open position with its description in `lang`; closed or unknown: 404',
    querystring: siteIdQuerySchema,
    response: recruitPublicDetailSchema,
    load: (db, query) => recruitPublicDetail(db, query.id, query.lang),
  })
}
