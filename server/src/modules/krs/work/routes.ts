import {
  idQuerySchema,
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
import { phoneApplicationRoutes } from '../../../core/applicationRoutes.js'
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
  phoneApplicationRoutes(app, {
    base: phone,
    tags,
    detailPath: 'getDetailById',
    saveSchema: workSaveSchema,
    rowSchema: workRowSchema,
    detailSchema: workDetailSchema,
    summaries: {
      save: 'Saves my entry-work application as a draft (`submit: false`) or submits it for approval (`submit: true`: the contractor, the workers’ certificates and every field checked); a returned one is resubmitted. Answers its id',
      page: 'My entry-work applications, newest first',
      detail: 'One of my entry-work applications with its trail and, once approved, the workers’ passes',
      withdraw: 'Withdraws my application before anyone decided on it',
    },
    save: saveWork,
    page: myWorks,
    detail: myWork,
    withdraw: withdrawWork,
    deleteDraft: deleteWorkDraft,
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
