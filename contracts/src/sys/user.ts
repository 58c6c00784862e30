import { z } from 'zod'
import { nullableStrings, numbers, optionalStrings, strings } from '../answers.js'
import { idListSchema, idSchema, pageQuerySchema } from '../common.js'
import {
  blankToNull,
  fields,
  optEmail,
  optId,
  optPhone,
  optText,
  reqText,
  searchKey,
  sortCode,
} from '../fields.js'
import { EMAIL_MAX, PHONE_LENGTH } from '../validation.js'
import { scopeSpecSchema } from './role.js'

export const USER_STATUSES = ['ENABLE', 'DISABLE'] as const
export const GENDERS = ['MALE', 'FEMALE', 'UNKNOWN'] as const

const ACCOUNT_MAX = 64
export const USER_NAME_MAX = 64
export const USER_NICKNAME_MAX = 64
const EMP_NO_MAX = 64
const ENTRY_DATE_MAX = 32
export const USER_ADDRESS_MAX = 255
export const USER_EMERGENCY_CONTACT_MAX = 64
const POSTS_MAX = 10
/**
 * Longest values of a user's fields: the schemas below and the web's inputs use the same numbers
 * (the schemas read the constants, not this object: see `fields.ts`).
 */
export const USER_LIMITS = {
  account: ACCOUNT_MAX,
  name: USER_NAME_MAX,
  nickname: USER_NICKNAME_MAX,
  empNo: EMP_NO_MAX,
  entryDate: ENTRY_DATE_MAX,
  address: USER_ADDRESS_MAX,
  emergencyContact: USER_EMERGENCY_CONTACT_MAX,
  email: EMAIL_MAX,
  phone: PHONE_LENGTH,
  /** Concurrent posts. */
  posts: POSTS_MAX,
} as const

/** A concurrent post: another organisation and position the user also holds. */
export const concurrentPostSchema = z.object({ orgId: idSchema, positionId: idSchema })
export type ConcurrentPost = z.infer<typeof concurrentPostSchema>

/** Snowy's client sends the gender as its label (a migration path): read as the value it names. */
const GENDER_LABELS: Readonly<Record<string, string>> = { 男: 'MALE', 女: 'FEMALE', 未知: 'UNKNOWN' }
const genderValue = (v: unknown) => (typeof v === 'string' ? (GENDER_LABELS[v] ?? blankToNull(v)) : v)
/** Snowy's client sends the concurrent posts as a JSON string: read as the list it holds. */
const jsonList = (v: unknown) => {
  if (typeof v !== 'string') return v
  if (!v.trim()) return undefined
  try {
    return JSON.parse(v)
  } catch {
    return v
  }
}

export const userAddSchema = z.object({
  account: z
    .string()
    .trim()
    .min(2)
    .max(ACCOUNT_MAX)
    .regex(/^[A-Za-z0-9_.@-]+$/),
  name: reqText(USER_NAME_MAX),
  nickname: optText(USER_NICKNAME_MAX),
  gender: z.preprocess(genderValue, z.enum(GENDERS).nullish()),
  phone: optPhone,
  email: optEmail,
  empNo: optText(EMP_NO_MAX),
  orgId: idSchema,
  positionId: optId,
  directorId: optId,
  positionJson: z.preprocess(jsonList, z.array(concurrentPostSchema).max(POSTS_MAX).optional()),
  entryDate: optText(ENTRY_DATE_MAX),
  address: optText(USER_ADDRESS_MAX),
  emergencyContact: optText(USER_EMERGENCY_CONTACT_MAX),
  emergencyPhone: optPhone,
  sortCode,
  userStatus: z.enum(USER_STATUSES).default('ENABLE'),
})
export const userEditSchema = userAddSchema.extend({ id: idSchema })

/** List filters; `orgId` takes the organisation and all below it. Export takes the same. */
export const userPageQuerySchema = pageQuerySchema.extend({
  orgId: idSchema.optional(),
  searchKey,
  account: searchKey,
  name: searchKey,
  phone: searchKey,
  userStatus: z.enum(USER_STATUSES).optional(),
})
export const userExportQuerySchema = userPageQuerySchema.omit({ current: true, size: true })

export const userStatusSchema = z.object({ id: idSchema, userStatus: z.enum(USER_STATUSES) })
export const userResetPasswordSchema = z.object({ id: idSchema })
export const userGrantRoleSchema = z.object({ id: idSchema, roleIdList: z.array(idSchema).max(200) })
export const userGrantResourceSchema = z.object({ id: idSchema, resourceIdList: z.array(idSchema).max(5000) })
export const permissionGrantSchema = z.object({ code: z.string().min(1).max(128), scope: scopeSpecSchema })
export const userGrantPermissionSchema = z.object({
  id: idSchema,
  permissionList: z.array(permissionGrantSchema).max(2000),
})
/** Import: the .xlsx file as base64 (optionally a data URL). */
export const userImportSchema = z.object({ fileBase64: z.string().min(1).max(14_000_000) })
export const userDeleteSchema = idListSchema

/** `avatar` is in the detail only (lists leave the image out). */
export const userSchema = z.object(
  fields(
    strings('id', 'account', 'name', 'userStatus'),
    nullableStrings('nickname', 'gender', 'orgId', 'orgName', 'positionId', 'positionName', 'directorId'),
    nullableStrings('createdAt'),
    optionalStrings('avatar', 'phone', 'email', 'empNo'),
    numbers('sortCode'),
  ),
)

/** A row of the user list: `genderName`, the gender's label in the caller's language (Snowy's client shows it). */
export const userRowSchema = userSchema.extend({ genderName: z.string().nullable() })
export type UserRow = z.infer<typeof userRowSchema>

/** One user with the further details (`detail`); fields not granted are left out, as in the list. */
export const userDetailSchema = userSchema.extend(
  fields(
    nullableStrings('directorName', 'entryDate', 'address', 'emergencyContact', 'emergencyPhone'),
    nullableStrings('lastLoginTime', 'lastLoginIp'),
    { positionJson: z.array(concurrentPostSchema) },
  ),
)

/** The reset response: the new password, shown once. */
export const resetPasswordResultSchema = z.object({ password: z.string(), mailed: z.boolean() })

export interface ImportRowError {
  /** Row number in the sheet (the header is row 1). */
  row: number
  field: string
  message: string
}
export const importResultSchema = z.object({ total: z.number(), imported: z.number() })

/** Person option (spec §3) and the person selector's page. */
export const personQuerySchema = z.object({
  current: z.coerce.number<number | string>().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  name: searchKey,
  orgId: idSchema.optional(),
  /** Only members of this user group. */
  groupId: idSchema.optional(),
})
/** `jobNum` is the employee number: left out where that field is not granted. */
export const personOptionSchema = z.object(
  fields(
    strings('value', 'label', 'name'),
    nullableStrings('deptId', 'departmentName'),
    optionalStrings('jobNum'),
  ),
)
export const personPageSchema = z.object({ personNameVos: z.array(personOptionSchema), total: z.number() })
export type PersonOption = z.infer<typeof personOptionSchema>

/** Excel columns of the user import template and export, in order. */
export const USER_EXCEL_COLUMNS = [
  { key: 'account', title: '账号', required: true },
  { key: 'name', title: '姓名', required: true },
  { key: 'gender', title: '性别', required: false },
  { key: 'phone', title: '手机号', required: false },
  { key: 'email', title: '邮箱', required: false },
  { key: 'empNo', title: '工号', required: false },
  { key: 'orgName', title: '组织', required: true },
  { key: 'positionName', title: '职位', required: false },
  { key: 'entryDate', title: '入职日期', required: false },
  { key: 'userStatus', title: '状态', required: false },
] as const

export type UserAdd = z.infer<typeof userAddSchema>
export type UserEdit = z.infer<typeof userEditSchema>
export type User = z.infer<typeof userSchema>
export type UserDetail = z.infer<typeof userDetailSchema>
/** A permission code with its data scope, as granted to a user or a role. */
export type PermissionGrant = z.infer<typeof permissionGrantSchema>
