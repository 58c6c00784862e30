import { PERMIT_REASON_DICT } from '@portal/contracts'
import type { PageSeed } from '../../../core/resources.js'
import type { DictSeed } from '../../../core/seeds.js'
import { permitApp } from './service.js'

/** Goods release permits with their weighings and gate passages (the "goods release" view). */
export const weighPermitPage: PageSeed = permitApp.page

export const permitReasonDict: DictSeed = {
  type: PERMIT_REASON_DICT,
  label: '物资放行原因',
  labelEn: 'Goods release reason',
  sortCode: 20,
  items: [
    ['RETURN_VENDOR', '退还供应商', 'Return to vendor', 'blue'],
    ['SCRAP_SALE', '废料出售', 'Scrap sale', 'orange'],
    ['REPAIR', '外出维修', 'Repair outside', 'purple'],
    ['LOAN', '借出', 'Loan', 'cyan'],
    ['TRANSFER', '厂间调拨', 'Transfer between sites', 'geekblue'],
    ['OTHER', '其他', 'Other', 'default'],
  ],
}
