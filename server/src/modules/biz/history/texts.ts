import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of biz/history; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    historyNotFound: '发展历程事件不存在或已被删除',
    historyDateInvalid: '须为 YYYY、YYYY-MM 或 YYYY-MM-DD 格式的有效日期（1800–2199 年）',
  },
  en: {
    historyNotFound: 'The history event does not exist or has been deleted',
    historyDateInvalid: 'must be a real date written YYYY, YYYY-MM or YYYY-MM-DD (years 1800–2199)',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
