import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const bizNewsCategoryPage: PageSeed = {
  catalog: 'menu-cat-content',
  sortCode: 31,
  id: 'menu-biz-news-category',
  code: 'bizNewsCategory',
  title: '新闻分类',
  titleEn: 'News categories',
  path: '/biz/newsCategory',
  component: 'biz/newsCategory/index',
  icon: 'folder-outlined',
  buttons: [
    ...crud('bizNewsCategory', '新闻分类', 'news category'),
    ['bizNewsCategoryPublish', '发布新闻分类', 'Publish news category'],
  ],
}
