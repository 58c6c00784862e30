import {
  contractorAssignSchema,
  contractorDetailSchema,
  contractorEditSchema,
  contractorFilterSchema,
  contractorHistoryQuerySchema,
  contractorHistorySchema,
  contractorOptionSchema,
  contractorPageQuerySchema,
  contractorReasonSchema,
  contractorRowSchema,
  hostOrgSchema,
  idQuerySchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { departments } from '../../../core/dataScope.js'
import { registerFormFileMenu } from '../../../core/files.js'
import { defineRoute } from '../../../core/route.js'
import {
  assign,
  blacklist,
  CONTRACTOR_MENU,
  contractorDetail,
  contractorEdit,
  contractorExport,
  contractorHistory,
  contractorOptions,
  contractorPage,
  unassign,
  unblacklist,
} from './service.js'

// Holders of the page read the contractors' scans and certificate photos (FORM files).
registerFormFileMenu(CONTRACTOR_MENU)

/**
 * Admitted contractors in the back-office (`/api/krs/contractor/...`), and the phone's list of the
 * contractors its caller acts for (spec §7 `vendoradmissionassignmentmain/getContractorList`).
 */
export default function contractorRoutes(app: FastifyInstance) {
  const tags = ['krs/contractor']
  const base = '/api/krs/contractor'
  const menu = { menu: CONTRACTOR_MENU }
  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    perm: menu,
    summary:
      'Admitted contractors, newest first, by name, standing and host department; `expiring` lists those ending within 30 days, soonest first',
    tags,
    querystring: contractorPageQuerySchema,
    response: pageResultSchema(contractorRowSchema),
    handler: ({ app, user, query }) => contractorPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail`,
    perm: menu,
    summary:
      'One contractor with its qualification documents, people and assignments (people’s ID and phone numbers masked without their field permissions)',
    tags,
    querystring: idQuerySchema,
    response: contractorDetailSchema,
    handler: ({ app, user, query }) => contractorDetail(app.db, user, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/history`,
    perm: menu,
    summary: 'Every change to one contractor (who, when, the fields before and after), newest first',
    tags,
    querystring: contractorHistoryQuerySchema,
    response: pageResultSchema(contractorHistorySchema),
    handler: ({ app, user, query }) => contractorHistory(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/depts`,
    perm: menu,
    summary: 'Every department, for the host and assignment pickers (whatever the caller’s data scope)',
    tags,
    response: z.array(hostOrgSchema),
    handler: ({ app }) => departments(app.db),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/edit`,
    perm: { button: 'krsContractorEdit' },
    summary: 'Corrects a contractor’s details or validity (its standing follows the new validity)',
    tags,
    body: contractorEditSchema,
    response: z.null(),
    handler: ({ app, user, body }) => contractorEdit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/blacklist`,
    perm: { button: 'krsContractorBlacklist' },
    summary: 'Blacklists a contractor, with the reason: no admission or entry work until it is lifted',
    tags,
    body: contractorReasonSchema,
    response: z.null(),
    handler: ({ app, user, body }) => blacklist(app.db, user, body.id, body.reason),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/unblacklist`,
    perm: { button: 'krsContractorBlacklist' },
    summary: 'Lifts a blacklisting, with the reason; the contractor stands by its dates again',
    tags,
    body: contractorReasonSchema,
    response: z.null(),
    handler: ({ app, user, body }) => unblacklist(app.db, user, body.id, body.reason),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/assign`,
    perm: { button: 'krsContractorAssign' },
    summary: 'A department takes the contractor on for a project; answers the assignment’s id',
    tags,
    body: contractorAssignSchema,
    response: z.string(),
    handler: ({ app, user, body }) => assign(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/unassign`,
    perm: { button: 'krsContractorAssign' },
    summary: 'Ends an assignment (kept in the history)',
    tags,
    body: idQuerySchema,
    response: z.null(),
    handler: ({ app, user, body }) => unassign(app.db, user, body.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/export`,
    perm: { button: 'krsContractorExport' },
    summary: 'Every contractor the filter matches as an Excel file (streamed)',
    tags,
    querystring: contractorFilterSchema,
    raw: 'xlsx',
    handler: ({ app, user, query, reply, lang }) => contractorExport(app.deps, user, query, reply, lang),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/krs/vendoradmissionassignmentmain/getContractorList',
    perm: 'client',
    summary:
      'The admitted contractors I act for (I applied for them, or my phone is their contact’s), with their assignments and people',
    tags,
    response: z.array(contractorOptionSchema),
    handler: ({ app, client }) => contractorOptions(app.db, client),
  })
}
