import { ErrorCode } from '@portal/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ClientUser } from './clientSession.js'
import { AppError } from './errors.js'
import { type Lang, langOf, t } from './i18n.js'
import { operationIdOf, type RawSends, type RouteDoc } from './openapi.js'
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
  response?: z.ZodType
  raw?: RawSends
  multipart?: true | z.ZodObject
  operationId: string
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
  /**
   * Schema of `data` in the envelope: the API document declares it, and with `checkAnswers` on (the
   * tests) every answer is parsed with it. Every non-raw route declares it (`z.null()` for none).
   */
  response?: z.ZodType
  /** Per-route limit of calls per IP and minute; a function reads it at run time (a setting). */
  rateLimitPerMinute?: number | ((app: FastifyInstance) => Promise<number>)
  /**
   * The handler writes the reply itself instead of returning envelope data, and this says what it
   * sends (a file, a workbook, a page, a redirect…), for the API document.
   */
  raw?: RawSends
  /**
   * The route reads a multipart/form-data upload (`uploadedPart`): `true` for the file `file` alone,
   * or the schema of the text fields sent before it. Documents the body; `uploadedPart` refuses to
   * read one on a route that does not declare it.
   */
  multipart?: true | z.ZodObject
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
    multipart?: boolean
    /** The route's parts for the API document (`core/openapi.ts`). */
    doc?: RouteDoc
  }
  interface FastifyRequest {
    user: AuthUser | null
    client: ClientUser | null
  }
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[]
  }
}

/** Each app's route definitions by `METHOD url`, for the aliases that stand for them (`core/alias.ts`). */
// Keyed by the registry, which every plugin context of one app shares.
const definitions = new WeakMap<RegisteredRoute[], Map<string, RouteDef<z.ZodType, z.ZodType>>>()

/** The definition of an app's route, once defined. */
export function routeDefinition(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
): RouteDef<z.ZodType, z.ZodType> | undefined {
  return definitions.get(app.routeRegistry)?.get(`${method} ${url}`)
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
  const operationId = operationIdOf(def.method, def.url)
  const defs = definitions.get(app.routeRegistry) ?? new Map()
  definitions.set(app.routeRegistry, defs)
  defs.set(`${def.method} ${def.url}`, def as unknown as RouteDef<z.ZodType, z.ZodType>)
  app.routeRegistry.push({
    method: def.method,
    url: def.url,
    perm: def.perm,
    summary: def.summary,
    querystring: def.querystring,
    body: def.body,
    response: def.response,
    raw: def.raw,
    multipart: def.multipart,
    operationId,
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
      multipart: !!def.multipart,
      doc: { operationId, response: def.response, raw: def.raw, etag: def.etag, multipart: def.multipart },
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
      if (app.config.checkAnswers) checkAnswer(req, `${def.method} ${def.url}`, def.response, data ?? null)
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
 * With `checkAnswers` on (the tests): an answer its route's declared schema refuses, or one that
 * holds a field the schema does not name (the document says there is none), is a 500, the issues
 * logged and written to stderr (the tests silence the log), never sent to the caller. Either the
 * schema or the route is wrong: the document would promise what the route does not send.
 */
function checkAnswer(req: FastifyRequest, route: string, schema: z.ZodType | undefined, data: unknown) {
  if (!schema) return
  const r = schema.safeParse(data)
  const extra = r.success ? undeclared(data, r.data) : []
  if (r.success && !extra.length) return
  const what = `${route}: the answer does not match its declared schema`
  const detail = r.success ? `fields not in the schema: ${extra.join(', ')}` : z.prettifyError(r.error)
  req.log.error({ detail }, what)
  process.stderr.write(`${what}\n${detail}\n`)
  throw new Error(what)
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)

/** Paths of the fields `sent` holds that parsing dropped (zod objects leave out unknown keys). */
function undeclared(sent: unknown, parsed: unknown, path = 'data'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((v, i) => undeclared(v, parsed[i], `${path}[${i}]`))
  if (!isRecord(sent) || !isRecord(parsed)) return []
  return Object.entries(sent).flatMap(([k, v]) =>
    k in parsed ? undeclared(v, parsed[k], `${path}.${k}`) : v === undefined ? [] : [`${path}.${k}`],
  )
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
  // Snowy's client asks it at start to prompt for the change (compat/snowy).
  '/api/sys/userCenter/isUserPasswordExpired',
])

/** What a user whose role requires a one-time password may call before binding one. */
export const OTP_SETUP_ALLOWED: ReadonlySet<string> = new Set([
  ...PASSWORD_EXPIRED_ALLOWED,
  '/api/sys/userCenter/otpStatus',
  '/api/sys/userCenter/otpSetup',
  '/api/sys/userCenter/otpBind',
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
  // The password first: binding needs a session that may use the user centre.
  if (user.otpSetupRequired && !OTP_SETUP_ALLOWED.has(url ?? ''))
    throw new AppError(ErrorCode.forbidden, 'otpSetupRequired', undefined, { otpSetupRequired: true })
  if (perm === 'login' || user.superAdmin) return
  if (perm === 'superAdmin') throw new AppError(403, 'forbidden')
  const held = 'button' in perm ? user.buttonCodes.has(perm.button) : user.menuCodes.has(perm.menu)
  if (!held) throw new AppError(403, 'forbidden')
}

/** Enforces a `client` route: a C-side session, found among those only. */
export function checkClient(client: ClientUser | null): void {
  if (!client) throw new AppError(401, 'loginInvalid')
}
