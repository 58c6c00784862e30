import Bowser from 'bowser'
import { type Kysely, sql } from 'kysely'
import { badRequest, forbidden, notFound } from '../../../core/errors.js'
import { defineList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { memo } from '../../../core/memo.js'
import { loadGrants } from '../../../core/permissions.js'
import { anyFieldMatch, dialectOf, fieldMatch, type SearchField, search } from '../../../core/search.js'
import type { AuthUser, Sessions } from '../../../core/session.js'
import { MINUTE } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/**
 * The sessions monitor: who is online (sessions not expired and seen within the idle time), the
 * figures, and kicking sessions out. A kicked session's row is gone, so its next call anywhere is
 * refused once the session caches (5 s per process) have let go of it.
 */

/**
 * Bounds of "online" at minute precision: the same for a minute, so counts and first pages are
 * memoised like every list's (`core/list.ts`); a session is at most a minute late to leave the list.
 */
function onlineBounds(idleMs: number, now = Date.now()) {
  const minute = Math.floor(now / MINUTE) * MINUTE
  return {
    seenAfter: new Date(minute - idleMs).toISOString(),
    expiresAfter: new Date(minute).toISOString(),
  }
}

/**
 * The sessions alone: counted and skipped on the online index (`sys_session_seen` holds what the
 * filter reads); users are joined for a page's rows only (a session's user always exists).
 */
const sessionsOnly = (db: Kysely<DB>) => db.selectFrom('sysSession as s')
type SessionQuery = ReturnType<typeof sessionsOnly>

const sessionRows = listView((q: SessionQuery) =>
  q
    .innerJoin('sysUser as u', 'u.id', 's.userId')
    .select([
      's.id',
      's.userId',
      'u.account',
      'u.name',
      's.client',
      's.ip',
      's.userAgent',
      's.createdAt',
      's.lastSeenAt',
      's.expiresAt',
    ]),
)

const sessionListing = defineList({
  ...newestFirst('sys_session', 's', 'lastSeenAt', 'sys_session_seen'),
  sort: sortFields('s', { lastSeenAt: 'sys_session_seen', createdAt: 'sys_session_created' }),
})

/**
 * The search, by hand rather than the list's `search` fields: OR-ing columns of the joined users
 * and the sessions made every engine scan a million sessions (5 s on SQLite). Users are found first
 * on their own indexes (account prefix, name text), then sessions by `user_id` or by the IP's prefix
 * index, each an indexed lookup.
 */
const ACCOUNT = search.prefix('mu.account')
const NAME = search.text('mu.name', 'sys_user')
const IP = search.prefix('s.ip')
type SearchParams = { searchKey?: string; account?: string; name?: string; ip?: string }
const usersWhere = (db: Kysely<DB>, fields: SearchField[], text: string) =>
  db
    .selectFrom('sysUser as mu')
    .select('mu.id')
    .where(anyFieldMatch(db, fields, text))

function searched(db: Kysely<DB>, q: SessionQuery, p: SearchParams): SessionQuery {
  const text = (v: string | undefined) => v?.trim() || undefined
  const key = text(p.searchKey)
  if (key)
    q = q.where((eb) =>
      eb.or([eb('s.userId', 'in', usersWhere(db, [ACCOUNT, NAME], key)), fieldMatch(db, IP, key)(eb)]),
    )
  const account = text(p.account)
  if (account) q = q.where('s.userId', 'in', usersWhere(db, [ACCOUNT], account))
  const name = text(p.name)
  if (name) q = q.where('s.userId', 'in', usersWhere(db, [NAME], name))
  const ip = text(p.ip)
  if (ip) q = q.where(fieldMatch(db, IP, ip))
  return q
}

const agents = new Map<string, { browser: string | null; os: string | null }>()

/**
 * `Chrome 131`, `Windows 10`: what a person reads in the list; null when the agent says nothing.
 * Kept per agent string: a page repeats a few agents, and parsing one costs more than the page read.
 */
function describeAgent(userAgent: string | null) {
  if (!userAgent) return { browser: null, os: null }
  let hit = agents.get(userAgent)
  if (!hit) {
    const p = Bowser.parse(userAgent)
    const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ') || null
    const major = p.browser.version?.split('.')[0]
    hit = { browser: join(p.browser.name, major), os: join(p.os.name, p.os.versionName ?? p.os.version) }
    if (agents.size >= 1_000) agents.clear()
    agents.set(userAgent, hit)
  }
  return hit
}

export async function monitorPage(
  db: Kysely<DB>,
  sessions: Sessions,
  user: AuthUser,
  query: ListQuery & SearchParams & { client?: string; userId?: string },
) {
  const { seenAfter, expiresAfter } = onlineBounds(sessions.idleMs)
  const { searchKey, account, name, ip, ...rest } = query
  const build = async () => {
    let q = sessionsOnly(db).where('s.lastSeenAt', '>=', seenAfter).where('s.expiresAt', '>', expiresAfter)
    if (query.client) q = q.where('s.client', '=', query.client)
    if (query.userId) q = q.where('s.userId', '=', query.userId)
    return searched(db, q, { searchKey, account, name, ip })
  }
  const page = await listPage(
    db,
    user,
    sessionListing,
    rest,
    // The search is applied in `build`, so it is part of what the answer depends on.
    { variant: `monitor:${seenAfter}:${JSON.stringify([searchKey, account, name, ip])}`, build },
    sessionRows,
  )
  // The page answer is shared and frozen: records are copied with what is derived per caller.
  return {
    ...page,
    records: page.records.map((r) => ({
      ...r,
      ...describeAgent(r.userAgent),
      current: r.id === user.sessionId,
    })),
  }
}

/** Start of today in the server's time zone, as stored timestamps are compared (ISO, UTC). */
function todayStart(now = new Date()) {
  const d = new Date(now)
  d.setHours(0, 0, 0, 0)
  return d.toISOString()
}

export async function monitorFigures(db: Kysely<DB>, sessions: Sessions) {
  const { seenAfter, expiresAfter } = onlineBounds(sessions.idleMs)
  const since = todayStart()
  return memo(db, `monitorFigures:${seenAfter}:${since}`, ['sys_session', 'dev_log'], async () => {
    // Both read indexes only: the online index for the sessions by side, the user index (in user
    // order, so no sort) for distinct users; SQLite is told which, as it would pick the first.
    const sides = await db
      .selectFrom('sysSession')
      .select([
        (eb) => eb.fn.countAll<number | string>().as('n'),
        (eb) => eb.fn.sum<number | string | null>(sql`case when client = 'C' then 1 else 0 end`).as('c'),
      ])
      .where('lastSeenAt', '>=', seenAfter)
      .where('expiresAt', '>', expiresAfter)
      .executeTakeFirstOrThrow()
    const userIndex = dialectOf(db) === 'sqlite' ? sql` indexed by sys_session_user` : sql``
    const users = (
      await sql<{ n: number | string }>`select count(distinct user_id) as n from sys_session${userIndex}
        where last_seen_at >= ${seenAfter} and expires_at > ${expiresAfter}`.execute(db)
    ).rows[0]
    const logins = await db
      .selectFrom('devLog')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('category', '=', 'LOGIN')
      .where('opTime', '>=', since)
      .where('exeStatus', '=', 'SUCCESS')
      .executeTakeFirst()
    const c = Number(sides.c ?? 0)
    const bySide: Record<string, number> = { B: Number(sides.n) - c, C: c }
    return {
      onlineSessions: Number(sides.n),
      onlineUsers: Number(users?.n ?? 0),
      bySide,
      loginsToday: Number(logins?.n ?? 0),
      idleMinutes: Math.round(sessions.idleMs / MINUTE),
    }
  })
}

/** Only the super admin acts on the super admin's sessions (as on the super admin user). */
async function assertMayKick(db: Kysely<DB>, user: AuthUser, targetUserId: string) {
  if (user.superAdmin || targetUserId === user.id) return
  if ((await loadGrants(db, targetUserId)).superAdmin) throw forbidden('monitorSuperAdminOnly')
}

/** Ends one session; one's own current session is refused (logging out is the way to end it). */
export async function monitorKick(db: Kysely<DB>, sessions: Sessions, user: AuthUser, id: string) {
  if (id === user.sessionId) throw badRequest('monitorOwnSession')
  const row = await db.selectFrom('sysSession').select('userId').where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('monitorSessionGone')
  await assertMayKick(db, user, row.userId)
  await sessions.revoke(id)
}

/**
 * Ends every session of a user. For oneself, every other session: the current one ends by
 * logging out, never by accident here.
 */
export async function monitorKickUser(db: Kysely<DB>, sessions: Sessions, user: AuthUser, userId: string) {
  const target = await db.selectFrom('sysUser').select('id').where('id', '=', userId).executeTakeFirst()
  if (!target) throw notFound('monitorUserNotFound')
  await assertMayKick(db, user, userId)
  if (userId !== user.id) return sessions.revokeUser(userId)
  const others = await db
    .selectFrom('sysSession')
    .select('id')
    .where('userId', '=', userId)
    .where('id', '!=', user.sessionId)
    .execute()
  for (const s of others) await sessions.revoke(s.id)
}
