import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { optText, reqText, searchKey, sortCode } from '../fields.js'

const LABEL_MAX = 128
const LABEL_EN_MAX = 128
const VALUE_MAX = 128
const COLOR_MAX = 32
/** FRM: system dictionaries; BIZ: business dictionaries. */
export const DICT_CATEGORIES = ['FRM', 'BIZ'] as const

/**
 * Longest values of a dictionary entry's fields: the schemas read the constants above,
 * the web's inputs this object.
 */
export const DICT_LIMITS = {
  label: LABEL_MAX,
  labelEn: LABEL_EN_MAX,
  value: VALUE_MAX,
  color: COLOR_MAX,
} as const

export const dictAddSchema = z.object({
  /** '0' for a dictionary type, else the type (or item) it belongs to. */
  parentId: z.string().min(1).max(64),
  category: z.enum(DICT_CATEGORIES),
  dictLabel: reqText(LABEL_MAX),
  /** English label, shown when the interface is in English (the Chinese label otherwise). */
  dictLabelEn: optText(LABEL_EN_MAX),
  dictValue: reqText(VALUE_MAX),
  color: optText(COLOR_MAX),
  sortCode,
})
export const dictEditSchema = dictAddSchema.extend({ id: idSchema })
export const dictPageQuerySchema = pageQuerySchema.extend({
  parentId: z.string().min(1).max(64).optional(),
  category: z.enum(DICT_CATEGORIES).optional(),
  searchKey,
})
export const dictListQuerySchema = z.object({
  parentId: z.string().min(1).max(64).optional(),
  category: z.enum(DICT_CATEGORIES).optional(),
})
export const dictSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  category: z.string(),
  dictLabel: z.string(),
  dictLabelEn: z.string().nullable(),
  dictValue: z.string(),
  color: z.string().nullable(),
  sortCode: z.number(),
})
/** Dictionary tree node (spec §3): `name` repeats the label. */
export interface DictTreeNode {
  id: string
  parentId: string
  category: string
  dictLabel: string
  dictLabelEn: string | null
  dictValue: string
  name: string
  color: string | null
  sortCode: number
  children?: DictTreeNode[]
}
export const dictTreeNodeSchema: z.ZodType<DictTreeNode> = z.lazy(() =>
  dictSchema.extend({ name: z.string(), children: z.array(dictTreeNodeSchema).optional() }),
)
export type Dict = z.infer<typeof dictSchema>
