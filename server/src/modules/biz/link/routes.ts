import {
  linkAddSchema,
  linkDetailSchema,
  linkEditSchema,
  linkPageQuerySchema,
  linkPublicSchema,
  linkRowSchema,
  siteLangQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { contentRoutes, publicContentRoute } from '../../../core/content.js'
import { linkPublicList, links } from './service.js'

export default function linkRoutes(app: FastifyInstance) {
  contentRoutes(app, {
    base: '/api/biz/link',
    code: 'bizLink',
    thing: 'link',
    schemas: {
      page: linkPageQuerySchema,
      row: linkRowSchema,
      detail: linkDetailSchema,
      add: linkAddSchema,
      edit: linkEditSchema,
    },
    service: links,
    upload: true,
  })
  publicContentRoute(app, {
    url: '/api/biz/link/public/list',
    summary: "The site's links: published, by sort code, in the asked language",
    querystring: siteLangQuerySchema,
    response: z.array(linkPublicSchema),
    load: (db, query) => linkPublicList(db, query.lang),
  })
}
