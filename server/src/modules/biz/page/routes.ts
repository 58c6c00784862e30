import {
  pageAddSchema,
  pageDetailSchema,
  pageEditSchema,
  pagePageQuerySchema,
  pagePublicItemSchema,
  pagePublicQuerySchema,
  pagePublicSchema,
  pageRowSchema,
  siteLangQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { contentRoutes, publicContentRoute } from '../../../core/content.js'
import { pagePublicDetail, pagePublicList, pages } from './service.js'

export default function pageRoutes(app: FastifyInstance) {
  contentRoutes(app, {
    base: '/api/biz/page',
    code: 'bizPage',
    thing: 'single page',
    schemas: {
      page: pagePageQuerySchema,
      row: pageRowSchema,
      detail: pageDetailSchema,
      add: pageAddSchema,
      edit: pageEditSchema,
    },
    service: pages,
    upload: true,
  })
  publicContentRoute(app, {
    url: '/api/biz/page/public/detail',
    summary: 'A published single page by code, in the asked language (404 when unknown or unpublished)',
    querystring: pagePublicQuerySchema,
    response: pagePublicSchema,
    load: (db, query) => pagePublicDetail(db, query.code, query.lang),
  })
  publicContentRoute(app, {
    url: '/api/biz/page/public/list',
    summary: "The published single pages' codes and titles, by sort code, in the asked language",
    querystring: siteLangQuerySchema,
    response: z.array(pagePublicItemSchema),
    load: (db, query) => pagePublicList(db, query.lang),
  })
}
