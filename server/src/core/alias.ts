import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { RequestValidationError } from './errors.js'
import { checkPermission, defineRoute, type RouteContext, type RouteDef, routeDefinition } from './route.js'

/**
 * Another client's name for one of our routes (`docs/decisions.md`, "Snowy's web client through
 * aliases"): Snowy's Vue client calls `sys/menu/tree` where we serve `sys/resource/menu/tree`. An
 * alias is a route like any other (in the registry, the API document and the route walks), with
 * the permission of the route it stands for, whose handler runs that route's handler: no second
 * implementation. Where the client's shape differs, the alias maps its query or body to ours and our
 * answer to its shape; nothing else changes.
 */
export interface AliasDef {
  method: 'GET' | 'POST'
  /** The other client's path. */
  url: string
  /**
   * Our route it stands for (defined before the alias); or several, `choose` picking one per call
   * by the alias' query (Snowy's one log page for our two), each call checked for the one chosen.
   */
  to: { method: 'GET' | 'POST'; url: string } | Array<{ method: 'GET' | 'POST'; url: string }>
  choose?: (q: Record<string, unknown>) => number
  /** The alias' own query or body schema, when it maps them (the target's otherwise). */
  querystring?: z.ZodType
  body?: z.ZodType
  /** The alias' query (or body), as validated by its schema, to what our route reads. */
  query?: (q: Record<string, unknown>) => unknown
  mapBody?: (b: unknown) => unknown
  /** Our answer in the other client's shape, declared by `response`. */
  data?: (d: unknown, ctx: RouteContext<unknown, unknown>) => unknown
  response?: z.ZodType
  summary?: string
}

const TAGS = ['compat']

/** Parses `value` with the target's schema, refusing it as the target's own validation would. */
function parsed(schema: z.ZodType | undefined, value: unknown, part: string) {
  if (!schema) return value
  const r = schema.safeParse(value)
  if (!r.success) throw new RequestValidationError(r.error.issues, part)
  return r.data
}

export function defineAlias(app: FastifyInstance, a: AliasDef): void {
  const targets = (Array.isArray(a.to) ? a.to : [a.to]).map((to) => {
    const target = routeDefinition(app, to.method, to.url)
    if (!target) throw new Error(`alias ${a.method} ${a.url}: ${to.method} ${to.url} is not defined (yet)`)
    if (target.raw && a.data) throw new Error(`alias ${a.url}: a raw answer cannot be mapped`)
    return target
  })
  const first = targets[0]!
  const samePerm = targets.every((t) => JSON.stringify(t.perm) === JSON.stringify(first.perm))
  if (!samePerm && !a.choose) throw new Error(`alias ${a.url}: several targets need \`choose\``)
  const def: RouteDef<z.ZodType, z.ZodType> = {
    method: a.method,
    url: a.url,
    // Several targets of different permissions: a logged-in caller, then the chosen one's permission.
    perm: samePerm ? first.perm : 'login',
    summary:
      a.summary ??
      `${first.summary} (Snowy client's name for ${targets.map((t) => `${t.method} ${t.url}`).join(' or ')})`,
    tags: TAGS,
    querystring: a.query ? a.querystring : first.querystring,
    body: a.mapBody ? a.body : first.body,
    response: a.data ? a.response : first.response,
    raw: first.raw,
    multipart: first.multipart,
    bodyLimit: first.bodyLimit,
    rateLimitPerMinute: first.rateLimitPerMinute,
    handler: async (ctx) => {
      const target = targets[a.choose ? a.choose(ctx.query as Record<string, unknown>) : 0] ?? first
      // Checked again for the route run, so an alias can never widen its permission.
      if (target.perm !== 'public' && target.perm !== 'client')
        checkPermission(target.perm, ctx.user, target.url)
      const query = a.query
        ? parsed(target.querystring, a.query(ctx.query as Record<string, unknown>), 'querystring')
        : ctx.query
      const body = a.mapBody ? parsed(target.body, a.mapBody(ctx.body), 'body') : ctx.body
      const data = await target.handler({ ...ctx, query, body })
      return a.data ? a.data(data, ctx) : data
    },
  }
  defineRoute(app, def)
}
