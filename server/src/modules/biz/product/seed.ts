import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const bizProductPage: PageSeed = {
  catalog: 'menu-cat-content',
  sortCode: 40,
  id: 'menu-biz-product',
  code: 'bizProduct',
  title: '产品管理',
  titleEn: 'Products',
  path: '/biz/product',
  component: 'biz/product/index',
  icon: 'shop-outlined',
  buttons: [...crud('bizProduct', '产品', 'product'), ['bizProductPublish', '发布产品', 'Publish product']],
}
