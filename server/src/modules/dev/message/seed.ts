import { MESSAGE_CATEGORY_DICT } from '@portal/contracts'
import { crud, type PageSeed } from '../../../core/resources.js'
import type { DictSeed } from '../../../core/seeds.js'

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

export const messageCategoryDict: DictSeed = {
  type: MESSAGE_CATEGORY_DICT,
  label: '消息分类',
  labelEn: 'Message category',
  sortCode: 5,
  items: [
    ['SYS', '系统消息', 'System', 'blue'],
    ['BIZ', '业务消息', 'Business', 'green'],
    ['APPROVAL', '审批', 'Approval', 'orange'],
  ],
}
