import {
  admissionDetailSchema,
  admissionPageQuerySchema,
  admissionRowSchema,
  admissionSaveSchema,
  idQuerySchema,
  pageQuerySchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sendDue } from '../../../core/oa.js'
import { defineRoute } from '../../../core/route.js'
import {
  ADMISSION_MENU,
  admissionPage,
  deleteAdmissionDraft,
  myAdmission,
  myAdmissions,
  saveAdmission,
  staffAdmission,
  withdrawAdmission,
} from './service.js'
import './form.js'

/**
 * Contractor admission. The phone side keeps the paths of spec §7
 * (`/api/krs/vendoradmissionassignmentmain/...`) and reaches only the caller's own applications;
 * the back-office reads them under `/api/krs/admission/...`.
 */
export default function admissionRoutes(app: FastifyInstance) {
  const tags = ['krs/admission']
  const phone = '/api/krs/vendoradmissionassignmentmain'
  defineRoute(app, {
    method: 'POST',
    url: `${phone}/addOaFrom`,
    perm: 'client',
    summary:
      'Saves my admission application as a draft (`submit: false`) or submits it for approval (`submit: true`, every field checked); a returned one is resubmitted. Answers its id',
    tags,
    body: admissionSaveSchema,
    response: z.string(),
    rateLimitPerMinute: 30,
    handler: async ({ app, req, client, body }) => {
      const id = await saveAdmission(app.db, client, body)
      // Sent to the OA at once when its steps are there (else the job retries within a minute).
      if (body.submit) void sendDue(app.db).catch((err) => req.log.warn({ err }, 'OA send after submit'))
      return id
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: `${phone}/pageByOpenId`,
    perm: 'client',
    summary: 'My admission applications, newest first',
    tags,
    querystring: pageQuerySchema,
    response: pageResultSchema(admissionRowSchema),
    handler: ({ app, client, query }) => myAdmissions(app.db, client, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${phone}/detailById`,
    perm: 'client',
    summary: 'One of my admission applications with its approval trail',
    tags,
    querystring: idQuerySchema,
    response: admissionDetailSchema,
    handler: ({ app, client, query }) => myAdmission(app.db, client, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${phone}/withdraw`,
    perm: 'client',
    summary:
      'Withdraws my application before anyone decided on it (it can then be edited and submitted again)',
    tags,
    body: idQuerySchema,
    handler: ({ app, client, body }) => withdrawAdmission(app.db, client, body.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${phone}/deleteDraft`,
    perm: 'client',
    summary: 'Deletes one of my drafts',
    tags,
    body: idQuerySchema,
    handler: ({ app, client, body }) => deleteAdmissionDraft(app.db, client, body.id),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/krs/admission/page',
    perm: { menu: ADMISSION_MENU },
    summary: 'Submitted admission applications, newest first, by state and company name',
    tags,
    querystring: admissionPageQuerySchema,
    response: pageResultSchema(admissionRowSchema),
    handler: ({ app, user, query }) => admissionPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/krs/admission/detail',
    perm: 'login',
    summary:
      'One admission application with its documents, people and trail: for the records page’s holders and anyone asked to approve it',
    tags,
    querystring: idQuerySchema,
    response: admissionDetailSchema,
    handler: ({ app, user, query }) => staffAdmission(app.db, user, query.id),
  })
}
