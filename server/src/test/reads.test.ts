import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RegisteredRoute } from '../core/route.js'
import { engines, type TestApp, testApp } from './harness.js'

/**
 * Every read answers what its route declares, including reads no module test calls: the harness
 * checks each answer against the route's `response` (a mismatch, or an undeclared field, is a 500).
 * The sample content is on, so the lists and their rows are not empty.
 */
describe.each(engines)('the answers of the reads on $name', (engine) => {
  let t: TestApp
  // Sample content seeds its own database (no template): slower to start than most.
  beforeAll(async () => {
    t = await testApp(engine, { env: { DEMO_CONTENT: 'on' } })
  }, 180_000)
  afterAll(() => t?.close())

  it('answers each read without parameters, and each read by id of a row its list shows, as declared', async () => {
    const staff = await t.login()
    const client = await t.clientLogin('13912345671')
    const refused: string[] = []
    const get = async (route: RegisteredRoute, query: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${route.url}?${new URLSearchParams(query)}`,
        headers: { token: route.perm === 'client' ? client : staff },
      })
      const body = res.json()
      if (body.code !== 200) refused.push(`${route.url} ${JSON.stringify(query)}: ${body.code} ${body.msg}`)
      return body.data
    }
    // Logging out is a GET (spec): it would end the session the walk reads with; a third-party
    // login's callback answers only the provider's redirect; the scale agent's settings answer its
    // bridge's key (`x-scale-key`), not a session.
    const skipped = new Set([
      '/api/auth/b/doLogout',
      '/api/auth/c/doLogout',
      '/api/auth/third/callback',
      '/api/weigh/scale/config',
    ])
    const reads = t.app.routeRegistry.filter((r) => r.method === 'GET' && !r.raw && !skipped.has(r.url))
    const takes = (route: RegisteredRoute, query: object) =>
      !route.querystring || route.querystring.safeParse(query).success
    // The first row of each list (`<base>/page`), for its reads by id (`<base>/detail?id=` and the like).
    const firstRow = new Map<string, string>()
    let checked = 0
    for (const route of reads.filter((r) => takes(r, {}))) {
      const data = await get(route, {})
      const id = route.url.endsWith('/page') ? data?.records?.[0]?.id : undefined
      if (typeof id === 'string') firstRow.set(route.url.slice(0, -'/page'.length), id)
      checked++
    }
    for (const route of reads.filter((r) => !takes(r, {}))) {
      const id = firstRow.get(route.url.slice(0, route.url.lastIndexOf('/')))
      if (!id || !takes(route, { id })) continue
      await get(route, { id })
      checked++
    }
    expect(refused).toEqual([])
    // Most of the lists hold rows: a walk that found none would check little.
    expect(firstRow.size).toBeGreaterThan(15)
    expect(checked).toBeGreaterThan(120)
  })
})
