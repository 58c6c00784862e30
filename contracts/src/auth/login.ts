import { z } from 'zod'
import { booleans, nullableStrings, strings } from '../answers.js'
import { fields } from '../fields.js'

/** The longest one-time code accepted: a recovery code (`xxxxx-xxxxx`). */
export const OTP_CODE_MAX = 16

export const picCaptchaSchema = z.object({
  validCodeBase64: z.string(),
  validCodeReqNo: z.string(),
})
export type PicCaptcha = z.infer<typeof picCaptchaSchema>

/** `password` is SM2-encrypted (C1C3C2, hex, as `sm2.doEncrypt(plain, publicKey, 1)`). */
export const loginBodySchema = z.object({
  account: z.string().trim().min(1).max(64),
  password: z
    .string()
    .min(1)
    .max(4096)
    .regex(/^[0-9a-fA-F]+$/),
  validCode: z.string().max(16).optional(),
  validCodeReqNo: z.string().max(64).optional(),
  /** The authenticator's current code, or one recovery code, when the account has bound one (`sys/otp`). */
  otpCode: z.string().trim().max(OTP_CODE_MAX).optional(),
})
export type LoginBody = z.infer<typeof loginBodySchema>

/** `userName` is the same as `name`; the spec's user info has both. */
export const loginUserSchema = z.object(
  fields(
    strings('id', 'account', 'name', 'userName'),
    nullableStrings('nickname', 'avatar', 'phone', 'email', 'orgId', 'orgName', 'positionId'),
    nullableStrings('positionName', 'lastLoginTime', 'lastLoginIp'),
    booleans('superAdmin'),
    {
      buttonCodeList: z.array(z.string()),
      /**
       * FIELD codes the user is not granted, by the MENU code they belong to (field codes are unique
       * only within a menu). Empty for the super admin; a menu without FIELD resources hides nothing.
       */
      hiddenFieldCodes: z.record(z.string(), z.array(z.string())),
      /**
       * The password is older than the configured expiry: until it is changed the server refuses every
       * API except logout, getLoginUser, loginMenu and updatePassword.
       */
      passwordExpired: z.boolean(),
      /**
       * The password was set by an administrator (create, import, reset) or printed at first start and
       * the user has not changed it yet: the same restriction as `passwordExpired`.
       */
      passwordMustChange: z.boolean(),
      /**
       * A role of the user requires a one-time password and none is bound yet: the same restriction,
       * except that binding one is allowed.
       */
      otpSetupRequired: z.boolean(),
    },
  ),
)

/** Whether the user must change the password before anything else (expired or set by an administrator). */
export const mustChangePassword = (u: { passwordExpired?: unknown; passwordMustChange?: unknown } | null) =>
  u?.passwordExpired === true || u?.passwordMustChange === true

/** The authenticator's code: six digits (RFC 6238, 30-second steps). */
export const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/)
/** Whether a user has bound a one-time password, and whether a role requires one. */
export const otpStatusSchema = z.object({
  bound: z.boolean(),
  required: z.boolean(),
  boundAt: z.string().nullable(),
  /** Unused recovery codes. */
  recoveryLeft: z.number(),
})
export type OtpStatus = z.infer<typeof otpStatusSchema>
/** A new secret to scan (`otpauth://totp/…`) or type; bound only once a first code proves it. */
export const otpSetupSchema = z.object({ secret: z.string(), uri: z.string() })
export const otpBindSchema = z.object({ otpCode: otpCodeSchema })
/** The recovery codes, shown once. */
export const otpRecoverySchema = z.object({ recoveryCodes: z.array(z.string()) })
/** Unbinding takes the password (SM2-encrypted, like the login's) and a current code. */
export const otpUnbindSchema = z.object({
  password: z
    .string()
    .min(1)
    .max(4096)
    .regex(/^[0-9a-fA-F]+$/),
  otpCode: z.string().trim().min(6).max(OTP_CODE_MAX),
})
export type LoginUser = z.infer<typeof loginUserSchema>

/** The employee signed in on a phone (`/api/auth/b/phoneUser`): who, and the company's clock. */
export const phoneStaffSchema = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  /** Today on the company's calendar (YYYY-MM-DD). */
  today: z.string(),
  /** The company's wall-clock minute (YYYY-MM-DD HH:mm). */
  now: z.string(),
})
export type PhoneStaff = z.infer<typeof phoneStaffSchema>
