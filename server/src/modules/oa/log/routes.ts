import {
  idQuerySchema,
  oaCallbackResultSchema,
  oaLogDetailSchema,
  oaLogPageQuerySchema,
  oaLogRowSchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { fileById, sendStored } from '../../../core/files.js'
import { checkFileLink, oaCallback, resend } from '../../../core/oa.js'
import { defineRoute } from '../../../core/route.js'
import { OA_LOG_MENU, oaLogDetail, oaLogPage, recordByOaId } from './service.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The bytes of a JSON body as sent (the OA callback's signature covers them). */
    rawBody?: string
  }
}

/** The OA adapter's routes: its callback and file links (for the OA), the result log (for staff). */
export default async function oaRoutes(app: FastifyInstance) {
  const tags = ['oa']
  // The callback's signature covers its bytes: in a scope of its own, JSON is kept as sent too.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (req, body, done) => {
        req.rawBody = body as string
        try {
          done(null, JSON.parse(body as string))
        } catch {
          done(null, {})
        }
      },
    )
    defineRoute(scope, {
      method: 'POST',
      url: '/api/oa/callback',
      perm: 'public',
      summary:
        'The OA’s decision on a request: `{requestId, result: APPROVED|REJECTED, approver?, comment?}`, signed (X-Oa-Timestamp, X-Oa-Signature = HMAC-SHA256 of `timestamp.body`); replays and stale or wrong signatures refused',
      tags,
      rateLimitPerMinute: 600,
      response: oaCallbackResultSchema,
      handler: ({ app, req }) =>
        oaCallback(app.db, {
          rawBody: req.rawBody ?? '',
          timestamp: req.headers['x-oa-timestamp'] as string | undefined,
          signature: req.headers['x-oa-signature'] as string | undefined,
          url: req.url,
        }),
    })
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/oa/file',
    perm: 'public',
    raw: 'file',
    summary: 'A file of a form sent to the OA, by its signed link (valid a week)',
    tags,
    querystring: z.object({
      id: z.string().min(1).max(64),
      exp: z.string().max(20),
      sig: z.string().max(128),
    }),
    handler: async ({ app, req, reply, query }) => {
      if (!(await checkFileLink(app.db, query)))
        return reply.code(403).send({ code: 403, msg: 'forbidden', data: null })
      await sendStored(app.db, app.config.dataDir, req, reply, await fileById(app.db, query.id), 'preview')
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/oa/log/page',
    perm: { menu: OA_LOG_MENU },
    summary: 'The OA result log: every exchange both ways, newest first',
    tags,
    querystring: oaLogPageQuerySchema,
    response: pageResultSchema(oaLogRowSchema),
    handler: ({ app, user, query }) => oaLogPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/oa/log/detail',
    perm: { menu: OA_LOG_MENU },
    summary: 'One exchange with the OA, with its request and response bodies',
    tags,
    querystring: idQuerySchema,
    response: oaLogDetailSchema,
    handler: ({ app, query }) => oaLogDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/oa/log/resend',
    perm: { button: 'oaLogResend' },
    summary: 'Sends a request to the OA again now (one that failed, or waits for its retry)',
    tags,
    body: idQuerySchema,
    response: z.object({ sent: z.boolean() }),
    handler: ({ app, body }) => resend(app.db, body.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/oa/record',
    perm: 'client',
    summary: 'Which of my applications an OA request id names (for /appointmentRecordInfo/{oaRequestId})',
    tags,
    querystring: z.object({ oaRequestId: z.string().trim().min(1).max(128) }),
    response: z.object({ formType: z.string(), formId: z.string(), status: z.string(), title: z.string() }),
    handler: ({ app, client, query }) => recordByOaId(app.db, client, query.oaRequestId),
  })
}
