import {
  feedbackAssigneeSchema,
  feedbackAssignSchema,
  feedbackCloseSchema,
  feedbackDetailSchema,
  feedbackExportQuerySchema,
  feedbackPageQuerySchema,
  feedbackReplyResultSchema,
  feedbackReplySchema,
  feedbackRowSchema,
  feedbackSubmitSchema,
  idListSchema,
  idQuerySchema,
  myFeedbackSchema,
  pageQuerySchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { registerPurposeMenus } from '../../../core/files.js'
import { defineRoute } from '../../../core/route.js'
import {
  assignFeedback,
  closeFeedback,
  deleteFeedback,
  exportFeedback,
  FEEDBACK_MENU,
  feedbackAssignees,
  feedbackDetail,
  feedbackPage,
  myFeedback,
  replyFeedback,
  submitFeedback,
} from './service.js'

const tags = ['krs/feedback']
const SUBMIT_BODY =
  'multipart/form-data: the fields of feedbackSubmitSchema first, then up to three photos `photo` (PNG, JPEG, GIF or WebP, 5 MB each)'

registerPurposeMenus('FEEDBACK', [FEEDBACK_MENU])

/** Leaving feedback: anyone, or a phone session (then it is theirs, and they read the reply). */
export function leavingRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/krs/feedback/submit',
    perm: 'public',
    summary: `Leave feedback without signing in: ${SUBMIT_BODY}. At most 10 an hour per client address (429); the feedback page’s holders get a message`,
    tags,
    // A burst guard per process; the hourly limit is kept in the database.
    rateLimitPerMinute: 20,
    multipart: feedbackSubmitSchema,
    response: z.object({ id: z.string() }),
    handler: ({ app, req, lang }) =>
      submitFeedback(app.deps, app.config, req, { ip: req.ip || null, clientId: null, lang }),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/krs/feedback/phone/submit',
    perm: 'client',
    summary: `Leave feedback as the phone’s person: ${SUBMIT_BODY}. At most 10 an hour per person (429)`,
    tags,
    rateLimitPerMinute: 20,
    multipart: feedbackSubmitSchema,
    response: z.object({ id: z.string() }),
    handler: ({ app, req, client, lang }) =>
      submitFeedback(app.deps, app.config, req, { ip: req.ip || null, clientId: client.openId, lang }),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/krs/feedback/phone/mine',
    perm: 'client',
    summary: 'The phone’s person’s feedback, newest first, with the replies',
    tags,
    querystring: pageQuerySchema,
    response: pageResultSchema(myFeedbackSchema),
    handler: ({ app, client, query }) => myFeedback(app.db, client.openId, query),
  })
}

export default function feedbackRoutes(app: FastifyInstance) {
  const base = '/api/krs/feedback'
  const read = { menu: FEEDBACK_MENU }
  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    perm: read,
    summary:
      'Feedback newest first, paged; search the text, the name or the start of the phone number; by category, state, time received, or assigned to me',
    tags,
    querystring: feedbackPageQuerySchema,
    response: pageResultSchema(feedbackRowSchema),
    handler: ({ app, user, query }) => feedbackPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail`,
    perm: read,
    summary: 'One feedback item with its photos’ file ids and its reply',
    tags,
    querystring: idQuerySchema,
    response: feedbackDetailSchema,
    handler: ({ app, user, query }) => feedbackDetail(app.db, user, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/assignees`,
    perm: { button: 'krsFeedbackAssign' },
    summary: 'Who feedback may be assigned to: the enabled holders of the feedback page',
    tags,
    response: z.array(feedbackAssigneeSchema),
    handler: ({ app }) => feedbackAssignees(app.db),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/assign`,
    perm: { button: 'krsFeedbackAssign' },
    summary: 'Assign an item that is not closed to a holder of the feedback page, who gets a message',
    tags,
    body: feedbackAssignSchema,
    response: z.null(),
    handler: async ({ app, user, body }) => {
      await assignFeedback(app.db, user, body)
      return null
    },
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/reply`,
    perm: { button: 'krsFeedbackReply' },
    summary:
      'Reply to an open item (or again when the reply did not arrive), by SMS or e-mail to the contact left, or recorded only (NONE); answers how the delivery went',
    tags,
    body: feedbackReplySchema,
    response: feedbackReplyResultSchema,
    rateLimitPerMinute: 30,
    handler: ({ app, user, body }) => replyFeedback(app.deps, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/close`,
    perm: { button: 'krsFeedbackClose' },
    summary: 'Close an item, with an optional remark',
    tags,
    body: feedbackCloseSchema,
    response: z.null(),
    handler: async ({ app, user, body }) => {
      await closeFeedback(app.db, user, body)
      return null
    },
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/delete`,
    perm: { button: 'krsFeedbackDelete' },
    summary: 'Delete items and their photos',
    tags,
    body: idListSchema,
    response: z.null(),
    handler: async ({ app, body }) => {
      await deleteFeedback(
        app.deps,
        app.config,
        body.map((b) => b.id),
      )
      return null
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/export`,
    perm: { button: 'krsFeedbackExport' },
    summary: 'Export to Excel every item the filter matches, newest first (streamed)',
    tags,
    querystring: feedbackExportQuerySchema,
    raw: 'xlsx',
    handler: ({ app, user, reply, lang, query }) => exportFeedback(app.db, user, reply, app.log, lang, query),
  })
}
