import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of dev/msgTemplate; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    msgTemplateUnknownValue: '“{field}”中的 {{name}} 不是此类消息可用的变量（可用：{values}）',
    msgTemplateParamTwice: '{vendor} 模板参数“{name}”重复',
    msgTemplateParamPosition: '腾讯云模板参数须按位置编号 1、2、3…，“{name}”不是',
  },
  en: {
    msgTemplateUnknownValue: '{{name}} in "{field}" is no value of this message (it offers: {values})',
    msgTemplateParamTwice: 'The {vendor} template parameter "{name}" is listed twice',
    msgTemplateParamPosition:
      'Tencent template parameters are numbered by position 1, 2, 3…; "{name}" is not',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
