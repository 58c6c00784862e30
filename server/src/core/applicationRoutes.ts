import { idQuerySchema, pageQuerySchema, pageResultSchema } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ApplicationColumns } from './application.js'
import type { Application } from './applicationKit.js'
import { sendDue } from './oa.js'
import { defineRoute } from './route.js'

/**
 * The routes of a declared application (`core/applicationKit.ts`). The phone side — save or submit,
 * my list, one of mine, withdraw, delete a draft — is `client` and reaches only the caller's own;
 * the staff side is the records page (its menu), the detail (the page's holders and whoever is asked
 * to approve it), and the export and the cancel when declared (their buttons).
 */
export function applicationRoutes<R extends ApplicationColumns, F>(
  app: FastifyInstance,
  k: Application<R, F>,
) {
  const { spec } = k
  const { tags, phone, staff } = spec
  defineRoute(app, {
    method: 'POST',
    url: `${phone.base}/addOaFrom`,
    perm: 'client',
    summary: phone.summaries.save,
    tags,
    body: spec.schemas.save,
    response: z.string(),
    rateLimitPerMinute: 30,
    handler: async ({ app, req, client, body }) => {
      const id = await k.save(app.db, client, body)
      // Sent to the OA at once when its steps are there (else the job retries within a minute).
      if (body.submit) void sendDue(app.db).catch((err) => req.log.warn({ err }, 'OA send after submit'))
      return id
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: `${phone.base}/pageByOpenId`,
    perm: 'client',
    summary: phone.summaries.page,
    tags,
    querystring: pageQuerySchema,
    response: pageResultSchema(spec.schemas.row),
    handler: ({ app, client, query }) => k.mine(app.db, client, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${phone.base}/${phone.detailPath}`,
    perm: 'client',
    summary: phone.summaries.detail,
    tags,
    querystring: idQuerySchema,
    response: spec.schemas.detail,
    handler: ({ app, client, query }) => k.myDetail(app.db, client, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${phone.base}/withdraw`,
    perm: 'client',
    summary: phone.summaries.withdraw,
    tags,
    body: idQuerySchema,
    response: z.null(),
    handler: ({ app, client, body }) => k.withdraw(app.db, client, body.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${phone.base}/deleteDraft`,
    perm: 'client',
    summary: 'Deletes one of my drafts',
    tags,
    body: idQuerySchema,
    response: z.null(),
    handler: ({ app, client, body }) => k.deleteDraft(app.db, client, body.id),
  })

  defineRoute(app, {
    method: 'GET',
    url: `${staff.base}/page`,
    perm: { menu: k.menu },
    summary: staff.summaries.page,
    tags,
    querystring: spec.schemas.pageQuery,
    response: pageResultSchema(spec.schemas.row),
    handler: ({ app, user, query }) => k.staffPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${staff.base}/detail`,
    perm: 'login',
    summary: staff.summaries.detail,
    tags,
    querystring: idQuerySchema,
    response: spec.schemas.detail,
    handler: ({ app, user, query }) => k.staffDetail(app.db, user, query.id),
  })
  const x = spec.export
  if (x)
    defineRoute(app, {
      method: 'GET',
      url: `${staff.base}/export`,
      perm: { button: x.button[0] },
      summary: x.summary,
      tags,
      querystring: spec.schemas.filter ?? spec.schemas.pageQuery,
      raw: 'xlsx',
      handler: ({ app, user, query, reply, lang }) =>
        k.exportXlsx(app.deps, user, query as Record<string, unknown>, reply, lang),
    })
  const cancel = spec.cancel
  if (cancel)
    defineRoute(app, {
      method: 'POST',
      url: `${staff.base}/cancel`,
      perm: { button: cancel.button[0] },
      summary: cancel.summary,
      tags,
      body: cancel.schema,
      response: z.null(),
      handler: async ({ app, user, body }) =>
        cancel.run(app.db, user, await k.submitted(app.db, body.id), body as { id: string }),
    })
}
