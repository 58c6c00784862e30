import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { Validator } from '@seriousme/openapi-schema-validator'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp, testApp } from './harness.js'

interface Operation {
  operationId?: string
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  parameters?: Array<{ name: string; in: string; schema: unknown; style?: string; explode?: boolean }>
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>
}
interface Document {
  openapi: string
  servers?: Array<{ url: string }>
  paths: Record<string, Record<string, Operation>>
}

const typedClient = path.join(import.meta.dirname, 'typedClient')

// The document depends on the routes, not on the engine: one is enough.
describe('the API document', () => {
  let t: TestApp
  let doc: Document
  const operation = (method: string, url: string) =>
    doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]

  beforeAll(async () => {
    t = await testApp(engines[0]!)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { token: await t.login() },
    })
    expect(res.statusCode).toBe(200)
    doc = res.json()
  })
  afterAll(() => t?.close())

  it('is valid OpenAPI 3.1 and names the server it is served from', async () => {
    const result = await new Validator().validate(doc as never)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(doc.openapi).toMatch(/^3\.1\./)
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })])
  })

  it("has every route, each with its own operationId and its success answer's schema", () => {
    const ids = new Set<string>()
    for (const route of t.app.routeRegistry) {
      const name = `${route.method} ${route.url}`
      const op = operation(route.method, route.url)
      expect(op, name).toBeDefined()
      expect(op!.operationId, name).toBe(route.operationId)
      expect(ids.has(route.operationId), name).toBe(false)
      ids.add(route.operationId)
      if (route.raw === 'redirect') {
        expect(Object.keys(op!.responses), name).toContain('302')
        continue
      }
      const ok = op!.responses['200']?.content
      expect(ok, name).toBeDefined()
      const [type, media] = Object.entries(ok!)[0]!
      expect(media.schema, name).toBeDefined()
      if (!route.raw) {
        // The envelope, with the route's own schema as `data`.
        expect(type, name).toBe('application/json')
        expect(media.schema, name).toMatchObject({ required: ['code', 'msg', 'data'] })
        expect((media.schema!.properties as Record<string, unknown>).data, name).toBeDefined()
      }
    }
    // …and nothing else: every operation of the document is one of those routes.
    expect(Object.values(doc.paths).flatMap((p) => Object.keys(p)).length).toBe(ids.size)
    // The route's zod schema is what the document says: a field of the login user, its type.
    const user = operation('GET', '/api/auth/b/getLoginUser')!.responses['200']!.content!['application/json']!
    expect(user.schema).toMatchObject({
      properties: { data: { properties: { buttonCodeList: { type: 'array', items: { type: 'string' } } } } },
    })
  })

  it('declares the multipart body of every upload, and what raw routes send', () => {
    const uploads = t.app.routeRegistry.filter((r) => r.multipart)
    expect(uploads.length).toBeGreaterThanOrEqual(5)
    for (const route of uploads) {
      const form = operation(route.method, route.url)!.requestBody?.content['multipart/form-data']
      expect(form?.schema?.properties?.file, route.url).toEqual({ type: 'string', format: 'binary' })
    }
    const resume = operation('POST', '/api/biz/resume/submit')!.requestBody!.content['multipart/form-data']!
    expect(Object.keys(resume.schema!.properties!)).toEqual(
      expect.arrayContaining(['recruitId', 'name', 'file']),
    )
    const file = operation('GET', '/api/dev/file/download')!.responses['200']!.content!
    expect(file['application/octet-stream']?.schema).toMatchObject({ format: 'binary' })
    expect(operation('GET', '/api/docs')!.responses['200']!.content!['text/html']).toBeDefined()
  })

  it("lists a free-form query (a provider's callback parameters) as one exploded object parameter", () => {
    expect(operation('GET', '/api/auth/third/callback')!.parameters).toEqual([
      expect.objectContaining({
        in: 'query',
        style: 'form',
        explode: true,
        schema: expect.objectContaining({ type: 'object' }),
      }),
    ])
  })

  it("gives a client generated from it the web's own answer types", async () => {
    const generated = path.join(typedClient, 'generated')
    fs.mkdirSync(generated, { recursive: true })
    fs.writeFileSync(path.join(generated, 'openapi.d.ts'), astToString(await openapiTS(doc as never)))
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
    const run = await promisify(execFile)(process.execPath, [tsc, '-p', typedClient], {
      cwd: typedClient,
    }).catch((err: { stdout: string; code: number }) => err)
    // tsc prints each type error: what the document and the web's types disagree on.
    expect('stdout' in run ? run.stdout : '').toBe('')
  }, 180_000)
})
