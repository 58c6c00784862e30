import { SMS_PER_ADDRESS_PER_MINUTE, SmsKey } from '@portal/contracts'
import type { PageSeed } from '../../../core/resources.js'
import { configSeeds } from '../../../core/seeds.js'

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

/** The SMS sender (`core/sms.ts`) and the C-side login code limit. */
export const smsSettings = configSeeds('SMS', [
  [SmsKey.provider, 'LOG', '短信服务商（LOG 仅记录到短信日志）'],
  [
    SmsKey.perAddressPerMinute,
    String(SMS_PER_ADDRESS_PER_MINUTE),
    '同一网络地址每分钟可获取的登录验证码条数（访客共用门岗 Wi-Fi）',
  ],
])
