import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, optText, phoneSchema, reqText, searchKey } from '../fields.js'
import { EMAIL_MAX, EMAIL_RE } from '../validation.js'

export const RESUME_STATUSES = ['NEW', 'REVIEWED', 'INTERVIEW', 'REJECTED', 'HIRED'] as const
export type ResumeStatus = (typeof RESUME_STATUSES)[number]
export const RESUME_GENDERS = ['MALE', 'FEMALE'] as const
/** Résumé attachments: PDF or Word (.docx). */
export const RESUME_MIMES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const

// ---- Public: the application form of /recruit (multipart: these fields, then the file `file`) ----

export const RESUME_LIMITS = { name: 64, education: 64, message: 2000 } as const
export const resumeSubmitSchema = z.object({
  recruitId: idSchema,
  name: reqText(64),
  gender: z.preprocess((v) => (v === '' ? null : v), z.enum(RESUME_GENDERS).nullish()),
  phone: phoneSchema,
  email: z.string().trim().max(EMAIL_MAX).regex(EMAIL_RE),
  education: optText(64),
  message: optText(2000),
})
export type ResumeSubmit = z.infer<typeof resumeSubmitSchema>

// ---- Admin (the back-office): résumés received, newest first ----

const REMARK_MAX = 500
const TIME_MAX = 32

export const RESUME_ADMIN_LIMITS = { remark: REMARK_MAX } as const

/** An ISO 8601 instant bounding the time received (the web sends `toISOString()`). */
const instant = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.iso.datetime({ offset: true }).max(TIME_MAX).optional(),
)

/** The list's filter (also the export's); a plain object, so no schema is read at module level. */
const resumeFilterFields = {
  /** Name (contains) or phone (contains). */
  searchKey,
  recruitId: idSchema.optional(),
  status: z.enum(RESUME_STATUSES).optional(),
  /** Received at or after. */
  startTime: instant,
  /** Received at or before. */
  endTime: instant,
}
export const resumeFilterSchema = z.object(resumeFilterFields)
export const resumePageQuerySchema = pageQuerySchema.extend(resumeFilterFields)
export const resumeExportQuerySchema = resumeFilterSchema
/** A new status with the reviewer's remark (empty: none). */
export const resumeStatusSchema = z.object({
  id: idSchema,
  status: z.enum(RESUME_STATUSES),
  remark: optText(REMARK_MAX),
})

/** `recruitTitle`: the position's title when the résumé was sent; `fileId`: null once it is gone. */
export const resumeRowSchema = z.object(
  fields(
    strings('id', 'recruitId', 'recruitTitle', 'name', 'phone', 'email', 'createdAt'),
    nullableStrings('gender', 'education', 'remark', 'fileId'),
    {
      status: z.enum(RESUME_STATUSES),
    },
  ),
)
export const resumeDetailSchema = resumeRowSchema.extend(
  fields(
    nullableStrings('message', 'clientIp', 'updatedAt'),
    {
      /** Who last changed the status (their name), if anyone. */
      updatedUserName: z.string().nullable(),
      /** The attachment as stored: its name, type and size in bytes. */
    },
    nullableStrings('fileName', 'fileMimeType'),
    {
      fileSize: z.number().nullable(),
    },
  ),
)
export type ResumeRow = z.infer<typeof resumeRowSchema>
export type ResumeDetail = z.infer<typeof resumeDetailSchema>
