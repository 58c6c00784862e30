import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * What a raw route (one whose handler writes the reply itself) sends instead of the envelope:
 * a stored or generated file, an Excel workbook, an HTML page, a script, a plain JSON document
 * (the OpenAPI document), or a redirect (302, no body).
 */
export type RawSends = 'file' | 'xlsx' | 'pdf' | 'html' | 'script' | 'json' | 'redirect' | 'events'

/** What `defineRoute` keeps for the document; the document is built from it on first request. */
export interface RouteDoc {
  operationId: string
  /** `data` of the envelope (non-raw routes). */
  response?: z.ZodType
  raw?: RawSends
  /** Answered with an ETag: a caller sending it back gets 304 without a body. */
  etag?: boolean
  /** A multipart upload: the file `file`, after these text fields when given. */
  multipart?: true | z.ZodObject
}

/**
 * A stable, unique name for a route's operation: the method, then the path in camelCase (`/api`
 * dropped, `:id` as `ById`): `GET /api/sys/user/page` is `getSysUserPage`. The method is always
 * there, so adding a second method to a path never renames the first one's operation.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split(/[/_.-]+/)
    .filter(Boolean)
    .map((w) => (w.startsWith(':') ? `by${upper(w.slice(1))}` : w))
  return method.toLowerCase() + words.map(upper).join('')
}
const upper = (w: string) => w.charAt(0).toUpperCase() + w.slice(1)

/** The envelope of every non-raw answer, around the route's `data`. */
const envelopeOf = (data: z.ZodType) => z.object({ code: z.literal(200), msg: z.string(), data })

/** What a refusal or failure answers: its code (HTTP-like, or a login code) and a message. */
const refusal = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() })
// Named: one component instead of a copy in each of the operations.
z.globalRegistry.add(refusal, { id: 'Refusal' })
const refused = {
  description:
    'Refused or failed: `code` says why (400, 401, 403, 404, 429, 500, …), `msg` in the caller’s language',
  content: { 'application/json': { schema: refusal } },
}

const binary = z.string().meta({ format: 'binary' })
const rawAnswers: Record<RawSends, Record<string, unknown>> = {
  file: {
    200: {
      description: 'The file, with its own Content-Type',
      content: { 'application/octet-stream': { schema: binary } },
    },
  },
  xlsx: {
    200: {
      description: 'An Excel workbook (attachment)',
      content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: binary } },
    },
  },
  pdf: { 200: { description: 'A PDF document', content: { 'application/pdf': { schema: binary } } } },
  html: { 200: { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } } },
  script: { 200: { description: 'A script', content: { 'text/javascript': { schema: z.string() } } } },
  json: {
    200: {
      description: 'A JSON document (not an envelope)',
      content: { 'application/json': { schema: z.looseObject({}) } },
    },
  },
  redirect: { 302: z.null().describe('Redirects (Location header) to where the call goes on') },
  events: {
    200: {
      description: 'Server-sent events (`data:` lines of JSON) until the caller closes the connection',
      content: { 'text/event-stream': { schema: z.string() } },
    },
  },
}

function responsesOf(doc: RouteDoc): Record<string, unknown> {
  const ok = doc.raw
    ? rawAnswers[doc.raw]
    : { 200: envelopeOf(doc.response ?? z.unknown()).describe('Done: `code` 200, the answer in `data`') }
  return {
    ...ok,
    ...(doc.etag
      ? { 304: z.null().describe('Not modified: the ETag sent in If-None-Match still holds') }
      : {}),
    default: refused,
  }
}

type JsonSchema = {
  type?: unknown
  properties?: Record<string, unknown>
  required?: string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  additionalProperties?: unknown
  [key: string]: unknown
}

/**
 * A query schema as named parameters: OpenAPI lists query parameters one by one, and the swagger
 * plugin only reads an object's `properties`. A union becomes the union of its members' parameters
 * (required where every member requires it); a record (free-form parameters, as a provider's
 * callback sends them) one object parameter spread over the query string (`style: form`).
 */
function asParameters(schema: JsonSchema): JsonSchema {
  const members = schema.anyOf ?? schema.oneOf
  if (members) {
    const flat = members.map(asParameters)
    return {
      type: 'object',
      properties: Object.assign({}, ...flat.map((m) => m.properties)),
      required: (flat[0]?.required ?? []).filter((k) => flat.every((m) => m.required?.includes(k))),
    }
  }
  if (schema.allOf) {
    const flat = schema.allOf.map(asParameters)
    return {
      type: 'object',
      properties: Object.assign({}, ...flat.map((m) => m.properties)),
      required: [...new Set(flat.flatMap((m) => m.required ?? []))],
    }
  }
  if (schema.properties) return schema
  return { type: 'object', properties: { query: schema }, style: 'form', explode: true }
}

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>

/**
 * The swagger plugin's transform: the route's zod schemas as JSON Schema (the type provider's
 * transform), plus what `defineRoute` declared for the document alone: the operation's id, its
 * answers (the envelope with the route's `data` schema, or what a raw route sends), a multipart
 * body, and query parameters OpenAPI can list.
 */
export const documentRoute: Transform = (input) => {
  const doc = (input.route.config as { doc?: RouteDoc } | undefined)?.doc
  if (!doc) return jsonSchemaTransform(input)
  const out = jsonSchemaTransform({
    ...input,
    schema: { ...input.schema, operationId: doc.operationId, response: responsesOf(doc) },
  } as Parameters<Transform>[0]) as { schema: Record<string, unknown>; url: string }
  const { schema } = out
  if (schema.querystring) schema.querystring = asParameters(schema.querystring as JsonSchema)
  if (doc.multipart) {
    const fields = doc.multipart === true ? z.object({}) : doc.multipart
    schema.body = z.toJSONSchema(fields.extend({ file: binary }), { io: 'input', unrepresentable: 'any' })
    delete (schema.body as JsonSchema).$schema
    schema.consumes = ['multipart/form-data']
  }
  return out
}

type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>

/**
 * The named schemas (`z.globalRegistry` ids: the trees, which refer to themselves) as components.
 * The type provider writes each in an input and an output form; those no operation uses are left out.
 */
export const documentComponents: TransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } }
  const schemas = doc.components?.schemas
  if (schemas) {
    const used = new Set<string>()
    const visit = (name: string) => {
      if (used.has(name) || !schemas[name]) return
      used.add(name)
      for (const [, ref] of JSON.stringify(schemas[name]).matchAll(REF)) visit(ref!)
    }
    const { components: _c, ...rest } = doc as Record<string, unknown>
    for (const [, ref] of JSON.stringify(rest).matchAll(REF)) visit(ref!)
    for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name]
  }
  return doc as ReturnType<TransformObject>
}
const REF = /"#\/components\/schemas\/([^"]+)"/g

/** The document's frame: version, servers (this one), the token header. */
export const documentFrame: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.1.0',
  info: {
    title: 'Portal API',
    version: '1.0.0',
    description:
      'Every route of the portal. A JSON answer is the envelope `{code, msg, data}`: `code` 200 and the answer in `data`, or a refusal whose `msg` says why.',
  },
  servers: [{ url: '/', description: 'The server this document is served from' }],
  components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
}
