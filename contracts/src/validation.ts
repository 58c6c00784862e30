/** Validation rules of spec §5, shared by the server's schemas and the web's forms. */

/** 11 digits: 13x, 14[5,7,9,4], 15[^4], 166, 17[0135678], 18x, 198, 199. */
export const PHONE_RE = /^(?:13\d|14[4579]|15[0-35-9]|166|17[0135678]|18\d|19[89])\d{8}$/
/** Letters, digits, `_` or `-` (and `.`/`+` before the @, which real addresses use); at least one dot segment. */
export const EMAIL_RE = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/
export const ALNUM_RE = /^[A-Za-z0-9]+$/
export const DIGITS_RE = /^\d+$/
export const NO_HYPHEN_RE = /^[^-]*$/
export const NO_LEADING_SLASH_RE = /^(?!\/)/

/**
 * Limits shared by the schemas and the web's inputs. They live here, beside the patterns, and not
 * with the schema helpers (`fields.ts`): the web imports them without any zod call coming along.
 */
/** A phone number's length (PHONE_RE: 11 digits). */
export const PHONE_LENGTH = 11
/** Longest e-mail address accepted. */
export const EMAIL_MAX = 128
/** Largest sort code. */
export const SORT_CODE_MAX = 999_999
/** Longest search text. */
export const SEARCH_KEY_MAX = 64
/** The usual lengths of a record's name, code and remark. */
export const NAME_MAX = 64
export const CODE_MAX = 64
export const REMARK_MAX = 255

export const isPhone = (v: string) => PHONE_RE.test(v)
export const isEmail = (v: string) => EMAIL_RE.test(v)

/** Display width counting characters above code 128 as 2 (spec §5, ellipsis text). */
export function textWidth(text: string): number {
  let w = 0
  for (const ch of text) w += (ch.codePointAt(0) ?? 0) > 128 ? 2 : 1
  return w
}

/** A calendar day 'YYYY-MM-DD' that exists (years 1900–2199). */
export function isDay(value: string): boolean {
  const m = /^(19\d\d|2[01]\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.exec(value)
  if (!m) return false
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDate() === Number(m[3])
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/**
 * A unified social credit code (GB 32100-2015): 18 characters of `0-9A-Y` without I, O, S, V and Z,
 * the last one the check character of the first 17 (weights 3^i mod 31).
 */
export function isCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false
  let sum = 0
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(value[i]!) * CREDIT_WEIGHTS[i]!
  return CREDIT_CHARS[(31 - (sum % 31)) % 31] === value[17]
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]

/**
 * A resident ID-card number (GB 11643-1999): 17 digits whose 7th–14th are a real birth date, then
 * the check character (ISO 7064 MOD 11-2, `X` for 10).
 */
export function isIdCard(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false
  const birth = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`
  if (!isDay(birth)) return false
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * ID_WEIGHTS[i]!
  return '10X98765432'[sum % 11] === value[17]
}
