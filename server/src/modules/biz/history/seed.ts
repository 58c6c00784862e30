import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const bizHistoryPage: PageSeed = {
  catalog: 'menu-cat-content',
  sortCode: 20,
  id: 'menu-biz-history',
  code: 'bizHistory',
  title: '发展历程',
  titleEn: 'History',
  path: '/biz/history',
  component: 'biz/history/index',
  icon: 'calendar-outlined',
  buttons: [
    ...crud('bizHistory', '发展历程', 'history event'),
    ['bizHistoryPublish', '发布发展历程', 'Publish history event'],
  ],
}
