import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const bizSlidePage: PageSeed = {
  catalog: 'menu-cat-content',
  sortCode: 80,
  id: 'menu-biz-slide',
  code: 'bizSlide',
  title: '轮播图',
  titleEn: 'Slideshow',
  path: '/biz/slide',
  component: 'biz/slide/index',
  icon: 'desktop-outlined',
  buttons: [...crud('bizSlide', '轮播图', 'slide'), ['bizSlidePublish', '发布轮播图', 'Publish slide']],
}
