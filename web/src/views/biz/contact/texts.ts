import type { ViewTexts } from '../../../i18n/views'

/** Texts of the contact page (zh-cn). */
const zhCn = {
  bizContact: {
    list: '联系方式',
    add: '新增联系方式',
    edit: '编辑联系方式',
    keyword: '名称或内容',
    kind: '类型',
    kinds: {
      ADDRESS: '地址',
      PHONE: '电话',
      HOTLINE: '服务热线',
      FAX: '传真',
      EMAIL: '邮箱',
      POSTCODE: '邮编',
      WEBSITE: '网址',
      OTHER: '其他',
    },
    label: '名称',
    value: '内容',
    websiteInvalid: '请输入以 http:// 或 https:// 开头的网址',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    bizContact: {
      list: 'Contact',
      add: 'New contact entry',
      edit: 'Edit contact entry',
      keyword: 'Name or value',
      kind: 'Kind',
      kinds: {
        ADDRESS: 'Address',
        PHONE: 'Phone',
        HOTLINE: 'Hotline',
        FAX: 'Fax',
        EMAIL: 'E-mail',
        POSTCODE: 'Postcode',
        WEBSITE: 'Website',
        OTHER: 'Other',
      },
      label: 'Name',
      value: 'Value',
      websiteInvalid: 'Enter an address starting with http:// or https://',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
