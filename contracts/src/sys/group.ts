import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { optText, reqText, searchKey, sortCode } from '../fields.js'

export const groupAddSchema = z.object({ name: reqText(64), remark: optText(255), sortCode })
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
