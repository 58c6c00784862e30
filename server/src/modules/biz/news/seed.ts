import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const bizNewsPage: PageSeed = {
  catalog: 'menu-cat-content',
  sortCode: 30,
  id: 'menu-biz-news',
  code: 'bizNews',
  title: '新闻动态',
  titleEn: 'News',
  path: '/biz/news',
  component: 'biz/news/index',
  icon: 'file-text-outlined',
  buttons: [...crud('bizNews', '新闻', 'news'), ['bizNewsPublish', '发布新闻', 'Publish news']],
}
