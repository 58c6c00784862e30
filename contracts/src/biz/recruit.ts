import { z } from 'zod'
import { nullableStrings, numbers, strings } from '../answers.js'
import { idSchema } from '../common.js'
import { bilingual, fields, publishedPageQuerySchema, reqText, sortCode } from '../fields.js'
import { publishSchema, richText } from './site.js'

// ---- Public (the site): open positions by sort code, in the asked language ----

/** `updatedAt`: when it was last opened or changed. */
export const recruitPublicItemSchema = z.object(
  fields(
    strings('id', 'title', 'updatedAt'),
    nullableStrings('department', 'location', 'education', 'salary'),
    {
      headcount: z.number(),
    },
  ),
)
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

export const recruitAddSchema = z.object(
  fields(
    bilingual('title', TITLE_MAX, reqText),
    bilingual('department', SHORT_MAX),
    bilingual('location', SHORT_MAX),
    bilingual('education', SHORT_MAX),
    bilingual('salary', SHORT_MAX),
    {
      /** How many people are wanted, 1 to 999. */
      headcount: z.number().int().min(1).max(HEADCOUNT_MAX).default(1),
      description: richText(DESCRIPTION_MAX),
      descriptionEn: richText(DESCRIPTION_MAX),
      sortCode,
    },
  ),
)
export const recruitEditSchema = recruitAddSchema.extend({ id: idSchema })
/** `searchKey`: title contains (Chinese or English); `published`: '1' open, '0' closed. */
export const recruitPageQuerySchema = publishedPageQuerySchema
/** Open (published) or close positions. */
export const recruitPublishSchema = publishSchema
/** A position as the résumé filter offers it (every position, open or closed). */
export const recruitOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  published: z.boolean(),
})

export const recruitRowSchema = z.object(
  fields(
    strings('id', 'title', 'createdAt'),
    nullableStrings('titleEn', 'department', 'location', 'salary'),
    {
      /** Open for applications. */
      published: z.boolean(),
      /** `resumeCount`: résumés received for it. */
    },
    numbers('headcount', 'sortCode', 'resumeCount'),
  ),
)
export const recruitDetailSchema = recruitRowSchema.extend(
  fields(
    nullableStrings('departmentEn', 'locationEn', 'education', 'educationEn', 'salaryEn'),
    nullableStrings('description', 'descriptionEn'),
  ),
)
export type RecruitRow = z.infer<typeof recruitRowSchema>
export type RecruitDetail = z.infer<typeof recruitDetailSchema>
export type RecruitOption = z.infer<typeof recruitOptionSchema>
