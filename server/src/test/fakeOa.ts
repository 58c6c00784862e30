import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeOaRequest {
  requestId: string
  idempotencyKey: string
  body: Record<string, unknown> & { callbackUrl: string; files: Array<{ id: string; url: string }> }
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = ''
    req.on('data', (c) => {
      data += c
    })
    req.on('end', () => resolve(data))
  })

// The peer signs by the documented rule on its own (not with our code), so a drift on our side fails.
const sign = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

/**
 * A local office-automation server speaking our documented shape (`core/oa.ts`): it checks the
 * signature of each create, answers one request id per idempotency key, fails creates on command,
 * and calls back with signed decisions, retrying a callback that was lost.
 */
export async function fakeOa(secret: string) {
  const requests = new Map<string, FakeOaRequest>()
  /** Purchase requests by number, as `GET /purchases/{no}` answers them. */
  const purchases = new Map<string, unknown>()
  let failures = 0
  let creates = 0
  const server: Server = createServer(async (req, res) => {
    const body = await read(req)
    const purchase = /^\/purchases\/([^/?]+)$/.exec(req.url ?? '')
    if (req.method === 'GET' && purchase) {
      const ts = String(req.headers['x-oa-timestamp'] ?? '')
      if (req.headers['x-oa-signature'] !== sign(secret, ts, req.url!)) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"signature"}')
        return
      }
      const found = purchases.get(decodeURIComponent(purchase[1]!))
      if (!found) res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found))
      return
    }
    if (req.method !== 'POST' || req.url !== '/requests') {
      res.writeHead(404).end()
      return
    }
    creates++
    const ts = String(req.headers['x-oa-timestamp'] ?? '')
    if (req.headers['x-oa-signature'] !== sign(secret, ts, body)) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"signature"}')
      return
    }
    if (failures > 0) {
      failures--
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"busy"}')
      return
    }
    const parsed = JSON.parse(body) as FakeOaRequest['body'] & { idempotencyKey: string }
    let found = requests.get(parsed.idempotencyKey)
    if (!found) {
      found = { requestId: `OA-${requests.size + 1001}`, idempotencyKey: parsed.idempotencyKey, body: parsed }
      requests.set(parsed.idempotencyKey, found)
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ requestId: found.requestId }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  /** A signed callback as the OA sends it (not delivered): its URL, headers and body. */
  function callback(r: FakeOaRequest, result: 'APPROVED' | 'REJECTED', comment?: string) {
    const body = JSON.stringify({ requestId: r.requestId, result, approver: '王总', comment })
    const timestamp = String(Date.now())
    return {
      url: r.body.callbackUrl,
      body,
      headers: {
        'content-type': 'application/json',
        'x-oa-timestamp': timestamp,
        'x-oa-signature': sign(secret, timestamp, body),
      },
    }
  }

  return {
    url,
    requests: () => [...requests.values()],
    /** Serves purchase request `no` (`GET /purchases/{no}`). */
    purchase(no: string, body: unknown) {
      purchases.set(no, body)
    },
    /** How many create calls reached it (answered or not). */
    creates: () => creates,
    failNext(n: number) {
      failures = n
    },
    callback,
    /**
     * Decides a request and calls back until answered 2xx (at most `tries`); `lose` callbacks are
     * lost on the way (never reach the server) before one is delivered. Returns the answers.
     */
    async decide(
      r: FakeOaRequest,
      result: 'APPROVED' | 'REJECTED',
      opts: { lose?: number; comment?: string } = {},
    ) {
      const answers: Array<{ status: number; body: unknown }> = []
      let lost = opts.lose ?? 0
      for (let attempt = 1; attempt <= 5; attempt++) {
        const cb = callback(r, result, opts.comment)
        if (lost > 0) {
          lost--
          answers.push({ status: 0, body: 'lost' })
          continue
        }
        const res = await fetch(cb.url, { method: 'POST', headers: cb.headers, body: cb.body })
        answers.push({ status: res.status, body: await res.json() })
        if (res.ok) break
      }
      return answers
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
