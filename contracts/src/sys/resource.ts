import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings, treeOf } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { blankToNull, fields, optText, reqCode, reqText, searchKey, sortCode } from '../fields.js'

export const RESOURCE_CATEGORIES = ['MODULE', 'MENU', 'BUTTON', 'FIELD'] as const
const TITLE_MAX = 64
const TITLE_EN_MAX = 64
const ICON_MAX = 64
const COLOR_MAX = 32
const NAME_MAX = 128
const CODE_MAX = 128
const PATH_MAX = 255
const COMPONENT_MAX = 255
const REDIRECT_MAX = 255
const URL_MAX = 1024
/** Menu kinds a menu resource may be (module is the MODULE category). */
export const MENU_KINDS = ['catalog', 'menu', 'link', 'iframe'] as const

/**
 * Longest values of a resource's fields: the schemas read the constants above,
 * the web's inputs this object.
 */
export const RESOURCE_LIMITS = {
  title: TITLE_MAX,
  titleEn: TITLE_EN_MAX,
  icon: ICON_MAX,
  color: COLOR_MAX,
  name: NAME_MAX,
  code: CODE_MAX,
  path: PATH_MAX,
  component: COMPONENT_MAX,
  redirect: REDIRECT_MAX,
  url: URL_MAX,
} as const

const code = reqCode(CODE_MAX)
const flag = z.boolean().default(false)

export const moduleAddSchema = z.object({
  title: reqText(TITLE_MAX),
  titleEn: optText(TITLE_EN_MAX),
  icon: optText(ICON_MAX),
  color: optText(COLOR_MAX),
  sortCode,
})
export const moduleEditSchema = moduleAddSchema.extend({ id: idSchema })

export const menuAddSchema = z.object({
  /** The module, or a catalog/menu of that module. */
  parentId: idSchema,
  moduleId: idSchema,
  title: reqText(TITLE_MAX),
  titleEn: optText(TITLE_EN_MAX),
  menuType: z.enum(MENU_KINDS),
  /** Route name, unique; also the page's permission code when `code` is empty. */
  name: optText(NAME_MAX),
  code: z.preprocess(blankToNull, code.nullish()),
  path: optText(PATH_MAX),
  component: optText(COMPONENT_MAX),
  redirect: optText(REDIRECT_MAX),
  url: optText(URL_MAX),
  icon: optText(ICON_MAX),
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
  title: reqText(TITLE_MAX),
  titleEn: optText(TITLE_EN_MAX),
  code,
  sortCode,
})
export const buttonEditSchema = buttonAddSchema.extend({ id: idSchema })
export const fieldAddSchema = buttonAddSchema
export const fieldEditSchema = buttonEditSchema
export const childPageQuerySchema = pageQuerySchema.extend({ parentId: idSchema, searchKey })
export const modulePageQuerySchema = pageQuerySchema.extend({ searchKey })

export const resourceSchema = z.object(
  fields(
    strings('id', 'parentId', 'category', 'title'),
    nullableStrings('moduleId', 'name', 'code', 'titleEn', 'menuType', 'path', 'component', 'redirect'),
    nullableStrings('url', 'icon', 'color'),
    booleans('hidden', 'affix', 'fullpage', 'hiddenBreadcrumb'),
    numbers('sortCode'),
  ),
)
export type ResourceRecord = z.infer<typeof resourceSchema>
export const resourceTreeNodeSchema = treeOf(resourceSchema, 'ResourceTreeNode')
export type ResourceTreeNode = z.infer<typeof resourceTreeNodeSchema>
