import {
  admissionDetailSchema,
  admissionPageQuerySchema,
  admissionRowSchema,
  admissionSaveSchema,
  idQuerySchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { phoneApplicationRoutes } from '../../../core/applicationRoutes.js'
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
  phoneApplicationRoutes(app, {
    base: phone,
    tags,
    detailPath: 'detailById',
    saveSchema: admissionSaveSchema,
    rowSchema: admissionRowSchema,
    detailSchema: admissionDetailSchema,
    summaries: {
      save: 'Saves my admission application as a draft (`submit: false`) or submits it for approval (`submit: true`, every field checked); a returned one is resubmitted. Answers its id',
      page: 'My admission applications, newest first',
      detail: 'One of my admission applications with its approval trail',
      withdraw:
        'Withdraws my application before anyone decided on it (it can then be edited and submitted again)',
    },
    save: saveAdmission,
    page: myAdmissions,
    detail: myAdmission,
    withdraw: withdrawAdmission,
    deleteDraft: deleteAdmissionDraft,
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
