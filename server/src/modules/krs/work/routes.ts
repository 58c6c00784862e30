import {
  idQuerySchema,
  pageQuerySchema,
  pageResultSchema,
  passCheckSchema,
  passRevokeSchema,
  workDetailSchema,
  workPageQuerySchema,
  workRowSchema,
  workSaveSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sendDue } from '../../../core/oa.js'
import { defineRoute } from '../../../core/route.js'
import {
  checkPass,
  deleteWorkDraft,
  myWork,
  myWorks,
  revokePass,
  saveWork,
  staffWork,
  WORK_MENU,
  WORK_REVOKE_BUTTON,
  withdrawWork,
  workPage,
} from './service.js'
import './form.js'

/**
 * Entry work. The phone side keeps the paths of spec §7 (`/api/krs/vendoraccessapplicationmain/...`)
 * and reaches only the caller's own applications; the back-office reads them, and checks and
 * revokes passes, under `/api/krs/work/...`.
 */
export default function workRoutes(app: FastifyInstance) {
  const tags = ['krs/work']
  const phone = '/api/krs/vendoraccessapplicationmain'
  defineRoute(app, {
    method: 'POST',
    url: `${phone}/addOaFrom`,
    perm: 'client',
    summary:
      'Saves my entry-work application as a draft (`submit: false`) or submits it for approval (`submit: true`: the contractor, the workers’ certificates and every field checked); a returned one is resubmitted. Answers its id',
    tags,
    body: workSaveSchema,
    response: z.string(),
    rateLimitPerMinute: 30,
    handler: async ({ app, req, client, body }) => {
      const id = await saveWork(app.db, client, body)
      if (body.submit) void sendDue(app.db).catch((err) => req.log.warn({ err }, 'OA send after submit'))
      return id
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: `${phone}/pageByOpenId`,
    perm: 'client',
    summary: 'My entry-work applications, newest first',
    tags,
    querystring: pageQuerySchema,
    response: pageResultSchema(workRowSchema),
    handler: ({ app, client, query }) => myWorks(app.db, client, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${phone}/getDetailById`,
    perm: 'client',
    summary: 'One of my entry-work applications with its trail and, once approved, the workers’ passes',
    tags,
    querystring: idQuerySchema,
    response: workDetailSchema,
    handler: ({ app, client, query }) => myWork(app.db, client, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${phone}/withdraw`,
    perm: 'client',
    summary: 'Withdraws my application before anyone decided on it',
    tags,
    body: idQuerySchema,
    handler: ({ app, client, body }) => withdrawWork(app.db, client, body.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${phone}/deleteDraft`,
    perm: 'client',
    summary: 'Deletes one of my drafts',
    tags,
    body: idQuerySchema,
    handler: ({ app, client, body }) => deleteWorkDraft(app.db, client, body.id),
  })

  const base = '/api/krs/work'
  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    perm: { menu: WORK_MENU },
    summary: 'Submitted entry-work applications, newest first, by state and contractor name',
    tags,
    querystring: workPageQuerySchema,
    response: pageResultSchema(workRowSchema),
    handler: ({ app, user, query }) => workPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail`,
    perm: 'login',
    summary:
      'One entry-work application with its workers, trail and passes (without their codes): for the records page’s holders and anyone asked to approve it',
    tags,
    querystring: idQuerySchema,
    response: workDetailSchema,
    handler: ({ app, user, query }) => staffWork(app.db, user, query.id),
  })
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
    handler: ({ app, user, body }) => revokePass(app.db, user, body),
  })
}
