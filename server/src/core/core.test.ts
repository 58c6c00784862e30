import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { createDatabase } from '../db/index.js'
import { ADMIN_PASSWORD, engines, serverProcess, type TestApp, testApp } from '../test/harness.js'
import { loadConfig } from './config.js'
import { newId } from './ids.js'
import { defineRoute } from './route.js'

describe.each(engines)('server core on $name', (engine) => {
  let t: TestApp
  let adminToken: string
  let userToken: string
  beforeAll(async () => {
    t = await testApp(engine, {
      env: { BODY_LIMIT: '2048' },
      extend: (app) => {
        defineRoute(app, {
          method: 'GET',
          url: '/api/test/sqlError',
          perm: 'public',
          summary: 'throws a database error',
          tags: ['test'],
          handler: ({ app }) =>
            app.db
              .selectFrom('no_such_table' as 'sysUser')
              .selectAll()
              .execute(),
        })
      },
    })
    adminToken = await t.login()
    await t.createUser('plain', 'Plain#123')
    userToken = await t.login('plain', 'Plain#123')
  })
  afterAll(() => t?.close())

  it('answers an unknown API route with a 404 envelope', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/sys/nothing/here' })
    expect(r.statusCode).toBe(404)
    expect(r.json()).toEqual({ code: 404, msg: '接口不存在：/api/sys/nothing/here', data: null })
  })

  it('refuses malformed JSON, a body over the limit and a foreign content type with clear 4xx envelopes', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/b/doLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toBe('请求体不是合法的 JSON')
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/b/doLogin',
      payload: { account: 'x'.repeat(5000), password: 'ab' },
    })
    expect(big.statusCode).toBe(413)
    expect(big.json().code).toBe(413)
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/auth/b/doLogin',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(media.statusCode).toBe(415)
    expect(media.json().msg).toContain('application/xml')
  })

  it('names the field in validation messages, in the caller language', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/b/doLogin',
      headers: { 'accept-language': 'en' },
      payload: { account: 'a', password: 42 },
    })
    expect(r.statusCode).toBe(400)
    expect(r.json().msg).toMatch(/^Field password: /)
  })

  it('hides SQL and stacks behind a 500 envelope', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/test/sqlError' })
    expect(r.statusCode).toBe(500)
    expect(r.json()).toEqual({ code: 500, msg: '系统异常，请稍后再试', data: null })
    expect(r.body).not.toMatch(/no_such_table|select|at /i)
  })

  it('tags every response with a request id', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/dev/config/sysBaseList',
      headers: { 'x-request-id': 'abc123' },
    })
    expect(r.headers['x-request-id']).toBe('abc123')
    const r2 = await t.app.inject({ method: 'GET', url: '/api/dev/config/sysBaseList' })
    expect(String(r2.headers['x-request-id'])).toMatch(/^[\w-]{8,}$/)
  })

  it('serves the OpenAPI document and the reference page to the super admin only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().code).toBe(401)
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { token: userToken },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe(403)
    const doc = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { token: adminToken },
    })
    expect(doc.statusCode).toBe(200)
    const paths = Object.keys(doc.json().paths)
    for (const route of t.app.routeRegistry) expect(paths).toContain(route.url.replace(/:(\w+)/g, '{$1}'))
    expect(doc.json().paths['/api/auth/b/doLogin'].post.requestBody).toBeDefined()
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { token: adminToken } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('swagger-ui-bundle.js')
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/docs', headers: { token: userToken } })).statusCode,
    ).toBe(403)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui-bundle.js' })).statusCode,
    ).toBe(200)
  })
})

describe('database unreachable', () => {
  for (const url of ['postgres://postgres@127.0.0.1:1/test', 'mysql://root@127.0.0.1:1/test']) {
    it(`answers 503 on ${url.split(':')[0]}`, async () => {
      const database = createDatabase(url)
      const app = await buildApp({
        config: loadConfig({ DATA_DIR: '/tmp/none', DATABASE_URL: url }),
        database,
        sm2: { publicKey: 'x', privateKey: 'y' },
        logger: false,
      })
      const r = await app.inject({ method: 'GET', url: '/api/dev/config/sysBaseList' })
      expect(r.statusCode).toBe(503)
      expect(r.json()).toEqual({ code: 503, msg: '服务暂不可用，请稍后再试', data: null })
      const withToken = await app.inject({
        method: 'GET',
        url: '/api/auth/b/getLoginUser',
        headers: { token: 'x'.repeat(43) },
      })
      expect(withToken.statusCode).toBe(503)
      await app.close()
      await database.destroy()
    })
  }
})

describe('shutdown', () => {
  it('lets a request in flight finish before closing', async () => {
    const t = await testApp(engines[0]!, {
      extend: (app) =>
        defineRoute(app, {
          method: 'GET',
          url: '/api/test/slow',
          perm: 'public',
          summary: 'slow',
          tags: ['test'],
          handler: async () => {
            await new Promise((r) => setTimeout(r, 400))
            return 'done'
          },
        }),
    })
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const pending = fetch(`${address}/api/test/slow`).then((r) => r.json())
    await new Promise((r) => setTimeout(r, 100))
    await t.close()
    expect(await pending).toMatchObject({ code: 200, data: 'done' })
  })

  it('exits cleanly on SIGTERM', async () => {
    const dir = `/tmp/portal-sigterm-${newId()}`
    const { child, output } = await serverProcess({ DATA_DIR: dir, ADMIN_PASSWORD: 'Admin@12345' })
    child.kill('SIGTERM')
    const code = await new Promise((r) => child.on('exit', r))
    expect(code).toBe(0)
    expect(output()).toContain('shutting down')
  })
})

describe('web files', () => {
  let t: TestApp
  let dir: string
  const js = `export const answer = ${'"portal" + '.repeat(200)}"!"\n`
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), js)
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(js))
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), zlib.gzipSync(js))
    t = await testApp(engines[0]!, { env: { WEB_DIST: dir } })
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('sends the pre-compressed copy of a bundle the browser accepts, the plain file otherwise', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      })
    const br = await get('gzip, deflate, br')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js)
    expect(br.rawPayload.length).toBeLessThan(js.length / 4)

    const gz = await get('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js)

    const plain = await get()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(js)
  })

  it('serves the page itself for an app path, plain', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/sys/user', headers: { 'accept-encoding': 'br' } })
    expect(r.statusCode).toBe(200)
    expect(r.headers['content-encoding']).toBeUndefined()
    expect(r.body).toContain('<div id="root">')
  })
})

describe('split deployment paths (spec §7, API_SPLIT_PATHS)', () => {
  it('answers /api/webapp…, /api/bizapp… and /custom… as /api… when on, and only /api… when off', async () => {
    const on = await testApp(engines[0]!, { env: { API_SPLIT_PATHS: 'on' } })
    const off = await testApp(engines[0]!)
    try {
      const token = await on.login()
      for (const url of [
        '/api/webapp/sys/user/page?current=1&size=5',
        '/api/sys/user/page?current=1&size=5',
      ]) {
        const r = await on.app.inject({ method: 'GET', url, headers: { token } })
        expect(r.json().code, url).toBe(200)
        expect(r.json().data.records.length).toBeGreaterThan(0)
      }
      // A login through the split path is a login (POST bodies reach the route too).
      const login = await on.app.inject({
        method: 'POST',
        url: '/api/webapp/auth/b/doLogin',
        payload: { account: 'superAdmin', password: on.encrypt(ADMIN_PASSWORD) },
      })
      expect(login.json().code).toBe(200)
      // No /biz/ or /custom/ routes yet: they reach the API's own 404 envelope, not the web app.
      for (const url of ['/api/bizapp/biz/none', '/custom/custom/none'])
        expect((await on.app.inject({ method: 'GET', url, headers: { token } })).json().code, url).toBe(404)

      const offToken = await off.login()
      const r = await off.app.inject({
        method: 'GET',
        url: '/api/webapp/sys/user/page?current=1&size=5',
        headers: { token: offToken },
      })
      expect(r.statusCode).toBe(404)
    } finally {
      await on.close()
      await off.close()
    }
  })
})
