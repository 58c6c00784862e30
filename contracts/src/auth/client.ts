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
