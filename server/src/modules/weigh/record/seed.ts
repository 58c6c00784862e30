import { WeighKey } from '@portal/contracts'
import type { PageSeed } from '../../../core/resources.js'
import { configSeeds } from '../../../core/seeds.js'
import { MANUAL_BUTTON, OPERATION_MENU, RECORD_MENU, STOCK_MENU, WEIGH_BUTTON } from './service.js'

/** The weighing page: live weight, first and second weighing, the slip. */
export const weighOperationPage: PageSeed = {
  catalog: 'menu-cat-weigh',
  sortCode: 10,
  id: 'menu-weigh-operation',
  code: OPERATION_MENU,
  title: '过磅作业',
  titleEn: 'Weighing',
  path: '/weigh/operation',
  component: 'weigh/operation/index',
  icon: 'dashboard-outlined',
  buttons: [
    [WEIGH_BUTTON, '过磅取数', 'Take weights'],
    [MANUAL_BUTTON, '手工录入重量', 'Enter weights by hand'],
  ],
}

export const weighRecordPage: PageSeed = {
  catalog: 'menu-cat-weigh',
  sortCode: 30,
  id: 'menu-weigh-record',
  code: RECORD_MENU,
  title: '过磅记录',
  titleEn: 'Weighing records',
  path: '/weigh/record',
  component: 'weigh/record/index',
  icon: 'profile-outlined',
  buttons: [
    ['weighRecordVoid', '作废过磅', 'Void weighings'],
    ['weighRecordExport', '导出过磅记录', 'Export weighings'],
  ],
}

export const weighStockPage: PageSeed = {
  catalog: 'menu-cat-weigh',
  sortCode: 40,
  id: 'menu-weigh-stock',
  code: STOCK_MENU,
  title: '库存',
  titleEn: 'Storage',
  path: '/weigh/stock',
  component: 'weigh/stock/index',
  icon: 'database-outlined',
  buttons: [],
}

export const weighSettings = configSeeds('WEIGH', [
  [WeighKey.tolerancePct, '2', '净重超出单据重量的允许百分比（整数）'],
  [WeighKey.tareMaxDays, '30', '留存皮重的有效天数'],
])
