/**
 * Schema helpers of the form fields. The `<ENTITY>_LIMITS` objects beside the schemas give the web
 * its input limits; the schemas themselves read plain constants (`NAME_MAX`), never `X_LIMITS.name`:
 * the web bundle drops every schema it does not use (see `web/vite.config.ts`), but a property read
 * at module level counts as a possible side effect and would keep the schema, and zod, in it.
 */
import { z } from 'zod'
import { pageQuerySchema } from './common.js'
import { EMAIL_MAX, EMAIL_RE, isDay, PHONE_RE, SEARCH_KEY_MAX, SORT_CODE_MAX } from './validation.js'

/** Longest ISO 8601 instant accepted. */
const INSTANT_MAX = 32

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
/** A mobile number (`PHONE_RE`), trimmed. */
export const phoneSchema = z.string().trim().regex(PHONE_RE)
export const optPhone = z.preprocess(emptyToNull, phoneSchema.nullish())
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
/** An optional ISO 8601 instant (the web sends `toISOString()`): '' and null mean none. */
/** `YYYY-MM-DD HH:mm` that exists: a wall-clock minute on the company's calendar. */
export const MINUTE_RE = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d$/
export const isMinute = (v: string): boolean => {
  const m = MINUTE_RE.exec(v)
  if (!m) return false
  const d = new Date(`${m[1]}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === m[1]
}
/** A minute as a date field sends it (`T` or a space before the time); `msgKey` names the refusal. */
export const minuteSchema = (msgKey: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace('T', ' ').slice(0, 16))
    .refine(isMinute, { message: 'YYYY-MM-DD HH:mm', params: { msgKey } })

export const optInstant = z.preprocess(
  (v) => (v === '' ? null : v),
  z.iso.datetime({ offset: true }).max(INSTANT_MAX).nullish(),
)
/** A code (a permission, a form field): a letter, then letters, digits and `_`. */
export const reqCode = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/)

/**
 * What a failed cross-field check (`.refine(check, issueAt(...))`) reports: the field it marks, its
 * message, and the server text (`msgKey`) shown for it.
 */
export const issueAt = (field: string, message: string, msgKey: string) => ({
  path: [field],
  message,
  params: { msgKey },
})

// ---- Groups joined: the answers' typed groups (`answers.ts`) and those below ----

type Merged<P extends unknown[]> = P extends [infer H, ...infer T] ? H & Merged<T> : unknown
/**
 * One shape of several groups of fields, for `z.object(...)` and `.extend(...)`. Instead of a spread
 * (`{ ...strings('id') }`) at module level, which the web bundler keeps even unused, and zod with it.
 */
export const fields = <P extends z.ZodRawShape[]>(...parts: P) => Object.assign({}, ...parts) as Merged<P>

// ---- What a client sends: groups every content entity repeats ----

/** A text with its optional English version: `{ key: zh(max), keyEn: optText(max) }`. */
export const bilingual = <K extends string, T extends z.ZodType = ReturnType<typeof optText>>(
  key: K,
  max: number,
  zh: (max: number) => T = optText as unknown as (max: number) => T,
) =>
  ({ [key]: zh(max), [`${key}En`]: optText(max) }) as { [P in K]: T } & {
    [P in `${K}En`]: ReturnType<typeof optText>
  }
/** '1' published (or open, enabled), '0' not. */
export const publishedFlag = z.enum(['0', '1']).optional()
/** A back-office list's query: the page, a search box and the published filter. */
export const publishedPageQuerySchema = pageQuerySchema.extend({ searchKey, published: publishedFlag })
