import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const sysRolePage: PageSeed = {
  catalog: 'menu-cat-auth',
  sortCode: 0,
  id: 'menu-sys-role',
  code: 'sysRole',
  title: '角色管理',
  titleEn: 'Roles',
  path: '/sys/role',
  component: 'sys/role/index',
  icon: 'deployment-unit-outlined',
  buttons: [
    ...crud('sysRole', '角色', 'role'),
    ['sysRoleGrantResource', '授权资源', 'Grant resources'],
    ['sysRoleGrantPermission', '授权权限', 'Grant permissions'],
    ['sysRoleGrantUser', '授权用户', 'Grant users'],
    ['sysRoleGrantMobileResource', '授权移动端资源', 'Grant mobile resources'],
  ],
}
