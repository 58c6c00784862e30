import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of dev/message; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    figureUnreadMessages: '未读消息',
    siteMessageNotFound: '站内信不存在或已被删除',
    siteMessageSent: '站内信“{subject}”已发送，不能再修改',
    siteMessageCategoryUnknown: '消息分类“{category}”不在字典“消息分类”中',
    siteMessageReceiverUnknown: '接收对象不存在或已被删除',
    siteMessageNoReceivers: '接收对象中没有任何用户，未发送',
  },
  en: {
    figureUnreadMessages: 'Unread messages',
    siteMessageNotFound: 'The message does not exist or has been deleted',
    siteMessageSent: 'Message "{subject}" has been sent and can no longer be changed',
    siteMessageCategoryUnknown: 'Category "{category}" is not in the "Message category" dictionary',
    siteMessageReceiverUnknown: 'A receiver does not exist or has been deleted',
    siteMessageNoReceivers: 'The receivers include no user; nothing was sent',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
