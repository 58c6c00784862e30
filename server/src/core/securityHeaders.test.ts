import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp, testApp } from '../test/harness.js'
import { CONTENT_SECURITY_POLICY } from './securityHeaders.js'

describe.each(engines)('security headers on $name', (engine) => {
  let t: TestApp
  let token: string
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'))
  beforeAll(async () => {
    fs.mkdirSync(path.join(web, 'assets'))
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>')
    fs.writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)')
    fs.writeFileSync(path.join(web, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    t = await testApp(engine, { env: { WEB_DIST: web } })
    token = await t.login()
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(web, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('HTML: a strict CSP without inline script, no framing, nosniff, a referrer policy', async () => {
    for (const url of ['/login', '/sys/user', '/api/docs']) {
      const res = await get(url, url === '/api/docs' ? { token } : {})
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      const csp = String(res.headers['content-security-policy'])
      expect(csp, url).toBe(CONTENT_SECURITY_POLICY)
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/)
          return [name, values]
        }),
      )
      expect(directives['script-src']).toEqual(["'self'"])
      expect(directives['object-src']).toEqual(["'none'"])
      expect(directives['base-uri']).toEqual(["'self'"])
      expect(directives['frame-ancestors']).toEqual(["'none'"])
      expect(res.headers['x-frame-options'], url).toBe('DENY')
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['referrer-policy'], url).toBe('same-origin')
    }
  })

  it('the API reference page has no inline script (its start-up script is a file)', async () => {
    const page = await get('/api/docs', { token })
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    const init = await get('/api/docs/init.js')
    expect(init.statusCode).toBe(200)
    expect(init.headers['content-type']).toMatch(/^text\/javascript/)
    expect(init.body).toContain('SwaggerUIBundle')
  })

  it('other files and API answers: nosniff and the referrer policy, no page policy', async () => {
    for (const url of ['/assets/app-1.js', '/logo.svg', '/api/dev/config/sysBaseList']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['referrer-policy'], url).toBe('same-origin')
      // The app's own iframe menus may show such a file.
      expect(res.headers['x-frame-options'], url).toBeUndefined()
    }
    // Public answers keep their caching rules (hashed bundles are immutable).
    expect((await get('/assets/app-1.js')).headers['cache-control']).toContain('immutable')
    expect((await get('/api/dev/config/sysBaseList')).headers['cache-control']).toBeUndefined()
  })

  it('answers to a caller with a session are never stored', async () => {
    for (const url of ['/api/auth/b/getLoginUser', '/api/sys/user/page', '/api/sys/userCenter/loginMenu']) {
      const res = await get(url, { token })
      expect(res.json().code, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
    // Refused calls too.
    const refused = await get('/api/sys/user/page', { token: 'not-a-session' })
    expect(refused.json().code).toBe(401)
  })
})
