import type { IncomingMessage } from 'node:http'
import { ErrorCode, megabytes } from '@portal/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { langOf, type MsgKey, t } from './i18n.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The message key of a 403 refusal, set as it is answered (the denied-call log reads it). */
    refusedWith?: MsgKey
  }
}

/** A refusal the caller should see: body code, HTTP status and a translated message. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MsgKey,
    readonly params?: Record<string, string | number>,
    /** Details the caller needs besides the message (e.g. per-row import errors). */
    readonly data: unknown = null,
  ) {
    super(key)
  }
}

export const badRequest = (key: MsgKey, params?: Record<string, string | number>) =>
  new AppError(ErrorCode.badRequest, key, params)
export const forbidden = (key: MsgKey = 'forbidden', params?: Record<string, string | number>) =>
  new AppError(ErrorCode.forbidden, key, params)
export const notFound = (key: MsgKey) => new AppError(ErrorCode.notFound, key)

/** Zod issues from request validation, formatted per request language in the error handler. */
export class RequestValidationError extends Error {
  readonly statusCode = 400
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('validation')
  }
}

const zodLocales = { 'zh-cn': z.locales.zhCN(), en: z.locales.en() }

/** NUL, or half of a surrogate pair without its other half (by UTF-16 code units). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s)

/**
 * The path of the first string in validated input that no database stores as sent: one holding NUL
 * (PostgreSQL refuses it in text) or an unpaired surrogate (not Unicode; the drivers would replace it).
 * Null when there is none.
 */
export function unstorableText(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | null {
  if (typeof value === 'string') return unstorable(value) ? path : null
  if (value === null || typeof value !== 'object' || depth > 64) return null
  for (const [k, v] of Object.entries(value)) {
    const found = unstorableText(v, [...path, k], depth + 1)
    if (found) return found
  }
  return null
}

/** The validation error for such a string, worded like zod's own. */
export const unstorableTextError = (path: PropertyKey[], part: string) =>
  new RequestValidationError(
    [{ code: 'custom', path, message: 'unstorableText', input: '', params: { msgKey: 'textUnstorable' } }],
    part,
  )

function validationMessage(req: FastifyRequest, err: RequestValidationError): string {
  const lang = langOf(req)
  // Up to three issues, so a caller fixing one field sees the next ones too.
  // Fields the caller sent wrong come before fields left out.
  const sent = (i: z.core.$ZodIssue) => ((i as { input?: unknown }).input === undefined ? 1 : 0)
  const issues = [...err.issues].sort((a, b) => sent(a) - sent(b))
  const parts = issues.slice(0, 3).map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : err.part
    const ownKey = issue.code === 'custom' ? (issue.params?.msgKey as MsgKey | undefined) : undefined
    const ownParams =
      issue.code === 'custom'
        ? (issue.params?.msgParams as Record<string, string | number> | undefined)
        : undefined
    const message = ownKey ? t(lang, ownKey, ownParams) : zodLocales[lang].localeError(issue as never)
    const text = typeof message === 'string' ? message : (message?.message ?? issue.message)
    return t(lang, 'validation', { field, message: text })
  })
  return parts.length
    ? parts.join(lang === 'en' ? '; ' : '；')
    : t(lang, 'validation', { field: err.part, message: '?' })
}

// Transport-level failures of the three drivers: the database cannot be reached.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  '57P01',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
])

export function isUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false
  const e = err as { code?: unknown; message?: unknown; errors?: unknown }
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true
  if (
    typeof e.message === 'string' &&
    /Connection terminated|connect ETIMEDOUT|Pool is closed|driver has already been destroyed/i.test(
      e.message,
    )
  )
    return true
  return Array.isArray(e.errors) && e.errors.some(isUnavailable)
}

/** How much of a refused body is read and thrown away so that its 413 reaches the client. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024
const DRAIN_MAX_MS = 30_000

/**
 * Reads the rest of a request body and discards it, up to a bound; true when it reached its end.
 * A server that answers and closes while the client is still sending makes the client's socket
 * reset, and browsers then report the reset, not the answer (docs/decisions.md): so a body over
 * the limit is drained first, unless it says (Content-Length) or proves to be beyond the bound.
 */
export function drainBody(raw: IncomingMessage): Promise<boolean> {
  if (raw.readableEnded || raw.complete) return Promise.resolve(true)
  if (raw.destroyed || Number(raw.headers['content-length']) > DRAIN_MAX_BYTES) return Promise.resolve(false)
  return new Promise((resolve) => {
    let seen = 0
    const finish = (drained: boolean) => {
      clearTimeout(timer)
      raw.off('data', onData).off('end', onEnd).off('error', onFail).off('close', onFail)
      resolve(drained)
    }
    const onData = (chunk: Buffer) => {
      seen += chunk.length
      if (seen > DRAIN_MAX_BYTES) finish(false)
    }
    const onEnd = () => finish(true)
    const onFail = () => finish(raw.complete)
    const timer = setTimeout(() => finish(false), DRAIN_MAX_MS)
    raw.on('data', onData).on('end', onEnd).on('error', onFail).on('close', onFail)
    raw.resume()
  })
}

function send(reply: FastifyReply, status: number, msg: string) {
  return reply.status(status).send({ code: status, msg, data: null })
}

/** The one place where errors become responses: no stack, no SQL, a message naming the field. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    const lang = langOf(req)
    if (err instanceof AppError) {
      if (err.code === ErrorCode.forbidden) req.refusedWith = err.key
      return reply
        .status(httpStatus(err.code))
        .send({ code: err.code, msg: t(lang, err.key, err.params), data: err.data ?? null })
    }
    if (err instanceof RequestValidationError) {
      // Also when a service checks a field zod could not (a job's cron): a refused input is not logged.
      req.opLogged = false
      return send(reply, 400, validationMessage(req, err))
    }
    const fe = err as FastifyError
    switch (fe.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, 400, t(lang, 'badJson'))
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, t(lang, 'emptyBody'))
      case 'FST_ERR_CTP_BODY_TOO_LARGE': {
        const limit = megabytes(req.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0)
        return drainBody(req.raw).then((drained) => {
          // Read to its end, the connection stays usable; otherwise Fastify's "close" stands.
          if (drained) reply.removeHeader('connection')
          return send(reply, 413, t(lang, 'tooLarge', { limit }))
        })
      }
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, t(lang, 'badMedia', { type: String(req.headers['content-type'] ?? '') }))
    }
    if (err instanceof SyntaxError && fe.statusCode === 400) return send(reply, 400, t(lang, 'badJson'))
    if (fe.statusCode === 429) return send(reply, 429, t(lang, 'tooMany'))
    if (isUnavailable(err)) {
      req.log.error({ err }, 'database unavailable')
      return send(reply, 503, t(lang, 'unavailable'))
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      req.log.warn({ err }, 'client error')
      return send(reply, fe.statusCode, t(lang, 'badRequest'))
    }
    req.log.error({ err }, 'unhandled error')
    return send(reply, 500, t(lang, 'internal'))
  })
}

function httpStatus(code: number): number {
  return code >= 400 && code < 600 ? code : code === 1011007 || code === 1011008 ? 401 : 400
}
