import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, searchKey } from '../fields.js'

export const VIS_LOG_CATEGORIES = ['LOGIN', 'LOGOUT'] as const
/** DENIED: refused calls (403), one row per user, route and 10-second window, counted in `hitCount`. */
export const OP_LOG_CATEGORIES = ['OPERATE', 'EXCEPTION', 'DENIED'] as const

export const logPageQuerySchema = pageQuerySchema.extend({
  category: z.string().max(16).optional(),
  searchKey,
  exeStatus: z.enum(['SUCCESS', 'FAIL']).optional(),
  /** ISO timestamps bounding opTime. */
  startTime: z.string().max(32).optional(),
  endTime: z.string().max(32).optional(),
  /** Keyset paging: the page after the entry with this id (newest first; `current` is then only echoed). */
  after: idSchema.optional(),
})
export const logDetailQuerySchema = z.object({ id: idSchema })
export const logChartQuerySchema = z.object({
  days: z.coerce.number<number | string>().int().min(1).max(366).default(7),
})
export const visLogDeleteSchema = z.object({ category: z.enum(VIS_LOG_CATEGORIES) })
export const opLogDeleteSchema = z.object({ category: z.enum(OP_LOG_CATEGORIES) })

export const logSchema = z.object(
  fields(
    strings('id', 'category', 'name', 'exeStatus', 'opTime'),
    nullableStrings('exeMessage', 'opIp', 'opBrowser', 'reqMethod', 'reqUrl', 'opUser', 'opUserId'),
    nullableStrings('paramJson', 'resultJson'),
    {
      /** How many calls the row stands for (more than 1 only for DENIED rows of a burst). */
      hitCount: z.number(),
    },
  ),
)
/** A row of the log's list: the entry without its parameters and result (the detail has them). */
export const logRowSchema = logSchema.omit({ paramJson: true, resultJson: true })
export const dayCountSchema = z.array(z.object({ date: z.string(), category: z.string(), count: z.number() }))
export const categoryCountSchema = z.array(z.object({ category: z.string(), count: z.number() }))
export type LogRecord = z.infer<typeof logSchema>
export type LogRow = z.infer<typeof logRowSchema>
