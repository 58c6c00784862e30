import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const bizLinkPage: PageSeed = {
  catalog: 'menu-cat-content',
  sortCode: 70,
  id: 'menu-biz-link',
  code: 'bizLink',
  title: '友情链接',
  titleEn: 'Links',
  path: '/biz/link',
  component: 'biz/link/index',
  icon: 'link-outlined',
  buttons: [...crud('bizLink', '友情链接', 'link'), ['bizLinkPublish', '发布友情链接', 'Publish link']],
}
