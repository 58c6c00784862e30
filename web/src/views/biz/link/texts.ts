import type { ViewTexts } from '../../../i18n/views'

/** Texts of the links page (zh-cn). */
const zhCn = {
  bizLink: {
    list: '友情链接',
    add: '新增友情链接',
    edit: '编辑友情链接',
    keyword: '名称或网址',
    name: '名称',
    url: '网址',
    urlInvalid: '请输入以 http:// 或 https:// 开头的网址',
    logo: '标志',
    logoHint: '可选；方形或横向的标志图片，网站页脚显示',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    bizLink: {
      list: 'Links',
      add: 'New link',
      edit: 'Edit link',
      keyword: 'Name or address',
      name: 'Name',
      url: 'Address',
      urlInvalid: 'Enter an address starting with http:// or https://',
      logo: 'Logo',
      logoHint: 'Optional; a square or landscape logo, shown in the site footer',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
