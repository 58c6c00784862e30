import {
  historyAddSchema,
  historyDetailSchema,
  historyEditSchema,
  historyPageQuerySchema,
  historyPublicSchema,
  historyRowSchema,
  siteLangQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { contentRoutes, publicContentRoute } from '../../../core/content.js'
import { history, historyPublicList } from './service.js'

export default function historyRoutes(app: FastifyInstance) {
  contentRoutes(app, {
    base: '/api/biz/history',
    code: 'bizHistory',
    thing: 'history event',
    schemas: {
      page: historyPageQuerySchema,
      row: historyRowSchema,
      detail: historyDetailSchema,
      add: historyAddSchema,
      edit: historyEditSchema,
    },
    service: history,
    upload: true,
  })
  publicContentRoute(app, {
    url: '/api/biz/history/public/list',
    summary: 'The history timeline: published events, oldest first, in the asked language',
    querystring: siteLangQuerySchema,
    response: z.array(historyPublicSchema),
    load: (db, query) => historyPublicList(db, query.lang),
  })
}
