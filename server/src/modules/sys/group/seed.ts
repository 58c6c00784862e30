import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const sysGroupPage: PageSeed = {
  catalog: 'menu-cat-org',
  sortCode: 3,
  id: 'menu-sys-group',
  code: 'sysGroup',
  title: '用户组',
  titleEn: 'Groups',
  path: '/sys/group',
  component: 'sys/group/index',
  icon: 'team-outlined',
  buttons: [...crud('sysGroup', '用户组', 'group'), ['sysGroupGrantUser', '组成员', 'Group members']],
}
