import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of biz/page; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    pageNotFound: '单页不存在或未发布',
    pageCodeTaken: '参数 code：编码“{value}”已被其他单页使用',
  },
  en: {
    pageNotFound: 'The page does not exist or is not published',
    pageCodeTaken: 'Field code: the code "{value}" is already used by another page',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
