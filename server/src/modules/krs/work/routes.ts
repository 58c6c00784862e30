import { passCheckSchema, passRevokeSchema } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { applicationRoutes } from '../../../core/applicationRoutes.js'
import { defineRoute } from '../../../core/route.js'
import { checkPass, revokePass, WORK_MENU, WORK_REVOKE_BUTTON, workApp } from './service.js'

/**
 * Entry work. The phone side keeps the paths of spec §7 (`/api/krs/vendoraccessapplicationmain/...`)
 * and reaches only the caller's own applications; the back-office reads them, and checks and
 * revokes passes, under `/api/krs/work/...`.
 */
export default function workRoutes(app: FastifyInstance) {
  const tags = ['krs/work']
  applicationRoutes(app, workApp)
  const base = '/api/krs/work'
  defineRoute(app, {
    method: 'GET',
    url: `${base}/checkPass`,
    perm: { menu: WORK_MENU },
    summary:
      'What the gate sees for a scanned pass code: whether it opens today and, if not, why (revoked, not yet, ended, contractor barred, certificate expired)',
    tags,
    querystring: z.object({ code: z.string().trim().min(1).max(64) }),
    response: passCheckSchema,
    rateLimitPerMinute: 120,
    handler: ({ app, query }) => checkPass(app.db, query.code),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/revokePass`,
    perm: { button: WORK_REVOKE_BUTTON },
    summary: 'Takes a worker’s pass back, with the reason; the gate refuses it from then on',
    tags,
    body: passRevokeSchema,
    response: z.null(),
    handler: ({ app, user, body }) => revokePass(app.db, user, body),
  })
}
