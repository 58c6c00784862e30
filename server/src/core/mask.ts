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
/** Paths in an answer (`a.b`, `list.*.field`) and what each holds. */
export type SensitiveFields = Readonly<Record<string, Sensitive>>

/** An ID number keeps its first and last three characters; a phone its first three and last four. */
const KEEP: Record<Sensitive, [number, number]> = { idNo: [3, 3], phone: [3, 4] }

export function maskValue(kind: Sensitive, v: string): string {
  const [head, tail] = KEEP[kind]
  if (v.length <= head + tail) return '*'.repeat(v.length)
  return `${v.slice(0, head)}${'*'.repeat(v.length - head - tail)}${v.slice(-tail)}`
}

function maskAt(node: unknown, path: readonly string[], kind: Sensitive): void {
  if (node === null || typeof node !== 'object') return
  const [head, ...rest] = path
  if (head === undefined) return
  if (head === '*') {
    if (Array.isArray(node)) for (const item of node) maskAt(item, rest, kind)
    return
  }
  const rec = node as Record<string, unknown>
  if (!Object.hasOwn(rec, head)) return
  if (rest.length) maskAt(rec[head], rest, kind)
  else if (typeof rec[head] === 'string' && rec[head]) rec[head] = maskValue(kind, rec[head])
}

/** Masks (in place) the declared fields of `answer` hidden from the user under `menuCode`. */
export async function maskFor<T extends object>(
  db: Kysely<DB>,
  user: AuthUser,
  menuCode: string,
  fields: SensitiveFields,
  answer: T,
): Promise<T> {
  const hidden = new Set(await hiddenFields(db, user, menuCode))
  if (!hidden.size) return answer
  for (const [path, kind] of Object.entries(fields)) {
    const segs = path.split('.')
    if (hidden.has(segs[segs.length - 1]!)) maskAt(answer, segs, kind)
  }
  return answer
}

/**
 * A list's rows under the field rule: a hidden field is left out, unless the list declares it
 * `masked` (it shows masked then). In place; the rows must be the caller's own copies.
 */
export function maskOrStrip<T extends object>(
  records: T[],
  hidden: readonly string[],
  masked: SensitiveFields = {},
): T[] {
  for (const r of records as Record<string, unknown>[])
    for (const f of hidden) {
      const kind = masked[f]
      if (!kind) delete r[f]
      else if (typeof r[f] === 'string' && r[f]) r[f] = maskValue(kind, r[f])
    }
  return records
}
