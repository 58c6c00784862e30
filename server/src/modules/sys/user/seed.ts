import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const sysUserPage: PageSeed = {
  catalog: 'menu-cat-org',
  sortCode: 2,
  id: 'menu-sys-user',
  code: 'sysUser',
  title: '用户管理',
  titleEn: 'Users',
  path: '/sys/user',
  component: 'sys/user/index',
  icon: 'user-outlined',
  buttons: [
    ...crud('sysUser', '用户', 'user'),
    ['sysUserStatus', '启用/停用用户', 'Enable/disable user'],
    ['sysUserResetPwd', '重置密码', 'Reset password'],
    ['sysUserGrantRole', '授权角色', 'Grant roles'],
    ['sysUserGrantResource', '授权资源', 'Grant resources'],
    ['sysUserGrantPermission', '授权权限', 'Grant permissions'],
    ['sysUserImport', '导入用户', 'Import users'],
    ['sysUserExport', '导出用户', 'Export users'],
  ],
  fields: [
    ['phone', '手机号', 'Phone'],
    ['email', '邮箱', 'E-mail'],
    ['empNo', '工号', 'Employee number'],
  ],
}
