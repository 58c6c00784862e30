import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { blankToNull, fields, phoneSchema, searchKey, sortCode } from '../fields.js'
import { EMAIL_MAX, EMAIL_RE, REMARK_MAX } from '../validation.js'

export const configRecordSchema = z.object({ configKey: z.string(), configValue: z.string() })
export type ConfigRecord = z.infer<typeof configRecordSchema>

const KEY_MAX = 128
const VALUE_MAX = 10_000
const CATEGORY_MAX = 32
const LINE_MAX = 512
const NUMBER_MAX = 999_999
/**
 * Longest values of configuration fields: the schemas read the constants above,
 * the web's inputs this object.
 */
export const CONFIG_LIMITS = {
  key: KEY_MAX,
  value: VALUE_MAX,
  category: CATEGORY_MAX,
  remark: REMARK_MAX,
  /** A one-line setting (a URL setting, format `url`, is refused beyond it). */
  line: LINE_MAX,
  /** A number setting (format `int`: at most six digits). */
  number: NUMBER_MAX,
} as const

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
  /** The company's time zone (the server's `COMPANY_TZ`): every time the back-office shows is in it. */
  timeZone: 'SNOWY_SYS_TIME_ZONE',
} as const

/** Login-security keys (not part of the public base list). */
export const LoginSecurityKey = {
  failWindowMinutes: 'SNOWY_LOGIN_FAIL_WINDOW_MINUTES',
  failMaxTimes: 'SNOWY_LOGIN_FAIL_MAX_TIMES',
  lockMinutes: 'SNOWY_LOGIN_LOCK_MINUTES',
  /**
   * Role codes (comma-separated) whose holders must bind a one-time password before anything else;
   * empty: binding is each user's choice.
   */
  otpRequiredRoles: 'SNOWY_OTP_REQUIRED_ROLES',
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

/**
 * SMS (category SMS): the engine (`SMS_ENGINES`; `LOG` records messages in the SMS log instead of
 * sending them), a fallback engine tried when the first refuses or times out, and each vendor's
 * account. Endpoints are the vendors' public ones unless set (a private gateway, a test peer).
 */
export const SmsKey = {
  provider: 'SNOWY_SMS_PROVIDER',
  fallback: 'SNOWY_SMS_FALLBACK',
  /** How long a vendor may take to answer before it counts as a timeout (ms; 10 000 when unset). */
  timeoutMs: 'SNOWY_SMS_TIMEOUT_MS',
  aliyunAccessKeyId: 'SNOWY_SMS_ALIYUN_ACCESS_KEY_ID',
  aliyunAccessKeySecret: 'SNOWY_SMS_ALIYUN_ACCESS_KEY_SECRET',
  aliyunRegion: 'SNOWY_SMS_ALIYUN_REGION',
  aliyunSignName: 'SNOWY_SMS_ALIYUN_SIGN_NAME',
  aliyunEndpoint: 'SNOWY_SMS_ALIYUN_ENDPOINT',
  tencentSecretId: 'SNOWY_SMS_TENCENT_SECRET_ID',
  tencentSecretKey: 'SNOWY_SMS_TENCENT_SECRET_KEY',
  tencentRegion: 'SNOWY_SMS_TENCENT_REGION',
  tencentSdkAppId: 'SNOWY_SMS_TENCENT_SDK_APP_ID',
  tencentSignName: 'SNOWY_SMS_TENCENT_SIGN_NAME',
  tencentEndpoint: 'SNOWY_SMS_TENCENT_ENDPOINT',
  /**
   * Sign-in codes one network address may ask for in a minute: visitors queuing on one guest Wi-Fi
   * share it; the per-number limits and the picture captcha are what protect the SMS account.
   */
  perAddressPerMinute: 'SNOWY_SMS_PER_ADDRESS_PER_MINUTE',
} as const
/** The per-address limit while `SmsKey.perAddressPerMinute` is unset. */
export const SMS_PER_ADDRESS_PER_MINUTE = 60

/** The external OA (category OA), used by the form types whose approval is sent to it. */
export const OaKey = {
  baseUrl: 'OA_BASE_URL',
  secret: 'OA_SECRET',
  /** Our address as the OA reaches it (the callback and file links start with it). */
  publicUrl: 'OA_PUBLIC_URL',
} as const

/** SAP's OData services (category SAP): the weigh area's material and shipment sync and lookups. */
export const SapKey = {
  /** The services' root, e.g. `https://sap.example.com/sap/opu/odata/sap`. */
  baseUrl: 'SAP_ODATA_URL',
  user: 'SAP_ODATA_USER',
  password: 'SAP_ODATA_PASSWORD',
  /** A bearer token, used instead of the user and password when set. */
  token: 'SAP_ODATA_TOKEN',
  /** `sap-client` (the system's client number), when it has several. */
  client: 'SAP_ODATA_CLIENT',
  pageSize: 'SAP_ODATA_PAGE_SIZE',
  timeoutMs: 'SAP_ODATA_TIMEOUT_MS',
  /** 'true': a delivery-note lookup the local tables cannot answer asks SAP itself. */
  liveLookup: 'SAP_LIVE_LOOKUP',
} as const

/** Weighing (category WEIGH). */
export const WeighKey = {
  /** A net weight more than this percent above its document's is refused (whole number, 2 when unset). */
  tolerancePct: 'WEIGH_TOLERANCE_PCT',
  /** A vehicle's stored tare is reused for this many days after it was weighed (30 when unset). */
  tareMaxDays: 'WEIGH_TARE_MAX_DAYS',
} as const

/** Password policy (category PASSWORD_POLICY), enforced on every password change. */
export const PasswordPolicyKey = {
  minLength: 'SNOWY_PASSWORD_MIN_LENGTH',
  requireDigit: 'SNOWY_PASSWORD_REQUIRE_DIGIT',
  requireLetter: 'SNOWY_PASSWORD_REQUIRE_LETTER',
  requireUpperLower: 'SNOWY_PASSWORD_REQUIRE_UPPER_LOWER',
  requireSymbol: 'SNOWY_PASSWORD_REQUIRE_SYMBOL',
  /** A new password may not equal the current one or any of the last N (0 = off). */
  historyCount: 'SNOWY_PASSWORD_HISTORY_COUNT',
  /** A password older than N days must be changed before anything else (0 = never). */
  expireDays: 'SNOWY_PASSWORD_EXPIRE_DAYS',
} as const
/** Bounds of the history and expiry settings; the history table keeps at most this many per user. */
export const PASSWORD_HISTORY_MAX = 10
export const PASSWORD_EXPIRE_DAYS_MAX = 3650

/**
 * File storage (category FILE). The engine itself is the base key `SysBaseKey.fileEngine`; the local
 * folder is relative to the server's data folder.
 */
export const FileKey = {
  localFolder: 'SNOWY_FILE_LOCAL_FOLDER',
  s3Endpoint: 'SNOWY_FILE_S3_ENDPOINT',
  s3Region: 'SNOWY_FILE_S3_REGION',
  s3Bucket: 'SNOWY_FILE_S3_BUCKET',
  s3AccessKey: 'SNOWY_FILE_S3_ACCESS_KEY',
  s3SecretKey: 'SNOWY_FILE_S3_SECRET_KEY',
  s3PathStyle: 'SNOWY_FILE_S3_PATH_STYLE',
  s3PublicUrl: 'SNOWY_FILE_S3_PUBLIC_URL',
  /** Which S3-compatible store (`S3_PRESETS`): its endpoint and addressing style follow (`s3Target`). */
  s3Preset: 'SNOWY_FILE_S3_PRESET',
  /** Largest upload in MB (whole number; 10 when unset). */
  maxSizeMb: 'SNOWY_FILE_MAX_SIZE_MB',
} as const
export const FILE_ENGINES = ['LOCAL', 'S3'] as const

/**
 * S3-compatible stores as users know them: MinIO (path-style, the endpoint is the server's own),
 * Aliyun OSS and Tencent COS (virtual-hosted style only; the endpoint follows from the region unless
 * one is set, e.g. an internal one). The empty preset is any other S3 service, as set.
 */
export const S3_PRESETS = ['', 'MINIO', 'ALIYUN_OSS', 'TENCENT_COS'] as const
export type S3Preset = (typeof S3_PRESETS)[number]
export const S3_PRESET_DEFS: Record<
  Exclude<S3Preset, ''>,
  { endpoint: string | null; pathStyle: boolean; region: string }
> = {
  MINIO: { endpoint: null, pathStyle: true, region: 'us-east-1' },
  ALIYUN_OSS: { endpoint: 'https://s3.oss-{region}.aliyuncs.com', pathStyle: false, region: 'cn-hangzhou' },
  TENCENT_COS: { endpoint: 'https://cos.{region}.myqcloud.com', pathStyle: false, region: 'ap-guangzhou' },
}

/** Where the S3 client goes for these settings: the preset's endpoint and addressing where it has them. */
export function s3Target(s: { preset: string; endpoint: string; region: string; pathStyle: boolean }) {
  const def = (S3_PRESET_DEFS as Record<string, (typeof S3_PRESET_DEFS)['MINIO'] | undefined>)[s.preset]
  if (!def) return { endpoint: s.endpoint, region: s.region || 'us-east-1', pathStyle: s.pathStyle }
  const region = s.region || def.region
  return {
    endpoint: s.endpoint || (def.endpoint ? def.endpoint.replace('{region}', region) : ''),
    region,
    pathStyle: def.pathStyle,
  }
}

/** The SMS engines: the log only (the demo), Aliyun SMS (dysmsapi 2017-05-25), Tencent Cloud SMS (2021-01-11). */
export const SMS_ENGINES = ['LOG', 'ALIYUN', 'TENCENT'] as const
export type SmsEngine = (typeof SMS_ENGINES)[number]
/** The vendors' own endpoints, used while the endpoint settings are empty. */
export const SMS_ENDPOINTS = {
  ALIYUN: 'https://dysmsapi.aliyuncs.com',
  TENCENT: 'https://sms.tencentcloudapi.com',
} as const

/**
 * Keys whose values are write-only: the configuration APIs answer them with an empty value and
 * `valueSet`, an empty value on save keeps the stored one, and the operation log masks them.
 */
// The key must END with the word: SNOWY_PASSWORD_MIN_LENGTH is a policy setting, not a secret.
export const SECRET_CONFIG_KEY_RE = /(password|secret|token)(_?key)?$/i
export const isSecretConfigKey = (key: string) => SECRET_CONFIG_KEY_RE.test(key)

/** What a known key's value must look like; an empty value is allowed unless the format says not. */
export type ConfigFormat =
  | 'bool'
  | 'int'
  | 'port'
  | 'url'
  | 'fileEngine'
  | 'bucket'
  | 'folder'
  | 'region'
  | 'historyCount'
  | 'expireDays'
  | 'smsEngine'
  | 'smsFallback'
  | 'digits'
  | 'roleCodes'
  | 's3Preset'

export const CONFIG_FORMATS: Record<string, ConfigFormat> = {
  [SysBaseKey.captchaOpen]: 'bool',
  [SysBaseKey.copyrightUrl]: 'url',
  [SysBaseKey.fileEngine]: 'fileEngine',
  [LoginSecurityKey.failWindowMinutes]: 'int',
  [LoginSecurityKey.failMaxTimes]: 'int',
  [LoginSecurityKey.lockMinutes]: 'int',
  [LoginSecurityKey.otpRequiredRoles]: 'roleCodes',
  [PasswordPolicyKey.minLength]: 'int',
  [PasswordPolicyKey.requireDigit]: 'bool',
  [PasswordPolicyKey.requireLetter]: 'bool',
  [PasswordPolicyKey.requireUpperLower]: 'bool',
  [PasswordPolicyKey.requireSymbol]: 'bool',
  [PasswordPolicyKey.historyCount]: 'historyCount',
  [PasswordPolicyKey.expireDays]: 'expireDays',
  [EmailKey.port]: 'port',
  [EmailKey.secure]: 'bool',
  [FileKey.localFolder]: 'folder',
  [FileKey.s3Endpoint]: 'url',
  [FileKey.s3Region]: 'region',
  [FileKey.s3Bucket]: 'bucket',
  [FileKey.s3PathStyle]: 'bool',
  [FileKey.s3PublicUrl]: 'url',
  [FileKey.maxSizeMb]: 'int',
  [FileKey.s3Preset]: 's3Preset',
  [SmsKey.perAddressPerMinute]: 'int',
  [OaKey.baseUrl]: 'url',
  [OaKey.publicUrl]: 'url',
  [SapKey.baseUrl]: 'url',
  [SapKey.pageSize]: 'int',
  [SapKey.timeoutMs]: 'int',
  [SapKey.liveLookup]: 'bool',
  [WeighKey.tolerancePct]: 'int',
  [WeighKey.tareMaxDays]: 'int',
  [SmsKey.provider]: 'smsEngine',
  [SmsKey.fallback]: 'smsFallback',
  [SmsKey.timeoutMs]: 'int',
  [SmsKey.aliyunRegion]: 'region',
  [SmsKey.aliyunEndpoint]: 'url',
  [SmsKey.tencentRegion]: 'region',
  [SmsKey.tencentSdkAppId]: 'digits',
  [SmsKey.tencentEndpoint]: 'url',
}

function isHttpUrl(v: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(v)) return false
  try {
    new URL(v)
    return true
  } catch {
    return false
  }
}

/** A folder inside the data folder: relative, no `..`, plain characters. */
function isRelativeFolder(v: string): boolean {
  if (v.length > 255 || !/^[A-Za-z0-9_.\-/]+$/.test(v) || v.startsWith('/')) return false
  return v
    .split('/')
    .every((seg, i, all) => seg !== '..' && seg !== '.' && (seg !== '' || i === all.length - 1))
}

const FORMAT_CHECKS: Record<ConfigFormat, (v: string) => boolean> = {
  bool: (v) => v === 'true' || v === 'false',
  int: (v) => v === '' || /^\d{1,6}$/.test(v),
  port: (v) => v === '' || (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535),
  url: (v) => v === '' || (v.length <= LINE_MAX && isHttpUrl(v)),
  fileEngine: (v) => (FILE_ENGINES as readonly string[]).includes(v),
  // S3 bucket names: 3-63 lower-case letters, digits, dots and hyphens, letter or digit at both ends.
  bucket: (v) => v === '' || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
  folder: isRelativeFolder,
  region: (v) => /^[A-Za-z0-9_-]{0,64}$/.test(v),
  historyCount: (v) => /^\d{1,2}$/.test(v) && Number(v) <= PASSWORD_HISTORY_MAX,
  expireDays: (v) => /^\d{1,4}$/.test(v) && Number(v) <= PASSWORD_EXPIRE_DAYS_MAX,
  smsEngine: (v) => (SMS_ENGINES as readonly string[]).includes(v),
  smsFallback: (v) => v === '' || (SMS_ENGINES as readonly string[]).includes(v),
  digits: (v) => /^\d{0,20}$/.test(v),
  s3Preset: (v) => (S3_PRESETS as readonly string[]).includes(v),
  roleCodes: (v) =>
    /^\s*([A-Za-z][A-Za-z0-9_]*\s*(,\s*[A-Za-z][A-Za-z0-9_]*\s*)*)?$/.test(v) && v.length <= LINE_MAX,
}

/** The format `value` fails for `key`, or null when it is fine (or the key has no format). */
export function configValueError(key: string, value: string): ConfigFormat | null {
  const format = CONFIG_FORMATS[key]
  return format && !FORMAT_CHECKS[format](value) ? format : null
}

/** Keys that must have a value while another key has a given value. */
export interface ConfigRequirement {
  when: { key: string; value: string }
  keys: string[]
}
export const CONFIG_REQUIREMENTS: ConfigRequirement[] = [
  {
    when: { key: SysBaseKey.fileEngine, value: 'S3' },
    // The endpoint may follow from the preset's region (`s3Target`); the test button tells when none does.
    keys: [FileKey.s3Bucket, FileKey.s3AccessKey, FileKey.s3SecretKey],
  },
  ...(['provider', 'fallback'] as const).flatMap((role) => [
    {
      when: { key: SmsKey[role], value: 'ALIYUN' },
      keys: [SmsKey.aliyunAccessKeyId, SmsKey.aliyunAccessKeySecret, SmsKey.aliyunSignName],
    },
    {
      when: { key: SmsKey[role], value: 'TENCENT' },
      keys: [SmsKey.tencentSecretId, SmsKey.tencentSecretKey, SmsKey.tencentSdkAppId, SmsKey.tencentSignName],
    },
  ]),
]

/** Categories that the configuration pages never list, read or change. */
export const PROTECTED_CONFIG_CATEGORIES = ['SECRET'] as const

export const configAddSchema = z.object({
  configKey: z
    .string()
    .trim()
    .min(1)
    .max(KEY_MAX)
    .regex(/^[A-Za-z][A-Za-z0-9_.]*$/),
  configValue: z.string().max(VALUE_MAX),
  category: z
    .string()
    .trim()
    .min(1)
    .max(CATEGORY_MAX)
    .regex(/^[A-Z][A-Z0-9_]*$/),
  remark: z.preprocess(blankToNull, z.string().trim().max(REMARK_MAX).nullish()),
  sortCode,
})
export const configEditSchema = configAddSchema.extend({ id: idSchema })
const categoryFilter = { category: z.string().max(CATEGORY_MAX).optional() }
/** The page takes any column name to sort by (no pattern, unlike other lists). */
export const configPageQuerySchema = pageQuerySchema.extend(
  fields(categoryFilter, { sortField: z.string().max(64).optional(), searchKey }),
)
export const configListQuerySchema = z.object(categoryFilter)
/**
 * Changes several values at once (a settings form): by key. For a secret key an empty value keeps
 * the stored one; `clear` empties it.
 */
export const configEditBatchSchema = z
  .array(
    z.object({
      configKey: z.string().min(1).max(KEY_MAX),
      configValue: z.string().max(VALUE_MAX),
      clear: z.boolean().optional(),
    }),
  )
  .min(1)
  .max(200)
/**
 * `configValue` is always '' for a secret key; `secret`: the value is write-only (see
 * `isSecretConfigKey`); `valueSet`: a value is stored (the only thing told about a secret).
 */
export const configRowSchema = z.object(
  fields(
    strings('id', 'configKey', 'configValue', 'category'),
    nullableStrings('remark'),
    numbers('sortCode'),
    booleans('secret', 'valueSet'),
  ),
)
export type ConfigRow = z.infer<typeof configRowSchema>

/** Send a test SMS with the saved SMS settings (through the engine, its fallback when it refuses). */
export const configTestSmsSchema = z.object({
  phone: phoneSchema,
})
/** Which engine carried the test message, and the SMS log entry. */
export const configTestSmsResultSchema = z.object({ provider: z.string(), logId: z.string() })

/** Send a test mail with the saved SMTP settings. */
export const configTestMailSchema = z.object({ to: z.string().trim().max(EMAIL_MAX).regex(EMAIL_RE) })
