import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const bizContactPage: PageSeed = {
  catalog: 'menu-cat-content',
  sortCode: 60,
  id: 'menu-biz-contact',
  code: 'bizContact',
  title: '联系方式',
  titleEn: 'Contact',
  path: '/biz/contact',
  component: 'biz/contact/index',
  icon: 'mail-outlined',
  buttons: [
    ...crud('bizContact', '联系方式', 'contact entry'),
    ['bizContactPublish', '发布联系方式', 'Publish contact entry'],
  ],
}
