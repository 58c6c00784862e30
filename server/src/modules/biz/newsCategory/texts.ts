import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of biz/newsCategory; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    newsCategoryNotFound: '新闻分类不存在或已被删除',
    newsCategoryDuplicate: '新闻分类“{name}”已存在',
    newsCategoryInUse:
      '新闻分类“{name}”下还有 {count} 条新闻，请先把这些新闻移到其他分类或删除后再删除该分类',
  },
  en: {
    newsCategoryNotFound: 'The news category does not exist or has been deleted',
    newsCategoryDuplicate: 'News category "{name}" already exists',
    newsCategoryInUse:
      'The news category "{name}" still holds {count} news item(s); move them to another category or delete them first',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
