/**
 * Button permission (spec §6): one code or a list; 'or' (default) wants any, 'and' wants all.
 * False without a code list or without a code.
 */
export function hasPerm(
  buttonCodeList: readonly string[] | null | undefined,
  code: string | readonly string[] | null | undefined,
  mode: 'or' | 'and' = 'or',
): boolean {
  if (!buttonCodeList || !code) return false
  const codes = typeof code === 'string' ? [code] : code
  if (codes.length === 0) return false
  const held = new Set(buttonCodeList)
  return mode === 'and' ? codes.every((c) => held.has(c)) : codes.some((c) => held.has(c))
}

/** Route permission as declared on the server: anyone, any logged-in user, or a button code. */
export type RoutePermission = 'public' | 'login' | 'superAdmin' | { button: string } | { menu: string }
