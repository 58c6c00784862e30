import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of sys/role; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    superAdminOnly: '只有超级管理员可以操作超级管理员账号或角色',
    grantExceeds: '不能授予自己没有的权限：{what}',
    grantScopeExceeds: '不能授予超出自己数据范围的权限：{what}',
    roleNotFound: '角色不存在或已被删除',
    roleMobileResourceNotFound: '移动端资源不存在或已被删除',
    roleCodeDuplicate: '角色编码“{code}”已存在',
  },
  en: {
    superAdminOnly: 'Only the super admin may act on the super admin account or role',
    grantExceeds: 'You cannot grant what you do not hold: {what}',
    grantScopeExceeds: 'You cannot grant a data scope beyond your own: {what}',
    roleMobileResourceNotFound: 'The mobile resource does not exist or has been deleted',
    roleNotFound: 'The role does not exist or has been deleted',
    roleCodeDuplicate: 'Role code "{code}" already exists',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
