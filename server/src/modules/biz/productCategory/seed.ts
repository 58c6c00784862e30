import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const bizProductCategoryPage: PageSeed = {
  catalog: 'menu-cat-content',
  sortCode: 41,
  id: 'menu-biz-product-category',
  code: 'bizProductCategory',
  title: '产品分类',
  titleEn: 'Product categories',
  path: '/biz/productCategory',
  component: 'biz/productCategory/index',
  icon: 'appstore-outlined',
  buttons: [
    ...crud('bizProductCategory', '产品分类', 'product category'),
    ['bizProductCategoryPublish', '发布产品分类', 'Publish product category'],
  ],
}
