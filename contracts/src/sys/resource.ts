import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { blankToNull, optText, reqText, searchKey, sortCode } from '../fields.js'

export const RESOURCE_CATEGORIES = ['MODULE', 'MENU', 'BUTTON', 'FIELD'] as const
/** Menu kinds a menu resource may be (module is the MODULE category). */
export const MENU_KINDS = ['catalog', 'menu', 'link', 'iframe'] as const

/** Longest values of a resource's fields (schemas and form inputs). */
export const RESOURCE_LIMITS = {
  title: 64,
  titleEn: 64,
  icon: 64,
  color: 32,
  name: 128,
  code: 128,
  path: 255,
  component: 255,
  redirect: 255,
  url: 1024,
} as const

const code = z
  .string()
  .trim()
  .min(1)
  .max(RESOURCE_LIMITS.code)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/)
const flag = z.boolean().default(false)

export const moduleAddSchema = z.object({
  title: reqText(RESOURCE_LIMITS.title),
  titleEn: optText(RESOURCE_LIMITS.titleEn),
  icon: optText(RESOURCE_LIMITS.icon),
  color: optText(RESOURCE_LIMITS.color),
  sortCode,
})
export const moduleEditSchema = moduleAddSchema.extend({ id: idSchema })

export const menuAddSchema = z.object({
  /** The module, or a catalog/menu of that module. */
  parentId: idSchema,
  moduleId: idSchema,
  title: reqText(RESOURCE_LIMITS.title),
  titleEn: optText(RESOURCE_LIMITS.titleEn),
  menuType: z.enum(MENU_KINDS),
  /** Route name, unique; also the page's permission code when `code` is empty. */
  name: optText(RESOURCE_LIMITS.name),
  code: z.preprocess(blankToNull, code.nullish()),
  path: optText(RESOURCE_LIMITS.path),
  component: optText(RESOURCE_LIMITS.component),
  redirect: optText(RESOURCE_LIMITS.redirect),
  url: optText(RESOURCE_LIMITS.url),
  icon: optText(RESOURCE_LIMITS.icon),
  hidden: flag,
  affix: flag,
  fullpage: flag,
  hiddenBreadcrumb: flag,
  sortCode,
})
export const menuEditSchema = menuAddSchema.extend({ id: idSchema })
export const menuTreeQuerySchema = z.object({ moduleId: idSchema.optional(), searchKey })
export const menuChangeModuleSchema = z.object({ id: idSchema, moduleId: idSchema })

/** Buttons and fields belong to a menu. */
export const buttonAddSchema = z.object({
  parentId: idSchema,
  title: reqText(RESOURCE_LIMITS.title),
  titleEn: optText(RESOURCE_LIMITS.titleEn),
  code,
  sortCode,
})
export const buttonEditSchema = buttonAddSchema.extend({ id: idSchema })
export const fieldAddSchema = buttonAddSchema
export const fieldEditSchema = buttonEditSchema
export const childPageQuerySchema = pageQuerySchema.extend({ parentId: idSchema, searchKey })
export const modulePageQuerySchema = pageQuerySchema.extend({ searchKey })

export const resourceSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  category: z.string(),
  moduleId: z.string().nullable(),
  name: z.string().nullable(),
  code: z.string().nullable(),
  title: z.string(),
  titleEn: z.string().nullable(),
  menuType: z.string().nullable(),
  path: z.string().nullable(),
  component: z.string().nullable(),
  redirect: z.string().nullable(),
  url: z.string().nullable(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  hidden: z.boolean(),
  affix: z.boolean(),
  fullpage: z.boolean(),
  hiddenBreadcrumb: z.boolean(),
  sortCode: z.number(),
})
export type ResourceRecord = z.infer<typeof resourceSchema>
export interface ResourceTreeNode extends ResourceRecord {
  children?: ResourceTreeNode[]
}
export const resourceTreeNodeSchema: z.ZodType<ResourceTreeNode> = z.lazy(() =>
  resourceSchema.extend({ children: z.array(resourceTreeNodeSchema).optional() }),
)
