import type { ViewTexts } from '../../../i18n/views'

/** Texts of the slideshow page (zh-cn). */
const zhCn = {
  bizSlide: {
    list: '轮播图',
    add: '新增轮播图',
    edit: '编辑轮播图',
    place: '展示位置',
    places: { HOME: '首页', PRODUCTS: '产品中心', NEWS: '新闻中心', ABOUT: '关于我们' },
    title: '标题',
    subtitle: '副标题',
    image: '图片',
    imageHint: '宽幅图片效果最佳（建议 1920 × 720），图片上不要放文字',
    linkUrl: '链接',
    linkHint: '点击后前往：站内路径（如 /products）或 http(s) 网址；留空则不跳转',
    linkInvalid: '请输入以 / 开头的站内路径，或以 http:// 或 https:// 开头的网址',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    bizSlide: {
      list: 'Slideshow',
      add: 'New slide',
      edit: 'Edit slide',
      place: 'Shown on',
      places: { HOME: 'Home', PRODUCTS: 'Products', NEWS: 'News', ABOUT: 'About us' },
      title: 'Title',
      subtitle: 'Subtitle',
      image: 'Picture',
      imageHint: 'Wide pictures work best (1920 × 720 suggested), without words in them',
      linkUrl: 'Link',
      linkHint: 'Where a click goes: a site path (such as /products) or an http(s) address; empty: nowhere',
      linkInvalid: 'Enter a site path starting with / or an address starting with http:// or https://',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
