import { createHash } from 'node:crypto'
import { LoginSecurityKey, PasswordPolicyKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { newSecret } from './ids.js'
import { MEMO_MS, tablesEpoch } from './memo.js'
import { holdsRequiredRole, requiredRoleCodes } from './otp.js'
import { expireDaysOf, isPasswordExpired } from './passwordPolicy.js'
import { loadGrants, type ScopeSpec } from './permissions.js'
import { HOUR, isoIn, MINUTE, nowIso } from './time.js'

export interface AuthUser {
  id: string
  account: string
  name: string
  /** The user's organisation: the anchor of relative data scopes. */
  orgId: string | null
  superAdmin: boolean
  roleIds: readonly string[]
  buttonCodes: ReadonlySet<string>
  menuCodes: ReadonlySet<string>
  /** Every resource granted (menus, buttons, fields), by id. */
  resourceIds: ReadonlySet<string>
  /** Names what was granted (the same for every user holding the same resources): a cache key. */
  grantKey: string
  /** Per permission code, the data scope of each grant holding it. */
  scopes: Readonly<Record<string, readonly ScopeSpec[]>>
  /** Hash of the token: the session's id. */
  sessionId: string
  /**
   * The password is older than the expiry setting: only the routes of `PASSWORD_EXPIRED_ALLOWED`
   * answer. Worked out with the session lookup (no query of its own) and cached with it.
   */
  passwordExpired: boolean
  /**
   * The password was set by an administrator (or printed at first start) and not yet changed by the
   * user: treated like an expired one (`PASSWORD_EXPIRED_ALLOWED`).
   */
  passwordMustChange: boolean
  /**
   * A role of the user requires a one-time password and none is bound: only the routes of
   * `OTP_SETUP_ALLOWED` answer until one is (`core/otp.ts`).
   */
  otpSetupRequired: boolean
}

/** A session's id: the hash of its token (the token itself is never stored). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Cache lifetime: how long a revocation or a grant change in another process may take to be seen here. */
const CACHE_MS = MEMO_MS
/**
 * Tables whose change alters what a cached session carries (status, grants, the expiry setting): a
 * write to one of them through this process drops the cached sessions at once (`core/memo.ts`).
 */
const SESSION_TABLES = ['sys_user', 'sys_role', 'sys_relation', 'sys_resource', 'dev_config', 'sys_user_otp']
/** Last-seen is written at most this often, so reads do not turn into writes. */
const TOUCH_MS = MINUTE

interface Cached {
  user: AuthUser
  lastSeenAt: number
  expiresAt: number
  cachedAt: number
  epoch: number
}

/**
 * Opaque tokens; the database keeps only their hash, with absolute expiry and an idle timeout.
 * Lookups are cached a few seconds per process: safe to lose, short enough for revocation.
 */
export class Sessions {
  private cache = new Map<string, Cached>()

  constructor(
    private db: Kysely<DB>,
    private ttlMs: number,
    /** A session unused this long has ended (the monitor counts "online" by it). */
    readonly idleMs: number,
  ) {}

  static fromHours(db: Kysely<DB>, ttlHours: number, idleHours: number) {
    return new Sessions(db, ttlHours * HOUR, idleHours * HOUR)
  }

  async create(userId: string, client: string, ip: string | null, userAgent: string | null): Promise<string> {
    const token = newSecret(32)
    const now = nowIso()
    await this.db
      .insertInto('sysSession')
      .values({
        id: hashToken(token),
        userId,
        client,
        ip,
        userAgent: userAgent?.slice(0, 512) ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: isoIn(this.ttlMs),
      })
      .execute()
    return token
  }

  /** Deletes sessions past their absolute expiry or idle timeout (the clean-up job); resolves how many. */
  async purgeExpired(): Promise<number> {
    const res = await this.db
      .deleteFrom('sysSession')
      .where((eb) => eb.or([eb('expiresAt', '<', nowIso()), eb('lastSeenAt', '<', isoIn(-this.idleMs))]))
      .executeTakeFirst()
    return Number(res.numDeletedRows)
  }

  async resolve(token: string): Promise<AuthUser | null> {
    if (!token || token.length > 128) return null
    const id = hashToken(token)
    const now = Date.now()
    const hit = this.cache.get(id)
    const epoch = tablesEpoch(SESSION_TABLES)
    if (hit && now - hit.cachedAt < CACHE_MS && hit.epoch === epoch) {
      if (now >= hit.expiresAt || now - hit.lastSeenAt >= this.idleMs) return null
      return hit.user
    }
    const row = await this.db
      .selectFrom('sysSession as s')
      .innerJoin('sysUser as u', 'u.id', 's.userId')
      .select([
        's.id',
        's.lastSeenAt',
        's.expiresAt',
        'u.id as userId',
        'u.account',
        'u.name',
        'u.orgId',
        'u.userStatus',
        'u.passwordUpdatedAt',
        'u.passwordMustChange',
        // The expiry setting rides along in the same query, so it costs no extra round trip.
        (eb) =>
          eb
            .selectFrom('devConfig')
            .select('configValue')
            .where('configKey', '=', PasswordPolicyKey.expireDays)
            .limit(1)
            .as('expireDays'),
        (eb) =>
          eb
            .selectFrom('devConfig')
            .select('configValue')
            .where('configKey', '=', LoginSecurityKey.otpRequiredRoles)
            .limit(1)
            .as('otpRoles'),
        (eb) =>
          eb
            .selectFrom('sysUserOtp as o')
            .select('o.status')
            .whereRef('o.id', '=', 'u.id')
            .where('o.status', '=', 'ACTIVE')
            .limit(1)
            .as('otpBound'),
      ])
      .where('s.id', '=', id)
      .executeTakeFirst()
    const expiresAt = row ? Date.parse(row.expiresAt) : 0
    let lastSeenAt = row ? Date.parse(row.lastSeenAt) : 0
    if (row?.userStatus !== 'ENABLE' || now >= expiresAt || now - lastSeenAt >= this.idleMs) {
      this.cache.delete(id)
      if (row) await this.db.deleteFrom('sysSession').where('id', '=', id).execute()
      return null
    }
    if (now - lastSeenAt >= TOUCH_MS) {
      lastSeenAt = now
      await this.db.updateTable('sysSession').set({ lastSeenAt: nowIso() }).where('id', '=', id).execute()
    }
    const grants = await loadGrants(this.db, row.userId)
    // Asked only while the setting names roles and the user has bound nothing.
    const otpCodes = row.otpBound ? [] : requiredRoleCodes(row.otpRoles)
    const otpSetupRequired = await holdsRequiredRole(this.db, grants.roleIds, otpCodes)
    const user: AuthUser = {
      id: row.userId,
      account: row.account,
      name: row.name,
      orgId: row.orgId,
      superAdmin: grants.superAdmin,
      roleIds: grants.roleIds,
      buttonCodes: new Set(grants.buttonCodes),
      menuCodes: new Set(grants.menuCodes),
      resourceIds: new Set(grants.resourceIds),
      grantKey: grants.key,
      scopes: grants.scopes,
      sessionId: id,
      passwordExpired: isPasswordExpired(row.passwordUpdatedAt, expireDaysOf(row.expireDays), now),
      passwordMustChange: row.passwordMustChange === 1,
      otpSetupRequired,
    }
    if (this.cache.size > 10_000) this.cache.clear()
    this.cache.set(id, { user, lastSeenAt, expiresAt, cachedAt: now, epoch })
    return user
  }

  async revoke(sessionId: string): Promise<void> {
    this.cache.delete(sessionId)
    await this.db.deleteFrom('sysSession').where('id', '=', sessionId).execute()
  }

  /** Ends every session of a user (password change, disable, kick-out). */
  async revokeUser(userId: string): Promise<void> {
    for (const [k, v] of this.cache) if (v.user.id === userId) this.cache.delete(k)
    await this.db.deleteFrom('sysSession').where('userId', '=', userId).execute()
  }

  /** Drops this process's cached sessions (after changing `sys_session` rows by hand, as tests do). */
  clearCache(): void {
    this.cache.clear()
  }
}
