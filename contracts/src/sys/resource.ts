import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { optText, reqText, searchKey, sortCode } from '../fields.js'

export const RESOURCE_CATEGORIES = ['MODULE', 'MENU', 'BUTTON', 'FIELD'] as const
/** Menu kinds a menu resource may be (module is the MODULE category). */
export const MENU_KINDS = ['catalog', 'menu', 'link', 'iframe'] as const

const code = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/)
const flag = z.boolean().default(false)

export const moduleAddSchema = z.object({
  title: reqText(64),
  titleEn: optText(64),
  icon: optText(64),
  color: optText(32),
  sortCode,
})
export const moduleEditSchema = moduleAddSchema.extend({ id: idSchema })

export const menuAddSchema = z.object({
  /** The module, or a catalog/menu of that module. */
  parentId: idSchema,
  moduleId: idSchema,
  title: reqText(64),
  titleEn: optText(64),
  menuType: z.enum(MENU_KINDS),
  /** Route name, unique; also the page's permission code when `code` is empty. */
  name: optText(128),
  code: z.preprocess((v) => (v === '' ? null : v), code.nullish()),
  path: optText(255),
  component: optText(255),
  redirect: optText(255),
  url: optText(1024),
  icon: optText(64),
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
  title: reqText(64),
  titleEn: optText(64),
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
