import type { ViewTexts } from '../../../i18n/views'

/** Texts of the single pages page (zh-cn). */
const zhCn = {
  bizPage: {
    list: '单页管理',
    add: '新增单页',
    edit: '编辑单页',
    keyword: '标题或编码',
    code: '编码',
    codeHint: '页面地址 /page/编码；social_responsibility 为“社会责任”页，privacy、legal 显示在页脚',
    codeInvalid: '编码须以字母开头，只能包含小写字母、数字、下划线和连字符',
    title: '标题',
    summary: '摘要',
    content: '正文',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    bizPage: {
      list: 'Single pages',
      add: 'New page',
      edit: 'Edit page',
      keyword: 'Title or code',
      code: 'Code',
      codeHint:
        'The page lives at /page/<code>; social_responsibility is the social responsibility page, privacy and legal show in the footer',
      codeInvalid:
        'A code starts with a letter and holds lower-case letters, digits, underscores and hyphens',
      title: 'Title',
      summary: 'Summary',
      content: 'Text',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
