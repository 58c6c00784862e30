import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
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
      extend: (app) =>
        defineRoute(app, {
          method: 'POST',
          url: '/api/test/buttonGuarded',
          perm: { button: 'testButtonCode' },
          summary: 'needs a button code',
          tags: ['test'],
          body: z.object({ name: z.string().min(1), count: z.number().int() }),
          handler: ({ body }) => body.name,
        }),
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
})
