import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of dev/sms; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    smsNotFound: '短信记录不存在或已被删除',
    smsNotFailed: '只有发送失败的短信可以重发',
    smsCodeExpired: '短信中的验证码已失效，不再重发；请用户重新获取验证码',
  },
  en: {
    smsNotFound: 'The SMS does not exist or has been deleted',
    smsNotFailed: 'Only a message that failed can be resent',
    smsCodeExpired:
      'The code in this message is no longer valid, so it is not resent; the user asks for a new code',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
