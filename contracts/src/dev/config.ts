import { z } from 'zod'
import { EMAIL_RE } from '../validation.js'

export const configRecordSchema = z.object({ configKey: z.string(), configValue: z.string() })
export type ConfigRecord = z.infer<typeof configRecordSchema>

/** Keys of the system base configuration (spec §3); `DESCRRIPTION` is spelled so on purpose. */
export const SysBaseKey = {
  logo: 'SNOWY_SYS_LOGO',
  name: 'SNOWY_SYS_NAME',
  description: 'SNOWY_SYS_DEFAULT_DESCRRIPTION',
  copyright: 'SNOWY_SYS_COPYRIGHT',
  copyrightUrl: 'SNOWY_SYS_COPYRIGHT_URL',
  version: 'SNOWY_SYS_VERSION',
  captchaOpen: 'SNOWY_SYS_DEFAULT_CAPTCHA_OPEN',
  fileEngine: 'SNOWY_SYS_DEFAULT_FILE_ENGINE',
  sm2PublicKey: 'SNOWY_SYS_SM2_PUBLIC_KEY',
} as const

/** Login-security keys (not part of the public base list). */
export const LoginSecurityKey = {
  failWindowMinutes: 'SNOWY_LOGIN_FAIL_WINDOW_MINUTES',
  failMaxTimes: 'SNOWY_LOGIN_FAIL_MAX_TIMES',
  lockMinutes: 'SNOWY_LOGIN_LOCK_MINUTES',
} as const

/** Base-config values as a map, the shape the web stores under SNOWY_SYS_BASE_CONFIG. */
export function configMap(records: readonly ConfigRecord[]): Record<string, string> {
  return Object.fromEntries(records.map((r) => [r.configKey, r.configValue]))
}

/** SMTP settings for outgoing e-mail (category EMAIL). */
export const EmailKey = {
  host: 'SNOWY_EMAIL_SMTP_HOST',
  port: 'SNOWY_EMAIL_SMTP_PORT',
  secure: 'SNOWY_EMAIL_SMTP_SECURE',
  user: 'SNOWY_EMAIL_SMTP_USER',
  password: 'SNOWY_EMAIL_SMTP_PASSWORD',
  from: 'SNOWY_EMAIL_FROM',
} as const

/** SMS provider (category SMS); `LOG` records messages in the SMS log instead of sending them. */
export const SmsKey = { provider: 'SNOWY_SMS_PROVIDER' } as const

/** Password policy (category PASSWORD_POLICY), enforced on every password change. */
export const PasswordPolicyKey = {
  minLength: 'SNOWY_PASSWORD_MIN_LENGTH',
  requireDigit: 'SNOWY_PASSWORD_REQUIRE_DIGIT',
  requireLetter: 'SNOWY_PASSWORD_REQUIRE_LETTER',
  requireUpperLower: 'SNOWY_PASSWORD_REQUIRE_UPPER_LOWER',
  requireSymbol: 'SNOWY_PASSWORD_REQUIRE_SYMBOL',
} as const

/** Categories that the configuration pages never list, read or change. */
export const PROTECTED_CONFIG_CATEGORIES = ['SECRET'] as const

export const configAddSchema = z.object({
  configKey: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z][A-Za-z0-9_.]*$/),
  configValue: z.string().max(10_000),
  category: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Z][A-Z0-9_]*$/),
  remark: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(255).nullish()),
  sortCode: z.number().int().min(0).max(999_999).default(0),
})
export const configEditSchema = configAddSchema.extend({ id: z.string().min(1).max(64) })
export const configPageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  sortField: z.string().max(64).optional(),
  sortOrder: z.enum(['ASCEND', 'DESCEND', 'ascend', 'descend']).optional(),
  category: z.string().max(32).optional(),
  searchKey: z.string().trim().max(64).optional(),
})
export const configListQuerySchema = z.object({ category: z.string().max(32).optional() })
/** Changes several values at once (a settings form): by key. */
export const configEditBatchSchema = z
  .array(z.object({ configKey: z.string().min(1).max(128), configValue: z.string().max(10_000) }))
  .min(1)
  .max(200)
export const configRowSchema = z.object({
  id: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  category: z.string(),
  remark: z.string().nullable(),
  sortCode: z.number(),
})
export type ConfigRow = z.infer<typeof configRowSchema>

/** Send a test mail with the saved SMTP settings. */
export const configTestMailSchema = z.object({ to: z.string().trim().max(128).regex(EMAIL_RE) })
