import { z } from 'zod'
import { booleans, nullableStrings, strings } from '../answers.js'
import { fields } from '../fields.js'

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
    },
  ),
)

/** Whether the user must change the password before anything else (expired or set by an administrator). */
export const mustChangePassword = (u: { passwordExpired?: unknown; passwordMustChange?: unknown } | null) =>
  u?.passwordExpired === true || u?.passwordMustChange === true
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
