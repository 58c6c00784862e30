import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of sys/userCenter; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    codeWrong: '验证码错误或已过期，请重新获取',
    mailSubject: '【{system}】找回密码验证码',
    mailText: '您正在找回 {system} 的登录密码，验证码为 {code}，5 分钟内有效。如非本人操作，请忽略本邮件。',
    smsText: '【{system}】您正在找回登录密码，验证码 {code}，5 分钟内有效。如非本人操作请忽略。',
    messageNotFound: '消息不存在或已被删除',
    passwordWrong: '原密码错误',
    avatarInvalid: '头像须为 PNG、JPEG、GIF 或 WEBP 格式的图片',
    avatarTooLarge: '头像不能超过 {kb} KB',
    bindMailSubject: '【{system}】绑定邮箱验证码',
    bindMailText: '您正在绑定 {system} 的邮箱，验证码为 {code}，5 分钟内有效。如非本人操作，请忽略本邮件。',
    bindSmsText: '【{system}】您正在绑定手机号，验证码 {code}，5 分钟内有效。如非本人操作请忽略。',
    columnPrefTooMany: '参数 value：最多保存 {max} 列的设置',
  },
  en: {
    codeWrong: 'The code is wrong or has expired; request a new one',
    mailSubject: '[{system}] Password recovery code',
    mailText:
      'You are resetting your {system} password. Your code is {code}, valid for 5 minutes. If this was not you, ignore this e-mail.',
    smsText:
      '[{system}] Your password recovery code is {code}, valid for 5 minutes. If this was not you, ignore this message.',
    messageNotFound: 'The message does not exist or has been deleted',
    passwordWrong: 'The old password is wrong',
    avatarInvalid: 'The avatar must be a PNG, JPEG, GIF or WEBP image',
    avatarTooLarge: 'The avatar may be at most {kb} KB',
    bindMailSubject: '[{system}] E-mail binding code',
    bindMailText:
      'You are binding this e-mail to {system}. Your code is {code}, valid for 5 minutes. If this was not you, ignore this e-mail.',
    bindSmsText:
      '[{system}] Your phone binding code is {code}, valid for 5 minutes. If this was not you, ignore this message.',
    columnPrefTooMany: 'Field value: settings for at most {max} columns can be saved',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
