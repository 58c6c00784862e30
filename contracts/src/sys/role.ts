import { z } from 'zod'
import { nullableStrings, numbers, optionalStrings, strings, treeOf } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, optId, optText, reqCode, reqText, searchKey, sortCode } from '../fields.js'
import { CODE_MAX, NAME_MAX, REMARK_MAX } from '../validation.js'
import { resourceSchema } from './resource.js'

export const ROLE_CATEGORIES = ['GLOBAL', 'ORG'] as const
export const DATA_SCOPES = ['ALL', 'SELF', 'ORG', 'ORG_AND_BELOW', 'DEFINE'] as const
export type DataScopeKind = (typeof DATA_SCOPES)[number]

/** Data scope of one permission code: DEFINE lists the organisations. */
export const scopeSpecSchema = z.object({
  scope: z.enum(DATA_SCOPES),
  orgIds: z.array(idSchema).max(1000).optional(),
})

/** Longest values of a role's fields (the schemas below read the same constants). */
export const ROLE_LIMITS = { name: NAME_MAX, code: CODE_MAX, remark: REMARK_MAX } as const

export const roleAddSchema = z.object({
  name: reqText(NAME_MAX),
  code: reqCode(CODE_MAX),
  category: z.enum(ROLE_CATEGORIES),
  /** The organisation an ORG role belongs to. */
  orgId: optId,
  sortCode,
  remark: optText(REMARK_MAX),
})
export const roleEditSchema = roleAddSchema.extend({ id: idSchema })
export const rolePageQuerySchema = pageQuerySchema.extend({
  orgId: idSchema.optional(),
  category: z.enum(ROLE_CATEGORIES).optional(),
  searchKey,
})
export const roleGrantResourceSchema = z.object({ id: idSchema, resourceIdList: z.array(idSchema).max(5000) })
export const roleGrantPermissionSchema = z.object({
  id: idSchema,
  permissionList: z.array(z.object({ code: z.string().min(1).max(128), scope: scopeSpecSchema })).max(2000),
})
export const roleGrantUserSchema = z.object({ id: idSchema, userIdList: z.array(idSchema).max(5000) })

export const roleSchema = z.object(
  fields(
    strings('id', 'name', 'code', 'category'),
    nullableStrings('orgId', 'remark', 'createdAt'),
    numbers('sortCode'),
    optionalStrings('orgName'),
  ),
)

/** One API a permission code opens, for the grant-permission dialog. */
export const permissionApiSchema = z.object({
  code: z.string(),
  kind: z.enum(['menu', 'button']),
  title: z.string().nullable(),
  apis: z.array(z.object({ method: z.string(), url: z.string(), summary: z.string() })),
})

/** One node of the grant-resource tree (`resourceTreeSelector`): modules, menus, buttons and fields. */
const grantResourceFields = resourceSchema.pick({
  id: true,
  parentId: true,
  category: true,
  moduleId: true,
  code: true,
  title: true,
  titleEn: true,
  menuType: true,
  icon: true,
  sortCode: true,
})
export const grantResourceNodeSchema = treeOf(grantResourceFields, 'GrantResourceNode')
export type GrantResourceNode = z.infer<typeof grantResourceNodeSchema>

export type RoleAdd = z.infer<typeof roleAddSchema>
export type Role = z.infer<typeof roleSchema>
export type ScopeSpecInput = z.infer<typeof scopeSpecSchema>
