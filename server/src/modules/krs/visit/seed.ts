import { KRS_DICT } from '@portal/contracts'
import type { PageSeed } from '../../../core/resources.js'
import type { DictSeed } from '../../../core/seeds.js'
import { visitApp } from './service.js'

/** Visitor reservations with their trails and gate logs, the blacklist and the safety rules. */
export const krsVisitPage: PageSeed = visitApp.page

export const visitReasonDict: DictSeed = {
  type: KRS_DICT.visitReason,
  label: '来访事由',
  labelEn: 'Visit reason',
  sortCode: 9,
  items: [
    ['BUSINESS', '商务洽谈', 'Business meeting', 'blue'],
    ['INSPECTION', '参观考察', 'Site tour', 'cyan'],
    ['MAINTENANCE', '设备维修', 'Equipment service', 'orange'],
    ['DELIVERY', '送货收货', 'Delivery', 'gold'],
    ['INTERVIEW', '面试', 'Interview', 'purple'],
    ['AUDIT', '审核检查', 'Audit or inspection', 'red'],
    ['OTHER', '其他', 'Other', null],
  ],
}
