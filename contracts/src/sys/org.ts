import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { optId, optText, reqText, searchKey, sortCode } from '../fields.js'
import { CODE_MAX, NAME_MAX } from '../validation.js'

export const ORG_CATEGORIES = ['COMPANY', 'DEPT'] as const

/** Longest values of an organisation's fields (the schemas below read the same constants). */
export const ORG_LIMITS = { name: NAME_MAX, code: CODE_MAX } as const

export const orgAddSchema = z.object({
  parentId: z.string().min(1).max(64),
  name: reqText(NAME_MAX),
  code: optText(CODE_MAX),
  category: z.enum(ORG_CATEGORIES),
  sortCode,
  directorId: optId,
})
export const orgEditSchema = orgAddSchema.extend({ id: idSchema })
export const orgPageQuerySchema = pageQuerySchema.extend({ parentId: idSchema.optional(), searchKey })
export const orgTreeQuerySchema = z.object({ searchKey })
/** Copies an organisation with everything below it under another parent. */
export const orgCopySchema = z.object({ id: idSchema, targetParentId: z.string().min(1).max(64) })

export const orgSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  category: z.string(),
  sortCode: z.number(),
  directorId: z.string().nullable(),
  directorName: z.string().nullable().optional(),
  createdAt: z.string().nullable(),
})
export interface OrgTreeNode {
  id: string
  parentId: string
  name: string
  code: string | null
  category: string
  sortCode: number
  children?: OrgTreeNode[]
}
export const orgTreeNodeSchema: z.ZodType<OrgTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    name: z.string(),
    code: z.string().nullable(),
    category: z.string(),
    sortCode: z.number(),
    children: z.array(orgTreeNodeSchema).optional(),
  }),
)

export type OrgAdd = z.infer<typeof orgAddSchema>
export type OrgEdit = z.infer<typeof orgEditSchema>
export type Org = z.infer<typeof orgSchema>
