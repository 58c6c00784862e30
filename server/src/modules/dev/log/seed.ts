import type { PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const devVisLogPage: PageSeed = {
  catalog: 'menu-cat-log',
  sortCode: 0,
  id: 'menu-dev-vislog',
  code: 'devVisLog',
  title: '访问日志',
  titleEn: 'Visit log',
  path: '/dev/vislog',
  component: 'dev/log/vislog/index',
  icon: 'login-outlined',
  buttons: [['devVisLogDelete', '清空访问日志', 'Clear visit log']],
}

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const devOpLogPage: PageSeed = {
  catalog: 'menu-cat-log',
  sortCode: 1,
  id: 'menu-dev-oplog',
  code: 'devOpLog',
  title: '操作日志',
  titleEn: 'Operation log',
  path: '/dev/oplog',
  component: 'dev/log/oplog/index',
  icon: 'profile-outlined',
  buttons: [['devOpLogDelete', '清空操作日志', 'Clear operation log']],
}
