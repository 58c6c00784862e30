import type { ViewTexts } from '../../../i18n/views'

/** Texts of the product category page (zh-cn); the English below has the same keys. */
const zhCn = {
  productCategoryPage: {
    title: '产品分类',
    name: '分类名称',
    nameEn: '英文名称',
    nameEnHint: '英文网站显示；留空则显示中文名称',
    productCount: '产品数',
    publishHint: '未发布的分类及其中的产品不在网站上显示；仍有产品的分类不能删除',
    addTitle: '新增产品分类',
    editTitle: '编辑产品分类',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    productCategoryPage: {
      title: 'Product categories',
      name: 'Name',
      nameEn: 'English name',
      nameEnHint: 'Shown on the English site; the Chinese name when empty',
      productCount: 'Products',
      publishHint:
        'A category not published, and the products in it, are not shown on the site; a category still holding products cannot be deleted',
      addTitle: 'New product category',
      editTitle: 'Edit product category',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
