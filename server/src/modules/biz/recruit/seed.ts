import { crud, type PageSeed } from '../../../core/resources.js'

/** The positions page, its buttons (the permission codes of its routes). */
export const bizRecruitPage: PageSeed = {
  catalog: 'menu-cat-recruit',
  sortCode: 1,
  id: 'menu-biz-recruit',
  code: 'bizRecruit',
  title: '招聘职位',
  titleEn: 'Positions',
  path: '/biz/recruit',
  component: 'biz/recruit/index',
  icon: 'team-outlined',
  buttons: [
    ...crud('bizRecruit', '招聘职位', 'position'),
    ['bizRecruitPublish', '开启/停止招聘', 'Open or close position'],
  ],
}
