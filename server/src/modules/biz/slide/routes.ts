import {
  slideAddSchema,
  slideDetailSchema,
  slideEditSchema,
  slidePageQuerySchema,
  slidePublicQuerySchema,
  slidePublicSchema,
  slideRowSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { contentRoutes, publicContentRoute } from '../../../core/content.js'
import { slidePublicList, slides } from './service.js'

export default function slideRoutes(app: FastifyInstance) {
  contentRoutes(app, {
    base: '/api/biz/slide',
    code: 'bizSlide',
    thing: 'slide',
    schemas: {
      page: slidePageQuerySchema,
      row: slideRowSchema,
      detail: slideDetailSchema,
      add: slideAddSchema,
      edit: slideEditSchema,
    },
    service: slides,
    upload: true,
  })
  publicContentRoute(app, {
    url: '/api/biz/slide/public/list',
    summary: "A place's slideshow: published slides, by sort code, in the asked language",
    querystring: slidePublicQuerySchema,
    response: z.array(slidePublicSchema),
    load: (db, query) => slidePublicList(db, query.place, query.lang),
  })
}
