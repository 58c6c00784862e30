import { z } from 'zod'
import { nullableStrings, numbers, optionalStrings, strings, treeOf } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, optId, optText, reqText, searchKey, sortCode } from '../fields.js'
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

/** What an organisation's row and its tree node both show. */
const orgNodeSchema = z.object(
  fields(strings('id', 'parentId', 'name', 'category'), nullableStrings('code'), numbers('sortCode')),
)
export const orgSchema = orgNodeSchema.extend(
  fields(nullableStrings('directorId', 'createdAt'), optionalStrings('directorName')),
)
export const orgTreeNodeSchema = treeOf(orgNodeSchema, 'OrgTreeNode')
export type OrgTreeNode = z.infer<typeof orgTreeNodeSchema>

export type OrgAdd = z.infer<typeof orgAddSchema>
export type OrgEdit = z.infer<typeof orgEditSchema>
export type Org = z.infer<typeof orgSchema>
