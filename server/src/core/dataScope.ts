import { type ExpressionBuilder, type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.js'
import { AppError } from './errors.js'
import type { MsgKey } from './i18n.js'
import { memo } from './memo.js'
import type { ScopeSpec } from './permissions.js'
import type { AuthUser } from './session.js'

/**
 * Row-level data scope. A user's scope for a permission code is the union over every grant (role
 * or direct) that holds the code; each grant's scope is ALL, SELF (their own records), ORG (their
 * organisation), ORG_AND_BELOW or DEFINE (chosen organisations). The super admin has ALL.
 */
export interface DataScope {
  all: boolean
  /** Records of the user themself (user rows) or created by them (other rows). */
  self: boolean
  orgIds: ReadonlySet<string>
}

export const FULL_SCOPE: DataScope = { all: true, self: true, orgIds: new Set() }
const EMPTY: DataScope = { all: false, self: false, orgIds: new Set() }

/** Parent → children of every organisation; read at most once per `MEMO_MS` and organisation change. */
export const ORG_TREE_MEMO = 'orgTree'

export class OrgTree {
  private children = new Map<string, string[]>()
  readonly parents = new Map<string, string>()
  constructor(rows: Array<{ id: string; parentId: string }>) {
    for (const r of rows) {
      this.parents.set(r.id, r.parentId)
      const list = this.children.get(r.parentId) ?? []
      list.push(r.id)
      this.children.set(r.parentId, list)
    }
  }
  static load(db: Kysely<DB>): Promise<OrgTree> {
    return memo(
      db,
      ORG_TREE_MEMO,
      ['sys_org'],
      async () => new OrgTree(await db.selectFrom('sysOrg').select(['id', 'parentId']).execute()),
    )
  }
  /** The organisation and all below it. */
  subtree(id: string): string[] {
    const out = new Set<string>()
    const stack = [id]
    while (stack.length) {
      const cur = stack.pop()!
      if (out.has(cur)) continue
      out.add(cur)
      stack.push(...(this.children.get(cur) ?? []))
    }
    return [...out]
  }
  has(id: string): boolean {
    return this.parents.has(id)
  }
  /** The organisations above one, nearest first (a broken loop ends the walk). */
  ancestors(id: string): string[] {
    const out: string[] = []
    let cur = this.parents.get(id)
    while (cur && this.parents.has(cur) && !out.includes(cur)) {
      out.push(cur)
      cur = this.parents.get(cur)
    }
    return out
  }
}

/** Concrete scope of some grants for a user anchored at `orgId`. */
export function resolveScope(specs: readonly ScopeSpec[], orgId: string | null, tree: OrgTree): DataScope {
  let all = false
  let self = false
  const orgIds = new Set<string>()
  for (const s of specs) {
    switch (s.scope) {
      case 'ALL':
        all = true
        break
      case 'SELF':
        self = true
        break
      case 'ORG':
        if (orgId) orgIds.add(orgId)
        break
      case 'ORG_AND_BELOW':
        if (orgId) for (const id of tree.subtree(orgId)) orgIds.add(id)
        break
      case 'DEFINE':
        for (const id of s.orgIds ?? []) orgIds.add(id)
        break
    }
  }
  return { all, self, orgIds }
}

/** The caller's scope for a permission code (nothing when they do not hold it). */
export async function scopeFor(db: Kysely<DB>, user: AuthUser, code: string): Promise<DataScope> {
  if (user.superAdmin) return FULL_SCOPE
  const specs = user.scopes[code]
  if (!specs?.length) return EMPTY
  return resolveScope(specs, user.orgId, await OrgTree.load(db))
}

/** Union of the caller's scopes over every code they hold: what cross-page selectors show. */
export async function anyScope(db: Kysely<DB>, user: AuthUser): Promise<DataScope> {
  if (user.superAdmin) return FULL_SCOPE
  const specs = Object.values(user.scopes).flat()
  return specs.length ? resolveScope(specs, user.orgId, await OrgTree.load(db)) : { ...EMPTY, self: true }
}

/**
 * A scope widened to the organisations above its own: where positions may be picked from, since a
 * position is a title (a company-wide "engineer") rather than a data scope.
 */
export async function withAncestors(db: Kysely<DB>, scope: DataScope): Promise<DataScope> {
  if (scope.all || !scope.orgIds.size) return scope
  const tree = await OrgTree.load(db)
  const orgIds = new Set(scope.orgIds)
  for (const id of scope.orgIds) for (const up of tree.ancestors(id)) orgIds.add(up)
  return { ...scope, orgIds }
}

/** Whether `inner` gives nothing that `outer` does not (used against escalation). */
export function scopeWithin(inner: DataScope, outer: DataScope): boolean {
  if (outer.all) return true
  if (inner.all) return false
  if (inner.self && !outer.self) return false
  for (const id of inner.orgIds) if (!outer.orgIds.has(id)) return false
  return true
}

export interface ScopeColumns {
  /** Column holding the record's organisation id. */
  org: string
  /** Column compared with the caller's id for SELF (user id for users, creator for the rest). */
  self?: string
}

/**
 * A where-clause limiting a query to the scope:
 * `.where(scopeWhere(scope, user, { org: 'u.orgId', self: 'u.id' }))`.
 */
export function scopeWhere(scope: DataScope, user: AuthUser, cols: ScopeColumns) {
  // biome-ignore lint/suspicious/noExplicitAny: column names are given by the caller's query
  return (eb: ExpressionBuilder<any, any>) => {
    if (scope.all) return sql<boolean>`1 = 1`
    const parts = []
    if (scope.orgIds.size) parts.push(eb(eb.ref(cols.org), 'in', [...scope.orgIds]))
    if (scope.self && cols.self) parts.push(eb(eb.ref(cols.self), '=', user.id))
    return parts.length ? eb.or(parts) : sql<boolean>`1 = 0`
  }
}

export function inScope(
  scope: DataScope,
  user: AuthUser,
  record: { orgId: string | null; selfId?: string | null },
): boolean {
  if (scope.all) return true
  if (record.orgId && scope.orgIds.has(record.orgId)) return true
  return scope.self && !!record.selfId && record.selfId === user.id
}

/** Throws the 403 envelope unless every record is inside the scope. */
export function assertInScope(
  scope: DataScope,
  user: AuthUser,
  records: Array<{ orgId: string | null; selfId?: string | null }>,
  key: MsgKey = 'outOfScope',
): void {
  for (const r of records) if (!inScope(scope, user, r)) throw new AppError(403, key)
}

/** Throws the 403 envelope unless every organisation id is inside the scope. */
export function assertOrgsInScope(scope: DataScope, orgIds: Array<string | null | undefined>): void {
  if (scope.all) return
  for (const id of orgIds) if (id && !scope.orgIds.has(id)) throw new AppError(403, 'orgOutOfScope')
}

/**
 * Every department (company organisations are not listed), with its parent's name: what a form
 * names as a host or a user of a contractor, whatever the caller's own data scope.
 */
export function departments(db: Kysely<DB>) {
  return db
    .selectFrom('sysOrg as o')
    .leftJoin('sysOrg as p', 'p.id', 'o.parentId')
    .select(['o.id', 'o.name', 'p.name as parentName'])
    .where('o.category', '=', 'DEPT')
    .orderBy('o.sortCode')
    .orderBy('o.id')
    .limit(500)
    .execute()
}
