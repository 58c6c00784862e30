import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { grantedFields } from './fieldPerm.js'
import type { AuthUser } from './session.js'

/**
 * One masking rule for what identifies a person (ID numbers of any document, phone numbers) in
 * staff answers: applied on the server, so the full value never reaches a page that should not
 * show it. A page declares where such values sit in its answer (`persons.*.idCard`); the last
 * segment is the FIELD resource code under the page's menu that lifts the mask (the super admin
 * holds them all). The applicant's own answers are never masked.
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

/** Masks (in place) the declared fields of `answer` the user was not granted under `menuCode`. */
export async function maskFor<T extends object>(
  db: Kysely<DB>,
  user: AuthUser,
  menuCode: string,
  fields: SensitiveFields,
  answer: T,
): Promise<T> {
  const granted = await grantedFields(db, user, menuCode)
  if (granted === 'all') return answer
  for (const [path, kind] of Object.entries(fields)) {
    const segs = path.split('.')
    if (!granted.has(segs[segs.length - 1]!)) maskAt(answer, segs, kind)
  }
  return answer
}
