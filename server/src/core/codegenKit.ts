import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { dictItems } from './dicts.js'
import { notFound } from './errors.js'
import { defineTexts, type Lang, type TextsOf } from './i18n.js'

/**
 * What the modules `dev/codegen` generates share beyond the list, export and route helpers every
 * module uses: whether a form names a known person or file, and dictionary labels for an export.
 */

/** A row asked for by id that is not there. */
export const rowNotFound = () => notFound('generatedNotFound')

/** Whether `table` has the row `id`. */
export async function rowExists(db: Kysely<DB>, table: 'sysUser' | 'devFile', id: string): Promise<boolean> {
  return !!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst())
}

/** The labels of the dictionaries `types` in `lang` (a value not among them shows as it is). */
export async function dictLabels(db: Kysely<DB>, lang: Lang, types: readonly string[]) {
  const byType = new Map<string, Map<string, string>>()
  for (const type of types)
    byType.set(
      type,
      new Map((await dictItems(db, type)).map((i) => [i.value, (lang === 'en' && i.labelEn) || i.label])),
    )
  return (type: string, value: string | null) => (value ? (byType.get(type)?.get(value) ?? value) : '')
}

/** The messages every generated module shares (its own texts hold its sheet and column names). */
export const codegenKitTexts = defineTexts({
  'zh-cn': {
    generatedNotFound: '记录不存在或已被删除',
    generatedNotInDict: '不是字典中的可选值',
    generatedNoPerson: '人员不存在',
    generatedNoFile: '文件不存在',
    generatedYes: '是',
    generatedNo: '否',
    generatedCreatedAt: '创建时间',
  },
  en: {
    generatedNotFound: 'The record does not exist or was deleted',
    generatedNotInDict: 'is not a value of its dictionary',
    generatedNoPerson: 'names no person',
    generatedNoFile: 'names no stored file',
    generatedYes: 'Yes',
    generatedNo: 'No',
    generatedCreatedAt: 'Created',
  },
})

declare module './i18n.js' {
  interface Messages extends TextsOf<typeof codegenKitTexts> {}
}
