import {
  clientLoginBodySchema,
  clientPhoneCodeQuerySchema,
  clientUserSchema,
  picCaptchaSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { createPicCaptcha } from '../../../core/captcha.js'
import { clientOf, defineRoute } from '../../../core/route.js'
import { clientLogin, sendClientCode, visit } from './service.js'

/** The C side's sign-in (`/api/auth/c/...`, beside the staff's `/api/auth/b/...`). */
export default function clientAuthRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/getPicCaptcha',
    perm: 'public',
    summary: 'Picture captcha of the phone sign-in: single use, valid 5 minutes',
    tags: ['auth'],
    response: picCaptchaSchema,
    rateLimitPerMinute: 30,
    handler: ({ app, req }) => createPicCaptcha(app.db, req.ip),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/getPhoneValidCode',
    perm: 'public',
    summary: 'Sends a sign-in code by SMS (after the picture captcha); answers its request number',
    tags: ['auth'],
    querystring: clientPhoneCodeQuerySchema,
    response: z.string(),
    rateLimitPerMinute: 5,
    handler: ({ app, req, query, lang }) => sendClientCode(app.deps, query, clientOf(req), lang),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/c/doLoginByPhone',
    perm: 'public',
    summary: 'Signs an external user in with the SMS code; answers the C-side token',
    tags: ['auth'],
    body: clientLoginBodySchema,
    response: z.string(),
    rateLimitPerMinute: 20,
    handler: ({ app, req, body }) => clientLogin(app.deps, body, clientOf(req)),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/doLogout',
    perm: 'client',
    summary: 'Ends the current C-side session',
    tags: ['auth'],
    handler: async ({ app, req, client }) => {
      await app.clientSessions.revoke(client.sessionId)
      await visit(app.deps, 'LOGOUT', client, clientOf(req), 'SUCCESS')
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/getLoginUser',
    perm: 'client',
    summary: 'The signed-in external user: openId and phone',
    tags: ['auth'],
    response: clientUserSchema,
    handler: ({ client }) => ({ openId: client.openId, phone: client.phone }),
  })
}
