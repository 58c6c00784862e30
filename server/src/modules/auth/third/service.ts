import { createHash } from 'node:crypto'
import {
  THIRD_PRESETS,
  type ThirdKind,
  type ThirdLoginOption,
  type ThirdProvider,
  type thirdProviderAddSchema,
} from '@portal/contracts'
import type { Kysely, Selectable } from 'kysely'
import * as oidc from 'openid-client'
import type { z } from 'zod'
import { hashPassword } from '../../../core/crypto.js'
import type { Deps } from '../../../core/deps.js'
import { AppError, badRequest, notFound } from '../../../core/errors.js'
import { newId, newSecret } from '../../../core/ids.js'
import { defineList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { writeLog } from '../../../core/log.js'
import { Relation } from '../../../core/permissions.js'
import type { ClientInfo } from '../../../core/route.js'
import { created, newUserRow, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { stored } from '../../../core/stored.js'
import { isoIn, MINUTE, nowIso } from '../../../core/time.js'
import { assertUnique } from '../../../core/unique.js'
import type { AuthThirdProviderTable, DB } from '../../../db/schema.js'
import { openSession } from '../login/service.js'
import './texts.js'

type ProviderRow = Selectable<AuthThirdProviderTable>
type ProviderBody = z.output<typeof thirdProviderAddSchema>

/** A sign-in must come back within this time; its state is then spent or dropped. */
const STATE_TTL_MS = 10 * MINUTE
const FETCH_TIMEOUT_MS = 10_000

const hashState = (state: string) => createHash('sha256').update(state).digest('hex')

// ---------------------------------------------------------------------------------------------
// Providers

function toProvider(r: ProviderRow): ThirdProvider {
  const { clientSecret, enabled, autoCreate, createdAt, createdUser, updatedAt, updatedUser, ...rest } = r
  return {
    ...rest,
    kind: r.kind as ThirdKind,
    secretSet: !!clientSecret,
    enabled: enabled === 1,
    autoCreate: autoCreate === 1,
  }
}

export async function providerList(db: Kysely<DB>): Promise<ThirdProvider[]> {
  const rows = await db
    .selectFrom('authThirdProvider')
    .selectAll()
    .orderBy('sortCode')
    .orderBy('id')
    .execute()
  return rows.map(toProvider)
}

/** The enabled providers, for the login page's buttons (public: nothing secret in it). */
export async function loginOptions(db: Kysely<DB>): Promise<ThirdLoginOption[]> {
  const rows = await db
    .selectFrom('authThirdProvider')
    .select(['platform', 'name', 'nameEn', 'kind'])
    .where('enabled', '=', 1)
    .orderBy('sortCode')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ ...r, kind: r.kind as ThirdKind }))
}

const isLoopback = (url: string) => {
  const host = new URL(url).hostname
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
}

/** What each kind needs, checked on save; plain http only towards this machine (tests, development). */
async function checkProvider(db: Kysely<DB>, b: ProviderBody, secretStored: boolean, exceptId?: string) {
  const required: Array<
    'issuer' | 'authorizationEndpoint' | 'tokenEndpoint' | 'userinfoEndpoint' | 'agentId'
  > =
    b.kind === 'OIDC'
      ? ['issuer']
      : b.kind === 'OAUTH2'
        ? ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint']
        : b.kind === 'WECOM'
          ? ['agentId']
          : []
  for (const field of required) if (!b[field]) throw badRequest('thirdFieldRequired', { kind: b.kind, field })
  const hasSecret = b.clientSecret ? true : secretStored && !b.clearSecret
  // WeCom and DingTalk have no public clients: their token calls need the secret.
  if ((b.kind === 'WECOM' || b.kind === 'DINGTALK') && b.enabled && !hasSecret)
    throw badRequest('thirdFieldRequired', { kind: b.kind, field: 'clientSecret' })
  for (const field of [
    'issuer',
    'authorizationEndpoint',
    'tokenEndpoint',
    'userinfoEndpoint',
    'redirectUri',
  ] as const) {
    const v = b[field]
    if (v?.startsWith('http:') && !isLoopback(v)) throw badRequest('thirdInsecureUrl', { field })
  }
  if (b.autoCreate) {
    const org =
      b.orgId && (await db.selectFrom('sysOrg').select('id').where('id', '=', b.orgId).executeTakeFirst())
    const role =
      b.roleId && (await db.selectFrom('sysRole').select('id').where('id', '=', b.roleId).executeTakeFirst())
    if (!org || !role) throw badRequest('thirdAutoCreateTarget')
  }
  await assertUnique(db, 'authThirdProvider', 'platform', b.platform, {
    exceptId,
    message: 'thirdPlatformDuplicate',
    param: 'platform',
  })
}

function providerValues(b: ProviderBody) {
  return {
    ...stored(b, [
      'platform',
      'name',
      'nameEn',
      'kind',
      'issuer',
      'authorizationEndpoint',
      'tokenEndpoint',
      'userinfoEndpoint',
      'clientId',
      'agentId',
      'scopes',
      'subjectClaim',
      'nameClaim',
      'redirectUri',
      'orgId',
      'roleId',
      'sortCode',
    ]),
    enabled: b.enabled ? 1 : 0,
    autoCreate: b.autoCreate ? 1 : 0,
  }
}

export async function providerAdd(db: Kysely<DB>, user: AuthUser, b: ProviderBody) {
  await checkProvider(db, b, false)
  const id = newId()
  await db
    .insertInto('authThirdProvider')
    .values({ id, ...providerValues(b), clientSecret: b.clientSecret ?? null, ...created(user) })
    .execute()
  return id
}

export async function providerEdit(db: Kysely<DB>, user: AuthUser, b: ProviderBody & { id: string }) {
  const row = await db.selectFrom('authThirdProvider').selectAll().where('id', '=', b.id).executeTakeFirst()
  if (!row) throw notFound('thirdProviderNotFound')
  await checkProvider(db, b, !!row.clientSecret, b.id)
  // An empty secret keeps the stored one (it never reaches the browser to be sent back).
  const clientSecret = b.clientSecret ? b.clientSecret : b.clearSecret ? null : row.clientSecret
  await db
    .updateTable('authThirdProvider')
    .set({ ...providerValues(b), clientSecret, ...updated(user) })
    .where('id', '=', b.id)
    .execute()
  configs.delete(b.id)
}

/** Deletes providers with their bindings, in one transaction. */
export async function providerDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  const ids = list.map((x) => x.id)
  const rows = await db
    .selectFrom('authThirdProvider')
    .select(['id', 'platform'])
    .where('id', 'in', ids)
    .execute()
  if (rows.length !== new Set(ids).size) throw notFound('thirdProviderNotFound')
  await db.transaction().execute(async (tx) => {
    const platforms = rows.map((r) => r.platform)
    await tx.deleteFrom('authThirdUser').where('platform', 'in', platforms).execute()
    await tx.deleteFrom('authThirdState').where('platform', 'in', platforms).execute()
    await tx.deleteFrom('authThirdProvider').where('id', 'in', ids).execute()
  })
  for (const id of ids) configs.delete(id)
}

// ---------------------------------------------------------------------------------------------
// The flow

/**
 * openid-client configurations per provider and version: discovery costs a round trip, so it is
 * kept in the process (safe to lose; an edit here drops it, another process's edit changes the key).
 */
const configs = new Map<string, { key: string; config: Promise<oidc.Configuration> }>()

function clientAuth(p: ProviderRow) {
  return p.clientSecret ? oidc.ClientSecretBasic(p.clientSecret) : oidc.None()
}

async function oidcConfig(p: ProviderRow): Promise<oidc.Configuration> {
  const key = `${p.updatedAt ?? p.createdAt}`
  const hit = configs.get(p.id)
  if (hit && hit.key === key) return hit.config
  const insecure = [p.issuer, p.authorizationEndpoint, p.tokenEndpoint, p.userinfoEndpoint].some((u) =>
    u?.startsWith('http:'),
  )
  const config =
    p.kind === 'OIDC'
      ? oidc.discovery(new URL(p.issuer!), p.clientId, undefined, clientAuth(p), {
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
          timeout: FETCH_TIMEOUT_MS / 1000,
        })
      : Promise.resolve(
          (() => {
            const c = new oidc.Configuration(
              {
                issuer: p.issuer ?? new URL(p.authorizationEndpoint!).origin,
                authorization_endpoint: p.authorizationEndpoint!,
                token_endpoint: p.tokenEndpoint!,
                userinfo_endpoint: p.userinfoEndpoint ?? undefined,
              },
              p.clientId,
              undefined,
              clientAuth(p),
            )
            if (insecure) oidc.allowInsecureRequests(c)
            return c
          })(),
        )
  configs.set(p.id, { key, config })
  config.catch(() => configs.delete(p.id))
  return config
}

async function enabledProvider(db: Kysely<DB>, platform: string): Promise<ProviderRow> {
  const p = await db
    .selectFrom('authThirdProvider')
    .selectAll()
    .where('platform', '=', platform)
    .executeTakeFirst()
  if (!p) throw notFound('thirdProviderNotFound')
  if (p.enabled !== 1) throw badRequest('thirdProviderDisabled')
  return p
}

/**
 * Starts a sign-in: stores a fresh state, nonce and PKCE verifier (any process may finish it) and
 * returns the provider's authorisation URL. The redirect URI is the provider's configured one, never
 * taken from the request, so the flow cannot be sent elsewhere. With `bindUserId` it begins binding
 * that user's account instead of a login; the state remembers which, and only that flow finishes it.
 */
export async function renderUrl(
  db: Kysely<DB>,
  platform: string,
  client: ClientInfo,
  bindUserId: string | null = null,
): Promise<string> {
  const p = await enabledProvider(db, platform)
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const verifier = oidc.randomPKCECodeVerifier()
  await db.deleteFrom('authThirdState').where('expiresAt', '<', nowIso()).execute()
  let url: URL
  if (p.kind === 'WECOM' || p.kind === 'DINGTALK') {
    const preset = THIRD_PRESETS[p.kind]
    url = new URL(p.authorizationEndpoint ?? preset.authorizationEndpoint)
    const params: Record<string, string> =
      p.kind === 'WECOM'
        ? {
            login_type: 'CorpApp',
            appid: p.clientId,
            agentid: p.agentId ?? '',
            redirect_uri: p.redirectUri,
            state,
          }
        : {
            redirect_uri: p.redirectUri,
            response_type: 'code',
            client_id: p.clientId,
            scope: p.scopes ?? preset.scopes,
            state,
            prompt: 'consent',
          }
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  } else {
    let config: oidc.Configuration
    try {
      config = await oidcConfig(p)
    } catch {
      throw new AppError(503, 'thirdExchangeFailed')
    }
    url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: p.redirectUri,
      scope: p.scopes ?? (p.kind === 'OIDC' ? 'openid profile' : ''),
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...(p.kind === 'OIDC' ? { nonce } : {}),
    })
  }
  await db
    .insertInto('authThirdState')
    .values({
      id: hashState(state),
      platform: p.platform,
      nonce,
      codeVerifier: verifier,
      ip: client.ip,
      bindUserId,
      expiresAt: isoIn(STATE_TTL_MS),
      createdAt: nowIso(),
    })
    .execute()
  return url.href
}

async function getJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  return (await res.json()) as Record<string, unknown>
}

/** WeCom: an app token from the corp secret, then the user id for the code (no PKCE, no ID token). */
async function wecomClaims(p: ProviderRow, code: string): Promise<Record<string, unknown>> {
  const preset = THIRD_PRESETS.WECOM
  const tokenUrl = new URL(p.tokenEndpoint ?? preset.tokenEndpoint)
  tokenUrl.searchParams.set('corpid', p.clientId)
  tokenUrl.searchParams.set('corpsecret', p.clientSecret ?? '')
  const token = await getJson(tokenUrl.href)
  if (token.errcode !== 0 || typeof token.access_token !== 'string')
    throw new Error(`wecom token ${token.errcode}`)
  const infoUrl = new URL(p.userinfoEndpoint ?? preset.userinfoEndpoint)
  infoUrl.searchParams.set('access_token', token.access_token)
  infoUrl.searchParams.set('code', code)
  const info = await getJson(infoUrl.href)
  if (info.errcode !== 0) throw new Error(`wecom user ${info.errcode}`)
  return info
}

/** DingTalk: a user token from a JSON body (camelCase fields), then the user from its contact API. */
async function dingtalkClaims(p: ProviderRow, code: string): Promise<Record<string, unknown>> {
  const preset = THIRD_PRESETS.DINGTALK
  const token = await getJson(p.tokenEndpoint ?? preset.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: p.clientId,
      clientSecret: p.clientSecret ?? '',
      code,
      grantType: 'authorization_code',
    }),
  })
  if (typeof token.accessToken !== 'string') throw new Error('dingtalk token')
  return getJson(p.userinfoEndpoint ?? preset.userinfoEndpoint, {
    headers: { 'x-acs-dingtalk-access-token': token.accessToken },
  })
}

/** The user's claims from the provider, the state, nonce and PKCE verifier checked on the way. */
async function exchange(
  p: ProviderRow,
  query: Record<string, string>,
  stored: { state: string; nonce: string; codeVerifier: string },
): Promise<Record<string, unknown>> {
  if (p.kind === 'WECOM') return wecomClaims(p, query.code ?? '')
  if (p.kind === 'DINGTALK') return dingtalkClaims(p, query.authCode ?? query.code ?? '')
  const config = await oidcConfig(p)
  const current = new URL(p.redirectUri)
  for (const [k, v] of Object.entries(query)) current.searchParams.set(k, v)
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: stored.codeVerifier,
    expectedState: stored.state,
    ...(p.kind === 'OIDC' ? { expectedNonce: stored.nonce, idTokenExpected: true } : {}),
  })
  const idClaims: Record<string, unknown> = p.kind === 'OIDC' ? { ...tokens.claims() } : {}
  if (!config.serverMetadata().userinfo_endpoint) return { ...idClaims }
  const info = await oidc.fetchUserInfo(
    config,
    tokens.access_token,
    typeof idClaims.sub === 'string' ? idClaims.sub : oidc.skipSubjectCheck,
  )
  return { ...info, ...idClaims }
}

const claimText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null)

/** A free account name for a created user: `<platform>_<subject>`, made safe and short. */
async function freeAccount(db: Kysely<DB>, platform: string, subject: string): Promise<string> {
  const base = `${platform}_${subject.replace(/[^A-Za-z0-9_.@-]/g, '').slice(0, 40)}`
  for (const candidate of [base, `${base}_${newSecret(3)}`]) {
    const taken = await db
      .selectFrom('sysUser')
      .select('id')
      .where('account', '=', candidate)
      .executeTakeFirst()
    if (!taken) return candidate
  }
  return `${platform}_${newSecret(8)}`
}

async function createUserFor(
  tx: Kysely<DB>,
  p: ProviderRow,
  subject: string,
  name: string | null,
): Promise<string> {
  const id = newId()
  const account = await freeAccount(tx, p.platform, subject)
  await tx
    .insertInto('sysUser')
    .values(
      newUserRow({
        id,
        account,
        // Nobody knows this password: the account signs in through the provider until one is set.
        passwordHash: await hashPassword(newSecret(24)),
        name: (name ?? account).slice(0, 64),
        orgId: p.orgId,
      }),
    )
    .execute()
  if (p.roleId)
    await tx
      .insertInto('sysRelation')
      .values({
        id: newId(),
        category: Relation.userHasRole,
        objectId: id,
        targetId: p.roleId,
        extJson: null,
      })
      .execute()
  return id
}

/** Binds the provider's subject (named as the provider names it) to a user. */
function insertBinding(
  db: Kysely<DB>,
  platform: string,
  subject: string,
  name: string | null,
  userId: string,
) {
  return db
    .insertInto('authThirdUser')
    .values({
      id: newId(),
      platform,
      subject,
      subjectName: name?.slice(0, 128) ?? null,
      userId,
      createdAt: nowIso(),
    })
    .execute()
}

type FailKey = Parameters<typeof badRequest>[0]

/**
 * The provider's answer (the browser's `/callback` query) made good: spends the state (single use,
 * whatever follows; it must have been begun by the same flow: a login, or this user's binding),
 * exchanges the code and reads the subject. Refusals are written to the visit log as `logName`.
 */
async function providerAnswer(
  deps: Deps,
  query: Record<string, string>,
  client: ClientInfo,
  flow: { logName: 'thirdLogin' | 'thirdBind'; bindUserId: string | null },
) {
  const { db } = deps
  const state = query.state
  if (!state) throw badRequest('thirdStateInvalid')
  const row = await db
    .selectFrom('authThirdState')
    .selectAll()
    .where('id', '=', hashState(state))
    .executeTakeFirst()
  // Deleting decides who spends it: of two uses of one state only one deletes the row.
  const spent = row
    ? Number(
        (await db.deleteFrom('authThirdState').where('id', '=', row.id).executeTakeFirst()).numDeletedRows,
      )
    : 0
  const fail = async (key: FailKey, params?: Record<string, string>, userId?: string) => {
    await writeLog(db, {
      category: 'LOGIN',
      name: flow.logName,
      exeStatus: 'FAIL',
      exeMessage: `${row?.platform ?? '-'}: ${key}`,
      opUser: null,
      opUserId: userId ?? flow.bindUserId ?? null,
      ...client,
    })
    return badRequest(key, params)
  }
  if (!row || spent !== 1 || row.expiresAt < nowIso() || (row.bindUserId ?? null) !== flow.bindUserId)
    throw await fail('thirdStateInvalid')
  const p = await enabledProvider(db, row.platform).catch(async (e: AppError) => {
    throw await fail(e.key as 'thirdProviderDisabled')
  })
  if (query.error) throw await fail('thirdProviderError', { error: query.error.slice(0, 64) })

  let claims: Record<string, unknown>
  try {
    claims = await exchange(p, query, { state, nonce: row.nonce, codeVerifier: row.codeVerifier })
  } catch (err) {
    deps.log.warn({ err, platform: p.platform }, 'third-party login not verified')
    throw await fail('thirdExchangeFailed')
  }
  const preset = p.kind === 'WECOM' || p.kind === 'DINGTALK' ? THIRD_PRESETS[p.kind] : null
  const subjectClaim = p.subjectClaim ?? preset?.subjectClaim ?? 'sub'
  const subject = claimText(claims[subjectClaim])
  if (!subject) throw await fail('thirdSubjectMissing', { claim: subjectClaim })
  const name = claimText(claims[p.nameClaim ?? preset?.nameClaim ?? 'name'])
  return { p, subject, name, fail }
}

/**
 * Finishes a sign-in: finds the user bound to the provider's subject (or creates one when the
 * provider allows it) and opens a session as a password login does. Returns the token.
 */
export async function finishLogin(
  deps: Deps,
  query: Record<string, string>,
  client: ClientInfo,
): Promise<string> {
  const { db } = deps
  const { p, subject, name, fail } = await providerAnswer(deps, query, client, {
    logName: 'thirdLogin',
    bindUserId: null,
  })
  const bound = await db
    .selectFrom('authThirdUser')
    .select('userId')
    .where('platform', '=', p.platform)
    .where('subject', '=', subject)
    .executeTakeFirst()
  let userId = bound?.userId
  if (!userId) {
    if (p.autoCreate !== 1 || !p.orgId) throw await fail('thirdUnbound')
    userId = await db.transaction().execute(async (tx) => {
      const id = await createUserFor(tx, p, subject, name)
      await insertBinding(tx, p.platform, subject, name, id)
      return id
    })
  }
  const user = await db
    .selectFrom('sysUser')
    .select(['id', 'account', 'userStatus', 'latestLoginTime', 'latestLoginIp'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (user?.userStatus !== 'ENABLE') throw await fail('thirdUserDisabled', undefined, userId)

  return openSession(deps, user, client, 'thirdLogin', p.platform)
}

/**
 * Finishes binding the caller's account to the provider's subject (begun by `renderUrl` with the
 * caller's id). One subject belongs to one user, and a user has one subject per provider: another
 * one is unbound first. Binding the one already bound changes nothing.
 */
export async function finishBind(
  deps: Deps,
  user: AuthUser,
  query: Record<string, string>,
  client: ClientInfo,
): Promise<{ platform: string; subjectName: string | null }> {
  const { db } = deps
  const { p, subject, name, fail } = await providerAnswer(deps, query, client, {
    logName: 'thirdBind',
    bindUserId: user.id,
  })
  const existing = await db
    .selectFrom('authThirdUser')
    .select(['userId', 'subject'])
    .where('platform', '=', p.platform)
    .where((eb) => eb.or([eb('subject', '=', subject), eb('userId', '=', user.id)]))
    .execute()
  if (existing.some((b) => b.subject === subject && b.userId !== user.id))
    throw await fail('thirdBoundToOther', { platform: p.name })
  if (existing.some((b) => b.userId === user.id && b.subject !== subject))
    throw await fail('thirdAlreadyBound', { platform: p.name })
  if (!existing.length) await insertBinding(db, p.platform, subject, name, user.id)
  return { platform: p.platform, subjectName: name }
}

// ---------------------------------------------------------------------------------------------
// Bindings

// Bindings alone are counted and skipped; users and providers are joined for a page's rows.
const bindingBase = (db: Kysely<DB>) => db.selectFrom('authThirdUser as b')
type BindingFrom = ReturnType<typeof bindingBase>

const bindingRows = listView((q: BindingFrom) =>
  q
    .leftJoin('sysUser as u', 'u.id', 'b.userId')
    .leftJoin('authThirdProvider as p', 'p.platform', 'b.platform')
    .select([
      'b.id',
      'b.platform',
      'b.subject',
      'b.subjectName',
      'b.userId',
      'b.createdAt',
      'u.account as userAccount',
      'u.name as userName',
      'p.name as platformName',
      'p.nameEn as platformNameEn',
    ]),
)
const bindingListing = defineList({
  ...newestFirst('auth_third_user', 'b', 'createdAt', 'auth_third_user_created'),
  sort: sortFields('b', {
    createdAt: 'auth_third_user_created',
    platform: { by: ['b.platform', 'b.subject'], index: 'auth_third_user_subject' },
  }),
  search: {
    subject: search.prefix('b.subject'),
    subjectName: search.text('b.subjectName', 'auth_third_user'),
  },
})

export async function bindingPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { platform?: string },
  onlyUserId?: string,
) {
  const build = async () => {
    let q = bindingBase(db)
    if (query.platform) q = q.where('b.platform', '=', query.platform)
    if (onlyUserId) q = q.where('b.userId', '=', onlyUserId)
    return q
  }
  return listPage(
    db,
    user,
    bindingListing,
    query,
    { variant: onlyUserId ? 'own' : 'all', build },
    bindingRows,
  )
}

/** Removes bindings; `onlyUserId` limits it to the caller's own (the user centre). */
export async function unbind(db: Kysely<DB>, list: Array<{ id: string }>, onlyUserId?: string) {
  const ids = list.map((x) => x.id)
  let q = db.selectFrom('authThirdUser').select('id').where('id', 'in', ids)
  if (onlyUserId) q = q.where('userId', '=', onlyUserId)
  const found = await q.execute()
  if (found.length !== new Set(ids).size) throw notFound('thirdBindingNotFound')
  await db.deleteFrom('authThirdUser').where('id', 'in', ids).execute()
}
