import { z } from 'zod'
import { nullableStrings, numbers, strings, treeOf } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, optText, reqText, searchKey, sortCode } from '../fields.js'

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
/** The list's filters; the page takes a search box besides. */
const filterFields = {
  parentId: z.string().min(1).max(64).optional(),
  category: z.enum(DICT_CATEGORIES).optional(),
}
export const dictPageQuerySchema = pageQuerySchema.extend(fields(filterFields, { searchKey }))
export const dictListQuerySchema = z.object(filterFields)
export const dictSchema = z.object(
  fields(
    strings('id', 'parentId', 'category', 'dictLabel', 'dictValue'),
    nullableStrings('dictLabelEn', 'color'),
    numbers('sortCode'),
  ),
)
/** Dictionary tree node (spec §3): `name` repeats the label. */
export const dictTreeNodeSchema = treeOf(dictSchema.extend(strings('name')), 'DictTreeNode')
export type DictTreeNode = z.infer<typeof dictTreeNodeSchema>
export type Dict = z.infer<typeof dictSchema>
