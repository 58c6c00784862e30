import http from 'node:http'
import { FileKey } from '@portal/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp, testApp } from '../test/harness.js'

/**
 * Sends `body` over a real socket in 64 KB pieces a few milliseconds apart, as a phone on a slow
 * network does (inject has no socket, so it cannot show a reset); chunked when no length is given.
 * Like a browser, it reads the answer only once the whole body is sent: a connection closed or reset
 * while sending fails it (`fetch failed`), even when the server had begun an answer.
 */
function slowPost(url: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    let sent = false
    let answer: { status: number; body: string } | null = null
    const settle = () => sent && answer && resolve(answer)
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c) => {
        text += c
      })
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, body: text }
        settle()
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.on('finish', () => {
      sent = true
      settle()
    })
    let at = 0
    const next = () => {
      if (req.destroyed) return reject(new Error('connection closed while sending'))
      if (at >= body.length) return req.end()
      req.write(body.subarray(at, at + 64 * 1024))
      at += 64 * 1024
      setTimeout(next, 2)
    }
    next()
  })
}

describe('bodies over the limit', () => {
  let t: TestApp
  let base = ''
  let token = ''
  beforeAll(async () => {
    t = await testApp(engines[0]!)
    token = await t.login()
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t?.close())

  const avatar = Buffer.from(
    JSON.stringify({ avatar: `data:image/png;base64,${'A'.repeat(4 * 1024 * 1024)}` }),
  )

  it('answers a 3 MB avatar (JSON) with the 413 envelope, not a reset', async () => {
    const res = await slowPost(
      `${base}/api/sys/userCenter/updateAvatar`,
      {
        token,
        'content-type': 'application/json',
        'content-length': String(avatar.length),
        'accept-language': 'en',
      },
      avatar,
    )
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body)).toEqual({
      code: 413,
      msg: 'The request body is too large (limit 1 MB)',
      data: null,
    })
  })

  it('also when the body is chunked (no Content-Length)', async () => {
    const res = await slowPost(
      `${base}/api/sys/userCenter/updateAvatar`,
      { token, 'content-type': 'application/json' },
      avatar,
    )
    expect([res.status, JSON.parse(res.body).code]).toEqual([413, 413])
  })

  it('answers a 3 MB upload over the file limit with the 413 envelope', async () => {
    await t.app.db
      .updateTable('devConfig')
      .set({ configValue: '1' })
      .where('configKey', '=', FileKey.maxSizeMb)
      .execute()
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const boundary = '----portal413'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.alloc(3 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await slowPost(
      `${base}/api/dev/file/upload`,
      {
        token,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
      body,
    )
    expect([res.status, JSON.parse(res.body).code]).toEqual([413, 413])
  })
})
