import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of dev/print; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    printTemplateNotFound: '打印模板不存在或已被删除',
    printVersionNotFound: '该模板没有这个版本',
    printNoTemplate: '这类单据还没有打印模板，请先在“打印模板”中设计一个',
    printDocTypeUnknown: '参数 docType：未知的单据类型“{type}”',
    printTemplateTooLarge: '模板过大（图片请压缩后再放入）',
    printFailed: '生成 PDF 失败，请检查模板中的元素（如二维码内容、图片格式）',
  },
  en: {
    printTemplateNotFound: 'The print template does not exist or has been deleted',
    printVersionNotFound: 'The template has no such version',
    printNoTemplate:
      'There is no print template for this kind of document yet: design one under Print templates',
    printDocTypeUnknown: 'docType: unknown document type "{type}"',
    printTemplateTooLarge: 'The template is too large (make its images smaller)',
    printFailed: 'The PDF could not be made: check the template’s elements (QR code content, image formats)',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
