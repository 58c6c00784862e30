import { crud, type PageSeed } from '../../../core/resources.js'

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
