import {
  idQuerySchema,
  pageResultSchema,
  visitBlacklistQuerySchema,
  visitBlacklistRowSchema,
  visitBlacklistSchema,
  visitRulesViewSchema,
  visitSettingsSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { applicationRoutes } from '../../../core/applicationRoutes.js'
import { defineRoute } from '../../../core/route.js'
import {
  blacklistPage,
  blacklistVisitor,
  cancelMyVisit,
  saveVisitSettings,
  unblacklist,
  VISIT_BLACKLIST_BUTTON,
  VISIT_MENU,
  VISIT_SETTINGS_BUTTON,
  visitApp,
  visitSettings,
} from './service.js'
/**
 * Visitor reservations. The phone side (`/api/krs/visitor/...`) reaches only the caller's own;
 * the back-office reads them, cancels, blacklists, exports and sets the safety rules under
 * `/api/krs/visit/...`.
 */
export default function visitRoutes(app: FastifyInstance) {
  const tags = ['krs/visit']
  const phone = '/api/krs/visitor'
  applicationRoutes(app, visitApp)
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
    response: z.null(),
    handler: ({ app, client, body }) => cancelMyVisit(app.db, client, body.id),
  })

  const base = '/api/krs/visit'
  defineRoute(app, {
    method: 'POST',
    url: `${base}/blacklist`,
    perm: { button: VISIT_BLACKLIST_BUTTON },
    summary: 'Blacklists a reservation’s visitor by their ID document, with the reason',
    tags,
    body: visitBlacklistSchema,
    response: z.null(),
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
    response: z.null(),
    handler: ({ app, body }) => unblacklist(app.db, body.id),
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
    response: z.null(),
    handler: ({ app, body }) => saveVisitSettings(app.db, body),
  })
}
