import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of auth/login; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    captchaRequired: '请输入验证码',
    credentialsWrong: '账号或密码错误',
    accountLocked: '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    staffPhoneDailyLimit: '该手机号今日获取验证码次数过多，请明天再试',
    staffPhoneCodeWrong: '验证码错误或已失效，或该手机号未绑定员工账号',
    staffPhonePasswordFirst: '请先在电脑上用账号密码登录并修改密码，再用手机号登录',
  },
  en: {
    captchaRequired: 'Please enter the captcha',
    credentialsWrong: 'Wrong account or password',
    accountLocked: 'Too many wrong passwords: the account is locked, try again in {minutes} minutes',
    staffPhoneDailyLimit: 'Too many codes were sent to this phone today; try again tomorrow',
    staffPhoneCodeWrong: 'The code is wrong or has expired, or the number belongs to no employee account',
    staffPhonePasswordFirst:
      'Sign in on a computer with your account and password and change the password first, then sign in by phone',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
