import { z } from 'zod'
import { phoneSchema } from '../fields.js'
import { ALNUM_RE, DIGITS_RE } from '../validation.js'

/**
 * The sign-in of external users (contractors, visitors, drivers) on phone pages: a phone number
 * proved by an SMS code gives a C-side session, whose `openId` owns their applications.
 */
const reqNo = z.string().min(1).max(64)

/** Asks for the SMS code: the phone and the picture captcha's answer. */
export const clientPhoneCodeQuerySchema = z.object({
  phone: phoneSchema,
  validCode: z.string().trim().min(1).max(16).regex(ALNUM_RE),
  validCodeReqNo: reqNo,
})
export type ClientPhoneCodeQuery = z.infer<typeof clientPhoneCodeQuerySchema>

/** Signs in with the SMS code; answers the C-side token. */
export const clientLoginBodySchema = z.object({
  phone: phoneSchema,
  validCode: z.string().trim().min(4).max(8).regex(DIGITS_RE),
  validCodeReqNo: reqNo,
  /** A WeChat identity to bind to this number (the page got it back from WeChat's authorisation). */
  wxTicket: reqNo.optional(),
})
export type ClientLoginBody = z.infer<typeof clientLoginBodySchema>

export const clientUserSchema = z.object({
  /** The identity's stable id: the owner of its applications. */
  openId: z.string(),
  phone: z.string(),
  /** Today on the company's calendar (YYYY-MM-DD): the day phone forms default to and check against. */
  today: z.string(),
  /** The company's wall-clock minute (YYYY-MM-DD HH:mm): where a visit's default time starts. */
  now: z.string(),
})
export type ClientUserInfo = z.infer<typeof clientUserSchema>

/** A dictionary item as the phone pages read it (either side). */
export const phoneDictItemSchema = z.object({
  value: z.string(),
  label: z.string(),
  labelEn: z.string().nullable(),
  color: z.string().nullable(),
})

/**
 * WeChat sign-in of the phone pages (official account web authorisation, `snsapi_base`): settings of
 * category WECHAT; the endpoints are WeChat's unless set (a gateway, the tests' peer).
 */
export const WechatKey = {
  appId: 'WECHAT_MP_APP_ID',
  appSecret: 'WECHAT_MP_APP_SECRET',
  authorizeUrl: 'WECHAT_MP_AUTHORIZE_URL',
  apiUrl: 'WECHAT_MP_API_URL',
} as const
export const WECHAT_ENDPOINTS = {
  authorize: 'https://open.weixin.qq.com/connect/oauth2/authorize',
  api: 'https://api.weixin.qq.com',
} as const
/** Where the phone page was (a path of this site), to come back to after WeChat. */
export const wechatStartQuerySchema = z.object({
  back: z
    .string()
    .max(120)
    .regex(/^\/(?!\/)[A-Za-z0-9/_\-.?=&%]*$/),
})
export const wechatCallbackQuerySchema = z.object({
  code: z.string().max(256).optional(),
  state: z.string().max(64).optional(),
})
export const wechatExchangeSchema = z.object({ ticket: reqNo })
/** A bound identity signs in at once (`token`); an unbound one is bound by the SMS sign-in with `bindTicket`. */
export const wechatExchangeResultSchema = z.object({
  token: z.string().nullable(),
  bindTicket: z.string().nullable(),
})
