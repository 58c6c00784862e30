import type { InsertQueryBuilder, Kysely } from 'kysely'
import type { NewUser } from '../db/schema.js'
import { dialectOf } from './search.js'
import type { AuthUser } from './session.js'
import { nowIso } from './time.js'

/** Audit columns of a new row. */
export const created = (user: AuthUser) => ({
  createdAt: nowIso(),
  createdUser: user.id,
  updatedAt: null,
  updatedUser: null,
})
/** Audit columns of a changed row. */
export const updated = (user: AuthUser) => ({ updatedAt: nowIso(), updatedUser: user.id })

/**
 * A new enabled user's row: the columns the caller names, every other one empty (the seed's admin,
 * a third-party sign-up, test users).
 */
export function newUserRow(
  values: Pick<NewUser, 'id' | 'account' | 'passwordHash' | 'name'> & Partial<NewUser>,
): NewUser {
  const now = nowIso()
  return { orgId: null, userStatus: 'ENABLE', sortCode: 0, passwordUpdatedAt: now, createdAt: now, ...values }
}

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

export const ids = (list: Array<{ id: string }>) => [...new Set(list.map((x) => x.id))]

export const bool = (n: number) => n === 1

/** Whether an error is a unique index's refusal (SQLite, PostgreSQL, MySQL / MariaDB). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; errno?: unknown } | null
  return (
    !!e &&
    (e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
      e.code === '23505' ||
      e.code === 'ER_DUP_ENTRY' ||
      e.errno === 1062)
  )
}

/**
 * An insert that skips rows a unique index already holds (MySQL's `insert ignore`, the others'
 * `on conflict do nothing`): for rows that may arrive twice (a resent batch, a claimed fire time).
 */
// biome-ignore lint/suspicious/noExplicitAny: an insert into any table
export function ignoringDuplicates<Q extends InsertQueryBuilder<any, any, any>>(
  db: Kysely<any>,
  insert: Q,
): Q {
  return (dialectOf(db) === 'mysql' ? insert.ignore() : insert.onConflict((oc) => oc.doNothing())) as Q
}

/**
 * Whether a transaction lost a race it may simply run again: a unique key taken meanwhile, or a
 * deadlock (MySQL's gap locks deadlock two first inserts of one key; PostgreSQL's `40P01`).
 */
export function lostRace(err: unknown): boolean {
  const e = err as { code?: unknown; errno?: unknown } | null
  return (
    isUniqueViolation(err) ||
    (!!e && (e.code === 'ER_LOCK_DEADLOCK' || e.errno === 1213 || e.code === '40P01'))
  )
}

/**
 * Runs a transaction again while it loses races (see `lostRace`), after a short random pause so
 * that the losers of one race do not meet again at once; a busy MySQL may deadlock a crowd of
 * first inserts several times over.
 */
export async function retryingRaces<T>(run: () => Promise<T>, tries = 6): Promise<T> {
  for (let n = 1; ; n++)
    try {
      return await run()
    } catch (err) {
      if (n >= tries || !lostRace(err)) throw err
      await new Promise((r) => setTimeout(r, Math.random() * 20 * n))
    }
}
