import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of auth/client (the phone sign-in of external users). */
export const texts = defineTexts({
  'zh-cn': {
    clientCodeDailyLimit: '该手机号今日获取验证码次数过多，请明天再试',
    clientCodeWrong: '验证码错误或已失效，请重新获取',
    clientDisabled: '该手机号已被停用，请联系管理员',
    wechatNotConfigured: '未配置微信公众号，请用手机号登录',
    wechatTicketInvalid: '微信登录已失效，请重新进入或用手机号登录',
  },
  en: {
    clientCodeDailyLimit: 'Too many codes were sent to this phone today; try again tomorrow',
    clientCodeWrong: 'The code is wrong or has expired; ask for a new one',
    clientDisabled: 'This phone number has been disabled; contact the administrator',
    wechatNotConfigured: 'No WeChat official account is set up; sign in with your phone number',
    wechatTicketInvalid:
      'The WeChat sign-in has expired; open the page again or sign in with your phone number',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
