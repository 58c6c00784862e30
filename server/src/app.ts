import fs from 'node:fs'
import path from 'node:path'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import { isMobilePage, splitPathToApi } from '@portal/contracts'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import { ClientSessions } from './core/clientSession.js'
import type { AppConfig } from './core/config.js'
import type { Sm2Keys } from './core/crypto.js'
import type { Deps } from './core/deps.js'
import {
  RequestValidationError,
  registerErrorHandler,
  unstorableText,
  unstorableTextError,
} from './core/errors.js'
import { langOf, t } from './core/i18n.js'
import { newSecret } from './core/ids.js'
import { JobScheduler } from './core/jobs.js'
import { toJson } from './core/json.js'
import { linkToken } from './core/linkCookie.js'
import { documentComponents, documentFrame, documentRoute } from './core/openapi.js'
import { registerOperationLog } from './core/operationLog.js'
import { pushQueued, sendPushDue } from './core/push.js'
import { checkClient, checkPermission } from './core/route.js'
import { registerSecurityHeaders } from './core/securityHeaders.js'
import { Sessions } from './core/session.js'
import { registerSite } from './core/site.js'
import type { Database } from './db/index.js'
import type { DB } from './db/schema.js'
import { jobActions, modules } from './modules/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    database: Database
    db: Kysely<DB>
    sessions: Sessions
    /** Sessions of external users on phone pages (`client` routes). */
    clientSessions: ClientSessions
    sm2: Sm2Keys
    /** What services are given (no Fastify instance): the database, sessions, keys, the logger. */
    deps: Deps
    /** The job scheduler and action registry of this process. */
    jobs: JobScheduler
  }
}

export interface BuildOptions {
  config: AppConfig
  database: Database
  sm2: Sm2Keys
  logger?: FastifyServerOptions['logger']
}

// No route reads a token from the query string; one an old link still carries is not logged either.
const stripToken = (url: string) => url.replace(/([?&]token=)[^&]*/g, '$1***')

/** The app's own logger options: no session token (header, cookie, query) reaches a log line. */
export const loggerOptions = (config: AppConfig) =>
  ({
    level: config.logLevel,
    // @fastify/multipart logs the request's headers at trace level as `busboyOptions`.
    redact: [
      'req.headers.token',
      'req.headers.cookie',
      'busboyOptions.headers.token',
      'busboyOptions.headers.cookie',
    ],
    serializers: {
      req: (req) => ({ method: req.method, url: stripToken(req.url), remoteAddress: req.ip }),
    },
  }) satisfies FastifyServerOptions['logger']

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const reqIdPrefix = `${newSecret(6)}-`
  let reqCount = 0
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(opts.config),
    bodyLimit: opts.config.bodyLimit,
    requestIdHeader: 'x-request-id',
    // A per-process prefix and a counter: unique across processes, no random bytes per request.
    genReqId: () => `${reqIdPrefix}${(++reqCount).toString(36)}`,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a gateway that splits the API (spec §7), its paths reach the same routes.
    rewriteUrl: opts.config.splitPaths ? (req) => splitPathToApi(req.url ?? '/') : undefined,
  })

  app.decorate('config', opts.config)
  app.decorate('database', opts.database)
  app.decorate('db', opts.database.db)
  app.decorate('sm2', opts.sm2)
  app.decorate(
    'sessions',
    Sessions.fromHours(opts.database.db, opts.config.sessionTtlHours, opts.config.sessionIdleHours),
  )
  app.decorate('clientSessions', new ClientSessions(opts.database.db))
  app.decorate('deps', {
    db: opts.database.db,
    sessions: app.sessions,
    clientSessions: app.clientSessions,
    sm2: opts.sm2,
    log: app.log,
  })
  app.decorate('routeRegistry', [])
  app.decorate(
    'jobs',
    new JobScheduler(app.deps, jobActions, {
      enabled: opts.config.jobs,
      pollMs: opts.config.jobPollMs,
      leaseMs: opts.config.jobLeaseMs,
    }),
  )
  // Polling starts once the app is ready and stops before the database is closed.
  app.addHook('onReady', async () => app.jobs.start())
  app.addHook('preClose', async () => app.jobs.stop())
  // What a request queued for push goes once it has answered (its transaction is over by then); in
  // a process that runs no jobs the `dev.pushSend` job of another sends it.
  if (opts.config.jobs)
    app.addHook('onResponse', async () => {
      if (pushQueued()) void sendPushDue(app.db).catch((err) => app.log.warn({ err }, 'push after a request'))
    })
  app.decorateRequest('user', null)
  app.decorateRequest('client', null)

  // zod validates; issues are kept raw so the error handler can word them in the caller's language.
  // Text no engine stores as sent (NUL, unpaired surrogates) is refused here, for every route at once.
  app.setValidatorCompiler(({ schema, httpPart }) => (data) => {
    const r = (schema as z.ZodType).safeParse(data, { reportInput: true })
    if (!r.success) return { error: new RequestValidationError(r.error.issues, httpPart ?? 'body') }
    const bad = unstorableText(r.data)
    return bad ? { error: unstorableTextError(bad, httpPart ?? 'body') } : { value: r.data }
  })
  // Response schemas only document the API; the envelope is serialised as is (shared, frozen parts
  // of it once: core/json.ts).
  app.setSerializerCompiler(() => (data) => toJson(data))
  registerErrorHandler(app)

  await app.register(rateLimit, { global: false, enableDraftSpec: true })
  // Uploads are read as streams by their routes (core/files.ts); nothing is buffered or written to
  // temporary files here. One file a request; its size limit is the configured one, per route.
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12 } })

  // The document is built on first request from what `defineRoute` declared (core/openapi.ts).
  await app.register(swagger, {
    openapi: documentFrame,
    transform: documentRoute,
    transformObject: documentComponents,
  })

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id)
    const cfg = req.routeOptions.config
    const side = cfg.perm === 'client' ? 'client' : 'staff'
    // The header, or on the routes a browser opens by URL the link cookie; never the query string.
    const header = req.headers.token
    const token = (typeof header === 'string' && header) || linkToken(req, side)
    if (side === 'client') {
      if (token) req.client = await app.clientSessions.resolve(token)
      checkClient(req.client)
    } else {
      if (token) req.user = await app.sessions.resolve(token)
      checkPermission(cfg.perm, req.user, req.routeOptions.url)
    }
  })

  registerOperationLog(app)
  registerSecurityHeaders(app)

  // Responses finished while closing end their keep-alive connection, so close() need not wait for it.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })

  for (const register of modules) await register(app)

  const webDist = opts.config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist')
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'))
  const hasMobile = fs.existsSync(path.join(webDist, 'mobile.html'))
  await registerSite(app, webDist)
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The site's template is filled in by `registerSite`, never sent as it is.
      allowedPath: (pathName) => pathName !== '/site.html',
      // The web build writes .br and .gz copies of its bundles: sent to browsers that accept them.
      preCompressed: true,
      setHeaders: (res, file) => {
        // Hashed bundles never change; everything else is revalidated.
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? ''
    if (!url.startsWith('/api') && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      // The SPA's router decides what an unknown page is; files that exist were served above.
      // The phone pages are their own app (antd-mobile), the rest the back-office's.
      if (!/\.[a-z0-9]+$/i.test(url))
        return reply
          .header('cache-control', 'no-cache')
          .sendFile(isMobilePage(url) && hasMobile ? 'mobile.html' : 'index.html')
    }
    const lang = langOf(req)
    return reply
      .status(404)
      .send({ code: 404, msg: t(lang, 'notFound', { path: url.slice(0, 200) }), data: null })
  })

  return app
}
