import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local peer of the three group robots, written from their public documents (not from our
 * senders): each path plays one robot and checks what the robot checks.
 * - DingTalk `/robot/send?access_token=…`: the token, and with a secret `timestamp` (ms, within an
 *   hour) and `sign` = base64(HMAC-SHA256(secret, "timestamp\nsecret")); errcode 310000 when the
 *   signature fails, 300001 for an unknown token; the body `msgtype` text / markdown / link.
 * - Feishu `/open-apis/bot/v2/hook/<id>`: with a secret, body `timestamp` (s) and `sign` =
 *   base64(HMAC-SHA256(key "timestamp\nsecret", "")); code 19021 when it fails; `msg_type` text /
 *   post / interactive with its `content`.
 * - WeCom `/cgi-bin/webhook/send?key=…`: the key, errcode 93000 for an unknown one; `msgtype` text /
 *   markdown, markdown at most 4096 bytes.
 * A test registers the robots (token and secret), can take the peer down (connection refused), and
 * sees every message with whether its signature held.
 */

export interface RobotHit {
  kind: 'DINGTALK' | 'FEISHU' | 'WECOM'
  /** The robot's token, hook id or key. */
  robot: string
  signatureValid: boolean
  body: Record<string, unknown>
  /** The text the message shows (markdown or the post's text). */
  text: string
}

export interface PushPeer {
  url: string
  /** Robots by token / hook id / key, each with its secret (null: unsigned). */
  robots: Map<string, string | null>
  hits: RobotHit[]
  /** Answer this robot's errcode to every message (null: behave), e.g. 130101 for "too fast". */
  refuseWith: number | null
  /** Stop listening (the robot is down) and listen again on the same port. */
  down(): Promise<void>
  up(): Promise<void>
  close(): Promise<void>
}

const sig = (key: string, data: string) => createHmac('sha256', key).update(data).digest('base64')
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
const HOUR = 3_600_000

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch {
        resolve({})
      }
    })
  })
}

const textOf = (body: Record<string, unknown>): string => {
  const md = body.markdown as { text?: string; content?: string } | undefined
  const txt = body.text as { content?: string } | undefined
  const content = body.content as
    | { text?: string; post?: Record<string, { title?: string; content?: Array<Array<{ text?: string }>> }> }
    | undefined
  if (md) return md.text ?? md.content ?? ''
  if (txt?.content) return txt.content
  if (content?.text) return content.text
  const post = content?.post && Object.values(content.post)[0]
  return post ? [post.title, ...(post.content ?? []).flat().map((p) => p.text)].join('\n') : ''
}

export async function pushPeer(): Promise<PushPeer> {
  const robots = new Map<string, string | null>()
  const hits: RobotHit[] = []
  let port = 0
  const peer: PushPeer = {
    url: '',
    robots,
    hits,
    refuseWith: null,
    down: () => new Promise<void>((r) => server.close(() => r())),
    up: () => new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r())),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer')
    const body = await readJson(req)
    const answer = (o: object) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(o))
    }
    const hit = (kind: RobotHit['kind'], robot: string, signatureValid: boolean) => {
      hits.push({ kind, robot, signatureValid, body, text: textOf(body) })
    }
    if (req.method !== 'POST') return answer({ errcode: 43004, errmsg: 'require POST method' })

    if (url.pathname === '/robot/send') {
      const token = url.searchParams.get('access_token') ?? ''
      if (!robots.has(token)) return answer({ errcode: 300001, errmsg: 'token is not exist' })
      const secret = robots.get(token)
      let valid = true
      if (secret) {
        const ts = url.searchParams.get('timestamp') ?? ''
        const sign = url.searchParams.get('sign') ?? ''
        valid = Math.abs(Date.now() - Number(ts)) < HOUR && same(sign, sig(secret, `${ts}\n${secret}`))
      }
      hit('DINGTALK', token, valid)
      if (!valid) return answer({ errcode: 310000, errmsg: 'sign not match' })
      if (!['text', 'markdown', 'link', 'actionCard'].includes(String(body.msgtype)))
        return answer({ errcode: 40035, errmsg: 'invalid msgtype' })
      if (peer.refuseWith) return answer({ errcode: peer.refuseWith, errmsg: 'send too fast' })
      return answer({ errcode: 0, errmsg: 'ok' })
    }

    const feishu = /^\/open-apis\/bot\/v2\/hook\/([^/]+)$/.exec(url.pathname)
    if (feishu) {
      const hook = feishu[1]!
      if (!robots.has(hook))
        return answer({ code: 19001, msg: 'param invalid: incoming webhook access token invalid', data: {} })
      const secret = robots.get(hook)
      let valid = true
      if (secret) {
        const ts = String(body.timestamp ?? '')
        valid =
          Math.abs(Date.now() / 1000 - Number(ts)) < HOUR / 1000 &&
          same(String(body.sign ?? ''), sig(`${ts}\n${secret}`, ''))
      }
      hit('FEISHU', hook, valid)
      if (!valid)
        return answer({
          code: 19021,
          msg: 'sign match fail or timestamp is not within one hour from current time',
          data: {},
        })
      if (
        !['text', 'post', 'interactive', 'image', 'share_chat'].includes(String(body.msg_type)) ||
        !body.content
      )
        return answer({ code: 9499, msg: 'Bad Request', data: {} })
      if (peer.refuseWith) return answer({ code: peer.refuseWith, msg: 'frequency limited', data: {} })
      return answer({ code: 0, msg: 'success', data: {} })
    }

    if (url.pathname === '/cgi-bin/webhook/send') {
      const key = url.searchParams.get('key') ?? ''
      if (!robots.has(key)) return answer({ errcode: 93000, errmsg: 'invalid webhook url' })
      hit('WECOM', key, true)
      const md = body.markdown as { content?: string } | undefined
      if (body.msgtype === 'markdown' && Buffer.byteLength(md?.content ?? '') > 4096)
        return answer({ errcode: 45002, errmsg: 'content size out of limit' })
      if (!['text', 'markdown', 'image', 'news', 'file'].includes(String(body.msgtype)))
        return answer({ errcode: 40008, errmsg: 'invalid message type' })
      if (peer.refuseWith) return answer({ errcode: peer.refuseWith, errmsg: 'api freq out of limit' })
      return answer({ errcode: 0, errmsg: 'ok' })
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  port = (server.address() as AddressInfo).port
  peer.url = `http://127.0.0.1:${port}`
  return peer
}

/** The webhooks of robots on the peer. */
export const peerWebhooks = (peer: PushPeer, id: string) => ({
  DINGTALK: `${peer.url}/robot/send?access_token=${id}`,
  FEISHU: `${peer.url}/open-apis/bot/v2/hook/${id}`,
  WECOM: `${peer.url}/cgi-bin/webhook/send?key=${id}`,
})
