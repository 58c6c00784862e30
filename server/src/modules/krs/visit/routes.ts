import {
  idQuerySchema,
  pageResultSchema,
  visitBlacklistQuerySchema,
  visitBlacklistRowSchema,
  visitBlacklistSchema,
  visitCancelSchema,
  visitDetailSchema,
  visitFilterSchema,
  visitPageQuerySchema,
  visitRowSchema,
  visitRulesViewSchema,
  visitSaveSchema,
  visitSettingsSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { phoneApplicationRoutes } from '../../../core/applicationRoutes.js'
import { defineRoute } from '../../../core/route.js'
import {
  blacklistPage,
  blacklistVisitor,
  cancelMyVisit,
  cancelVisit,
  deleteVisitDraft,
  myVisit,
  myVisits,
  saveVisit,
  saveVisitSettings,
  staffVisit,
  unblacklist,
  VISIT_BLACKLIST_BUTTON,
  VISIT_CANCEL_BUTTON,
  VISIT_EXPORT_BUTTON,
  VISIT_MENU,
  VISIT_SETTINGS_BUTTON,
  visitExport,
  visitPage,
  visitSettings,
  withdrawVisit,
} from './service.js'
import './form.js'

/**
 * Visitor reservations. The phone side (`/api/krs/visitor/...`) reaches only the caller's own;
 * the back-office reads them, cancels, blacklists, exports and sets the safety rules under
 * `/api/krs/visit/...`.
 */
export default function visitRoutes(app: FastifyInstance) {
  const tags = ['krs/visit']
  const phone = '/api/krs/visitor'
  phoneApplicationRoutes(app, {
    base: phone,
    tags,
    detailPath: 'getDetailById',
    saveSchema: visitSaveSchema,
    rowSchema: visitRowSchema,
    detailSchema: visitDetailSchema,
    summaries: {
      save: 'Saves my visitor reservation as a draft (`submit: false`) or submits it for the host’s approval (`submit: true`: the window, host, document, blacklist and safety rule checked); a returned one is resubmitted. Answers its id',
      page: 'My visitor reservations, newest first',
      detail: 'One of my reservations with its trail, gate log and, once approved, its pass code',
      withdraw: 'Withdraws my reservation before the host decided',
    },
    save: saveVisit,
    page: myVisits,
    detail: myVisit,
    withdraw: withdrawVisit,
    deleteDraft: deleteVisitDraft,
  })
  defineRoute(app, {
    method: 'GET',
    url: `${phone}/rules`,
    perm: 'client',
    summary: 'What each visit reason asks before entry, and the safety notice',
    tags,
    response: visitRulesViewSchema,
    handler: ({ app }) => visitSettings(app.db),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${phone}/cancel`,
    perm: 'client',
    summary: 'Calls off my approved visit (not while I am inside)',
    tags,
    body: idQuerySchema,
    handler: ({ app, client, body }) => cancelMyVisit(app.db, client, body.id),
  })

  const base = '/api/krs/visit'
  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    perm: { menu: VISIT_MENU },
    summary:
      'Submitted reservations, newest first (or by arrival), by state, by a day their window touches, and by the visitor’s name or phone or the host’s name',
    tags,
    querystring: visitPageQuerySchema,
    response: pageResultSchema(visitRowSchema),
    handler: ({ app, user, query }) => visitPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail`,
    perm: 'login',
    summary:
      'One reservation with its trail and gate log: for the page’s holders, and the host asked to approve it (the ID number masked)',
    tags,
    querystring: idQuerySchema,
    response: visitDetailSchema,
    handler: ({ app, user, query }) => staffVisit(app.db, user, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/cancel`,
    perm: { button: VISIT_CANCEL_BUTTON },
    summary: 'Calls an approved visit off, with the reason; its pass stops opening the gate',
    tags,
    body: visitCancelSchema,
    handler: ({ app, user, body }) => cancelVisit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/blacklist`,
    perm: { button: VISIT_BLACKLIST_BUTTON },
    summary: 'Blacklists a reservation’s visitor by their ID document, with the reason',
    tags,
    body: visitBlacklistSchema,
    handler: ({ app, user, body }) => blacklistVisitor(app.db, user, body),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/blacklistPage`,
    perm: { menu: VISIT_MENU },
    summary: 'Blacklisted visitors, newest first, by name or ID number',
    tags,
    querystring: visitBlacklistQuerySchema,
    response: pageResultSchema(visitBlacklistRowSchema),
    handler: ({ app, user, query }) => blacklistPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/unblacklist`,
    perm: { button: VISIT_BLACKLIST_BUTTON },
    summary: 'Takes a visitor off the blacklist',
    tags,
    body: idQuerySchema,
    handler: ({ app, body }) => unblacklist(app.db, body.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/export`,
    perm: { button: VISIT_EXPORT_BUTTON },
    summary: 'Every reservation the filter matches as an Excel file (streamed)',
    tags,
    querystring: visitFilterSchema,
    raw: true,
    handler: ({ app, user, query, reply, lang }) => visitExport(app.deps, user, query, reply, lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/settings`,
    perm: { menu: VISIT_MENU },
    summary: 'The safety rule of each visit reason and the safety notice',
    tags,
    response: visitRulesViewSchema,
    handler: ({ app }) => visitSettings(app.db),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/settings`,
    perm: { button: VISIT_SETTINGS_BUTTON },
    summary:
      'Replaces the safety rules and the notice (a reason must be in the dictionary; the exam only once the exams module exists)',
    tags,
    body: visitSettingsSchema,
    handler: ({ app, body }) => saveVisitSettings(app.db, body),
  })
}
