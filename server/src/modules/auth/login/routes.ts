import { loginBodySchema, loginUserSchema, picCaptchaSchema } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { createPicCaptcha } from '../../../core/captcha.js'
import { clearLinkCookie, setLinkCookie } from '../../../core/linkCookie.js'
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
    handler: async ({ app, req, reply, body }) => {
      const token = await login(app.deps, body, clientOf(req))
      setLinkCookie(req, reply, 'staff', token, app.config.sessionTtlHours * 3600)
      return token
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/b/doLogout',
    perm: 'login',
    summary: 'End the current session',
    tags: ['auth'],
    response: z.null(),
    handler: async ({ app, req, reply, user }) => {
      await app.sessions.revoke(user.sessionId)
      clearLinkCookie(req, reply, 'staff')
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
    // Every start of the shell asks: a session kept from before gets its link cookie here.
    handler: ({ app, req, reply, user }) => {
      setLinkCookie(req, reply, 'staff', String(req.headers.token), app.config.sessionTtlHours * 3600)
      return loginUser(app.db, user)
    },
  })
}
