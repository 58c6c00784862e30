import {
  idQuerySchema,
  pageResultSchema,
  smsPageQuerySchema,
  smsRecordSchema,
  smsResendSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../../../core/route.js'
import { smsDetail, smsPage, smsResend } from './service.js'

/** The SMS log: every message the SMS provider was asked to send (`core/sms.ts`). */
export default function smsRoutes(app: FastifyInstance) {
  const tags = ['dev/sms']
  const read = { menu: 'devSms' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/sms/page',
    perm: read,
    summary:
      'The SMS log, newest first, by number, time, kind and state; codes masked once a real provider sends',
    tags,
    querystring: smsPageQuerySchema,
    response: pageResultSchema(smsRecordSchema),
    handler: ({ app, user, query }) => smsPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/sms/detail',
    perm: read,
    summary: 'One message of the SMS log with the provider’s error',
    tags,
    querystring: idQuerySchema,
    response: smsRecordSchema,
    handler: ({ app, query }) => smsDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/sms/resend',
    perm: { button: 'devSmsResend' },
    summary: 'Send a failed message again (a code only while it is valid); answers the new entry’s id',
    tags,
    body: smsResendSchema,
    response: z.string(),
    handler: ({ app, body }) => smsResend(app.db, body.id),
  })
}
