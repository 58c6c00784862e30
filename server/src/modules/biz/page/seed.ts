import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const bizPagePage: PageSeed = {
  catalog: 'menu-cat-content',
  sortCode: 50,
  id: 'menu-biz-page',
  code: 'bizPage',
  title: '单页管理',
  titleEn: 'Single pages',
  path: '/biz/page',
  component: 'biz/page/index',
  icon: 'file-text-outlined',
  buttons: [...crud('bizPage', '单页', 'page'), ['bizPagePublish', '发布单页', 'Publish page']],
}
