import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { MsgKey } from './i18n.js'
import { writeDenied, writeLog } from './log.js'
import { clientOf, type Perm, permCode } from './route.js'
import type { AuthUser } from './session.js'

/** Keys whose values never reach the log; a robot's webhook carries its token or key. */
// `otpCode`: an authenticator's or a recovery code (a refused unbinding leaves the latter usable).
export const SECRET_KEY_RE = /password|token|secret|validCode|otpCode|webhook/i
const MAX_STRING = 256
const MAX_JSON = 4000
const MAX_DEPTH = 6

/** A copy of `value` with secrets masked and long strings and lists shortened, for the log. */
export function stripSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…(${value.length})` : value
  if (value === null || typeof value !== 'object') return value
  if (depth >= MAX_DEPTH) return '…'
  if (Array.isArray(value)) {
    const items = value.slice(0, 50).map((v) => stripSecrets(v, depth + 1))
    if (value.length > 50) items.push(`…(${value.length})`)
    return items
  }
  const out: Record<string, unknown> = {}
  // A configuration row names its secret in a value ({configKey: 'SNOWY_EMAIL_SMTP_PASSWORD', configValue}).
  const record = value as Record<string, unknown>
  const secretConfig = typeof record.configKey === 'string' && SECRET_KEY_RE.test(record.configKey)
  for (const [k, v] of Object.entries(value))
    out[k] =
      SECRET_KEY_RE.test(k) || (secretConfig && k === 'configValue') ? '***' : stripSecrets(v, depth + 1)
  return out
}

export function paramJson(query: unknown, body: unknown): string | null {
  const parts: Record<string, unknown> = {}
  if (query && typeof query === 'object' && Object.keys(query).length) parts.query = query
  if (body !== undefined && body !== null) parts.body = body
  if (!Object.keys(parts).length) return null
  const text = JSON.stringify(stripSecrets(parts))
  return text.length > MAX_JSON ? `${text.slice(0, MAX_JSON)}…` : text
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the handler is reached (permission and validation passed). */
    opLogged?: boolean
  }
}

/** 403s that are no denial: the caller's own password must be changed first. */
const NOT_DENIALS: ReadonlySet<MsgKey> = new Set([
  'passwordExpired',
  'passwordMustChange',
  'otpSetupRequired',
])

/** The `{code, msg}` of an envelope being sent (the HTTP status when it is none). */
function resultOf(payload: unknown, status: number): { code: number; msg: string | null } {
  if (typeof payload === 'string' && payload.startsWith('{')) {
    try {
      const body = JSON.parse(payload) as { code?: unknown; msg?: unknown }
      if (typeof body.code === 'number') return { code: body.code, msg: String(body.msg ?? '') }
    } catch {
      // not an envelope
    }
  }
  return { code: status, msg: null }
}

/**
 * Operation log: every non-GET call of a logged-in user that reached its handler is written to
 * dev_log (category OPERATE) as the response is sent, with the route summary as name, the outcome by
 * body code, and the parameters without secrets. Public routes log their own visits.
 * Denied calls of a logged-in user (any 403: a permission the caller lacks, a record outside their
 * scope, the super admin's own…), GET or not, refused by the permission check or in the handler, go
 * to category DENIED instead, throttled per user and route (`writeDenied`), with the permission the
 * route needs in the result.
 */
export function registerOperationLog(app: FastifyInstance): void {
  // Callback-style hooks where nothing is awaited: every call passes them, and an async hook costs
  // a promise and a turn of the microtask queue each time.
  app.addHook('preHandler', (req, _reply, done) => {
    req.opLogged = true
    done()
  })
  // Written before the response leaves, so a caller that sees the answer can also find its log entry.
  app.addHook('onSend', (req, reply, payload, done) => {
    const perm = req.routeOptions.config.perm
    if (!req.user || !perm || perm === 'public') return done(null, payload)
    const denied = req.refusedWith !== undefined && !NOT_DENIALS.has(req.refusedWith)
    if (!denied && (!req.opLogged || req.method === 'GET')) return done(null, payload)
    logCall(req, req.user, perm, reply, payload, denied).then(() => done(null, payload))
  })

  async function logCall(
    req: FastifyRequest,
    user: AuthUser,
    perm: Perm,
    reply: FastifyReply,
    payload: unknown,
    denied: boolean,
  ) {
    const result = resultOf(payload, reply.statusCode)
    const ok = result.code === 200
    const summary = req.routeOptions.schema?.summary ?? req.routeOptions.url ?? req.url
    const entry = {
      name: String(summary).slice(0, 255),
      exeStatus: ok ? 'SUCCESS' : 'FAIL',
      exeMessage: ok ? null : result.msg,
      ...clientOf(req),
      reqMethod: req.method,
      reqUrl: (req.routeOptions.url ?? req.url.split('?')[0] ?? '').slice(0, 1024),
      paramJson: paramJson(req.query, req.body),
      opUser: user.account,
      opUserId: user.id,
    } as const
    try {
      if (denied) {
        const permission = permCode(perm) ?? perm
        await writeDenied(app.db, {
          ...entry,
          resultJson: JSON.stringify({ ...result, permission, reason: req.refusedWith }).slice(0, 1000),
        })
      } else
        await writeLog(app.db, {
          category: 'OPERATE',
          ...entry,
          resultJson: JSON.stringify(result).slice(0, 1000),
        })
    } catch (err) {
      req.log.error({ err }, 'operation log not written')
    }
  }
}
