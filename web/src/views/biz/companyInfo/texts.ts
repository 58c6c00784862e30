import type { ViewTexts } from '../../../i18n/views'

/** Texts of the company information page (zh-cn). */
const zhCn = {
  bizCompanyInfo: {
    list: '公司信息',
    add: '新增公司信息',
    edit: '编辑公司信息',
    keyword: '标题或编码',
    code: '编码',
    codeHint: 'PROFILE 为集团简介（首页展示）；其他如 CULTURE 企业文化、HONOR 荣誉资质、QUALITY 质量方针',
    codeInvalid: '编码须以字母开头，只能包含字母、数字和下划线（保存为大写）',
    title: '标题',
    summary: '摘要',
    content: '正文',
    image: '图片',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    bizCompanyInfo: {
      list: 'Company information',
      add: 'New section',
      edit: 'Edit section',
      keyword: 'Title or code',
      code: 'Code',
      codeHint:
        'PROFILE is the company profile (shown on the home page); others such as CULTURE, HONOR or QUALITY',
      codeInvalid:
        'A code starts with a letter and holds letters, digits and underscores (saved in capitals)',
      title: 'Title',
      summary: 'Summary',
      content: 'Text',
      image: 'Picture',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
