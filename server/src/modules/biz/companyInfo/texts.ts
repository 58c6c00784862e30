import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of biz/companyInfo; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    companyInfoNotFound: '公司信息不存在或已被删除',
    companyInfoCodeTaken: '参数 code：编码“{value}”已被其他公司信息使用',
  },
  en: {
    companyInfoNotFound: 'The company information section does not exist or has been deleted',
    companyInfoCodeTaken: 'Field code: the code "{value}" is already used by another section',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
