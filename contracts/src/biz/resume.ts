import { z } from 'zod'
import { idSchema } from '../common.js'
import { optText, reqText } from '../fields.js'
import { EMAIL_MAX, EMAIL_RE, PHONE_RE } from '../validation.js'

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
  phone: z.string().trim().regex(PHONE_RE),
  email: z.string().trim().max(EMAIL_MAX).regex(EMAIL_RE),
  education: optText(64),
  message: optText(2000),
})
export type ResumeSubmit = z.infer<typeof resumeSubmitSchema>
