import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema } from '../common.js'
import { bilingual, fields, optId, reqText, sortCode } from '../fields.js'
import { contentPageQuerySchema, contentRowSchema } from './content.js'

// ---- Public (the site): published events, oldest first, in the asked language ----

/** `eventDate`: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
export const historyPublicSchema = z.object(
  fields(strings('id', 'eventDate', 'title'), nullableStrings('content', 'imageId')),
)
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

export const historyAddSchema = z.object(
  fields(
    {
      eventDate: z
        .string()
        .trim()
        .max(10)
        .refine(isHistoryDate, {
          message: 'YYYY, YYYY-MM or YYYY-MM-DD',
          params: { msgKey: 'historyDateInvalid' },
        }),
    },
    bilingual('title', TITLE_MAX, reqText),
    /** Plain text (line breaks kept). */
    bilingual('content', CONTENT_MAX),
    {
      imageId: optId,
      sortCode,
    },
  ),
)
export const historyEditSchema = historyAddSchema.extend({ id: idSchema })
export const historyPageQuerySchema = contentPageQuerySchema
export const historyRowSchema = contentRowSchema.extend(
  fields(strings('eventDate', 'title'), nullableStrings('titleEn', 'imageId')),
)
export const historyDetailSchema = historyRowSchema.extend(nullableStrings('content', 'contentEn'))
export type HistoryRow = z.infer<typeof historyRowSchema>
export type HistoryDetail = z.infer<typeof historyDetailSchema>
