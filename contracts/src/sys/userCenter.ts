import { z } from 'zod'
import { booleans, nullableStrings, numbers, optionalStrings, strings } from '../answers.js'
import { idQuerySchema, pageQuerySchema } from '../common.js'
import { blankToNull, fields, phoneSchema } from '../fields.js'
import { ALNUM_RE, DIGITS_RE, EMAIL_MAX, EMAIL_RE } from '../validation.js'
import {
  GENDERS,
  USER_ADDRESS_MAX,
  USER_EMERGENCY_CONTACT_MAX,
  USER_NAME_MAX,
  USER_NICKNAME_MAX,
} from './user.js'

const email = z.string().trim().max(EMAIL_MAX).regex(EMAIL_RE)
/** The picture captcha's answer: letters and digits. */
const picCode = z.string().trim().min(1).max(16).regex(ALNUM_RE)
/** The code from the e-mail or SMS: digits. */
const sentCode = z.string().trim().min(4).max(8).regex(DIGITS_RE)
const reqNo = z.string().min(1).max(64)
/** SM2-encrypted like the login password. */
const encrypted = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[0-9a-fA-F]+$/)

export const findPasswordEmailCodeQuerySchema = z.object({ email, validCode: picCode, validCodeReqNo: reqNo })
export const findPasswordPhoneCodeQuerySchema = z.object({
  phone: phoneSchema,
  validCode: picCode,
  validCodeReqNo: reqNo,
})
export const findPasswordByEmailSchema = z.object({
  email,
  validCode: sentCode,
  validCodeReqNo: reqNo,
  newPassword: encrypted,
})
export const findPasswordByPhoneSchema = z.object({
  phone: phoneSchema,
  validCode: sentCode,
  validCodeReqNo: reqNo,
  newPassword: encrypted,
})

export type FindPasswordByEmail = z.infer<typeof findPasswordByEmailSchema>
export type FindPasswordByPhone = z.infer<typeof findPasswordByPhoneSchema>

/** Old and new password, both SM2-encrypted. */
export const updatePasswordSchema = z.object({ password: encrypted, newPassword: encrypted })
/** A data URL of a PNG, JPEG, GIF or WEBP image. */
export const updateAvatarSchema = z.object({ avatar: z.string().min(1).max(1_500_000) })
/** The signature image as a data URL (or empty to clear it). */
export const updateSignatureSchema = z.object({ signature: z.string().max(1_500_000) })
export const updateUserInfoSchema = z.object({
  name: z.string().trim().min(1).max(USER_NAME_MAX),
  nickname: z.preprocess(blankToNull, z.string().trim().max(USER_NICKNAME_MAX).nullish()),
  gender: z.preprocess(blankToNull, z.enum(GENDERS).nullish()),
  address: z.preprocess(blankToNull, z.string().trim().max(USER_ADDRESS_MAX).nullish()),
  emergencyContact: z.preprocess(blankToNull, z.string().trim().max(USER_EMERGENCY_CONTACT_MAX).nullish()),
  emergencyPhone: z.preprocess(blankToNull, phoneSchema.nullish()),
})
/** One figure of the workbench's row (`loginWorkbenchFigures`): a count a module adds. */
export const workbenchFigureSchema = z.object({
  key: z.string(),
  title: z.string(),
  value: z.number(),
  /** The count stopped at `value`: there are at least that many (shown as "99+" for 100). */
  capped: z.boolean().optional(),
  path: z.string().optional(),
})
export type WorkbenchFigure = z.infer<typeof workbenchFigureSchema>
export const updateWorkbenchSchema = z.object({ workbenchData: z.array(z.string().min(1).max(64)).max(50) })
export const idListBodySchema = z.object({ idList: z.array(z.string().min(1).max(64)).max(500) })
export const avatarByIdQuerySchema = idQuerySchema
/** The caller's messages, by page (unsorted) and read or not. */
export const messagePageQuerySchema = pageQuerySchema
  .pick({ current: true, size: true })
  .extend({ read: z.enum(['0', '1']).optional() })
export const messageDetailQuerySchema = idQuerySchema
/** A message in the caller's list (`readFlag` 1 or 0 says the same as `read`); the detail adds its content. */
export const messageRowSchema = z.object(
  fields(
    strings('id', 'subject', 'createdAt'),
    nullableStrings('category'),
    booleans('read'),
    numbers('readFlag'),
    optionalStrings('content'),
  ),
)
/** One of the caller's messages with its content (reading it marks it read). */
export const messageDetailSchema = messageRowSchema.extend(nullableStrings('content'))
/** One of the caller's posts (`loginPositionInfo`): the main one first, then the concurrent ones. */
export const postInfoSchema = z.object(
  fields(nullableStrings('orgId', 'positionId', 'orgName', 'positionName'), booleans('main')),
)
/** What the by-id lookups (`get<X>ListByIdList`) answer: at least each record's id and name. */
export const namedRecordSchema = z.object(strings('id', 'name'))
/** The users' lookup adds the account and the organisation. */
export const userNameRecordSchema = namedRecordSchema.extend(
  fields(strings('account'), nullableStrings('orgId', 'orgName')),
)
/** The organisations' lookup adds the parent and the category. */
export const orgNameRecordSchema = namedRecordSchema.extend(strings('parentId', 'category'))
/** The positions' lookup adds the organisation and the category. */
export const positionNameRecordSchema = namedRecordSchema.extend(strings('orgId', 'category'))
/** The roles' lookup adds the code and the category. */
export const roleNameRecordSchema = namedRecordSchema.extend(strings('code', 'category'))
export const bindPhoneCodeQuerySchema = z.object({ phone: phoneSchema })
export const bindEmailCodeQuerySchema = z.object({ email })
export const bindPhoneSchema = z.object({ phone: phoneSchema, validCode: sentCode, validCodeReqNo: reqNo })
export const bindEmailSchema = z.object({ email, validCode: sentCode, validCodeReqNo: reqNo })

/** Most columns one table's settings may name; more is a broken or hostile client. */
export const COLUMN_PREF_MAX = 100
/** A table id (`sys-user`, `dev-log-OPERATE`) or a column key (`empNo`). */
const prefName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/)
export const columnPrefQuerySchema = z.object({ key: prefName })
/** A table's column settings, `checked` per column key; an empty object deletes them. */
export const columnPrefValueSchema = z.record(prefName, z.boolean())
export const saveColumnPrefSchema = z.object({ key: prefName, value: columnPrefValueSchema })
export type ColumnPrefs = z.infer<typeof columnPrefValueSchema>
