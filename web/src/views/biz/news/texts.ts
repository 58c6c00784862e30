import type { ViewTexts } from '../../../i18n/views'

/** Texts of the news and news category pages (zh-cn); the English below has the same keys. */
const zhCn = {
  newsPage: {
    listTitle: '新闻动态',
    title: '标题',
    titleEn: '英文标题',
    category: '新闻分类',
    cover: '封面',
    coverHint: '建议 16:9 横图；PNG、JPEG、GIF 或 WebP，不超过 5 MB',
    summary: '摘要',
    summaryEn: '英文摘要',
    content: '正文',
    contentEn: '英文正文',
    zh: '中文',
    en: 'English',
    enHint: '英文网站显示这些内容；留空的项显示中文',
    author: '作者',
    source: '来源',
    publishAt: '发布时间',
    publishAtHint: '留空：发布时取当时的时间；晚于现在：发布后到该时间才在网站上显示（定时发布）',
    notYet: '发布时确定',
    scheduled: '定时',
    pinned: '置顶',
    isPinned: '置顶',
    notPinned: '不置顶',
    pinnedHint: '置顶的新闻排在网站新闻列表最前面',
    views: '浏览量',
    addTitle: '新增新闻',
    editTitle: '编辑新闻',
  },
  newsCategoryPage: {
    listTitle: '新闻分类',
    name: '分类名称',
    nameEn: '英文名称',
    nameEnHint: '英文网站显示；留空显示中文名称',
    newsCount: '新闻数',
    publishHint: '已发布的分类出现在网站新闻列表的分类筛选中',
    addTitle: '新增新闻分类',
    editTitle: '编辑新闻分类',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    newsPage: {
      listTitle: 'News',
      title: 'Title',
      titleEn: 'English title',
      category: 'Category',
      cover: 'Cover',
      coverHint: 'A 16:9 landscape image is best; PNG, JPEG, GIF or WebP, at most 5 MB',
      summary: 'Summary',
      summaryEn: 'English summary',
      content: 'Content',
      contentEn: 'English content',
      zh: '中文',
      en: 'English',
      enHint: 'The English site shows these; where one is empty it shows the Chinese',
      author: 'Author',
      source: 'Source',
      publishAt: 'Publish time',
      publishAtHint:
        'Empty: the time it is published; a later time: once published, it shows on the site only from then on (scheduled)',
      notYet: 'Set when published',
      scheduled: 'Scheduled',
      pinned: 'Pinned',
      isPinned: 'Pinned',
      notPinned: 'Not pinned',
      pinnedHint: 'Pinned news comes first in the site’s news list',
      views: 'Views',
      addTitle: 'New news item',
      editTitle: 'Edit news item',
    },
    newsCategoryPage: {
      listTitle: 'News categories',
      name: 'Name',
      nameEn: 'English name',
      nameEnHint: 'Shown on the English site; empty: the Chinese name',
      newsCount: 'News items',
      publishHint: 'Published categories are offered as filters of the site’s news list',
      addTitle: 'New news category',
      editTitle: 'Edit news category',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
