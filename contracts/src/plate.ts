import { z } from 'zod'

/**
 * Mainland licence plates (GA 36-2018), shared by the server's schemas and the web's plate keyboard.
 * A plate is one of a few shapes, each a list of the characters allowed at each position. The same
 * shapes answer "is this a plate" and "which keys may come next", so the keyboard cannot type a
 * plate the server would refuse.
 */

/** The provinces' abbreviations, in the order keyboards show them. */
export const PLATE_PROVINCES = [
  ...'京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼',
] as readonly string[]
/** Letters used on plates: I and O never are (they read as 1 and 0). */
export const PLATE_LETTERS = [...'ABCDEFGHJKLMNPQRSTUVWXYZ'] as readonly string[]
export const PLATE_DIGITS = [...'0123456789'] as readonly string[]
/** Last characters of special plates: police, coach, trailer, Hong Kong, Macau, consulate. */
export const PLATE_SUFFIXES = ['警', '学', '挂', '港', '澳', '领'] as const
/** An embassy plate starts with 使 instead of a province. */
export const PLATE_EMBASSY = '使'
/** Every Chinese character a plate may hold, as the keyboard's first page shows them. */
export const PLATE_HANZI = [...PLATE_PROVINCES, PLATE_EMBASSY, ...PLATE_SUFFIXES] as readonly string[]

export const PLATE_LENGTH = 7
export const PLATE_NEW_ENERGY_LENGTH = 8

const set = (chars: Iterable<string>) => new Set(chars)
const P = set(PLATE_PROVINCES)
const L = set(PLATE_LETTERS)
const D = set(PLATE_DIGITS)
const X = set([...PLATE_LETTERS, ...PLATE_DIGITS])
/**
 * The third character of a small new-energy plate: D or F at first, and since the series ran out,
 * A B C E (pure electric, like D) and G H J K (other new energy, like F).
 */
const SMALL_NEW_ENERGY = set('ABCDEFGHJK')

export type PlateKind = 'ORDINARY' | 'SPECIAL' | 'HK_MACAU' | 'EMBASSY' | 'NEW_ENERGY'

const SHAPES: { kind: PlateKind; at: Set<string>[] }[] = [
  { kind: 'ORDINARY', at: [P, L, X, X, X, X, X] },
  { kind: 'SPECIAL', at: [P, L, X, X, X, X, set('警学挂领')] },
  // Hong Kong and Macau cars crossing into Guangdong: 粤Z only.
  { kind: 'HK_MACAU', at: [set('粤'), set('Z'), X, X, X, X, set('港澳')] },
  // 使, the embassy's three digits, the car's three.
  { kind: 'EMBASSY', at: [set(PLATE_EMBASSY), D, D, D, D, D, D] },
  // Small new-energy cars: the series letter, a letter or digit, then four digits.
  { kind: 'NEW_ENERGY', at: [P, L, SMALL_NEW_ENERGY, X, D, D, D, D] },
  // Large new-energy vehicles: five digits, then D or F.
  { kind: 'NEW_ENERGY', at: [P, L, D, D, D, D, D, set('DF')] },
]

const fits = (chars: string[], at: Set<string>[]) =>
  chars.length <= at.length && chars.every((c, i) => at[i]!.has(c))

/** Spaces, dots and hyphens dropped, letters upper-cased: as plates are stored and compared. */
export const normalizePlate = (plate: string): string => plate.replace(/[\s·•.-]/g, '').toUpperCase()

/** What kind of plate `plate` is, or null when it is none. */
export function plateKind(plate: string): PlateKind | null {
  const chars = [...plate]
  return SHAPES.find((s) => s.at.length === chars.length && fits(chars, s.at))?.kind ?? null
}

export const isPlate = (plate: string): boolean => plateKind(plate) !== null

/** Whether `prefix` can still become a plate (the empty one can). */
export const isPlatePrefix = (prefix: string): boolean => {
  const chars = [...prefix]
  return SHAPES.some((s) => fits(chars, s.at))
}

/** The characters that may follow `prefix` (none once it cannot grow). */
export function plateNextChars(prefix: string): Set<string> {
  const chars = [...prefix]
  const next = new Set<string>()
  for (const s of SHAPES)
    if (chars.length < s.at.length && fits(chars, s.at)) for (const c of s.at[chars.length]!) next.add(c)
  return next
}

/** A plate as a form sends it: normalised, then checked. */
export const plateSchema = z.preprocess(
  (v) => (typeof v === 'string' ? normalizePlate(v) : v),
  z.string().refine(isPlate, { message: 'plate', params: { msgKey: 'plateInvalid' } }),
)
