import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of biz/recruit; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    recruitNotFound: '招聘职位不存在或已被删除',
    recruitPublicNotFound: '该职位不存在或已停止招聘',
  },
  en: {
    recruitNotFound: 'The position does not exist or has been deleted',
    recruitPublicNotFound: 'This position does not exist or is no longer open',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
