import { CLIENT_DICT_TYPES } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { notFound } from './errors.js'
import { defineTexts, type TextsOf } from './i18n.js'
import { memo } from './memo.js'

const texts = defineTexts({
  'zh-cn': { phoneDictUnknown: '没有这个字典' },
  en: { phoneDictUnknown: 'No such dictionary' },
})
declare module './i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}

/**
 * The items of one dictionary (named by its top-level item's value), in their order: kept a few
 * seconds (forms check against them on every save; `core/memo.ts`). Shared: read, never change.
 */
export function dictItems(db: Kysely<DB>, type: string) {
  return memo(db, `dict:${type}`, ['dev_dict'], () =>
    db
      .selectFrom('devDict as d')
      .innerJoin('devDict as p', 'p.id', 'd.parentId')
      .select(['d.dictValue as value', 'd.dictLabel as label', 'd.dictLabelEn as labelEn', 'd.color'])
      .where('p.dictValue', '=', type)
      .where('p.parentId', '=', '0')
      .orderBy('d.sortCode')
      .orderBy('d.id')
      .execute(),
  )
}

/** The values a dictionary allows, for checking what a form names. */
export const dictValues = async (db: Kysely<DB>, type: string) =>
  new Set((await dictItems(db, type)).map((d) => d.value))

/** A dictionary the phone pages read (an external user's or an employee's): those only, never the rest. */
export function phoneDict(db: Kysely<DB>, type: string) {
  if (!CLIENT_DICT_TYPES.includes(type)) throw notFound('phoneDictUnknown')
  return dictItems(db, type)
}
