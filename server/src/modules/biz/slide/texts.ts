import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of biz/slide; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': { slideNotFound: '轮播图不存在或已被删除' },
  en: { slideNotFound: 'The slide does not exist or has been deleted' },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
