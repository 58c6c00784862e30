import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of dev/push; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    pushWebhookShape: 'Webhook 地址不是 {kind} 机器人的地址，请从群机器人设置中复制完整地址',
    pushFormTypeUnknown: '没有“{type}”这种申请',
  },
  en: {
    pushWebhookShape:
      'The webhook is not a {kind} robot’s address; copy the whole address from the robot’s settings',
    pushFormTypeUnknown: 'There is no kind of application “{type}”',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
