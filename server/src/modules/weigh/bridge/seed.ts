import { crud, type PageSeed } from '../../../core/resources.js'
import { BRIDGE_MENU } from './service.js'

/** The weighbridges, their indicators and scale agents. */
export const weighBridgePage: PageSeed = {
  catalog: 'menu-cat-weigh',
  sortCode: 20,
  id: 'menu-weigh-bridge',
  code: BRIDGE_MENU,
  title: '地磅管理',
  titleEn: 'Weighbridges',
  path: '/weigh/bridge',
  component: 'weigh/bridge/index',
  icon: 'hdd-outlined',
  buttons: [
    ...crud(BRIDGE_MENU, '地磅', 'weighbridge'),
    ['weighBridgeKey', '生成采集密钥', 'Issue agent key'],
  ],
}
