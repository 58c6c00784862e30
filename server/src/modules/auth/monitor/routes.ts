import {
  monitorFiguresSchema,
  monitorKickSchema,
  monitorKickUserSchema,
  monitorPageQuerySchema,
  monitorSessionSchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../../../core/route.js'
import { monitorFigures, monitorKick, monitorKickUser, monitorPage } from './service.js'

export default function monitorRoutes(app: FastifyInstance) {
  const tags = ['auth/monitor']
  const read = { menu: 'authMonitor' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/monitor/page',
    perm: read,
    summary: 'Online sessions (not expired, seen within the idle time), newest activity first',
    tags,
    querystring: monitorPageQuerySchema,
    response: pageResultSchema(monitorSessionSchema),
    handler: ({ app, user, query }) => monitorPage(app.db, app.deps.sessions, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/monitor/figures',
    perm: read,
    summary: 'Online sessions and users (per side) and the logins of today',
    tags,
    response: monitorFiguresSchema,
    handler: ({ app }) => monitorFigures(app.db, app.deps.sessions),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/monitor/kick',
    perm: { button: 'authMonitorKick' },
    summary: 'Kick out one session (not the caller’s own current one)',
    tags,
    body: monitorKickSchema,
    response: z.null(),
    handler: ({ app, user, body }) => monitorKick(app.db, app.deps.sessions, user, body.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/monitor/kickUser',
    perm: { button: 'authMonitorKickUser' },
    summary: 'Kick out every session of a user (for oneself, every other session)',
    tags,
    body: monitorKickUserSchema,
    response: z.null(),
    handler: ({ app, user, body }) => monitorKickUser(app.db, app.deps.sessions, user, body.userId),
  })
}
