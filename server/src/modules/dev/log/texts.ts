import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of dev/log; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    logNotFound: '日志不存在或已被删除',
  },
  en: {
    logNotFound: 'The log entry does not exist or has been deleted',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
