import type { PageSeed } from '../../../core/resources.js'
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
