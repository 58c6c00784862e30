import type { ViewTexts } from '../../../../i18n/views'

/** Texts the site-content pages share (zh-cn). */
const zhCn = {
  siteContent: {
    published: '状态',
    isPublished: '已发布',
    unpublished: '未发布',
    publish: '发布',
    unpublish: '撤回',
    publishSelected: '发布所选',
    unpublishSelected: '撤回所选',
    publishedOk: '已发布',
    unpublishedOk: '已撤回',
    zhLabel: '{{label}}（中文）',
    enLabel: '{{label}}（英文）',
    enHint: '英文可留空：英文网站将显示中文内容',
    noCategory: '未分类',
    categoryUnpublished: '{{name}}（未发布）',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    siteContent: {
      published: 'Status',
      isPublished: 'Published',
      unpublished: 'Not published',
      publish: 'Publish',
      unpublish: 'Withdraw',
      publishSelected: 'Publish selected',
      unpublishSelected: 'Withdraw selected',
      publishedOk: 'Published',
      unpublishedOk: 'Withdrawn',
      zhLabel: '{{label}} (Chinese)',
      enLabel: '{{label}} (English)',
      enHint: 'English may be left empty: the English site then shows the Chinese',
      noCategory: 'Uncategorised',
      categoryUnpublished: '{{name}} (not published)',
    },
  },
}

declare module '../../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
