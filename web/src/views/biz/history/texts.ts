import type { ViewTexts } from '../../../i18n/views'

/** Texts of the history page (zh-cn). */
const zhCn = {
  bizHistory: {
    list: '发展历程',
    add: '新增发展历程',
    edit: '编辑发展历程',
    eventDate: '日期',
    eventDateHint: '年、年月或年月日，如 1998、2009-11、2023-06-18；网站按日期从早到晚展示',
    eventDateInvalid: '请输入 YYYY、YYYY-MM 或 YYYY-MM-DD 格式的有效日期',
    title: '标题',
    content: '内容',
    image: '图片',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    bizHistory: {
      list: 'History',
      add: 'New history event',
      edit: 'Edit history event',
      eventDate: 'Date',
      eventDateHint:
        'A year, a month or a day, such as 1998, 2009-11 or 2023-06-18; the site shows the oldest first',
      eventDateInvalid: 'Enter a real date written YYYY, YYYY-MM or YYYY-MM-DD',
      title: 'Title',
      content: 'Text',
      image: 'Picture',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
