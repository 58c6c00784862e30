import type { PageResult } from '@portal/contracts'
import { type CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely'
import type { DB } from '../db/schema.js'
import { ORG_TREE_MEMO } from './dataScope.js'
import { AppError } from './errors.js'
import { fieldsMemo, guardFields, hiddenFields } from './fieldPerm.js'
import { deepFreeze } from './json.js'
import { hiddenPaths, maskOrStrip, type SensitiveFields } from './mask.js'
import { type MemoEntry, memo, memoEntry, shortKey, stillFresh, tablesOf } from './memo.js'
import { anyFieldMatch, dialectOf, fieldMatch, type SearchField } from './search.js'
import type { AuthUser } from './session.js'
import { SETTINGS_MEMO } from './settings.js'

/**
 * The one list pattern of every paged endpoint (`docs/decisions.md`, "Lists"):
 * - orders come from an allow-list read as own entries only, each served by a named index;
 * - `searchKey` and per-field search parameters go through `core/search.ts`;
 * - fields the caller is not granted are neither shown, filtered, sorted nor searched;
 * - the count is memoised a few seconds (`core/memo.ts`) and decides the plan: when most rows
 *   match, SQLite is told to walk the order's index instead of sorting what a filter index found;
 * - deep pages read only keys for what they skip, then the page's rows by key;
 * - append-only tables page by keyset (`after` = the key of the last row seen).
 */

export type Dir = 'asc' | 'desc'
/** An order: columns (ascending unless `[col, 'desc']`), the last one unique, and its index. */
export interface Order {
  by: ReadonlyArray<string | readonly [string, Dir]>
  index: string
}

export interface ListSpec {
  /** The base table (snake_case) and its alias in the query. */
  table: string
  alias: string
  /** Unique key column, `alias.id`. */
  key: string
  order: Order
  /** Allowed `sortField` values. */
  sort?: Record<string, Order>
  /**
   * Searchable fields: `searchKey` matches any of them, and a query parameter named like one
   * filters on it alone.
   */
  search?: Record<string, SearchField>
  /** The MENU code whose FIELD resources may hide fields of this list. */
  fieldMenu?: string
  /** Hidden fields that show masked rather than left out (ID and phone numbers: `core/mask.ts`). */
  masked?: SensitiveFields
  /** Append-only table: `after` continues after that key in the default order. */
  keyset?: boolean
}

interface Prepared {
  cols: Array<[string, Dir]>
  index: string
}
export interface List {
  id: number
  spec: ListSpec
  order: Prepared
  /** A Map, so that `constructor` or `__proto__` is just an unknown name. */
  sort: ReadonlyMap<string, Prepared>
  search: ReadonlyMap<string, SearchField>
}

const prepare = (o: Order): Prepared => ({
  cols: o.by.map((c) => (typeof c === 'string' ? [c, 'asc'] : [c[0], c[1]]) as [string, Dir]),
  index: o.index,
})

/** Every list defined (a test checks that each order's index exists). */
export const lists: List[] = []

/** Checks and prepares a list's description once, at module load. */
export function defineList(spec: ListSpec): List {
  const order = prepare(spec.order)
  if (spec.keyset && new Set(order.cols.map(([, d]) => d)).size > 1)
    throw new Error(`${spec.table}: a keyset order must have one direction`)
  const list = {
    id: lists.length,
    spec,
    order,
    sort: new Map(Object.entries(spec.sort ?? {}).map(([name, o]) => [name, prepare(o)])),
    search: new Map(Object.entries(spec.search ?? {})),
  }
  lists.push(list)
  return list
}

export interface ListQuery {
  current: number
  size: number
  sortField?: string
  sortOrder?: string
  searchKey?: string
  after?: string
  [param: string]: unknown
}

// biome-ignore lint/suspicious/noExplicitAny: a list runs over any table of any schema
type Query = SelectQueryBuilder<any, any, any>

/** From here on a page's first rows are found by key before the rows are read. */
const DEEP_OFFSET = 200

export interface Filtered<Q> {
  /** The query with search applied (for exports and lookups beyond a page). */
  query: Q
  hidden: readonly string[]
}

/**
 * Applies the field rule and the search parameters to `filtered`: refuses filters and sorts on
 * fields the caller may not see, and leaves those fields out of `searchKey`.
 */
export async function filterList<Q extends Query>(
  // biome-ignore lint/suspicious/noExplicitAny: any schema
  db: Kysely<any>,
  user: AuthUser | null,
  list: List,
  params: { searchKey?: string; sortField?: string },
  filtered: Q,
): Promise<Filtered<Q>> {
  const query = params as Record<string, unknown>
  const hidden = list.spec.fieldMenu && user ? await hiddenFields(db, user, list.spec.fieldMenu) : []
  // A masked column is hidden by the field that lifts its mask, whatever the column's name.
  const unseen = [...hidden, ...hiddenPaths(list.spec.masked ?? {}, hidden)]
  guardFields(unseen, query)
  let q = filtered
  const key = typeof query.searchKey === 'string' ? query.searchKey.trim() : ''
  if (key) {
    const fields = [...list.search].filter(([name]) => !unseen.includes(name)).map(([, f]) => f)
    q = q.where(anyFieldMatch(db, fields, key)) as Q
  }
  for (const [name, f] of list.search) {
    const v = Object.hasOwn(query, name) ? query[name] : undefined
    if (typeof v === 'string' && v.trim()) q = q.where(fieldMatch(db, f, v.trim())) as Q
  }
  return { query: q, hidden }
}

function pickOrder(list: List, query: ListQuery): Prepared {
  let order = list.order
  if (query.sortField) {
    const named = list.sort.get(query.sortField)
    if (!named) {
      const sortFields = [...list.sort.keys()]
      throw new AppError(
        400,
        'sortFieldUnknown',
        { field: String(query.sortField).slice(0, 64), allowed: sortFields.join(', ') },
        { sortFields },
      )
    }
    order = named
  }
  if (String(query.sortOrder ?? '').toUpperCase() !== 'DESCEND') return order
  return { ...order, cols: order.cols.map(([c, d]) => [c, d === 'asc' ? 'desc' : 'asc']) }
}

const orderBy = (q: Query, cols: Array<[string, Dir]>) => cols.reduce((acc, [c, d]) => acc.orderBy(c, d), q)

const keyOf = (c: CompiledQuery) => shortKey(`${c.sql}\u0000${JSON.stringify(c.parameters)}`)

const tablesBySql = new Map<string, string[]>()
function tablesOfCompiled(c: CompiledQuery): string[] {
  let t = tablesBySql.get(c.sql)
  if (!t) {
    t = tablesOf(c.query)
    if (tablesBySql.size > 5_000) tablesBySql.clear()
    tablesBySql.set(c.sql, t)
  }
  return t
}

/** The tables a view's compiled page reads (its joins), by view. */
const viewTablesById = new Map<number, string[]>()
function viewTables(view: { id: number }, c: CompiledQuery): string[] {
  let t = viewTablesById.get(view.id)
  if (!t) {
    t = tablesOf(c.query)
    viewTablesById.set(view.id, t)
  }
  return t
}

/** A list's base table under its alias, as `db.selectFrom('sysUser as u')` gives it. */
// biome-ignore lint/complexity/noBannedTypes: Kysely's type of a query that selects nothing yet
export type From<T extends keyof DB, A extends string> = SelectQueryBuilder<DB & { [K in A]: DB[T] }, A, {}>

/** The joins and columns a list shows; made once per module, so compiled pages can be reused. */
export interface View<Q, O> {
  id: number
  // biome-ignore lint/suspicious/noExplicitAny: the joins it adds are the view's own
  select: (q: Q) => SelectQueryBuilder<any, any, O>
}
let views = 0
// biome-ignore lint/suspicious/noExplicitAny: the joins it adds are the view's own
export function listView<Q, O>(select: (q: Q) => SelectQueryBuilder<any, any, O>): View<Q, O> {
  return { id: ++views, select }
}

/**
 * Page queries compiled before, by everything they depend on but limit and offset: building and
 * compiling a query costs about as much as running it on SQLite.
 */
const compiled = new Map<string, CompiledQuery>()

function pageQuery(key: string, build: () => Query, limit: number, offset: number): CompiledQuery {
  const hit = compiled.get(key)
  if (hit) return { ...hit, parameters: [...hit.parameters.slice(0, -2), limit, offset] }
  const c = build().compile()
  const n = c.parameters.length
  // Only a query whose last two parameters are its limit and offset is kept.
  if (n >= 2 && c.parameters[n - 2] === limit && c.parameters[n - 1] === offset) {
    if (compiled.size >= 2_000) compiled.delete(compiled.keys().next().value as string)
    compiled.set(key, c)
  }
  return c
}

/**
 * `indexed by` after the list's table when `walk`: the SQLite planner would otherwise prefer a
 * filter's index (the organisation, the search) and sort every match for one page.
 */
function hinted(sqlText: string, list: List, index: string, walk: boolean): string | undefined {
  if (!walk) return undefined
  const from = `from "${list.spec.table}" as "${list.spec.alias}"`
  const at = sqlText.indexOf(from)
  if (at < 0 || sqlText.indexOf(from, at + 1) >= 0) return undefined
  const end = at + from.length
  return `${sqlText.slice(0, end)} indexed by "${index}"${sqlText.slice(end)}`
}

/**
 * A list's filtered query, made only when needed: a first page asked again with the same
 * parameters by the same session is answered without building or compiling anything.
 */
export interface Deferred<Q> {
  /** What else than the caller and the query parameters shapes `build` (e.g. which scope). */
  variant: string
  build: () => Promise<Q>
}

/** Memos besides a list's own that a `build` may read: they bound an answer's life too. */
const SHARED_MEMOS = [ORG_TREE_MEMO, SETTINGS_MEMO]

interface Answer {
  deps: Array<readonly [string, MemoEntry | undefined]>
  result: PageResult<unknown>
}
const answers = new WeakMap<object, Map<string, Answer>>()
/**
 * A number per session user object: it is replaced when the session's grants or user change, so
 * an answer made for the old one is never given to the new.
 */
const callers = new WeakMap<AuthUser, number>()
let lastCaller = 0

function callerRef(user: AuthUser | null): string {
  if (!user) return '-'
  let n = callers.get(user)
  if (n === undefined) {
    n = ++lastCaller
    callers.set(user, n)
  }
  return String(n)
}

/**
 * One page of `view` over `filtered`: the base table (aliased as the spec says) with the caller's
 * scope and the list's own filters. With a `Deferred` query the answer is frozen and may be shared:
 * the caller must not change it.
 */
export async function listPage<Q extends Query, O>(
  // biome-ignore lint/suspicious/noExplicitAny: any schema
  db: Kysely<any>,
  user: AuthUser | null,
  list: List,
  query: ListQuery,
  filtered: Q | Deferred<Q>,
  view: View<Q, O>,
): Promise<PageResult<O>> {
  const { spec } = list
  let offset = (query.current - 1) * query.size
  const deferred = 'variant' in filtered ? (filtered as Deferred<Q>) : null
  // A first page made from memos alone is kept while each of them is (`stillFresh`).
  let answerKey: string | undefined
  let deps: Answer['deps'] | undefined
  let store: Map<string, Answer> | undefined
  if (deferred && offset < DEEP_OFFSET && !(spec.keyset && query.after)) {
    store = answers.get(db)
    if (!store) {
      store = new Map()
      answers.set(db, store)
    }
    answerKey = shortKey(
      `${list.id}|${view.id}|${deferred.variant}|${callerRef(user)}|${JSON.stringify(query)}`,
    )
    const hit = store.get(answerKey)
    if (hit && stillFresh(db, hit.deps)) return hit.result as PageResult<O>
    deps = [...SHARED_MEMOS, ...(spec.fieldMenu ? [fieldsMemo(spec.fieldMenu)] : [])].map(
      (k) => [k, memoEntry(db, k)] as const,
    )
  }
  const remember = <V>(key: string, tables: readonly string[], load: () => Promise<V>) => {
    const value = memo(db, key, tables, load)
    deps?.push([key, memoEntry(db, key)])
    return value
  }
  const answer = (result: PageResult<O>) => {
    if (!deferred) return result
    deepFreeze(result)
    if (store && answerKey && deps) {
      if (store.size >= 2_000) store.delete(store.keys().next().value as string)
      store.set(answerKey, { deps, result })
    }
    return result
  }
  const built = deferred ? await deferred.build() : (filtered as Q)
  const { query: q0, hidden } = await filterList(db, user, list, query, built)
  const { cols, index } = pickOrder(list, query)
  const fc = q0.compile()
  const total = await remember(`count:${keyOf(fc)}`, tablesOfCompiled(fc), async () => {
    const c = q0
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .compile()
    return Number((await db.executeQuery<{ total: number | string }>(c)).rows[0]?.total ?? 0)
  })
  const page = { current: query.current, size: query.size, total }
  let q = q0
  let shape = keyOf(fc)
  if (spec.keyset && query.after && !query.sortField) {
    const bound = await keysetBound(db, list, cols, query.after)
    if (bound) {
      q = q.where(bound) as Q
      offset = 0
      shape = keyOf(q.compile())
    }
  }
  if (total === 0 || offset >= total) return answer({ ...page, records: [] })
  // Walking the order's index reads about (offset + size) × rows ÷ total entries; the filter's own
  // index reads `total` rows and sorts them.
  const dialect = dialectOf(db)
  const walk =
    dialect === 'sqlite' &&
    (offset + query.size) *
      // The table's size, roughly and at once: its largest rowid (counting a million rows is not).
      (await remember(`rows:${spec.table}`, [spec.table], async () => {
        const row = await db
          .selectFrom(spec.table)
          .select(sql<number | null>`max(rowid)`.as('n'))
          .executeTakeFirst()
        return Number(row?.n ?? 0)
      })) <
      total * total
  const order = cols.map(([c, d]) => `${c} ${d}`).join(',')
  const tables = tablesOfCompiled(fc)
  let records: O[]
  if (offset < DEEP_OFFSET) {
    const c = pageQuery(
      // A query without parameters reads the same on every engine: the dialect is part of the key.
      `${dialect}|${view.id}|${order}|${walk}|${shape}`,
      () => orderBy(view.select(q), cols).limit(query.size).offset(offset),
      query.size,
      offset,
    )
    const sqlText = hinted(c.sql, list, index, walk)
    // Pages are memoised like counts (5 s, dropped at once by this process's writes to a table the
    // view reads): the same list asked again, by anyone with the same scope, is not read again.
    records = await remember(`page:${keyOf(c)}`, [...tables, ...viewTables(view, c)], async () =>
      deepFreeze((await db.executeQuery<O>(sqlText ? { ...c, sql: sqlText } : c)).rows),
    )
  } else {
    const keyCol = spec.key.slice(spec.key.indexOf('.') + 1)
    // Far into the list, start from the nearest bookmark rather than skip every row before it.
    const mark = await bookmark(db, list, cols, q, keyOf(fc), tables, offset)
    const pageKeys = async (from: Q, skip: number) => {
      const c = orderBy(from.clearSelect().select(spec.key), cols).limit(query.size).offset(skip).compile()
      const sqlText = hinted(c.sql, list, index, walk)
      return (await db.executeQuery<Record<string, string>>(sqlText ? { ...c, sql: sqlText } : c)).rows.map(
        (r) => r[keyCol]!,
      )
    }
    let keys = mark ? await pageKeys(q.where(mark.after) as Q, mark.offset) : await pageKeys(q, offset)
    // A range after a bookmark leaves out NULLs sorted after every value (a nullable column, NULLs
    // last): a page short of what the count promises is read again by offset.
    if (mark && keys.length < Math.min(query.size, total - offset)) keys = await pageKeys(q, offset)
    const rows = keys.length
      ? ((await view
          .select(q.clearWhere() as Q)
          .select(`${spec.key} as listKey`)
          .where(spec.key, 'in', keys)
          .execute()) as Array<O & { listKey?: string }>)
      : []
    const byKey = new Map(rows.map((r) => [r.listKey, r]))
    records = keys.flatMap((k) => {
      const r = byKey.get(k)
      if (!r) return []
      delete r.listKey
      return [r as O]
    })
  }
  // Memoised rows are shared: a caller with hidden fields gets copies without them.
  if (hidden.length) records = records.map((r) => ({ ...r }))
  return answer({ ...page, records: maskOrStrip(records as object[], hidden, spec.masked) as O[] })
}

/** An export's batches under the list's field rule: hidden fields left out, or masked where declared. */
export async function* shownBatches<R extends object>(
  list: List,
  hidden: readonly string[],
  batches: AsyncIterable<R[]>,
): AsyncGenerator<R[]> {
  for await (const b of batches) yield hidden.length ? maskOrStrip(b, hidden, list.spec.masked) : b
}

/** `(c1, c2, …) < (v1, v2, …)` (or `>`) after the row with key `after`, in the default order. */
// biome-ignore lint/suspicious/noExplicitAny: any schema
async function keysetBound(db: Kysely<any>, list: List, cols: Array<[string, Dir]>, after: string) {
  const { spec } = list
  const row = (await db
    .selectFrom(`${spec.table} as ${spec.alias}`)
    .select(cols.map(([c]) => c))
    .where(spec.key, '=', after)
    .executeTakeFirst()) as Record<string, unknown> | undefined
  return row
    ? afterRow(
        cols,
        cols.map(([c]) => row[bare(c)]),
      )
    : null
}

export const bare = (c: string) => c.slice(c.indexOf('.') + 1)

/**
 * The rows after the one whose order columns hold `values`, in the order `cols`: a range on the
 * first column (which the order's index serves) and the exact tie-breaking condition.
 */
export function afterRow(cols: ReadonlyArray<readonly [string, Dir]>, values: unknown[]) {
  // biome-ignore lint/suspicious/noExplicitAny: columns of any schema
  return (eb: any) => {
    const op = (d: Dir) => (d === 'desc' ? '<' : '>')
    const [first, dir] = cols[0]!
    return eb.and([
      eb(first, dir === 'desc' ? '<=' : '>=', values[0]),
      eb.or(
        cols.map(([c, d], i) =>
          eb.and([...cols.slice(0, i).map(([p], j) => eb(p, '=', values[j])), eb(c, op(d), values[i])]),
        ),
      ),
    ])
  }
}

/** Every this many rows of a long list, the order columns of the row are kept as a bookmark. */
const MARK_STEP = 1_000

interface Marks {
  /** `values[j]`: the order columns of the row at offset (j + 1) × MARK_STEP − 1. */
  values: unknown[][]
  /** The rows end before the next bookmark. */
  complete: boolean
  /** Extensions run one after the other, so two deep pages never add the same bookmarks twice. */
  queue: Promise<void>
}

/**
 * Bookmarks live a minute (dropped at once by this process's writes to the tables read): making
 * them walks the list, which at a million rows costs a second. Another process's writes within
 * that minute shift a deep page by the rows added or removed before it; its rows are current.
 */
const MARKS_MS = 60_000

/**
 * The nearest bookmark at or before `offset`, as a condition and the rows left to skip after it.
 * Bookmarks of a filter and order are kept `MARKS_MS` and made as far as a page asks: each list is
 * walked once in that time, not once per deep page. A range leaves out NULLs sorted after the
 * values (PostgreSQL ascending, the others descending): orders with such a column after the first
 * get no bookmarks, and a page short of the count is read again by offset.
 */
async function bookmark(
  // biome-ignore lint/suspicious/noExplicitAny: any schema
  db: Kysely<any>,
  list: List,
  cols: Array<[string, Dir]>,
  q: Query,
  filterKey: string,
  tables: readonly string[],
  offset: number,
) {
  const j = Math.floor(offset / MARK_STEP)
  if (!j || !(await boundable(db, list, cols))) return null
  const marks = await memo<Marks>(
    db,
    `marks:${filterKey}|${cols.map(([c, d]) => `${c} ${d}`).join(',')}`,
    tables,
    async () => ({ values: [], complete: false, queue: Promise.resolve() }),
    MARKS_MS,
  )
  const extend = async () => {
    while (marks.values.length < j && !marks.complete) {
      // The next bookmarks after the last one, up to the one needed, a hundred (100,000 rows) a
      // query: other requests are answered between the queries.
      const want = Math.min(j - marks.values.length, 100)
      const last = marks.values.at(-1)
      const rank = sql<number>`row_number() over (order by ${sql.join(
        cols.map(([c, d]) => sql`${sql.ref(c)} ${sql.raw(d)}`),
      )})`
      const rows = (last ? q.where(afterRow(cols, last)) : q)
        .clearSelect()
        .select(cols.map(([c]) => c))
        .select(rank.as('listRn'))
      const found = (await db
        .selectFrom(
          orderBy(rows, cols)
            .limit(want * MARK_STEP)
            .as('m'),
        )
        .selectAll()
        .where(sql`${sql.ref('m.listRn')} % ${MARK_STEP}`, '=', 0)
        .orderBy('m.listRn')
        .execute()) as Array<Record<string, unknown>>
      marks.values.push(...found.map((r) => cols.map(([c]) => r[bare(c)])))
      if (found.length < want) marks.complete = true
    }
  }
  marks.queue = marks.queue.then(extend, extend)
  await marks.queue
  const k = Math.min(j, marks.values.length)
  if (!k) return null
  const values = marks.values[k - 1]!
  if (values.some((v) => v === null || v === undefined)) return null
  return { after: afterRow(cols, values), offset: offset - k * MARK_STEP }
}

const nullableColumns = new WeakMap<object, Promise<Map<string, Set<string>>>>()

/**
 * Whether the order's columns are the list's own and none after the first can hold a NULL that
 * sorts after the values (see `bookmark`): such NULLs sit amid the rows a range takes.
 */
// biome-ignore lint/suspicious/noExplicitAny: any schema
async function boundable(db: Kysely<any>, list: List, cols: Array<[string, Dir]>) {
  const dialect = dialectOf(db)
  let all = nullableColumns.get(db)
  if (!all) {
    // The schema does not change while the server runs (migrations run before it starts).
    all = db.introspection
      .getTables()
      .then(
        (tables) =>
          new Map(
            tables.map((t) => [t.name, new Set(t.columns.filter((c) => c.isNullable).map((c) => c.name))]),
          ),
      )
    nullableColumns.set(db, all)
  }
  const nullable = (await all).get(list.spec.table) ?? new Set<string>()
  return cols.every(([c, d], i) => {
    if (c.slice(0, c.indexOf('.')) !== list.spec.alias) return false
    // The first column's NULLs come after all its values: a page reaching them is read by offset.
    if (i === 0) return true
    // The key is never NULL, though SQLite's introspection calls a text primary key nullable.
    if (c === list.spec.key) return true
    const nullsAfter = dialect === 'postgres' ? d === 'asc' : d === 'desc'
    return !nullsAfter || !nullable.has(bare(c).replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`))
  })
}
