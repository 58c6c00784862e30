import type { ViewTexts } from '../../../i18n/views'

/** Texts of the notice page and of the notices shown on the workbench and the login page (zh-cn). */
const zhCn = {
  noticePage: {
    title: '标题',
    content: '内容',
    titleEn: '英文标题',
    contentEn: '英文内容',
    zh: '中文',
    en: 'English',
    enHint: '英文界面和英文网站显示这些内容；留空的项显示中文',
    place: '展示位置',
    WORKBENCH: '工作台',
    LOGIN: '登录页',
    SITE: '网站',
    window: '发布时间段',
    startAt: '开始时间',
    endAt: '结束时间',
    pinned: '置顶',
    published: '状态',
    isPublished: '已发布',
    unpublished: '未发布',
    publish: '发布',
    unpublish: '撤回',
    published_ok: '已发布',
    unpublished_ok: '已撤回',
    remark: '备注',
    addTitle: '新增通知公告',
    editTitle: '编辑通知公告',
    windowHint: '留空表示不限；发布后只在时间段内展示',
    endBeforeStart: '结束时间必须晚于开始时间',
  },
  noticeCard: {
    title: '通知公告',
    empty: '暂无通知公告',
    pinned: '置顶',
    unreadTitle: '未读消息',
    unreadEmpty: '没有未读消息',
    more: '全部消息',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    noticePage: {
      title: 'Title',
      content: 'Content',
      titleEn: 'Title (English)',
      contentEn: 'Content (English)',
      zh: '中文',
      en: 'English',
      enHint: 'The English interface and the English site show these; an empty field shows the Chinese one',
      place: 'Shown on',
      WORKBENCH: 'Workbench',
      LOGIN: 'Login page',
      SITE: 'Website',
      window: 'Publish window',
      startAt: 'From',
      endAt: 'Until',
      pinned: 'Pinned',
      published: 'Status',
      isPublished: 'Published',
      unpublished: 'Not published',
      publish: 'Publish',
      unpublish: 'Withdraw',
      published_ok: 'Published',
      unpublished_ok: 'Withdrawn',
      remark: 'Remark',
      addTitle: 'New notice',
      editTitle: 'Edit notice',
      windowHint: 'Empty means no bound; once published it shows only inside the window',
      endBeforeStart: 'The end must be later than the start',
    },
    noticeCard: {
      title: 'Notices',
      empty: 'No notices',
      pinned: 'Pinned',
      unreadTitle: 'Unread messages',
      unreadEmpty: 'No unread messages',
      more: 'All messages',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
