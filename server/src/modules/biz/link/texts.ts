import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of biz/link; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': { linkNotFound: '友情链接不存在或已被删除' },
  en: { linkNotFound: 'The link does not exist or has been deleted' },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
