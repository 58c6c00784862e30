/**
 * JSON for answers. What the caches share (memoised pages, menus, code lists) is frozen when it is
 * made; a frozen object or array cannot change, so its JSON is made once and reused by every answer
 * that carries it. Everything else is `JSON.stringify` as usual.
 */
const made = new WeakMap<object, string>()

/** Freezes a value and everything in it: it may then be shared by answers and serialised once. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

function frozenJson(value: object): string {
  let text = made.get(value)
  if (text === undefined) {
    text = JSON.stringify(value)
    made.set(value, text)
  }
  return text
}

/**
 * Like `JSON.stringify(value)` for plain data (no `toJSON`, functions or symbols inside), but a
 * frozen part within the first `depth` levels is taken from the made-once cache.
 */
export function toJson(value: unknown, depth = 3): string {
  if (!value || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Object.isFrozen(value)) return frozenJson(value)
  if (depth === 0 || typeof (value as { toJSON?: unknown }).toJSON === 'function')
    return JSON.stringify(value)
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : toJson(v, depth - 1))).join(',')}]`
  let out = ''
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue
    out += `${out ? ',' : ''}${JSON.stringify(k)}:${toJson(v, depth - 1)}`
  }
  return `{${out}}`
}
