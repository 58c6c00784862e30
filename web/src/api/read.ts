import type { AxiosRequestConfig } from 'axios'
import { request } from './request'

/**
 * The cache key of a server read: its path's segments, then what it was asked with
 * (`'/sys/org/tree'`, `{searchKey}` → `['sys', 'org', 'tree', {searchKey}]`). A change to an entity
 * invalidates every read under its segments (`['sys', 'org']`), whichever page made it.
 */
export const keyOf = (path: string): readonly string[] => path.split('/').filter(Boolean)

/** What TanStack Query needs to run or cache one read (`useQuery(api.x.query(q))`). */
export interface ReadQuery<R> {
  queryKey: readonly unknown[]
  queryFn: () => Promise<R>
}

/** A GET of the API: call it, or hand `query(q)` to TanStack Query; `key` covers all its calls. */
export interface Read<Q, R> {
  (query: Q): Promise<R>
  query: (query: Q) => ReadQuery<R>
  key: readonly string[]
}

/**
 * A typed read of `path`: `Q` is what it is asked with (the contract's query schema input, or
 * `void`), `R` what it answers (the contract's response schema output).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: `void` lets a read without parameters be called with none
export function read<R, Q extends object | void = void>(
  path: string,
  config?: AxiosRequestConfig,
): Read<Q, R> {
  const key = keyOf(path)
  const call = (query: Q) => request.get<R>(path, query ?? undefined, config)
  return Object.assign(call, {
    key,
    query: (query: Q): ReadQuery<R> => ({
      queryKey: query === undefined ? key : [...key, query],
      queryFn: () => call(query),
    }),
  })
}
