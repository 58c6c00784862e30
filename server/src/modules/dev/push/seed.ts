import { crud, type PageSeed } from '../../../core/resources.js'

/** The robots page and its buttons (the permission codes of its routes). */
export const devPushChannelPage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 8,
  id: 'menu-dev-push-channel',
  code: 'devPushChannel',
  title: '推送渠道',
  titleEn: 'Push channels',
  path: '/dev/pushChannel',
  component: 'dev/pushChannel/index',
  icon: 'notification-outlined',
  buttons: [
    ...crud('devPushChannel', '推送渠道', 'push channel'),
    ['devPushChannelTest', '测试推送渠道', 'Test push channels'],
  ],
}

/** The push log beside the SMS log. */
export const devPushPage: PageSeed = {
  catalog: 'menu-cat-log',
  sortCode: 3,
  id: 'menu-dev-push',
  code: 'devPush',
  title: '推送日志',
  titleEn: 'Push log',
  path: '/dev/push',
  component: 'dev/push/index',
  icon: 'send-outlined',
  buttons: [['devPushResend', '重发推送', 'Resend pushes']],
}
