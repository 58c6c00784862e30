import {
  gateCheckSchema,
  gateCodeSchema,
  gateInsideQuerySchema,
  gateInsideRowSchema,
  gateLogQuerySchema,
  gateLogRowSchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { registerFormFileMenu } from '../../../core/files.js'
import { defineRoute } from '../../../core/route.js'
import { checkIn, checkOut, GATE_MENU, gateCheck, gateLogPage, insidePage } from './service.js'

// Guards see the photo a visitor uploaded with the reservation.
registerFormFileMenu(GATE_MENU)

/** The gate: read a pass, let its holder in or out, who is inside, the log. */
export default function gateRoutes(app: FastifyInstance) {
  const tags = ['krs/gate']
  const base = '/api/krs/gate'
  const perm = { menu: GATE_MENU }
  defineRoute(app, {
    method: 'GET',
    url: `${base}/check`,
    perm,
    summary:
      'What a scanned or typed pass code is (any kind a form declares: a visit, an entry-work pass), whom it names, whether it opens now and, if not, why',
    tags,
    querystring: gateCodeSchema,
    response: gateCheckSchema,
    rateLimitPerMinute: 120,
    handler: ({ app, query }) => gateCheck(app.db, query.code),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/checkIn`,
    perm,
    summary:
      'Lets the pass’s holder in (refused with the reason unless it opens now); a visit’s host is told',
    tags,
    body: gateCodeSchema,
    response: gateCheckSchema,
    rateLimitPerMinute: 120,
    handler: ({ app, user, body }) => checkIn(app.db, user, body.code),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/checkOut`,
    perm,
    summary: 'Lets the pass’s holder out (refused unless they are inside)',
    tags,
    body: gateCodeSchema,
    response: gateCheckSchema,
    rateLimitPerMinute: 120,
    handler: ({ app, user, body }) => checkOut(app.db, user, body.code),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/inside`,
    perm,
    summary: 'Who is inside now, the latest arrival first',
    tags,
    querystring: gateInsideQuerySchema,
    response: pageResultSchema(gateInsideRowSchema),
    handler: ({ app, user, query }) => insidePage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/log`,
    perm,
    summary: 'Every check-in and check-out, newest first, by day and name',
    tags,
    querystring: gateLogQuerySchema,
    response: pageResultSchema(gateLogRowSchema),
    handler: ({ app, user, query }) => gateLogPage(app.db, user, query),
  })
}
