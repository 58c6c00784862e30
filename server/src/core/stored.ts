/** The fields of `B` named `K`, as a table stores them: an optional field left out is null. */
export type Stored<B, K extends keyof B> = {
  [P in K]-?: undefined extends B[P] ? Exclude<B[P], undefined> | null : B[P]
}

/**
 * The columns a validated body fills as they are: the `fields` named, each one the form left out
 * stored as null (a column is never left to its default by a form that omits it).
 */
export function stored<B extends object, K extends keyof B>(body: B, fields: readonly K[]): Stored<B, K> {
  return Object.fromEntries(fields.map((f) => [f, body[f] ?? null])) as Stored<B, K>
}
