import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { optId, optText, reqText, searchKey, sortCode } from '../fields.js'

const NAME_MAX = 64
const URL_MAX = 512
const CLIENT_MAX = 256
const CLAIM_MAX = 64
const SCOPES_MAX = 256

/**
 * How a provider signs people in: `OIDC` finds its endpoints by issuer discovery and checks an ID
 * token (nonce included); `OAUTH2` is a plain authorisation-code flow with the endpoints given and
 * the user read from the userinfo endpoint; `WECOM` and `DINGTALK` are presets of the same flow
 * whose token and user calls follow those platforms' own (non-standard) APIs.
 */
export const THIRD_KINDS = ['OIDC', 'OAUTH2', 'WECOM', 'DINGTALK'] as const
export type ThirdKind = (typeof THIRD_KINDS)[number]

/** Endpoints and claim names the presets fill in; the administrator gives only the app's ids and secret. */
export const THIRD_PRESETS = {
  WECOM: {
    authorizationEndpoint: 'https://login.work.weixin.qq.com/wwlogin/sso/login',
    tokenEndpoint: 'https://qyapi.weixin.qq.com/cgi-bin/gettoken',
    userinfoEndpoint: 'https://qyapi.weixin.qq.com/cgi-bin/auth/getuserinfo',
    scopes: 'snsapi_base',
    subjectClaim: 'userid',
    nameClaim: 'userid',
  },
  DINGTALK: {
    authorizationEndpoint: 'https://login.dingtalk.com/oauth2/auth',
    tokenEndpoint: 'https://api.dingtalk.com/v1.0/oauth2/userAccessToken',
    userinfoEndpoint: 'https://api.dingtalk.com/v1.0/contact/users/me',
    scopes: 'openid',
    subjectClaim: 'unionId',
    nameClaim: 'nick',
  },
} as const

export const THIRD_LIMITS = {
  name: NAME_MAX,
  url: URL_MAX,
  client: CLIENT_MAX,
  claim: CLAIM_MAX,
  scopes: SCOPES_MAX,
} as const

/** A provider's code in URLs (`render?platform=`): lower-case letters, digits, `-` and `_`. */
export const THIRD_PLATFORM_RE = /^[a-z][a-z0-9_-]{1,31}$/
const platform = z.string().trim().regex(THIRD_PLATFORM_RE)
const optUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .max(URL_MAX)
    .regex(/^https?:\/\/[^\s]+$/)
    .nullish(),
)

export const thirdProviderAddSchema = z.object({
  platform,
  name: reqText(NAME_MAX),
  nameEn: optText(NAME_MAX),
  kind: z.enum(THIRD_KINDS),
  /** OIDC: the issuer whose `/.well-known/openid-configuration` gives the endpoints. */
  issuer: optUrl,
  authorizationEndpoint: optUrl,
  tokenEndpoint: optUrl,
  userinfoEndpoint: optUrl,
  /** Client id (WeCom: the CorpID; DingTalk: the AppKey). */
  clientId: reqText(CLIENT_MAX),
  /** Write-only: empty on edit keeps the stored secret; `clearSecret` empties it. */
  clientSecret: optText(CLIENT_MAX),
  clearSecret: z.boolean().optional(),
  /** WeCom's AgentID of the app. */
  agentId: optText(CLAIM_MAX),
  scopes: optText(SCOPES_MAX),
  subjectClaim: optText(CLAIM_MAX),
  nameClaim: optText(CLAIM_MAX),
  /** Where the provider sends the browser back: this site's `/callback`. */
  redirectUri: z
    .string()
    .trim()
    .max(URL_MAX)
    .regex(/^https?:\/\/[^\s]+$/),
  enabled: z.boolean(),
  /** Create an account for an unbound subject, in `orgId` with `roleId`. */
  autoCreate: z.boolean(),
  orgId: optId,
  roleId: optId,
  sortCode,
})
export const thirdProviderEditSchema = thirdProviderAddSchema.extend({ id: idSchema })

/** A provider as the administrator sees it: never the secret, only whether one is stored. */
export const thirdProviderSchema = z.object({
  id: z.string(),
  platform: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  kind: z.enum(THIRD_KINDS),
  issuer: z.string().nullable(),
  authorizationEndpoint: z.string().nullable(),
  tokenEndpoint: z.string().nullable(),
  userinfoEndpoint: z.string().nullable(),
  clientId: z.string(),
  secretSet: z.boolean(),
  agentId: z.string().nullable(),
  scopes: z.string().nullable(),
  subjectClaim: z.string().nullable(),
  nameClaim: z.string().nullable(),
  redirectUri: z.string(),
  enabled: z.boolean(),
  autoCreate: z.boolean(),
  orgId: z.string().nullable(),
  roleId: z.string().nullable(),
  sortCode: z.number(),
})
export type ThirdProvider = z.infer<typeof thirdProviderSchema>

/** What the login page needs to draw a button per enabled provider. */
export const thirdLoginOptionSchema = z.object({
  platform: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  kind: z.enum(THIRD_KINDS),
})
export type ThirdLoginOption = z.infer<typeof thirdLoginOptionSchema>

export const thirdRenderQuerySchema = z.object({ platform })

/** The callback takes the provider's query parameters as they came (code, state, error, …). */
export const thirdCallbackQuerySchema = z.record(z.string().max(64), z.string().max(4096))

/** A binding made from the user centre: the provider and the name it gave the account. */
export const thirdBindResultSchema = z.object({ platform: z.string(), subjectName: z.string().nullable() })
export type ThirdBindResult = z.infer<typeof thirdBindResultSchema>

export const thirdBindingPageQuerySchema = pageQuerySchema.extend({
  platform: z.string().trim().max(32).optional(),
  searchKey,
})
export const thirdBindingSchema = z.object({
  id: z.string(),
  platform: z.string(),
  /** The provider's name (and English name), for showing. */
  platformName: z.string().nullable(),
  platformNameEn: z.string().nullable(),
  subject: z.string(),
  subjectName: z.string().nullable(),
  userId: z.string(),
  userAccount: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
})
export type ThirdBinding = z.infer<typeof thirdBindingSchema>
