import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import smCrypto from 'sm-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions } from '../app.js'
import { boot } from '../boot.js'
import { ADMIN_PASSWORD, engines, type TestApp, testApp } from '../test/harness.js'
import { loadConfig } from './config.js'
import { storeBuffer } from './files.js'
import { LINK_COOKIE, LINK_ROUTES } from './linkCookie.js'

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(filename: string, bytes: Buffer) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const FILE_URLS_SPLIT = ['preview', 'download', 'thumbnail'].map((k) => `/api/webapp/dev/file/${k}`)

const setCookies = (res: LightMyRequestResponse): string[] => {
  const h = res.headers['set-cookie']
  return h === undefined ? [] : Array.isArray(h) ? h : [h]
}

/**
 * Signs in on both sides and uses what a browser opens by URL (file links, the phone's own files,
 * the API reference), an export and the shell's HTML, through the app's own logger: no answer
 * (body, Location, any header but the cookie it sets), no link and no log line carries a token.
 */
describe('no session token in a URL, an answer or a log line', () => {
  const engine = engines[0]!
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'))
  const logLines: string[] = []
  const answers: Array<{ url: string; res: LightMyRequestResponse }> = []
  let app: FastifyInstance
  let drop: () => Promise<void>
  let staffToken: string
  let clientToken: string
  let png: Buffer

  async function call(
    url: string,
    opts: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: unknown } = {},
  ) {
    const res = await app.inject({
      method: opts.method ?? 'GET',
      url,
      headers: opts.headers,
      payload: opts.payload as string,
    })
    answers.push({ url, res })
    return res
  }
  const staffCookie = () => ({ cookie: `${LINK_COOKIE.staff}=${staffToken}` })
  const clientCookie = () => ({ cookie: `${LINK_COOKIE.client}=${clientToken}` })

  beforeAll(async () => {
    // The shell's pages as the web build serves them (its templates: the server adds nothing).
    for (const page of ['index.html', 'mobile.html'])
      fs.copyFileSync(path.resolve(import.meta.dirname, '../../../web', page), path.join(web, page))
    const db = await engine.create()
    drop = db.drop
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      ADMIN_PASSWORD,
      RATE_LIMIT: 'off',
      WEB_DIST: web,
      JOBS: 'off',
      DEMO_CONTENT: 'off',
    })
    const logger = {
      ...loggerOptions(config),
      level: 'trace',
      stream: { write: (line: string) => void logLines.push(line) },
    }
    app = (await boot(config, logger)).app
    await app.ready()
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3060c0' } })
      .png()
      .toBuffer()
  })
  afterAll(async () => {
    await app?.close()
    await drop?.()
    fs.rmSync(web, { recursive: true, force: true })
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('staff: the login gives a scoped HttpOnly, SameSite=Strict cookie; links read with it alone', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/b/doLogin',
      payload: {
        account: 'superAdmin',
        password: smCrypto.sm2.doEncrypt(ADMIN_PASSWORD, app.sm2.publicKey, 1),
      },
    })
    staffToken = login.json().data
    expect(staffToken).toMatch(/^[\w-]{40,}$/)
    const expected = LINK_ROUTES.staff.map(
      (p) =>
        `${LINK_COOKIE.staff}=${staffToken}; Path=${p}; Max-Age=${7 * 24 * 3600}; HttpOnly; SameSite=Strict`,
    )
    expect(setCookies(login)).toEqual(expected)
    // The shell's start with a kept token renews it.
    const me = await call('/api/auth/b/getLoginUser', { headers: { token: staffToken } })
    expect(me.json().code).toBe(200)
    expect(setCookies(me)).toEqual(expected)

    const m = multipart('photo.png', png)
    const up = await call('/api/dev/file/upload', {
      method: 'POST',
      headers: { ...m.headers, token: staffToken },
      payload: m.payload,
    })
    const id = up.json().data.id as string
    expect((await call('/api/dev/file/page', { headers: { token: staffToken } })).json().data.total).toBe(1)
    for (const url of ['/api/dev/file/preview', '/api/dev/file/download', '/api/dev/file/thumbnail']) {
      const res = await call(`${url}?id=${id}`, { headers: staffCookie() })
      expect(res.statusCode, url).toBe(200)
      // Kept by the browser and revalidated, as under the header (docs/decisions.md).
      expect(res.headers['cache-control'], url).toBe('private, no-cache')
      const again = await call(`${url}?id=${id}`, {
        headers: { ...staffCookie(), 'if-none-match': String(res.headers.etag) },
      })
      expect(again.statusCode, url).toBe(304)
      expect((await call(`${url}?id=${id}`)).statusCode, url).toBe(401)
      expect((await call(`${url}?id=${id}&token=${staffToken}`)).statusCode, url).toBe(401)
    }
    expect((await call(`/api/dev/file/preview?id=${id}`, { headers: staffCookie() })).rawPayload).toEqual(png)
    // The cookie is read on its routes only: elsewhere it is no login.
    expect((await call('/api/dev/file/page', { headers: staffCookie() })).statusCode).toBe(401)
  })

  it('staff: the API reference, its document and an export, the shell and the phone pages', async () => {
    const page = await call('/api/docs', { headers: staffCookie() })
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8'])
    expect((await call('/api/docs/init.js')).body).not.toContain('location.search')
    expect((await call('/api/openapi.json', { headers: staffCookie() })).json().openapi).toMatch(/^3\./)
    expect((await call(`/api/docs?token=${staffToken}`)).statusCode).toBe(401)
    const exported = await call('/api/sys/user/export', { headers: { token: staffToken } })
    expect(exported.statusCode).toBe(200)
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK')
    for (const url of ['/', '/login', '/index', '/dev/file', '/contractor']) {
      const res = await call(url, { headers: { token: staffToken, ...staffCookie() } })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
    }
  })

  it('staff: logging out takes the cookie back, and the session ends through it at once', async () => {
    const out = await call('/api/auth/b/doLogout', { headers: { token: staffToken } })
    expect(out.json().code).toBe(200)
    expect(setCookies(out)).toEqual(
      LINK_ROUTES.staff.map((p) => `${LINK_COOKIE.staff}=; Path=${p}; Max-Age=0; HttpOnly; SameSite=Strict`),
    )
    expect((await call('/api/docs', { headers: staffCookie() })).statusCode).toBe(401)
  })

  it('phone: the sign-in gives the cookie of its own files; they show with it, the session ends with it', async () => {
    const get = async (url: string) => (await app.inject({ method: 'GET', url })).json()
    const answer = async (reqNo: string) =>
      (await app.db.selectFrom('sysCode').select('code').where('id', '=', reqNo).executeTakeFirstOrThrow())
        .code
    const pic = (await get('/api/auth/c/getPicCaptcha')).data.validCodeReqNo as string
    const phone = '13912345601'
    const q = new URLSearchParams({ phone, validCode: await answer(pic), validCodeReqNo: pic })
    const sent = (await get(`/api/auth/c/getPhoneValidCode?${q}`)).data as string
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/c/doLoginByPhone',
      payload: { phone, validCode: await answer(sent), validCodeReqNo: sent },
    })
    clientToken = login.json().data
    const expected = [
      `${LINK_COOKIE.client}=${clientToken}; Path=/api/auth/c/file; Max-Age=${30 * 24 * 3600}; HttpOnly; SameSite=Strict`,
    ]
    expect(setCookies(login)).toEqual(expected)
    expect(setCookies(await call('/api/auth/c/getLoginUser', { headers: { token: clientToken } }))).toEqual(
      expected,
    )
    const m = multipart('licence.png', png)
    const up = await call('/api/auth/c/upload', {
      method: 'POST',
      headers: { ...m.headers, token: clientToken },
      payload: m.payload,
    })
    const id = up.json().data.id as string
    const shown = await call(`/api/auth/c/file?id=${id}&w=240`, { headers: clientCookie() })
    expect([shown.statusCode, shown.headers['content-type']]).toEqual([200, 'image/webp'])
    expect((await call(`/api/auth/c/file?id=${id}`, { headers: clientCookie() })).rawPayload).toEqual(png)
    // Neither the query nor the other side's cookie name is read.
    expect((await call(`/api/auth/c/file?id=${id}&token=${clientToken}`)).statusCode).toBe(401)
    const wrongSide = { cookie: `${LINK_COOKIE.staff}=${clientToken}` }
    expect((await call(`/api/auth/c/file?id=${id}`, { headers: wrongSide })).statusCode).toBe(401)

    const out = await call('/api/auth/c/doLogout', { headers: { token: clientToken } })
    expect(setCookies(out)).toEqual([
      `${LINK_COOKIE.client}=; Path=/api/auth/c/file; Max-Age=0; HttpOnly; SameSite=Strict`,
    ])
    expect((await call(`/api/auth/c/file?id=${id}`, { headers: clientCookie() })).statusCode).toBe(401)
  })

  it('no answer, link or log line carried a token', async () => {
    expect(answers.length).toBeGreaterThan(30)
    const tokens = [staffToken, clientToken]
    for (const { url, res } of answers) {
      // Requests that put the token in the query on purpose see it refused, not echoed.
      const { 'set-cookie': _set, ...headers } = res.headers
      const seen = `${res.rawPayload.toString('latin1')}\n${JSON.stringify(headers)}`
      for (const token of tokens) expect(seen.includes(token), url).toBe(false)
    }
    // The server logged every request (URL included), and never a token, not even one sent in a query.
    const log = logLines.join('')
    expect(log).toContain('/api/dev/file/preview?id=')
    expect(log).toContain('/api/auth/c/file?id=')
    for (const token of tokens) expect(logLines.filter((l) => l.includes(token))).toEqual([])
    // Nor did the operation log.
    const rows = await app.db.selectFrom('devLog').selectAll().execute()
    expect(rows.length).toBeGreaterThan(0)
    for (const token of tokens) expect(JSON.stringify(rows).includes(token)).toBe(false)
  })
})

describe('the link cookie behind a gateway that splits the API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp(engines[0]!, { env: { API_SPLIT_PATHS: 'on' } })
  })
  afterAll(() => t?.close())

  it('is given for both forms of each path, and read at the split one', async () => {
    const token = await t.login()
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/b/getLoginUser', headers: { token } })
    const paths = setCookies(me).map((c) => /Path=([^;]+)/.exec(c)?.[1])
    expect(paths).toEqual([...LINK_ROUTES.staff, ...FILE_URLS_SPLIT])
    const file = await storeBuffer(t.app.db, t.app.config.dataDir, null, Buffer.from('private'), {
      name: 'private.txt',
      purpose: 'FILE',
    })
    const url = `/api/webapp/dev/file/download?id=${file.id}`
    const read = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `${LINK_COOKIE.staff}=${token}` },
    })
    expect([read.statusCode, read.body]).toEqual([200, 'private'])
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })
})
