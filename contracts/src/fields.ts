import { z } from 'zod'
import { EMAIL_RE, PHONE_RE } from './validation.js'

/** Empty strings from forms mean "not given". */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

/** An optional text field: trimmed, at most `max` characters, '' and null mean none. */
export const optText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max).nullish())
export const reqText = (max: number) => z.string().trim().min(1).max(max)
export const optPhone = z.preprocess(emptyToNull, z.string().trim().regex(PHONE_RE).nullish())
export const optEmail = z.preprocess(emptyToNull, z.string().trim().max(128).regex(EMAIL_RE).nullish())
export const optId = z.preprocess(emptyToNull, z.string().min(1).max(64).nullish())
export const sortCode = z.number().int().min(0).max(999_999).default(0)
/** A search box: trimmed, at most 64 characters. */
export const searchKey = z.string().trim().max(64).optional()
