import { ErrorCode } from '@portal/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ClientUser } from './clientSession.js'
import { AppError } from './errors.js'
import { type Lang, langOf, t } from './i18n.js'
import { sendRevalidated } from './revalidate.js'
import type { AuthUser } from './session.js'

/**
 * Who may call a route: anyone, any logged-in user, the super admin, holders of a page's MENU code
 * (the page's read APIs) or holders of a BUTTON code (its mutating APIs) — all staff (B side) — or
 * `client`: an external user signed in on a phone page (C side). A token is looked up only among the
 * sessions of the route's side, so neither side's session reaches the other's routes.
 */
export type Perm = 'public' | 'login' | 'superAdmin' | 'client' | { button: string } | { menu: string }

/** The permission code a route needs (menu or button), or null for public/login/superAdmin routes. */
export const permCode = (perm: Perm | undefined): string | null =>
  perm && typeof perm === 'object' ? ('button' in perm ? perm.button : perm.menu) : null

export interface RegisteredRoute {
  method: 'GET' | 'POST'
  url: string
  perm: Perm
  summary: string
  querystring?: z.ZodType
  body?: z.ZodType
}

/** Where a call comes from, as the logs record it. */
export interface ClientInfo {
  ip: string | null
  userAgent: string | null
}
export const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip ?? null,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
})

export interface RouteContext<Q, B> {
  app: FastifyInstance
  req: FastifyRequest
  reply: FastifyReply
  query: Q
  body: B
  /** The caller on staff routes (`login`, `superAdmin`, codes): always there. */
  user: AuthUser
  /** The caller on `client` routes: always there. */
  client: ClientUser
  lang: Lang
}

export interface RouteDef<Q extends z.ZodType, B extends z.ZodType> {
  method: 'GET' | 'POST'
  url: string
  perm: Perm
  summary: string
  tags: string[]
  querystring?: Q
  body?: B
  /** Schema of `data` in the envelope, for the API document. */
  response?: z.ZodType
  /** Per-route limit of calls per IP and minute; a function reads it at run time (a setting). */
  rateLimitPerMinute?: number | ((app: FastifyInstance) => Promise<number>)
  /** Also accept the token as `?token=` (links opened in a new tab, the spec's logout call). */
  tokenInQuery?: boolean
  /** `raw`: the handler writes the reply itself (pages, files) instead of returning envelope data. */
  raw?: boolean
  /** Body size limit for this route in bytes (uploads); the app's default otherwise. */
  bodyLimit?: number
  /**
   * Answer with an ETag of the envelope, and 304 without a body to a caller that sends it back
   * (`If-None-Match`): for what a client keeps and asks again often (the shell's user and menu).
   */
  etag?: boolean
  handler(ctx: RouteContext<z.infer<Q>, z.infer<B>>): unknown | Promise<unknown>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    perm?: Perm
    tokenInQuery?: boolean
  }
  interface FastifyRequest {
    user: AuthUser | null
    client: ClientUser | null
  }
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[]
  }
}

const rateMax = (
  app: FastifyInstance,
  limit: NonNullable<RouteDef<z.ZodType, z.ZodType>['rateLimitPerMinute']>,
) => (typeof limit === 'number' ? limit : () => limit(app))

/**
 * The only way routes are added: records the permission (so tests can walk every route),
 * wires validation and the envelope, and documents the route for OpenAPI.
 */
export function defineRoute<Q extends z.ZodType = z.ZodUnknown, B extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  def: RouteDef<Q, B>,
): void {
  app.routeRegistry.push({
    method: def.method,
    url: def.url,
    perm: def.perm,
    summary: def.summary,
    querystring: def.querystring,
    body: def.body,
  })
  const permText =
    typeof def.perm === 'string'
      ? def.perm
      : 'button' in def.perm
        ? `button ${def.perm.button}`
        : `menu ${def.perm.menu}`
  app.route({
    method: def.method,
    url: def.url,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    config: {
      perm: def.perm,
      tokenInQuery: def.tokenInQuery,
      ...(def.rateLimitPerMinute && app.config.rateLimit
        ? { rateLimit: { max: rateMax(app, def.rateLimitPerMinute), timeWindow: 60_000 } }
        : {}),
    },
    schema: {
      summary: def.summary,
      description: `Permission: ${permText}`,
      tags: def.tags,
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.perm === 'public' ? {} : { security: [{ token: [] }] }),
    },
    handler: async (req, reply) => {
      const lang = langOf(req)
      const data = await def.handler({
        app,
        req,
        reply,
        query: req.query as z.infer<Q>,
        body: req.body as z.infer<B>,
        user: req.user as AuthUser,
        client: req.client as ClientUser,
        lang,
      })
      if (def.raw) return reply
      if (def.etag)
        return sendRevalidated(
          req,
          reply,
          lang,
          data ?? null,
          def.perm === 'public' ? 'no-cache' : 'private, no-cache',
        )
      return { code: 200, msg: t(lang, 'ok'), data: data ?? null }
    },
  })
}

/**
 * The only routes a logged-in user whose password has expired, or was set by an administrator, may
 * call (besides the public ones): enough for the shell to start, to change the password and to log out.
 */
export const PASSWORD_EXPIRED_ALLOWED: ReadonlySet<string> = new Set([
  '/api/auth/b/doLogout',
  '/api/auth/b/getLoginUser',
  '/api/sys/userCenter/loginMenu',
  '/api/sys/userCenter/updatePassword',
])

/**
 * Enforces each route's declared permission before validation and the handler run; `url` is the
 * route's registered path (for the expired-password allow-list).
 */
export function checkPermission(perm: Perm | undefined, user: AuthUser | null, url?: string): void {
  if (!perm || perm === 'public') return
  // A client route is checked against the client session (`checkClient`), never a staff one.
  if (!user || perm === 'client') throw new AppError(401, 'loginInvalid')
  if ((user.passwordExpired || user.passwordMustChange) && !PASSWORD_EXPIRED_ALLOWED.has(url ?? ''))
    throw new AppError(
      ErrorCode.forbidden,
      user.passwordMustChange ? 'passwordMustChange' : 'passwordExpired',
      undefined,
      { passwordExpired: user.passwordExpired, passwordMustChange: user.passwordMustChange },
    )
  if (perm === 'login' || user.superAdmin) return
  if (perm === 'superAdmin') throw new AppError(403, 'forbidden')
  const held = 'button' in perm ? user.buttonCodes.has(perm.button) : user.menuCodes.has(perm.menu)
  if (!held) throw new AppError(403, 'forbidden')
}

/** Enforces a `client` route: a C-side session, found among those only. */
export function checkClient(client: ClientUser | null): void {
  if (!client) throw new AppError(401, 'loginInvalid')
}
