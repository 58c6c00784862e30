import {
  CLIENT_DICT_TYPES,
  clientLoginBodySchema,
  clientPhoneCodeQuerySchema,
  loginBodySchema,
  loginUserSchema,
  phoneDictItemSchema,
  phoneStaffSchema,
  picCaptchaSchema,
  SMS_PER_ADDRESS_PER_MINUTE,
  SmsKey,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { createPicCaptcha } from '../../../core/captcha.js'
import { phoneDict } from '../../../core/dicts.js'
import { clearLinkCookie, setLinkCookie } from '../../../core/linkCookie.js'
import { writeLog } from '../../../core/log.js'
import { clientOf, defineRoute } from '../../../core/route.js'
import { settingInt } from '../../../core/settings.js'
import { companyDay, companyMinute } from '../../../core/time.js'
import { sendStaffCode, staffLoginByPhone } from './phone.js'
import { login, loginUser } from './service.js'
import './texts.js'

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

  // ---- The staff's phone pages: sign-in by the account's mobile number, who, the clock, lookups ----

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/b/getPhoneValidCode',
    perm: 'public',
    summary:
      'Sends a staff sign-in code by SMS to an employee’s mobile number (after the picture captcha); answers a request number whether or not the number is an employee’s',
    tags: ['auth'],
    querystring: clientPhoneCodeQuerySchema,
    response: z.string(),
    rateLimitPerMinute: (app) => settingInt(app.db, SmsKey.perAddressPerMinute, SMS_PER_ADDRESS_PER_MINUTE),
    handler: ({ app, req, query, lang }) => sendStaffCode(app.deps, query, clientOf(req), lang),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/b/doLoginByPhone',
    perm: 'public',
    summary:
      'Signs an employee in with the SMS code sent to their mobile number; answers the token (refused while the password must be changed)',
    tags: ['auth'],
    body: clientLoginBodySchema,
    response: z.string(),
    rateLimitPerMinute: 20,
    handler: async ({ app, req, reply, body }) => {
      const token = await staffLoginByPhone(app.deps, body, clientOf(req))
      setLinkCookie(req, reply, 'staff', token, app.config.sessionTtlHours * 3600)
      return token
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/b/phoneUser',
    perm: 'login',
    summary: "The employee on a phone page: id, account, name, and today and now on the company's calendar",
    tags: ['auth'],
    response: phoneStaffSchema,
    handler: ({ user }) => ({
      id: user.id,
      account: user.account,
      name: user.name,
      today: companyDay(),
      now: companyMinute(),
    }),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/b/phoneDict',
    perm: 'login',
    summary: `The items of a dictionary a phone page uses (${CLIENT_DICT_TYPES.join(', ')})`,
    tags: ['auth'],
    querystring: z.object({ type: z.string().min(1).max(64) }),
    response: z.array(phoneDictItemSchema),
    handler: ({ app, query }) => phoneDict(app.db, query.type),
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
