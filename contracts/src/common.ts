import { z } from 'zod'

/** Every response body: `{code, msg, data}`; `code` 200 is success (spec §9). */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

export const SUCCESS_CODE = 200
/** Body codes that mean "log in again" (spec §8). */
export const LOGIN_INVALID_CODES = [401, 1011007, 1011008] as const

/** Error body codes the server uses; they mirror the HTTP status of the response. */
export const ErrorCode = {
  badRequest: 400,
  loginInvalid: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedMedia: 415,
  validation: 422,
  locked: 423,
  tooMany: 429,
  internal: 500,
  unavailable: 503,
} as const

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data })

/**
 * What a client sends for schema `S` (its input: before defaults, coercion and trimming) and what it
 * receives for `S`. The web derives its payload types with these, importing types only, so zod never
 * reaches the browser.
 */
export type SchemaInput<S extends z.ZodType> = z.input<S>
export type SchemaOutput<S extends z.ZodType> = z.output<S>
/** Any schema, for generic helpers of clients (which never import zod themselves). */
export type AnySchema = z.ZodType

/** Page request (spec §3): `current` from 1, `size` at most 100. */
export const pageQuerySchema = z.object({
  current: z.coerce.number<number | string>().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number<number | string>().int().min(1).max(100).default(10),
  sortField: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]*$/)
    .max(64)
    .optional(),
  sortOrder: z.enum(['ASCEND', 'DESCEND', 'ascend', 'descend']).optional(),
})
export type PageQuery = z.infer<typeof pageQuerySchema>

export interface PageResult<T> {
  current: number
  size: number
  total: number
  records: T[]
}

export const pageResultSchema = <T extends z.ZodType>(record: T) =>
  z.object({ current: z.number(), size: z.number(), total: z.number(), records: z.array(record) })

/** Ids are server-generated strings. */
export const idSchema = z.string().min(1).max(64)
export const idQuerySchema = z.object({ id: idSchema })
export const idListSchema = z
  .array(z.object({ id: idSchema }))
  .min(1)
  .max(1000)

/** Timestamps travel as ISO 8601 UTC strings, e.g. `2026-11-22T08:30:00.000Z`. */
export const timestampSchema = z.string()
