import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { optText, reqText, searchKey, sortCode } from '../fields.js'
import { enText, publishSchema, richText } from './site.js'

// ---- Public (the site): open positions by sort code, in the asked language ----

export const recruitPublicItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  education: z.string().nullable(),
  salary: z.string().nullable(),
  headcount: z.number(),
  /** When it was last opened or changed. */
  updatedAt: z.string(),
})
export const recruitPublicDetailSchema = recruitPublicItemSchema.extend({
  description: z.string().nullable(),
})
export type RecruitPublicItem = z.infer<typeof recruitPublicItemSchema>
export type RecruitPublicDetail = z.infer<typeof recruitPublicDetailSchema>

// ---- Admin (the back-office): every position, both languages; `published` means open ----

const TITLE_MAX = 128
const SHORT_MAX = 64
/** Rich HTML as sent by the editor; the server sanitises it before it is stored. */
const DESCRIPTION_MAX = 100_000
const HEADCOUNT_MAX = 999

/** Longest values of the position fields, for the web's inputs. */
export const RECRUIT_LIMITS = {
  title: TITLE_MAX,
  department: SHORT_MAX,
  location: SHORT_MAX,
  education: SHORT_MAX,
  salary: SHORT_MAX,
  description: DESCRIPTION_MAX,
  headcount: HEADCOUNT_MAX,
} as const

export const recruitAddSchema = z.object({
  title: reqText(TITLE_MAX),
  titleEn: enText(TITLE_MAX),
  department: optText(SHORT_MAX),
  departmentEn: enText(SHORT_MAX),
  location: optText(SHORT_MAX),
  locationEn: enText(SHORT_MAX),
  education: optText(SHORT_MAX),
  educationEn: enText(SHORT_MAX),
  salary: optText(SHORT_MAX),
  salaryEn: enText(SHORT_MAX),
  /** How many people are wanted, 1 to 999. */
  headcount: z.number().int().min(1).max(HEADCOUNT_MAX).default(1),
  description: richText(DESCRIPTION_MAX),
  descriptionEn: richText(DESCRIPTION_MAX),
  sortCode,
})
export const recruitEditSchema = recruitAddSchema.extend({ id: idSchema })
export const recruitPageQuerySchema = pageQuerySchema.extend({
  /** Title contains (Chinese or English). */
  searchKey,
  /** '1' open, '0' closed. */
  published: z.enum(['0', '1']).optional(),
})
/** Open (published) or close positions. */
export const recruitPublishSchema = publishSchema
/** A position as the résumé filter offers it (every position, open or closed). */
export const recruitOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  published: z.boolean(),
})

export const recruitRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  salary: z.string().nullable(),
  headcount: z.number(),
  /** Open for applications. */
  published: z.boolean(),
  sortCode: z.number(),
  /** Résumés received for it. */
  resumeCount: z.number(),
  createdAt: z.string(),
})
export const recruitDetailSchema = recruitRowSchema.extend({
  departmentEn: z.string().nullable(),
  locationEn: z.string().nullable(),
  education: z.string().nullable(),
  educationEn: z.string().nullable(),
  salaryEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
})
export type RecruitRow = z.infer<typeof recruitRowSchema>
export type RecruitDetail = z.infer<typeof recruitDetailSchema>
export type RecruitOption = z.infer<typeof recruitOptionSchema>
