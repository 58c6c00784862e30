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
