import { idQuerySchema } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { defineRoute } from '../../core/route.js'
import type { AuthUser } from '../../core/session.js'

/**
 * One grant of a subject — a role's resources, a user's roles, a group's members — as its pair of
 * routes: GET `<base>/own<What>?id=` reads what the subject holds (the page's MENU code), POST
 * `<base>/grant<What>` replaces it (the grant BUTTON code). Roles, users and groups grant alike.
 */
export function defineGrant<B extends z.ZodObject<{ id: z.ZodString }>>(
  app: FastifyInstance,
  def: {
    /** e.g. `/api/sys/role`. */
    base: string
    /** e.g. `Resource`: the routes are `ownResource` and `grantResource`. */
    what: string
    tags: string[]
    menu: string
    button: string
    own: {
      summary: string
      response: z.ZodType
      handler: (app: FastifyInstance, user: AuthUser, id: string) => Promise<unknown>
    }
    grant: {
      summary: string
      body: B
      handler: (app: FastifyInstance, user: AuthUser, body: z.infer<B>) => Promise<unknown>
    }
  },
) {
  defineRoute(app, {
    method: 'GET',
    url: `${def.base}/own${def.what}`,
    perm: { menu: def.menu },
    summary: def.own.summary,
    tags: def.tags,
    querystring: idQuerySchema,
    response: def.own.response,
    handler: ({ app, user, query }) => def.own.handler(app, user, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${def.base}/grant${def.what}`,
    perm: { button: def.button },
    summary: def.grant.summary,
    tags: def.tags,
    body: def.grant.body,
    handler: ({ app, user, body }) => def.grant.handler(app, user, body),
  })
}
