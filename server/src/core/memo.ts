import { createHash } from 'node:crypto'
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'

/**
 * Short per-process memos of what lists read on every call (counts, the organisation tree, a
 * page's FIELD resources). An entry lives at most `MEMO_MS`, so a change made by another process is
 * seen within that time; a write through this process's Kysely bumps its tables' epoch and drops the
 * entries that read them at once. Sessions, grants, the login user, menus, settings, counts and
 * first pages of lists are all kept this way (`docs/decisions.md`, "Hot-path caches").
 */
export const MEMO_MS = 5_000

const epochs = new Map<string, number>()

/** Sum of the write counters of `tables`; it changes whenever any of them is written here. */
export function tablesEpoch(tables: readonly string[]): number {
  let sum = 0
  for (const t of tables) sum += epochs.get(t) ?? 0
  return sum
}

function bump(tables: readonly string[]) {
  for (const t of tables) epochs.set(t, (epochs.get(t) ?? 0) + 1)
}

/** Names of every table an operation node mentions (snake_case once the CamelCasePlugin has run). */
export function tablesOf(node: OperationNode): string[] {
  const out = new Set<string>()
  const walk = (v: unknown): void => {
    if (!v || typeof v !== 'object') return
    if (Array.isArray(v)) {
      for (const x of v) walk(x)
      return
    }
    const n = v as { kind?: string; table?: { identifier?: { name?: string } } }
    if (n.kind === 'TableNode' && n.table?.identifier?.name) out.add(n.table.identifier.name)
    for (const x of Object.values(v)) walk(x)
  }
  walk(node)
  return [...out]
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode'])

/** Bumps the epoch of every table a write names, before and after it runs. */
export class WriteEpochPlugin implements KyselyPlugin {
  private pending = new WeakMap<QueryId, string[]>()

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (WRITES.has(args.node.kind)) {
      const tables = tablesOf(args.node)
      bump(tables)
      this.pending.set(args.queryId, tables)
    }
    return args.node
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(args.queryId)
    if (tables) bump(tables)
    return args.result
  }
}

/** A key of bounded size: long ones (a scope of a thousand organisations) by their SHA-256. */
export const shortKey = (key: string) =>
  key.length > 512 ? `#${createHash('sha256').update(key).digest('base64')}` : key

interface Entry {
  at: number
  /** How long it lives (`MEMO_MS` unless its caller said otherwise). */
  ttl: number
  tables: readonly string[]
  epoch: number
  value: Promise<unknown>
}
/** A memo's entry, held by an answer made from it (`memoEntry`, `stillFresh`). */
export type MemoEntry = Readonly<Entry>

const stores = new WeakMap<object, Map<string, Entry>>()
const MAX_ENTRIES = 2_000

/**
 * The value of `load` for `key` on database `db`, reused for `ttl` (`MEMO_MS`) unless one of
 * `tables` is written in between. Callers loading the same key at the same time share one load.
 */
export function memo<V>(
  db: object,
  key: string,
  tables: readonly string[],
  load: () => Promise<V>,
  ttl = MEMO_MS,
): Promise<V> {
  let store = stores.get(db)
  if (!store) {
    store = new Map()
    stores.set(db, store)
  }
  const now = Date.now()
  const epoch = tablesEpoch(tables)
  const hit = store.get(key)
  if (hit && hit.epoch === epoch && now - hit.at < hit.ttl) return hit.value as Promise<V>
  const value = load()
  if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value as string)
  store.delete(key)
  store.set(key, { at: now, ttl, tables, epoch, value })
  // A failed load is not kept.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key)
  })
  return value
}

const live = (e: Entry | undefined, now: number) =>
  e && now - e.at < e.ttl && tablesEpoch(e.tables) === e.epoch ? e : undefined

/** The entry `memo` would answer `key` with now, if any (neither expired nor written over). */
export function memoEntry(db: object, key: string): MemoEntry | undefined {
  return live(stores.get(db)?.get(key), Date.now())
}

/**
 * Whether `memo` would still answer each key with the entry `memoEntry` gave (or still with none).
 * An answer computed from those entries alone may be reused while this holds: it lives no longer
 * than the oldest of them and is dropped with any of them.
 */
export function stillFresh(
  db: object,
  deps: ReadonlyArray<readonly [string, MemoEntry | undefined]>,
): boolean {
  const store = stores.get(db)
  const now = Date.now()
  for (const [key, e] of deps) if (live(store?.get(key), now) !== e) return false
  return true
}
