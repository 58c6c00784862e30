import { z } from 'zod'
import { nullableStrings, numbers, strings, treeOf } from '../answers.js'
import { idSchema } from '../common.js'
import { fields, optText, reqCode, reqText, sortCode } from '../fields.js'

const CODE_MAX = 64
const TITLE_MAX = 64
const ICON_MAX = 64
const COLOR_MAX = 32
const PATH_MAX = 255

/** The phone app's tree: modules > menus > buttons. */
export const MOBILE_RESOURCE_CATEGORIES = ['MODULE', 'MENU', 'BUTTON'] as const
export type MobileResourceCategory = (typeof MOBILE_RESOURCE_CATEGORIES)[number]

/** Longest values of a mobile resource's fields, for the web's inputs. */
export const MOBILE_RESOURCE_LIMITS = {
  code: CODE_MAX,
  title: TITLE_MAX,
  icon: ICON_MAX,
  color: COLOR_MAX,
  path: PATH_MAX,
} as const

export const mobileResourceAddSchema = z.object({
  /** '0' for a module; a module for a menu; a menu for a button. */
  parentId: idSchema,
  category: z.enum(MOBILE_RESOURCE_CATEGORIES),
  /** Letters and digits, starting with a letter; unique over the whole tree. */
  code: reqCode(CODE_MAX),
  title: reqText(TITLE_MAX),
  titleEn: optText(TITLE_MAX),
  icon: optText(ICON_MAX),
  color: optText(COLOR_MAX),
  /** Menus: the phone page's route and component. */
  path: optText(PATH_MAX),
  component: optText(PATH_MAX),
  sortCode,
})
export const mobileResourceEditSchema = mobileResourceAddSchema.extend({ id: idSchema })

/** What a phone resource and a menu entry of the phone app both show. */
const entryFields = fields(
  strings('id', 'code', 'title'),
  nullableStrings('titleEn', 'icon', 'color', 'path', 'component'),
  numbers('sortCode'),
)
export const mobileResourceSchema = z.object(fields(entryFields, strings('parentId', 'category')))
export type MobileResource = z.infer<typeof mobileResourceSchema>
export const mobileResourceNodeSchema = treeOf(mobileResourceSchema, 'MobileResourceNode')
export type MobileResourceNode = z.infer<typeof mobileResourceNodeSchema>

/** A menu of the phone app as `GET /api/mobile/menu` sends it: its granted button codes inside. */
export const mobileMenuEntrySchema = z.object(fields(entryFields, { buttonCodes: z.array(z.string()) }))
export type MobileMenuEntry = z.infer<typeof mobileMenuEntrySchema>
/** A module with its granted menus. */
export const mobileMenuModuleSchema = mobileMenuEntrySchema
  .omit({ buttonCodes: true })
  .extend({ menus: z.array(mobileMenuEntrySchema) })
export type MobileMenuModule = z.infer<typeof mobileMenuModuleSchema>

/** A role's mobile resources, replaced as a whole. */
export const roleGrantMobileResourceSchema = z.object({
  id: idSchema,
  resourceIdList: z.array(idSchema).max(5000),
})
