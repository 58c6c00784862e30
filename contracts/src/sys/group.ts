import { z } from 'zod'
import { nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, optText, reqText, searchKey, sortCode } from '../fields.js'
import { NAME_MAX, REMARK_MAX } from '../validation.js'

/** Longest values of a user group's fields (the schemas below read the same constants). */
export const GROUP_LIMITS = { name: NAME_MAX, remark: REMARK_MAX } as const

export const groupAddSchema = z.object({
  name: reqText(NAME_MAX),
  remark: optText(REMARK_MAX),
  sortCode,
})
export const groupEditSchema = groupAddSchema.extend({ id: idSchema })
export const groupPageQuerySchema = pageQuerySchema.extend({ searchKey })
export const groupGrantUserSchema = z.object({ id: idSchema, userIdList: z.array(idSchema).max(5000) })
export const groupSchema = z.object(
  fields(strings('id', 'name'), nullableStrings('remark', 'createdAt'), numbers('sortCode'), {
    userCount: z.number().optional(),
  }),
)
export type Group = z.infer<typeof groupSchema>
