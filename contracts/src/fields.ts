/**
 * Schema helpers of the form fields. The `<ENTITY>_LIMITS` objects beside the schemas give the web
 * its input limits; the schemas themselves read plain constants (`NAME_MAX`), never `X_LIMITS.name`:
 * the web bundle drops every schema it does not use (see `web/vite.config.ts`), but a property read
 * at module level counts as a possible side effect and would keep the schema, and zod, in it.
 */
import { z } from 'zod'
import { EMAIL_MAX, EMAIL_RE, isDay, PHONE_RE, SEARCH_KEY_MAX, SORT_CODE_MAX } from './validation.js'

/**
 * Empty strings from forms mean "not given". The parameter's type is what a client may send (the
 * input type of the fields below); any value still reaches the schema behind it and is checked there.
 */
const emptyToNull = (v: string | null | undefined) => (typeof v === 'string' && v.trim() === '' ? null : v)
/** '' means "not given" (null); other values go on to the schema as they are (no trimming). */
export const blankToNull = (v: string | null | undefined) => (v === '' ? null : v)

/** An optional text field: trimmed, at most `max` characters, '' and null mean none. */
export const optText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max).nullish())
export const reqText = (max: number) => z.string().trim().min(1).max(max)
export const optPhone = z.preprocess(emptyToNull, z.string().trim().regex(PHONE_RE).nullish())
export const optEmail = z.preprocess(emptyToNull, z.string().trim().max(EMAIL_MAX).regex(EMAIL_RE).nullish())
export const optId = z.preprocess(emptyToNull, z.string().min(1).max(64).nullish())
export const sortCode = z.number().int().min(0).max(SORT_CODE_MAX).default(0)
/** A search box: trimmed, at most 64 characters. */
export const searchKey = z.string().trim().max(SEARCH_KEY_MAX).optional()

/** A calendar day `YYYY-MM-DD` that exists. */
export const daySchema = z
  .string()
  .trim()
  .refine(isDay, { message: 'YYYY-MM-DD', params: { msgKey: 'dayInvalid' } })
/** An optional day: '' and null mean none. */
export const optDay = z.preprocess((v) => (v === '' ? null : v), daySchema.nullish())
