import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of dev/dict; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    dictNotFound: '字典不存在或已被删除',
    dictValueDuplicate: '同一字典下已存在值“{value}”',
  },
  en: {
    dictNotFound: 'The dictionary does not exist or has been deleted',
    dictValueDuplicate: 'Value "{value}" already exists in this dictionary',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
