import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { optText, reqText, searchKey, sortCode } from '../fields.js'

/** Longest values of a user group's fields (schemas and form inputs). */
export const GROUP_LIMITS = { name: 64, remark: 255 } as const

export const groupAddSchema = z.object({
  name: reqText(GROUP_LIMITS.name),
  remark: optText(GROUP_LIMITS.remark),
  sortCode,
})
export const groupEditSchema = groupAddSchema.extend({ id: idSchema })
export const groupPageQuerySchema = pageQuerySchema.extend({ searchKey })
export const groupGrantUserSchema = z.object({ id: idSchema, userIdList: z.array(idSchema).max(5000) })
export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  remark: z.string().nullable(),
  sortCode: z.number(),
  userCount: z.number().optional(),
  createdAt: z.string().nullable(),
})
export type Group = z.infer<typeof groupSchema>
