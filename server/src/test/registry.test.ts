import { FILE_URLS } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { storeBuffer, uploadedPart } from '../core/files.js'
import { newId } from '../core/ids.js'
import { Relation } from '../core/permissions.js'
import { defineRoute, permCode, type RegisteredRoute } from '../core/route.js'
import { nowIso } from '../core/time.js'
import { engines, type TestApp, tableCounts, testApp } from './harness.js'

/** Wrong values for a JSON-schema type: what a careless or hostile client might send. */
function wrongValues(type: unknown): unknown[] {
  switch (type) {
    case 'string':
      return [12345, true, { a: 1 }, ['x']]
    case 'integer':
    case 'number':
      return ['not-a-number', { a: 1 }]
    case 'boolean':
      return ['maybe', 7]
    case 'array':
      return ['x', { a: 1 }]
    default:
      return [12345]
  }
}

/** Bodies that the route's schema refuses, generated from the schema itself. */
function badBodies(schema: z.ZodType): unknown[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    type?: string
    properties?: Record<string, { type?: unknown }>
    required?: string[]
  }
  if (json.type !== 'object' || !json.properties) return ['just a string', 42]
  const bodies: unknown[] = [[], 'just a string', 42]
  if (json.required?.length) bodies.push({})
  for (const [key, prop] of Object.entries(json.properties))
    for (const v of wrongValues(prop.type)) bodies.push({ [key]: v })
  return bodies
}

const call = (t: TestApp, route: RegisteredRoute, token?: string, payload?: unknown) =>
  t.app.inject({
    method: route.method,
    url: route.url,
    headers: token ? { token } : {},
    ...(payload !== undefined
      ? {
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        }
      : {}),
  })

describe.each(engines)('route registry on $name', (engine) => {
  let t: TestApp
  let adminToken: string
  let userToken: string
  let userId: string
  beforeAll(async () => {
    t = await testApp(engine, {
      extend: (app) => {
        defineRoute(app, {
          method: 'POST',
          url: '/api/test/buttonGuarded',
          perm: { button: 'testButtonCode' },
          summary: 'needs a button code',
          tags: ['test'],
          body: z.object({ name: z.string().min(1), count: z.number().int() }),
          response: z.string(),
          handler: ({ body }) => body.name,
        })
        // Answers their schemas do not declare, and an upload read where none is declared.
        const answer = z.object({ n: z.number() })
        const wrong = { wrongType: { n: 'secret-value' }, extraField: { n: 1, hash: 'secret-value' } }
        for (const [name, data] of Object.entries(wrong))
          defineRoute(app, {
            method: 'GET',
            url: `/api/test/${name}`,
            perm: 'public',
            summary: 'answers what its schema refuses',
            tags: ['test'],
            response: answer,
            handler: () => data,
          })
        defineRoute(app, {
          method: 'POST',
          url: '/api/test/undeclaredUpload',
          perm: 'public',
          summary: 'reads an upload without declaring it',
          tags: ['test'],
          response: z.null(),
          handler: async ({ app, req }) => {
            await uploadedPart(app.db, req)
            return null
          },
        })
      },
    })
    adminToken = await t.login()
    userId = await t.createUser('nobody', 'Nobody#123')
    userToken = await t.login('nobody', 'Nobody#123')
  })
  afterAll(() => t?.close())

  it('has routes, each with a declared permission', () => {
    expect(t.app.routeRegistry.length).toBeGreaterThan(5)
    for (const r of t.app.routeRegistry) expect(r.perm).toBeDefined()
  })

  it('declares every answer: the data of a JSON one, what a raw one sends; one operationId each', () => {
    const routes = t.app.routeRegistry
    const name = (r: RegisteredRoute) => `${r.method} ${r.url}`
    expect(routes.filter((r) => !r.raw && !r.response).map(name)).toEqual([])
    // A raw route writes its own reply: a `response` there would document what is never checked.
    expect(routes.filter((r) => r.raw && r.response).map(name)).toEqual([])
    for (const r of routes.filter((r) => r.raw))
      expect(['file', 'xlsx', 'pdf', 'html', 'script', 'json', 'redirect', 'events'], name(r)).toContain(
        r.raw,
      )
    const ids = routes.map((r) => r.operationId)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    expect(routes.find((r) => r.url === '/api/sys/user/page')?.operationId).toBe('getSysUserPage')
  })

  it('fails an answer its schema refuses or that holds an undeclared field: 500, nothing of it sent', async () => {
    for (const url of ['/api/test/wrongType', '/api/test/extraField']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(500)
      expect(res.json(), url).toMatchObject({ code: 500, data: null })
      expect(res.body, url).not.toContain('secret-value')
      expect(res.body, url).not.toContain('hash')
    }
  })

  it('refuses to read an upload on a route that does not declare one (its body would be undocumented)', async () => {
    const boundary = 'x-boundary'
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/undeclaredUpload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
    })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toMatchObject({ code: 500, data: null })
  })

  it('finds every permission code a route declares among the seeded menus and buttons', async () => {
    const seeded = await t.app.db
      .selectFrom('sysResource')
      .select('code')
      .where('category', 'in', ['MENU', 'BUTTON'])
      .execute()
    const codes = new Set(seeded.map((r) => r.code))
    const missing = t.app.routeRegistry
      .filter((r) => !r.url.startsWith('/api/test/'))
      .map((r) => [r.url, permCode(r.perm)])
      .filter(([, code]) => code && !codes.has(code))
    expect(missing).toEqual([])
  })

  it('refuses every non-public route to an anonymous caller with the login-invalid code', async () => {
    for (const route of t.app.routeRegistry.filter((r) => r.perm !== 'public')) {
      const res = await call(t, route)
      expect(res.statusCode, route.url).toBe(401)
      expect(res.json().code, route.url).toBe(401)
    }
  })

  it('keeps the two sides apart: a staff token reaches no client route, a client token no staff route', async () => {
    const clientToken = await t.clientLogin('13912345678')
    const clientRoutes = t.app.routeRegistry.filter((r) => r.perm === 'client')
    expect(clientRoutes.length).toBeGreaterThan(0)
    for (const route of t.app.routeRegistry.filter((r) => r.perm !== 'public')) {
      const res = await call(t, route, route.perm === 'client' ? adminToken : clientToken)
      expect(res.statusCode, route.url).toBe(401)
      expect(res.json().code, route.url).toBe(401)
    }
    // Each token works on its own side.
    const own = await call(t, clientRoutes.find((r) => r.url === '/api/auth/c/getLoginUser')!, clientToken)
    expect(own.json()).toMatchObject({ code: 200, data: { phone: '13912345678' } })
  })

  it('refuses every button and super-admin route to a logged-in user without the grant, logging only the denial', async () => {
    const guarded = t.app.routeRegistry.filter((r) => typeof r.perm === 'object' || r.perm === 'superAdmin')
    expect(guarded.length).toBeGreaterThan(0)
    for (const route of guarded) {
      const before = await tableCounts(t.app)
      const res = await call(t, route, userToken, route.body ? { name: 'x', count: 1 } : undefined)
      expect(res.statusCode, route.url).toBe(403)
      expect(res.json(), route.url).toMatchObject({ code: 403, data: null })
      // Nothing but one DENIED log row naming the permission.
      expect(await tableCounts(t.app)).toEqual({ ...before, devLog: before.devLog! + 1 })
      const row = await t.app.db
        .selectFrom('devLog')
        .select(['category', 'opUser', 'resultJson'])
        .where('reqUrl', '=', route.url)
        .where('reqMethod', '=', route.method)
        .where('opUserId', '=', userId)
        .executeTakeFirstOrThrow()
      expect(row, route.url).toMatchObject({ category: 'DENIED', opUser: 'nobody' })
      expect(JSON.parse(row.resultJson!).permission, route.url).toBe(permCode(route.perm) ?? route.perm)
    }
  })

  it('lets the same user through once a role grants the button', async () => {
    const roleId = newId()
    const buttonId = newId()
    const now = nowIso()
    await t.app.db
      .insertInto('sysRole')
      .values({
        id: roleId,
        orgId: null,
        name: '测试角色',
        code: `r${roleId}`,
        category: 'GLOBAL',
        sortCode: 0,
        remark: null,
        createdAt: now,
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      })
      .execute()
    await t.app.db
      .insertInto('sysResource')
      .values({
        id: buttonId,
        parentId: 'menu-index',
        category: 'BUTTON',
        moduleId: 'mod-home',
        name: null,
        code: 'testButtonCode',
        title: '测试按钮',
        titleEn: 'Test button',
        menuType: null,
        path: null,
        component: null,
        redirect: null,
        url: null,
        icon: null,
        color: null,
        hidden: 0,
        affix: 0,
        fullpage: 0,
        hiddenBreadcrumb: 0,
        sortCode: 0,
        createdAt: now,
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      })
      .execute()
    await t.app.db
      .insertInto('sysRelation')
      .values([
        { id: newId(), category: Relation.userHasRole, objectId: userId, targetId: roleId, extJson: null },
        {
          id: newId(),
          category: Relation.roleHasResource,
          objectId: roleId,
          targetId: buttonId,
          extJson: null,
        },
      ])
      .execute()
    t.app.sessions.clearCache()
    const route = t.app.routeRegistry.find((r) => r.url === '/api/test/buttonGuarded')!
    const res = await call(t, route, userToken, { name: 'ok', count: 1 })
    expect(res.json()).toMatchObject({ code: 200, data: 'ok' })
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/auth/b/getLoginUser',
      headers: { token: userToken },
    })
    expect(user.json().data.buttonCodeList).toEqual(['testButtonCode'])
  })

  it('answers bad bodies and queries, generated from each schema, with a 4xx naming the field, writing nothing', async () => {
    let checked = 0
    const clientToken = await t.clientLogin('13912345679')
    for (const route of t.app.routeRegistry) {
      const token = route.perm === 'public' ? undefined : route.perm === 'client' ? clientToken : adminToken
      if (route.body) {
        for (const body of badBodies(route.body)) {
          const before = await tableCounts(t.app)
          const res = await call(t, route, token, body)
          const json = res.json()
          expect(res.statusCode, `${route.url} ${JSON.stringify(body)}`).toBe(400)
          expect(json.code).toBe(400)
          expect(json.msg).toMatch(/^参数 \S+：/)
          if (body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 1)
            expect(json.msg).toContain(Object.keys(body)[0])
          expect(await tableCounts(t.app), route.url).toEqual(before)
          checked++
        }
      }
      if (route.querystring) {
        const res = await t.app.inject({
          method: route.method,
          url: `${route.url}?current=-1&size=abc&id=`,
          headers: token ? { token } : {},
        })
        expect(res.statusCode, route.url).toBeLessThan(500)
      }
    }
    expect(checked).toBeGreaterThan(5)
    // Hundreds of requests, each with a count of every table around it: slow on a busy machine.
  }, 300_000)

  it('reads no session token from the query string: a valid one there is no login, on every route', async () => {
    const clientToken = await t.clientLogin('13912345671')
    const inQuery = (url: string, query: Record<string, string>) => `${url}?${new URLSearchParams(query)}`
    for (const route of t.app.routeRegistry.filter((r) => r.perm !== 'public')) {
      const token = route.perm === 'client' ? clientToken : adminToken
      const res = await t.app.inject({ method: route.method, url: inQuery(route.url, { token }) })
      expect(res.statusCode, route.url).toBe(401)
      expect(res.json().code, route.url).toBe(401)
    }
    // The file reads are public routes that check the file: a private one is refused as to anyone.
    const file = await storeBuffer(t.app.db, t.app.config.dataDir, null, Buffer.from('not public'), {
      name: 'private.txt',
      purpose: 'FILE',
    })
    for (const url of Object.values(FILE_URLS)) {
      const res = await t.app.inject({ method: 'GET', url: inQuery(url, { id: file.id, token: adminToken }) })
      expect(res.statusCode, url).toBe(401)
      const header = await t.app.inject({
        method: 'GET',
        url: inQuery(url, { id: file.id }),
        headers: { token: adminToken },
      })
      expect(header.statusCode, url).not.toBe(401)
    }
  })
})
