import type { Audit } from '../../db/columns.js'

/** The auth area's tables (`db/schema.ts` assembles every area's into `DB`; conventions there). */

/** Third-party login providers (OIDC, OAuth 2, WeCom, DingTalk). */
export interface AuthThirdProviderTable extends Audit {
  id: string
  platform: string
  name: string
  nameEn: string | null
  /** OIDC, OAUTH2, WECOM or DINGTALK */
  kind: string
  issuer: string | null
  authorizationEndpoint: string | null
  tokenEndpoint: string | null
  userinfoEndpoint: string | null
  clientId: string
  clientSecret: string | null
  agentId: string | null
  scopes: string | null
  subjectClaim: string | null
  nameClaim: string | null
  redirectUri: string
  enabled: number
  autoCreate: number
  orgId: string | null
  roleId: string | null
  sortCode: number
}

/** A provider's subject bound to a user. */
export interface AuthThirdUserTable {
  id: string
  platform: string
  subject: string
  subjectName: string | null
  userId: string
  createdAt: string
}

/** A sign-in under way: its state (hashed, the id), nonce and PKCE verifier; single use, short-lived. */
export interface AuthThirdStateTable {
  id: string
  platform: string
  nonce: string
  codeVerifier: string
  ip: string | null
  /** Set when the flow binds this user's account rather than logging in. */
  bindUserId: string | null
  expiresAt: string
  createdAt: string
}

/** An external user (contractor, visitor, driver): `id` is the `openId` owning their applications. */
export interface ClientUserTable {
  id: string
  phone: string
  /** ENABLE or DISABLE. */
  status: string
  createdAt: string
  lastLoginAt: string | null
  lastLoginIp: string | null
}

/** An official account's WeChat identity bound to a client identity. */
export interface ClientWechatTable {
  id: string
  appId: string
  openid: string
  clientUserId: string
  createdAt: string
}

/** A C-side session: like `sys_session`, of a `client_user`. */
export interface ClientSessionTable {
  /** sha256 of the token */
  id: string
  clientUserId: string
  ip: string | null
  userAgent: string | null
  createdAt: string
  lastSeenAt: string
  expiresAt: string
}

/** The auth area's part of `DB`. */
export interface AuthTables {
  authThirdProvider: AuthThirdProviderTable
  authThirdUser: AuthThirdUserTable
  authThirdState: AuthThirdStateTable
  clientUser: ClientUserTable
  clientSession: ClientSessionTable
  clientWechat: ClientWechatTable
}
