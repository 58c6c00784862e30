/**
 * Writing code as the project's formatter (biome.json: 2 spaces, single quotes, no semicolons, lines
 * of 110) prints it, so that a generated file passes the lint as it is. Objects are always written
 * expanded (the formatter keeps an object whose first key starts a new line); lists, imports and
 * calls are written on one line when they fit and one item a line when they do not, as it does.
 */

export const WIDTH = 110

/** A string literal as the formatter prints it: single quotes, unless the text holds more of those. */
export function str(text: string): string {
  const singles = (text.match(/'/g) ?? []).length
  const doubles = (text.match(/"/g) ?? []).length
  const q = singles > doubles ? '"' : "'"
  const body = text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(new RegExp(q, 'g'), `\\${q}`)
  return `${q}${body}${q}`
}

/** An object key as the formatter prints it: bare when it is an identifier, else quoted. */
export const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : str(name))

/** A comment's text on one line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/\*\//g, '* /')

/**
 * The order the formatter sorts names in (`organizeImports`): letters compared without case, except
 * that at the first letter differing only in case the upper-case one comes first.
 */
export function compareNames(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const x = a[i]!
    const y = b[i]!
    if (x === y) continue
    const lx = x.toLowerCase()
    const ly = y.toLowerCase()
    if (lx !== ly) return lx < ly ? -1 : 1
    return x < y ? -1 : 1
  }
  return a.length - b.length
}

/** One import: named specifiers (`type X` for types) from `from`, sorted, wrapped when too long. */
export interface Import {
  from: string
  names?: string[]
  /** `import type { … }`. */
  typeOnly?: boolean
  /** `import X from` */
  default?: string
  /** `import 'x'` */
  bare?: boolean
}

const specName = (s: string) => s.replace(/^type /, '')

export function importLine(i: Import): string {
  if (i.bare) return `import ${str(i.from)}`
  let names = [...new Set(i.names ?? [])].sort((a, b) => compareNames(specName(a), specName(b)))
  // Only types: \`import type { … }\`, as the lint wants it.
  if (names.length && !i.default && !i.typeOnly && names.every((n) => n.startsWith('type ')))
    return importLine({ ...i, typeOnly: true, names: names.map(specName) })
  if (i.typeOnly) names = names.map(specName)
  const head = `import ${i.typeOnly ? 'type ' : ''}`
  const def = i.default ? `${i.default}${names.length ? ', ' : ''}` : ''
  const tail = ` from ${str(i.from)}`
  const one = names.length ? `${head}${def}{ ${names.join(', ')} }${tail}` : `${head}${i.default}${tail}`
  if (one.length <= WIDTH || !names.length) return one
  return `${head}${def}{\n${names.map((n) => `  ${n},`).join('\n')}\n}${tail}`
}

/**
 * Where the formatter puts an import: packages (node: first, then by name), then parents (`../`,
 * farther first), then `./`; by source within each.
 */
function importRank(from: string): [number, number] {
  if (from.startsWith('node:')) return [0, 0]
  if (!from.startsWith('.')) return [1, 0]
  if (from.startsWith('./')) return [3, 0]
  const ups = from.match(/\.\.\//g)?.length ?? 0
  return [2, -ups]
}

/** The file's imports, sorted and merged by source, one statement each. */
export function imports(list: Import[]): string {
  const bySource = new Map<string, Import>()
  const keyOf = (i: Import) => `${i.from}\u0000${i.bare ? 'b' : ''}`
  // Type-only imports join the others of their source as \`type X\` (one statement per source).
  const plain = list.map((i) =>
    i.typeOnly ? { ...i, typeOnly: false, names: (i.names ?? []).map((n) => `type ${specName(n)}`) } : i,
  )
  for (const i of plain) {
    const k = keyOf(i)
    const had = bySource.get(k)
    if (had)
      bySource.set(k, {
        ...had,
        names: [...(had.names ?? []), ...(i.names ?? [])],
        default: had.default ?? i.default,
      })
    else bySource.set(k, { ...i, names: [...(i.names ?? [])] })
  }
  const sorted = [...bySource.values()].sort((a, b) => {
    const [ra, sa] = importRank(a.from)
    const [rb, sb] = importRank(b.from)
    if (ra !== rb) return ra - rb
    if (sa !== sb) return sa - sb
    const c = compareNames(a.from, b.from)
    if (c) return c
    return (a.typeOnly ? 1 : 0) - (b.typeOnly ? 1 : 0)
  })
  return sorted.map(importLine).join('\n')
}

/**
 * `open` + items + `close` on one line at `indent` when it fits (with `after` following it), else one
 * item a line with a trailing comma (`trailing` false for call arguments whose last item is a
 * function, as the formatter hugs those; not used here).
 */
export function list(indent: number, open: string, items: string[], close: string, after = ''): string {
  const one = `${open}${items.join(', ')}${close}`
  if (indent + one.length + after.length <= WIDTH && !items.some((i) => i.includes('\n'))) return one
  const items_ = items.map((i) => `${indentBy(indent + 2, i)},`)
  return `${open.trimEnd()}\n${items_.join('\n')}\n${' '.repeat(indent)}${close.trimStart()}`
}

/** `text` with every line but blank ones indented by `n` (its first line too). */
const indentBy = (n: number, text: string) =>
  text
    .split('\n')
    .map((l) => (l ? ' '.repeat(n) + l : l))
    .join('\n')

/**
 * A JSX element at `indent`: its opening tag on one line when it fits, else one attribute a line;
 * children (already indented for `indent + 2`) each on their own lines. An attribute over several
 * lines has its later lines indented already (for `indent + 2`).
 */
export function jsx(indent: number, tag: string, attrs: string[], children: string[] = []): string {
  const pad = ' '.repeat(indent)
  const end = children.length ? '>' : ' />'
  const one = `${pad}<${[tag, ...attrs].join(' ')}${end}`
  const open =
    one.length <= WIDTH && !attrs.some((a) => a.includes('\n'))
      ? one
      : `${pad}<${tag}\n${attrs.map((a) => `${pad}  ${a}`).join('\n')}\n${pad}${end.trim()}`
  if (!children.length) return open
  return `${open}\n${children.join('\n')}\n${pad}</${tag.replace(/<.*$/, '')}>`
}

/** A method chain: `head.a().b()` on one line when it fits at `indent`, else one call a line. */
export function chain(indent: number, head: string, calls: string[], prefix = ''): string {
  const one = `${prefix}${head}${calls.join('')}`
  if (indent + one.length <= WIDTH && !calls.some((c) => c.includes('\n'))) return one
  const pad = ' '.repeat(indent + 2)
  return `${prefix}${head}\n${calls.map((c) => `${pad}${c}`).join('\n')}`
}

/** Lines indented by `n` spaces (blank lines stay empty). */
export const indent = indentBy

/**
 * `head value` at `indent` (a property `key:`, an arrow `… =>`), then `end`; the value on the next
 * line, indented, when the whole does not fit.
 */
export function prop(indent: number, head: string, value: string, end = ','): string {
  const pad = ' '.repeat(indent)
  const one = `${pad}${head} ${value}${end}`
  // A property whose key is shorter than the indent plus 3 never breaks after its colon for a string.
  const shortKey = head.endsWith(':') && head.length - 1 < 5 && /^['"]/.test(value)
  if (one.length <= WIDTH || value.includes('\n') || shortKey) return one
  return `${pad}${head}\n${pad}  ${value}${end}`
}

/** A function's head `head(params)tail` at `indent`: the parameters one a line when they do not fit. */
export const signature = (indent: number, head: string, params: string[], tail: string) =>
  `${' '.repeat(indent)}${list(indent, `${head}(`, params, ')', tail)}${tail}`
