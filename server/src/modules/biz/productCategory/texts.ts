import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of biz/productCategory; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    productCategoryNotFound: '产品分类不存在或已被删除',
    productCategoryDuplicate: '产品分类“{name}”已存在',
    productCategoryInUse:
      '产品分类“{name}”下还有 {count} 个产品，请先将这些产品移到其他分类或删除后再删除该分类',
    productCategoryInUseNow: '删除期间有产品加入了要删除的分类，未删除任何分类，请刷新后重试',
  },
  en: {
    productCategoryNotFound: 'The product category does not exist or has been deleted',
    productCategoryDuplicate: 'Product category "{name}" already exists',
    productCategoryInUse:
      'Product category "{name}" still holds {count} product(s); move them to another category or delete them first',
    productCategoryInUseNow:
      'A product was saved into a category being deleted; no category was deleted. Refresh and try again',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
