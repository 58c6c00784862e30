import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of biz/product; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    productNotFound: '产品不存在或已被删除',
    productCategoryMissing: '产品分类（categoryId）不存在或已被删除',
  },
  en: {
    productNotFound: 'The product does not exist or has been deleted',
    productCategoryMissing: 'The product category (categoryId) does not exist or has been deleted',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
