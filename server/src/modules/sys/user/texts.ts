import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of sys/user; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    directorNotFound: '主管不存在',
    passwordExpiringMessage: '账号 {account} 的登录密码将于 {days} 天后（{date}）过期，请在个人中心修改',
    defaultPasswordRefused: '默认密码（配置项 SNOWY_SYS_DEFAULT_PASSWORD）不能用于该用户：{reason}',
    userNotFound: '用户不存在或已被删除',
    accountDuplicate: '账号“{account}”已存在',
    phoneDuplicate: '手机号 {phone} 已被其他用户使用',
    emailDuplicate: '邮箱 {email} 已被其他用户使用',
    cannotDeleteSelf: '不能删除自己',
    cannotDisableSelf: '不能停用自己',
    rowOrgUnknown: '组织“{name}”不存在',
    rowPositionUnknown: '职位“{name}”不存在',
    rowStatusInvalid: '状态只能是“正常”或“停用”',
    resetMailSubject: '【{system}】您的密码已重置',
    resetMailText: '您在 {system} 的账号 {account} 的密码已被管理员重置为：{password}\n请登录后立即修改。',
  },
  en: {
    passwordExpiringMessage:
      'The password of {account} expires in {days} days ({date}); change it in your user centre',
    directorNotFound: 'The director does not exist',
    defaultPasswordRefused:
      'The default password (setting SNOWY_SYS_DEFAULT_PASSWORD) cannot be used for this user: {reason}',
    userNotFound: 'The user does not exist or has been deleted',
    accountDuplicate: 'Account "{account}" already exists',
    phoneDuplicate: 'Phone {phone} is already used by another user',
    emailDuplicate: 'E-mail {email} is already used by another user',
    cannotDeleteSelf: 'You cannot delete yourself',
    cannotDisableSelf: 'You cannot disable yourself',
    rowOrgUnknown: 'Organisation "{name}" does not exist',
    rowPositionUnknown: 'Position "{name}" does not exist',
    rowStatusInvalid: 'Status must be "正常" (enabled) or "停用" (disabled)',
    resetMailSubject: '[{system}] Your password was reset',
    resetMailText:
      'The password of your {system} account {account} was reset by an administrator to: {password}\nPlease change it after logging in.',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
