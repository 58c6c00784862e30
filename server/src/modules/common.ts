import { type ExpressionBuilder, sql } from 'kysely'
import type { AuthUser } from '../core/session.js'
import { nowIso } from '../core/time.js'

/** Audit columns of a new row. */
export const created = (user: AuthUser) => ({
  createdAt: nowIso(),
  createdUser: user.id,
  updatedAt: null,
  updatedUser: null,
})
/** Audit columns of a changed row. */
export const updated = (user: AuthUser) => ({ updatedAt: nowIso(), updatedUser: user.id })

export type TreeNode<T> = T & { children?: TreeNode<T>[] }

/** Nests rows by parentId; rows whose parent is not among them become roots. Keeps row order. */
export function buildTree<T extends { id: string; parentId: string }>(rows: T[]): TreeNode<T>[] {
  const byId = new Map<string, TreeNode<T>>(rows.map((r) => [r.id, { ...r }]))
  const roots: TreeNode<T>[] = []
  for (const r of rows) {
    const node = byId.get(r.id)!
    const parent = r.parentId !== r.id ? byId.get(r.parentId) : undefined
    if (!parent) roots.push(node)
    else if (parent.children) parent.children.push(node)
    else parent.children = [node]
  }
  return roots
}

/**
 * Case-insensitive "contains" on any engine: `lower(col) like '%text%' escape '!'`, with the
 * text's wildcards escaped (`!` is an escape character all three engines read the same way).
 */
export function contains(col: string, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`
  // biome-ignore lint/suspicious/noExplicitAny: the column is named by the caller's query
  return (eb: ExpressionBuilder<any, any>) => sql<boolean>`lower(${eb.ref(col)}) like ${pattern} escape '!'`
}

/** Any of several columns contains the text. */
export function containsAny(cols: string[], text: string) {
  // biome-ignore lint/suspicious/noExplicitAny: see above
  return (eb: ExpressionBuilder<any, any>) => eb.or(cols.map((c) => contains(c, text)(eb)))
}

export const ids = (list: Array<{ id: string }>) => [...new Set(list.map((x) => x.id))]

export const bool = (n: number) => n === 1
