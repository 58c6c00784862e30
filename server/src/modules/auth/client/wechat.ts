import {
  WECHAT_ENDPOINTS,
  WechatKey,
  wechatCallbackQuerySchema,
  wechatExchangeResultSchema,
  wechatExchangeSchema,
  wechatStartQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { CLIENT_SESSION_TTL_MS } from '../../../core/clientSession.js'
import type { Deps } from '../../../core/deps.js'
import { AppError, notFound } from '../../../core/errors.js'
import { newSecret } from '../../../core/ids.js'
import { setLinkCookie } from '../../../core/linkCookie.js'
import { type ClientInfo, clientOf, defineRoute } from '../../../core/route.js'
import { configSeeds } from '../../../core/seeds.js'
import { settings } from '../../../core/settings.js'
import { isoIn, MINUTE, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { takeCode, visit } from './service.js'
import './texts.js'

/**
 * WeChat sign-in of the phone pages (`docs/decisions.md`, "WeChat sign-in"): an official account's web
 * authorisation, `snsapi_base` (no consent screen; only the `openid`). `start` keeps a single-use
 * state (the `sys_code` table, kind WX_STATE) bound to this browser by a cookie, and sends the page to
 * WeChat; WeChat comes back to `callback` with a code, which is exchanged server to server for the
 * `openid` and handed to the page as a single-use ticket, never in a token-bearing URL. An `openid`
 * bound to a client identity signs in at once (`exchange`); an unbound one is bound by the ordinary
 * SMS sign-in, which takes the ticket along.
 */

const STATE_TTL = 10 * MINUTE
const TICKET_TTL = 5 * MINUTE
const COOKIE = 'portal_wx'
const COOKIE_PATH = '/api/auth/c/wechat'
const EXCHANGE_TIMEOUT_MS = 10_000

export const wechatSettings = configSeeds('WECHAT', [
  [WechatKey.appId, '', '微信公众号 AppID（手机页面在微信中打开时用微信身份登录；留空不启用）'],
  [WechatKey.appSecret, '', '微信公众号 AppSecret（保密）'],
  [WechatKey.authorizeUrl, '', `微信网页授权地址（留空用 ${WECHAT_ENDPOINTS.authorize}）`],
  [WechatKey.apiUrl, '', `微信接口地址（留空用 ${WECHAT_ENDPOINTS.api}）`],
])

async function wechatConfig(db: Kysely<DB>) {
  const all = await settings(db)
  const get = (k: string) => (all.get(k) ?? '').trim()
  const appId = get(WechatKey.appId)
  const appSecret = get(WechatKey.appSecret)
  return appId && appSecret
    ? {
        appId,
        appSecret,
        authorize: get(WechatKey.authorizeUrl) || WECHAT_ENDPOINTS.authorize,
        api: (get(WechatKey.apiUrl) || WECHAT_ENDPOINTS.api).replace(/\/+$/, ''),
      }
    : null
}

async function putCode(
  db: Kysely<DB>,
  kind: string,
  target: string,
  code: string,
  ttl: number,
  ip: string | null,
) {
  const id = newSecret(18)
  await db
    .insertInto('sysCode')
    .values({ id, kind, target, code, expiresAt: isoIn(ttl), createdAt: nowIso(), ip })
    .execute()
  return id
}

const cookieOf = (req: FastifyRequest) =>
  /(?:^|;\s*)portal_wx=([A-Za-z0-9_-]+)/.exec(req.headers.cookie ?? '')?.[1] ?? ''
const setCookie = (req: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) =>
  reply.header(
    'set-cookie',
    // Lax: WeChat's redirect back is a top-level navigation from another site.
    `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`,
  )

/** `back` with one more query parameter. */
const withParam = (back: string, key: string, value: string) =>
  `${back}${back.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`

/** The code WeChat gave, exchanged for the `openid` (`sns/oauth2/access_token`); null when refused. */
async function openidOf(cfg: NonNullable<Awaited<ReturnType<typeof wechatConfig>>>, code: string) {
  const url = new URL(`${cfg.api}/sns/oauth2/access_token`)
  url.search = new URLSearchParams({
    appid: cfg.appId,
    secret: cfg.appSecret,
    code,
    grant_type: 'authorization_code',
  }).toString()
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS) })
    const body = (await res.json()) as { openid?: unknown; errcode?: unknown }
    return typeof body.openid === 'string' && body.openid && !body.errcode ? body.openid : null
  } catch {
    return null
  }
}

/** Signs a bound identity in (a C-side session), or answers a ticket to bind it with the SMS sign-in. */
async function exchange(deps: Deps, ticket: string, client: ClientInfo) {
  const { db } = deps
  const cfg = await wechatConfig(db)
  const taken = cfg && (await takeCode(db, 'WX_TICKET', ticket))
  if (!cfg || !taken) throw new AppError(400, 'wechatTicketInvalid')
  const bound = await db
    .selectFrom('clientWechat as w')
    .innerJoin('clientUser as u', 'u.id', 'w.clientUserId')
    .select(['u.id', 'u.phone', 'u.status'])
    .where('w.appId', '=', cfg.appId)
    .where('w.openid', '=', taken.target)
    .executeTakeFirst()
  if (!bound)
    return {
      token: null,
      bindTicket: await putCode(db, 'WX_BIND', taken.target, cfg.appId, TICKET_TTL, client.ip),
    }
  if (bound.status !== 'ENABLE') throw new AppError(403, 'clientDisabled')
  await db
    .updateTable('clientUser')
    .set({ lastLoginAt: nowIso(), lastLoginIp: client.ip })
    .where('id', '=', bound.id)
    .execute()
  const token = await deps.clientSessions.create(bound.id, client.ip, client.userAgent)
  await visit(deps, 'LOGIN', { phone: bound.phone, openId: bound.id }, client, 'SUCCESS', 'wechat')
  return { token, bindTicket: null }
}

export function wechatRoutes(app: FastifyInstance) {
  const tags = ['auth']
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/wechat/enabled',
    perm: 'public',
    summary:
      'Whether the phone pages sign in through WeChat when opened inside it (an official account is set)',
    tags,
    response: z.boolean(),
    handler: async ({ app }) => !!(await wechatConfig(app.db)),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/wechat/start',
    perm: 'public',
    summary:
      "Starts WeChat's web authorisation (snsapi_base): redirects (302) to WeChat, which comes back to the callback",
    tags,
    querystring: wechatStartQuerySchema,
    rateLimitPerMinute: 30,
    raw: 'redirect',
    handler: async ({ app, req, reply, query }) => {
      const cfg = await wechatConfig(app.db)
      if (!cfg) throw notFound('wechatNotConfigured')
      const nonce = newSecret(12)
      const state = await putCode(app.db, 'WX_STATE', query.back, nonce, STATE_TTL, req.ip)
      setCookie(req, reply, nonce, STATE_TTL / 1000)
      const url = new URL(cfg.authorize)
      url.search = new URLSearchParams({
        appid: cfg.appId,
        redirect_uri: `${req.protocol}://${req.host}/api/auth/c/wechat/callback`,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
      }).toString()
      url.hash = 'wechat_redirect'
      reply.redirect(url.toString(), 302)
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/c/wechat/callback',
    perm: 'public',
    summary:
      "WeChat's return: checks the state (once, this browser's), exchanges the code, and sends the page back with a ticket",
    tags,
    querystring: wechatCallbackQuerySchema,
    rateLimitPerMinute: 30,
    raw: 'redirect',
    handler: async ({ app, req, reply, query }) => {
      const cfg = await wechatConfig(app.db)
      const state = query.state ? await takeCode(app.db, 'WX_STATE', query.state) : null
      const cookie = cookieOf(req)
      setCookie(req, reply, '', 0)
      // A state that is unknown, used, expired or another browser's: back to a phone home, refused.
      if (!cfg || !state || !cookie || state.code !== cookie)
        return reply.redirect('/visitorIndex?wx_error=state', 302)
      const openid = query.code ? await openidOf(cfg, query.code) : null
      if (!openid) return reply.redirect(withParam(state.target, 'wx_error', 'code'), 302)
      const ticket = await putCode(app.db, 'WX_TICKET', openid, cfg.appId, TICKET_TTL, req.ip)
      reply.redirect(withParam(state.target, 'wx', ticket), 302)
    },
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/c/wechat/exchange',
    perm: 'public',
    summary:
      'Turns the ticket of a WeChat return into a C-side token (bound identity) or a ticket to bind with the SMS sign-in',
    tags,
    body: wechatExchangeSchema,
    response: wechatExchangeResultSchema,
    rateLimitPerMinute: 30,
    handler: async ({ app, req, reply, body }) => {
      const out = await exchange(app.deps, body.ticket, clientOf(req))
      if (out.token) setLinkCookie(req, reply, 'client', out.token, CLIENT_SESSION_TTL_MS / 1000)
      return out
    },
  })
}
