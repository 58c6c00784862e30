import {
  contactAddSchema,
  contactDetailSchema,
  contactEditSchema,
  contactPageQuerySchema,
  contactPublicSchema,
  contactRowSchema,
  siteLangQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { contentRoutes, publicContentRoute } from '../../../core/content.js'
import { contactPublicList, contacts } from './service.js'

export default function contactRoutes(app: FastifyInstance) {
  contentRoutes(app, {
    base: '/api/biz/contact',
    code: 'bizContact',
    thing: 'contact entry',
    schemas: {
      page: contactPageQuerySchema,
      row: contactRowSchema,
      detail: contactDetailSchema,
      add: contactAddSchema,
      edit: contactEditSchema,
    },
    service: contacts,
  })
  publicContentRoute(app, {
    url: '/api/biz/contact/public/list',
    summary: 'The contact entries: published, by sort code, in the asked language',
    querystring: siteLangQuerySchema,
    response: z.array(contactPublicSchema),
    load: (db, query) => contactPublicList(db, query.lang),
  })
}
