import {
  CLIENT_DICT_TYPES,
  clientLoginBodySchema,
  clientPhoneCodeQuerySchema,
  clientUserSchema,
  fileReadQuerySchema,
  hostOrgSchema,
  pageResultSchema,
  phoneDictItemSchema,
  picCaptchaSchema,
  SMS_PER_ADDRESS_PER_MINUTE,
  SmsKey,
  staffOptionSchema,
  staffQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { createPicCaptcha } from '../../../core/captcha.js'
import { CLIENT_SESSION_TTL_MS } from '../../../core/clientSession.js'
import { departments } from '../../../core/dataScope.js'
import { phoneDict } from '../../../core/dicts.js'
import { clearLinkCookie, setLinkCookie } from '../../../core/linkCookie.js'
import { clientOf, defineRoute } from '../../../core/route.js'
import { settingInt } from '../../../core/settings.js'
import { companyDay, companyMinute } from '../../../core/time.js'
import { clientUpload, sendClientFile, staffOptions } from './platform.js'
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
    rateLimitPerMinute: (app) => settingInt(app.db, SmsKey.perAddressPerMinute, SMS_PER_ADDRESS_PER_MINUTE),
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
    handler: async ({ app, req, reply, body }) => {
      const token = await clientLogin(app.deps, body, clientOf(req))
      setLinkCookie(req, reply, 'client', token, CLIENT_SESSION_TTL_MS / 1000)
      return token
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/doLogout',
    perm: 'client',
    summary: 'Ends the current C-side session',
    tags: ['auth'],
    response: z.null(),
    handler: async ({ app, req, reply, client }) => {
      await app.clientSessions.revoke(client.sessionId)
      clearLinkCookie(req, reply, 'client')
      await visit(app.deps, 'LOGOUT', client, clientOf(req), 'SUCCESS')
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/getLoginUser',
    perm: 'client',
    summary: "The signed-in external user: openId and phone, and today on the company's calendar",
    tags: ['auth'],
    response: clientUserSchema,
    // The phone pages ask when they start: a session kept from before gets its link cookie here.
    handler: ({ req, reply, client }) => {
      setLinkCookie(req, reply, 'client', String(req.headers.token), CLIENT_SESSION_TTL_MS / 1000)
      return { openId: client.openId, phone: client.phone, today: companyDay(), now: companyMinute() }
    },
  })

  // ---- What phone forms need: uploads, their files, lookups ----

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/c/upload',
    perm: 'client',
    summary:
      'Uploads a photo or scan for a form (multipart, field file; images or PDF, at most 10 MB); only its uploader and the staff handling its forms read it',
    tags: ['auth'],
    rateLimitPerMinute: 60,
    response: z.object({ id: z.string(), name: z.string(), mimeType: z.string(), size: z.number() }),
    multipart: true,
    handler: ({ app, req, client }) => clientUpload(app.db, app.config.dataDir, req, client),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/file',
    perm: 'client',
    raw: 'file',
    summary: 'One of my uploaded files (inline), or with `w` an image rendition that many pixels wide',
    tags: ['auth'],
    querystring: fileReadQuerySchema,
    handler: async ({ app, req, reply, client, query }) => {
      await sendClientFile(app.db, app.config.dataDir, req, reply, client, query)
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/dict',
    perm: 'client',
    summary: `The items of a dictionary a phone form uses (${CLIENT_DICT_TYPES.join(', ')})`,
    tags: ['auth'],
    querystring: z.object({ type: z.string().min(1).max(64) }),
    response: z.array(phoneDictItemSchema),
    handler: ({ app, query }) => phoneDict(app.db, query.type),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/hostOrgs',
    perm: 'client',
    summary: 'The departments an external user may name as their host',
    tags: ['auth'],
    response: z.array(hostOrgSchema),
    handler: ({ app }) => departments(app.db),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/staff',
    perm: 'client',
    summary:
      'Employees found by name (name and department only), 20 a page: whom a form names as responsible or visited',
    tags: ['auth'],
    querystring: staffQuerySchema,
    response: pageResultSchema(staffOptionSchema),
    rateLimitPerMinute: 60,
    handler: ({ app, query }) => staffOptions(app.db, query),
  })
}
