import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { hiddenFields } from './fieldPerm.js'
import type { AuthUser } from './session.js'

/**
 * One masking rule for what identifies a person (ID numbers of any document, phone numbers) in
 * staff answers: applied on the server, so the full value never reaches a page that should not
 * show it. A page declares where such values sit in its answer (`persons.*.idCard`); the last
 * segment is the FIELD resource code under the page's menu that lifts the mask (the super admin
 * holds them all). It is the field rule of `core/fieldPerm.ts` with one difference: a sensitive
 * field the user is not granted comes masked instead of left out (a list declares them as
 * `masked`, and they are refused as filters and searches like any hidden field). The applicant's
 * own answers are never masked.
 */
export type Sensitive = 'idNo' | 'phone'
/**
 * Paths in an answer (`a.b`, `list.*.field`) and what each holds; the field that lifts the mask is
 * the path's last segment, or the one named (`{ kind: 'phone', field: 'phone' }` for `driverPhone`).
 */
export type SensitiveFields = Readonly<Record<string, Sensitive | { kind: Sensitive; field: string }>>

/** What a declared path holds and the field that lifts its mask. */
function entryOf(path: string, v: SensitiveFields[string]): { kind: Sensitive; field: string } {
  return typeof v === 'string' ? { kind: v, field: path.slice(path.lastIndexOf('.') + 1) } : v
}

/** The declared paths whose field is hidden (a list refuses them as filters and searches). */
export function hiddenPaths(fields: SensitiveFields, hidden: readonly string[]): string[] {
  return Object.entries(fields)
    .filter(([path, v]) => hidden.includes(entryOf(path, v).field))
    .map(([path]) => path)
}

/** An ID number keeps its first and last three characters; a phone its first three and last four. */
const KEEP: Record<Sensitive, [number, number]> = { idNo: [3, 3], phone: [3, 4] }

export function maskValue(kind: Sensitive, v: string): string {
  const [head, tail] = KEEP[kind]
  if (v.length <= head + tail) return '*'.repeat(v.length)
  return `${v.slice(0, head)}${'*'.repeat(v.length - head - tail)}${v.slice(-tail)}`
}

/** The values at `path` under `node` (`*` walks a list). */
function valuesAt(node: unknown, path: readonly string[], out: string[]): void {
  if (node === null || typeof node !== 'object') return
  const [head, ...rest] = path
  if (head === undefined) return
  if (head === '*') {
    if (Array.isArray(node)) for (const item of node) valuesAt(item, rest, out)
    return
  }
  const v = (node as Record<string, unknown>)[head]
  if (rest.length) valuesAt(v, rest, out)
  else if (typeof v === 'string' && v) out.push(v)
}

/** Shorter values are not looked for inside other texts (they would match by chance). */
const MIN_COPY = 6

/**
 * Every copy of the values in `answer` masked, in place: whole strings and inside texts (a summary,
 * a title), in nested objects and lists, whatever key holds them.
 */
export function maskCopies<T>(answer: T, values: ReadonlyMap<string, Sensitive>): T {
  if (!values.size) return answer
  const found = [...values].sort(([a], [b]) => b.length - a.length)
  const masked = (text: string) => {
    const whole = values.get(text)
    if (whole) return maskValue(whole, text)
    let out = text
    for (const [v, kind] of found)
      if (v.length >= MIN_COPY && out.includes(v)) out = out.split(v).join(maskValue(kind, v))
    return out
  }
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return masked(node)
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) node[i] = walk(node[i])
      return node
    }
    if (node && typeof node === 'object' && !(node instanceof Date) && !Buffer.isBuffer(node))
      for (const [k, v] of Object.entries(node)) (node as Record<string, unknown>)[k] = walk(v)
    return node
  }
  return walk(answer) as T
}

/**
 * The values of `source` at the declared paths whose field (the path's last segment) is hidden: what
 * must show masked wherever it is copied.
 */
export function hiddenValues(
  source: unknown,
  fields: SensitiveFields,
  hidden: ReadonlySet<string> | readonly string[],
): Map<string, Sensitive> {
  const isHidden = (f: string) => (hidden instanceof Set ? hidden.has(f) : (hidden as string[]).includes(f))
  const out = new Map<string, Sensitive>()
  for (const [path, v] of Object.entries(fields)) {
    const { kind, field } = entryOf(path, v)
    if (!isHidden(field)) continue
    const found: string[] = []
    valuesAt(source, path.split('.'), found)
    for (const value of found) out.set(value, kind)
  }
  return out
}

/**
 * Masks (in place) the declared values hidden from the user under `menuCode`, and every copy of
 * them in `answer`. `sources` are where the declared paths are read (the answer itself by default;
 * also the stored row with its parsed form when the answer is built from one).
 */
export async function maskFor<T extends object>(
  db: Kysely<DB>,
  user: AuthUser,
  menuCode: string,
  fields: SensitiveFields,
  answer: T,
  sources: readonly unknown[] = [answer],
): Promise<T> {
  if (!Object.keys(fields).length) return answer
  const hidden = new Set(await hiddenFields(db, user, menuCode))
  if (!hidden.size) return answer
  const values = new Map<string, Sensitive>()
  for (const source of sources)
    for (const [v, kind] of hiddenValues(source, fields, hidden)) values.set(v, kind)
  return maskCopies(answer, values)
}

/**
 * A list's rows under the field rule: a hidden field is left out, unless the list declares it
 * `masked` (it shows masked then, and so does any copy of it in the row's other texts). In place;
 * the rows must be the caller's own copies.
 */
export function maskOrStrip<T extends object>(
  records: T[],
  hidden: readonly string[],
  masked: SensitiveFields = {},
): T[] {
  for (const r of records as Record<string, unknown>[]) {
    maskCopies(r, hiddenValues(r, masked, hidden))
    for (const f of hidden) if (!Object.hasOwn(masked, f)) delete r[f]
  }
  return records
}
