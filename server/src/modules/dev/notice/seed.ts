import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const devNoticePage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 21,
  id: 'menu-dev-notice',
  code: 'devNotice',
  title: '通知公告',
  titleEn: 'Notices',
  path: '/dev/notice',
  component: 'dev/notice/index',
  icon: 'notification-outlined',
  buttons: [
    ...crud('devNotice', '通知公告', 'notice'),
    ['devNoticePublish', '发布通知公告', 'Publish notice'],
  ],
}
