import type { PageSeed } from '../../../core/resources.js'

/** The page and its button (the permission code of its resend route). */
export const devSmsPage: PageSeed = {
  catalog: 'menu-cat-log',
  sortCode: 2,
  id: 'menu-dev-sms',
  code: 'devSms',
  title: '短信日志',
  titleEn: 'SMS log',
  path: '/dev/sms',
  component: 'dev/sms/index',
  icon: 'message-outlined',
  buttons: [['devSmsResend', '重发短信', 'Resend SMS']],
}
