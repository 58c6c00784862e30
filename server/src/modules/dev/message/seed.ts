import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const devMessagePage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 20,
  id: 'menu-dev-message',
  code: 'devMessage',
  title: '站内信',
  titleEn: 'Messages',
  path: '/dev/message',
  component: 'dev/message/index',
  icon: 'mail-outlined',
  buttons: [...crud('devMessage', '站内信', 'message'), ['devMessageSend', '发送站内信', 'Send message']],
}
