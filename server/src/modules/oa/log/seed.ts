import { OaKey } from '@portal/contracts'
import type { PageSeed } from '../../../core/resources.js'
import { configSeeds } from '../../../core/seeds.js'
import { OA_LOG_MENU } from './service.js'

/** Every exchange with the external OA; failed sends can be sent again from here. */
export const oaLogPage: PageSeed = {
  catalog: 'menu-cat-flow',
  sortCode: 30,
  id: 'menu-oa-log',
  code: OA_LOG_MENU,
  title: 'OA 结果日志',
  titleEn: 'OA result log',
  path: '/oa/log',
  component: 'oa/log/index',
  icon: 'api-outlined',
  buttons: [['oaLogResend', '重新发送', 'Send again']],
}

/** The external OA (`core/oa.ts`): used by the form types whose approval steps say OA. */
export const oaSettings = configSeeds('OA', [
  [OaKey.baseUrl, '', 'OA 接口地址（如 https://oa.example.com/api）'],
  [OaKey.secret, '', 'OA 签名共享密钥（HMAC-SHA256）'],
  [OaKey.publicUrl, '', '本系统对 OA 可达的地址（回调与附件链接以此开头）'],
])
