import { createHmac } from 'node:crypto'
import type { PushKind } from '@portal/contracts'

/**
 * The group robots' own protocols (`core/push.ts` sends through them): each a JSON POST to the
 * robot's webhook, answered with a JSON code (0: taken).
 * - DingTalk custom robot: with a secret, `timestamp` (ms) and `sign` =
 *   base64(HMAC-SHA256(key secret, "timestamp\nsecret")) go in the query.
 * - Feishu custom bot: with a secret, `timestamp` (s) and `sign` =
 *   base64(HMAC-SHA256(key "timestamp\nsecret", empty message)) go in the body.
 * - WeCom group robot: the webhook's `key` is the only credential.
 */

export interface Robot {
  kind: PushKind
  webhook: string
  secret: string | null
}

export interface PushMessage {
  title: string
  content: string
}

/** Why a robot did not take a message; `retry`: it may take it later (rate limit, down, timeout). */
export class PushRefused extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly vendorCode: string | null = null,
  ) {
    super(message)
  }
}

const hmac = (key: string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest('base64')

export const dingtalkSign = (secret: string, timestampMs: string) => hmac(secret, `${timestampMs}\n${secret}`)
export const feishuSign = (secret: string, timestampS: string) => hmac(`${timestampS}\n${secret}`, '')

/** The codes each robot answers that mean "later": too many messages now. */
const RATE_LIMITED: Record<PushKind, ReadonlySet<number>> = {
  DINGTALK: new Set([130101, 130102]),
  FEISHU: new Set([11232]),
  WECOM: new Set([45009, 45033]),
}

/** The URL and body a robot is sent, signed when it has a secret. */
export function robotRequest(robot: Robot, m: PushMessage, now = Date.now()): { url: string; body: object } {
  switch (robot.kind) {
    case 'DINGTALK': {
      const url = new URL(robot.webhook)
      if (robot.secret) {
        const ts = String(now)
        url.searchParams.set('timestamp', ts)
        url.searchParams.set('sign', dingtalkSign(robot.secret, ts))
      }
      return {
        url: url.toString(),
        body: { msgtype: 'markdown', markdown: { title: m.title, text: `#### ${m.title}\n\n${m.content}` } },
      }
    }
    case 'FEISHU': {
      const ts = String(Math.floor(now / 1000))
      return {
        url: robot.webhook,
        body: {
          ...(robot.secret ? { timestamp: ts, sign: feishuSign(robot.secret, ts) } : {}),
          msg_type: 'post',
          content: { post: { zh_cn: { title: m.title, content: [[{ tag: 'text', text: m.content }]] } } },
        },
      }
    }
    case 'WECOM':
      return {
        url: robot.webhook,
        body: { msgtype: 'markdown', markdown: { content: `**${m.title}**\n${m.content}` } },
      }
  }
}

/** Posts `m` to `robot`; resolves when it took it, else throws `PushRefused`. */
export async function sendToRobot(
  robot: Robot,
  m: PushMessage,
  opts: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<void> {
  const { url, body } = robotRequest(robot, m)
  let res: Response
  try {
    res = await (opts.fetchImpl ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000),
    })
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
    // The error's cause names the host and port, never the webhook's token.
    const cause = (err as { cause?: { code?: string } }).cause?.code
    throw new PushRefused(timedOut ? 'timed out' : `unreachable${cause ? ` (${cause})` : ''}`, true)
  }
  const text = await res.text()
  let answer: { errcode?: number; errmsg?: string; code?: number; msg?: string; StatusCode?: number } = {}
  try {
    answer = JSON.parse(text)
  } catch {
    // Not the robot's JSON: a proxy's page, a gateway error.
  }
  const code = answer.errcode ?? answer.code ?? answer.StatusCode
  if (res.ok && code === 0) return
  if (typeof code === 'number' && code !== 0) {
    const reason = (answer.errmsg ?? answer.msg ?? '').slice(0, 200)
    throw new PushRefused(reason || `code ${code}`, RATE_LIMITED[robot.kind].has(code), String(code))
  }
  throw new PushRefused(`HTTP ${res.status}`, res.status >= 500 || res.status === 429)
}

/** The webhook as the page shows it: scheme, host and path, its token or key left out. */
export function webhookHint(webhook: string): string {
  try {
    const u = new URL(webhook)
    const last = u.pathname.split('/').pop() ?? ''
    // Feishu's hook id is the path's last part; DingTalk's token and WeCom's key are the query.
    const path = last.length >= 16 ? `${u.pathname.slice(0, -last.length)}${last.slice(0, 4)}…` : u.pathname
    return `${u.protocol}//${u.host}${path}${u.search ? '?…' : ''}`
  } catch {
    return '…'
  }
}
