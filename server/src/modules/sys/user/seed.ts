import { PasswordPolicyKey } from '@portal/contracts'
import { crud, type PageSeed } from '../../../core/resources.js'
import { configSeeds } from '../../../core/seeds.js'

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
    ['sysUserResetOtp', '重置动态口令', 'Reset one-time password'],
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

/** The password policy (`core/passwordPolicy.ts`). The default password of new users is the installation's own (`db/seed`). */
export const passwordSettings = configSeeds('PASSWORD_POLICY', [
  [PasswordPolicyKey.minLength, '8', '密码最小长度'],
  [PasswordPolicyKey.requireDigit, 'true', '须包含数字'],
  [PasswordPolicyKey.requireLetter, 'true', '须包含字母'],
  [PasswordPolicyKey.requireUpperLower, 'false', '须包含大小写字母'],
  [PasswordPolicyKey.requireSymbol, 'false', '须包含特殊字符'],
  [PasswordPolicyKey.historyCount, '3', '新密码不能与最近 N 次密码相同（0 为不限制）'],
  [PasswordPolicyKey.expireDays, '0', '密码有效期（天，0 为永不过期）'],
])
