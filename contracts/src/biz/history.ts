import { z } from 'zod'
import { idSchema } from '../common.js'
import { optId, optText, reqText, sortCode } from '../fields.js'
import { contentPageQuerySchema, contentRowSchema } from './content.js'
import { enText } from './site.js'

// ---- Public (the site): published events, oldest first, in the asked language ----

export const historyPublicSchema = z.object({
  id: z.string(),
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
  eventDate: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  imageId: z.string().nullable(),
})
export type HistoryPublic = z.infer<typeof historyPublicSchema>

// ---- Admin (the back-office): every event, both languages ----

const TITLE_MAX = 255
const CONTENT_MAX = 2000

/** Longest values of the fields, for the web's inputs. */
export const HISTORY_LIMITS = { title: TITLE_MAX, content: CONTENT_MAX } as const

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', a real date between the years 1800 and 2199. */
export function isHistoryDate(value: string): boolean {
  const m = /^(1[89]\d\d|2[01]\d\d)(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/.exec(value)
  if (!m) return false
  if (!m[3]) return true
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCDate() === Number(m[3])
}

export const historyAddSchema = z.object({
  eventDate: z
    .string()
    .trim()
    .max(10)
    .refine(isHistoryDate, {
      message: 'YYYY, YYYY-MM or YYYY-MM-DD',
      params: { msgKey: 'historyDateInvalid' },
    }),
  title: reqText(TITLE_MAX),
  titleEn: enText(TITLE_MAX),
  /** Plain text (line breaks kept). */
  content: optText(CONTENT_MAX),
  contentEn: enText(CONTENT_MAX),
  imageId: optId,
  sortCode,
})
export const historyEditSchema = historyAddSchema.extend({ id: idSchema })
export const historyPageQuerySchema = contentPageQuerySchema
export const historyRowSchema = contentRowSchema.extend({
  eventDate: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  imageId: z.string().nullable(),
})
export const historyDetailSchema = historyRowSchema.extend({
  content: z.string().nullable(),
  contentEn: z.string().nullable(),
})
export type HistoryRow = z.infer<typeof historyRowSchema>
export type HistoryDetail = z.infer<typeof historyDetailSchema>
