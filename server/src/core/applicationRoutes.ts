import { idQuerySchema, pageQuerySchema, pageResultSchema } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { DB } from '../db/schema.js'
import type { ClientUser } from './clientSession.js'
import type { ListQuery } from './list.js'
import { sendDue } from './oa.js'
import { defineRoute } from './route.js'

/**
 * The phone side of an application kind (`core/application.ts`): save or submit, my list, one of
 * mine, withdraw, delete a draft, all `client` and each reaching only the caller's own. The kind
 * gives its paths, schemas, words and service functions.
 */
export interface PhoneApplication<S extends z.ZodType> {
  /** `/api/krs/…` */
  base: string
  tags: string[]
  /** The detail path's last segment (spec §7 names it differently per kind). */
  detailPath: string
  saveSchema: S
  rowSchema: z.ZodType
  detailSchema: z.ZodType
  summaries: { save: string; page: string; detail: string; withdraw: string }
  save(db: Kysely<DB>, client: ClientUser, body: z.infer<S>): Promise<string>
  page(db: Kysely<DB>, client: ClientUser, query: ListQuery): Promise<unknown>
  detail(db: Kysely<DB>, client: ClientUser, id: string): Promise<unknown>
  withdraw(db: Kysely<DB>, client: ClientUser, id: string): Promise<void>
  deleteDraft(db: Kysely<DB>, client: ClientUser, id: string): Promise<void>
}

export function phoneApplicationRoutes<S extends z.ZodType<{ submit: boolean }>>(
  app: FastifyInstance,
  k: PhoneApplication<S>,
) {
  const tags = k.tags
  defineRoute(app, {
    method: 'POST',
    url: `${k.base}/addOaFrom`,
    perm: 'client',
    summary: k.summaries.save,
    tags,
    body: k.saveSchema,
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
    url: `${k.base}/pageByOpenId`,
    perm: 'client',
    summary: k.summaries.page,
    tags,
    querystring: pageQuerySchema,
    response: pageResultSchema(k.rowSchema),
    handler: ({ app, client, query }) => k.page(app.db, client, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${k.base}/${k.detailPath}`,
    perm: 'client',
    summary: k.summaries.detail,
    tags,
    querystring: idQuerySchema,
    response: k.detailSchema,
    handler: ({ app, client, query }) => k.detail(app.db, client, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${k.base}/withdraw`,
    perm: 'client',
    summary: k.summaries.withdraw,
    tags,
    body: idQuerySchema,
    handler: ({ app, client, body }) => k.withdraw(app.db, client, body.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${k.base}/deleteDraft`,
    perm: 'client',
    summary: 'Deletes one of my drafts',
    tags,
    body: idQuerySchema,
    handler: ({ app, client, body }) => k.deleteDraft(app.db, client, body.id),
  })
}
