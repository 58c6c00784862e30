import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of sys/userCenter; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    codeWrong: '验证码错误或已过期，请重新获取',
    messageNotFound: '消息不存在或已被删除',
    passwordWrong: '原密码错误',
    avatarInvalid: '头像须为 PNG、JPEG、GIF 或 WEBP 格式的图片',
    avatarTooLarge: '头像不能超过 {kb} KB',
    columnPrefTooMany: '参数 value：最多保存 {max} 列的设置',
  },
  en: {
    codeWrong: 'The code is wrong or has expired; request a new one',
    messageNotFound: 'The message does not exist or has been deleted',
    passwordWrong: 'The old password is wrong',
    avatarInvalid: 'The avatar must be a PNG, JPEG, GIF or WEBP image',
    avatarTooLarge: 'The avatar may be at most {kb} KB',
    columnPrefTooMany: 'Field value: settings for at most {max} columns can be saved',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
