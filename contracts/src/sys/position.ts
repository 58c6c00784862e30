import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { optText, reqText, searchKey, sortCode } from '../fields.js'
import { CODE_MAX, NAME_MAX } from '../validation.js'

export const POSITION_CATEGORIES = ['HIGH', 'MIDDLE', 'BASE'] as const

/** Longest values of a position's fields (the schemas below read the same constants). */
export const POSITION_LIMITS = { name: NAME_MAX, code: CODE_MAX } as const

export const positionAddSchema = z.object({
  orgId: idSchema,
  name: reqText(NAME_MAX),
  code: optText(CODE_MAX),
  category: z.enum(POSITION_CATEGORIES),
  sortCode,
})
export const positionEditSchema = positionAddSchema.extend({ id: idSchema })
/** `orgId` lists the positions of that organisation and all below it (the tree beside the list). */
export const positionPageQuerySchema = pageQuerySchema.extend({
  orgId: idSchema.optional(),
  category: z.enum(POSITION_CATEGORIES).optional(),
  searchKey,
})
export const positionSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string().nullable().optional(),
  name: z.string(),
  code: z.string().nullable(),
  category: z.string(),
  sortCode: z.number(),
  createdAt: z.string().nullable(),
})
export type PositionAdd = z.infer<typeof positionAddSchema>
export type Position = z.infer<typeof positionSchema>
