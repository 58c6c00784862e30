import { loginBodySchema, loginUserSchema, picCaptchaSchema } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { createPicCaptcha } from '../../../core/captcha.js'
import { writeLog } from '../../../core/log.js'
import { clientOf, defineRoute } from '../../../core/route.js'
import { login, loginUser } from './service.js'

export default function loginRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/b/getPicCaptcha',
    perm: 'public',
    summary: 'Picture captcha: single use, valid 5 minutes',
    tags: ['auth'],
    response: picCaptchaSchema,
    rateLimitPerMinute: 60,
    handler: ({ app, req }) => createPicCaptcha(app.db, req.ip),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/b/doLogin',
    perm: 'public',
    summary: 'Log in with account and SM2-encrypted password; returns the token',
    tags: ['auth'],
    body: loginBodySchema,
    response: z.string(),
    rateLimitPerMinute: 30,
    handler: ({ app, req, body }) => login(app.deps, body, clientOf(req)),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/b/doLogout',
    perm: 'login',
    tokenInQuery: true,
    summary: 'End the current session',
    tags: ['auth'],
    handler: async ({ app, req, user }) => {
      await app.sessions.revoke(user.sessionId)
      await writeLog(app.db, {
        category: 'LOGOUT',
        name: 'logout',
        exeStatus: 'SUCCESS',
        opUser: user.account,
        opUserId: user.id,
        ...clientOf(req),
      })
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/b/getLoginUser',
    perm: 'login',
    summary: 'The logged-in user with their button codes',
    tags: ['auth'],
    response: loginUserSchema,
    // The shell asks on every start; it keeps the user and gets 304 while nothing changed.
    etag: true,
    handler: ({ app, user }) => loginUser(app.db, user),
  })
}
