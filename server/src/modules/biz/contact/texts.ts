import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of biz/contact; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    contactNotFound: '联系方式不存在或已被删除',
    contactEmailInvalid: '邮箱类的联系方式须为正确的邮箱地址',
  },
  en: {
    contactNotFound: 'The contact entry does not exist or has been deleted',
    contactEmailInvalid: 'an e-mail entry must hold a valid e-mail address',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
