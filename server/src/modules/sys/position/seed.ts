import { crud, type PageSeed } from '../../../core/resources.js'
import type { DictSeed } from '../../../core/seeds.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const sysPositionPage: PageSeed = {
  catalog: 'menu-cat-org',
  sortCode: 1,
  id: 'menu-sys-position',
  code: 'sysPosition',
  title: '职位管理',
  titleEn: 'Positions',
  path: '/sys/position',
  component: 'sys/position/index',
  icon: 'idcard-outlined',
  buttons: crud('sysPosition', '职位', 'position'),
}

export const positionCategoryDict: DictSeed = {
  type: 'POSITION_CATEGORY',
  label: '职位分类',
  labelEn: 'Position category',
  sortCode: 4,
  items: [
    ['HIGH', '高层', 'Senior', 'red'],
    ['MIDDLE', '中层', 'Middle', 'orange'],
    ['BASE', '基层', 'Junior', 'green'],
  ],
}
