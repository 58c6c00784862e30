import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, optId, optText, reqText, searchKey, sortCode } from '../fields.js'
import { NAME_MAX } from '../validation.js'

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
const url = z
  .string()
  .trim()
  .max(URL_MAX)
  .regex(/^https?:\/\/[^\s]+$/)
const optUrl = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), url.nullish())

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
  redirectUri: url,
  enabled: z.boolean(),
  /** Create an account for an unbound subject, in `orgId` with `roleId`. */
  autoCreate: z.boolean(),
  orgId: optId,
  roleId: optId,
  sortCode,
})
export const thirdProviderEditSchema = thirdProviderAddSchema.extend({ id: idSchema })

/** What the login page needs to draw a button per enabled provider. */
export const thirdLoginOptionSchema = z.object(
  fields(strings('platform', 'name'), nullableStrings('nameEn'), { kind: z.enum(THIRD_KINDS) }),
)
export type ThirdLoginOption = z.infer<typeof thirdLoginOptionSchema>

/** A provider as the administrator sees it: never the secret, only whether one is stored. */
export const thirdProviderSchema = thirdLoginOptionSchema.extend(
  fields(
    strings('id', 'clientId', 'redirectUri'),
    nullableStrings('issuer', 'authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint', 'agentId'),
    nullableStrings('scopes', 'subjectClaim', 'nameClaim', 'orgId', 'roleId'),
    booleans('secretSet', 'enabled', 'autoCreate'),
    numbers('sortCode'),
  ),
)
export type ThirdProvider = z.infer<typeof thirdProviderSchema>

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
/** `platformName`, `platformNameEn`: the provider's name (and English name), for showing. */
export const thirdBindingSchema = z.object(
  fields(
    strings('id', 'platform', 'subject', 'userId', 'createdAt'),
    nullableStrings('platformName', 'platformNameEn', 'subjectName', 'userAccount', 'userName'),
  ),
)
export type ThirdBinding = z.infer<typeof thirdBindingSchema>
