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

/** The SMS engines (`core/sms.ts`), each vendor's account, and the C-side login code limit. */
export const smsSettings = configSeeds('SMS', [
  [SmsKey.provider, 'LOG', '短信通道：LOG（仅记录到短信日志）、ALIYUN（阿里云短信）、TENCENT（腾讯云短信）'],
  [SmsKey.fallback, '', '备用短信通道：首选通道拒绝或超时时改用（留空不用）'],
  [SmsKey.timeoutMs, '10000', '等待短信服务商应答的毫秒数，超过即视为超时'],
  [SmsKey.aliyunAccessKeyId, '', '阿里云 AccessKey ID'],
  [SmsKey.aliyunAccessKeySecret, '', '阿里云 AccessKey Secret（保密）'],
  [SmsKey.aliyunRegion, 'cn-hangzhou', '阿里云短信地域'],
  [SmsKey.aliyunSignName, '', '阿里云短信签名'],
  [SmsKey.aliyunEndpoint, '', '阿里云短信接入地址（留空用 https://dysmsapi.aliyuncs.com）'],
  [SmsKey.tencentSecretId, '', '腾讯云 SecretId'],
  [SmsKey.tencentSecretKey, '', '腾讯云 SecretKey（保密）'],
  [SmsKey.tencentRegion, 'ap-guangzhou', '腾讯云短信地域'],
  [SmsKey.tencentSdkAppId, '', '腾讯云短信应用 SdkAppId'],
  [SmsKey.tencentSignName, '', '腾讯云短信签名'],
  [SmsKey.tencentEndpoint, '', '腾讯云短信接入地址（留空用 https://sms.tencentcloudapi.com）'],
  [
    SmsKey.perAddressPerMinute,
    String(SMS_PER_ADDRESS_PER_MINUTE),
    '同一网络地址每分钟可获取的登录验证码条数（访客共用门岗 Wi-Fi）',
  ],
])
