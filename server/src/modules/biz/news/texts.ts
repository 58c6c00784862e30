import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of biz/news; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    newsNotFound: '新闻不存在或已被删除',
    newsNotShown: '新闻不存在、未发布或尚未到发布时间',
    newsCategoryMissing: '新闻分类不存在或已被删除',
  },
  en: {
    newsNotFound: 'The news item does not exist or has been deleted',
    newsNotShown: 'The news item does not exist, is not published or is not due yet',
    newsCategoryMissing: 'the news category does not exist or has been deleted',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
