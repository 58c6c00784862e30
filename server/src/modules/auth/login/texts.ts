import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of auth/login; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    captchaRequired: '请输入验证码',
    credentialsWrong: '账号或密码错误',
    accountLocked: '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
  },
  en: {
    captchaRequired: 'Please enter the captcha',
    credentialsWrong: 'Wrong account or password',
    accountLocked: 'Too many wrong passwords: the account is locked, try again in {minutes} minutes',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
