import type { PageSeed } from '../../../core/resources.js'
import { GATE_MENU } from './service.js'

/** The guards' page: scan a pass, check in and out, who is inside, the log. */
export const krsGatePage: PageSeed = {
  catalog: 'menu-cat-visitor',
  sortCode: 20,
  id: 'menu-krs-gate',
  code: GATE_MENU,
  title: '门岗登记',
  titleEn: 'Gate',
  path: '/krs/gate',
  component: 'krs/gate/index',
  icon: 'scan-outlined',
  buttons: [],
}
