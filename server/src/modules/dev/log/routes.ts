import {
  categoryCountSchema,
  dayCountSchema,
  logChartQuerySchema,
  logDetailQuerySchema,
  logPageQuerySchema,
  logSchema,
  opLogDeleteSchema,
  pageResultSchema,
  visLogDeleteSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../../../core/route.js'
import {
  type LogKind,
  logCountByCategory,
  logCountByDay,
  logDeleteByCategory,
  logDetail,
  logPage,
} from './service.js'

export default function logRoutes(app: FastifyInstance) {
  for (const kind of ['vis', 'op'] as LogKind[]) {
    const tags = [`dev/log/${kind}`]
    const name = kind === 'vis' ? 'visit' : 'operation'
    const read = { menu: kind === 'vis' ? 'devVisLog' : 'devOpLog' }
    const base = `/api/dev/log/${kind}`
    defineRoute(app, {
      method: 'GET',
      url: `${base}/page`,
      perm: read,
      summary: `The ${name} log, newest first, with search`,
      tags,
      querystring: logPageQuerySchema,
      response: pageResultSchema(logSchema.omit({ paramJson: true, resultJson: true })),
      handler: ({ app, user, query }) => logPage(app.db, user, kind, query),
    })
    defineRoute(app, {
      method: 'GET',
      url: `${base}/detail`,
      perm: read,
      summary: `One ${name} log entry with its parameters`,
      tags,
      querystring: logDetailQuerySchema,
      response: logSchema,
      handler: ({ app, query }) => logDetail(app.db, kind, query.id),
    })
    defineRoute(app, {
      method: 'GET',
      url: `${base}/countByDay`,
      perm: read,
      summary: `${name} log entries per day and category (chart)`,
      tags,
      querystring: logChartQuerySchema,
      response: dayCountSchema,
      handler: ({ app, query }) => logCountByDay(app.db, kind, query.days),
    })
    defineRoute(app, {
      method: 'GET',
      url: `${base}/countByCategory`,
      perm: read,
      summary: `${name} log entries per category (chart)`,
      tags,
      response: categoryCountSchema,
      handler: ({ app }) => logCountByCategory(app.db, kind),
    })
    defineRoute(app, {
      method: 'POST',
      url: `${base}/delete`,
      perm: { button: kind === 'vis' ? 'devVisLogDelete' : 'devOpLogDelete' },
      summary: `Clear the ${name} log of one category`,
      tags,
      body: kind === 'vis' ? visLogDeleteSchema : opLogDeleteSchema,
      response: z.null(),
      handler: ({ app, body }) => logDeleteByCategory(app.db, body.category),
    })
  }
}
