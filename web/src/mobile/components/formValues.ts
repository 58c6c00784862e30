import type { Staff } from './StaffField'

/** The form's values with texts trimmed; with `dropEmpty`, empty ones left out (the server's default then holds). */
export function trimmed(o: object, dropEmpty = false): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(o)
      .filter(([, v]) => !dropEmpty || (v !== undefined && v !== null && v !== ''))
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  )
}

/** A picked staff member as the server keeps one: `<key>UserId` and `<key>Name`. */
export const staffOut = (key: string, s: Staff | null | undefined): Record<string, string> =>
  s ? { [`${key}UserId`]: s.id, [`${key}Name`]: s.name } : {}

/** A saved form's `<key>UserId` and `<key>Name` back into the picker's value; the rest as it was. */
export function staffIn<V>(form: Record<string, unknown>, key: string): [V, Staff | null] {
  const { [`${key}UserId`]: id, [`${key}Name`]: name, ...rest } = form
  const picked = rest[key] as Staff | null | undefined
  return [
    rest as V,
    picked ?? (typeof id === 'string' && id ? { id, name: typeof name === 'string' ? name : id } : null),
  ]
}
