import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const mobileResourcePage: PageSeed = {
  catalog: 'menu-cat-auth',
  sortCode: 10,
  id: 'menu-mobile-resource',
  code: 'mobileResource',
  title: '移动端资源',
  titleEn: 'Mobile resources',
  path: '/mobile/resource',
  component: 'mobile/resource/index',
  icon: 'mobile-outlined',
  buttons: crud('mobileResource', '移动端资源', 'mobile resource'),
}
