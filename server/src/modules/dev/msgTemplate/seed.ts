import type { PageSeed } from '../../../core/resources.js'

export const MSG_TEMPLATE_MENU = 'devMsgTemplate'

/** The page: every message kind's SMS and e-mail template, edited, previewed and reset. */
export const devMsgTemplatePage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 7,
  id: 'menu-dev-msg-template',
  code: MSG_TEMPLATE_MENU,
  title: '消息模板',
  titleEn: 'Message templates',
  path: '/dev/msgTemplate',
  component: 'dev/msgTemplate/index',
  icon: 'mail-outlined',
  buttons: [
    [`${MSG_TEMPLATE_MENU}Edit`, '编辑消息模板', 'Edit message template'],
    [`${MSG_TEMPLATE_MENU}Reset`, '恢复默认模板', 'Reset message template'],
  ],
}
