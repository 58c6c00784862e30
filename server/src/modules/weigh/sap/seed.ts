import { SapKey } from '@portal/contracts'
import type { PageSeed } from '../../../core/resources.js'
import { configSeeds } from '../../../core/seeds.js'
import { MATERIAL_MENU, SAP_SYNC_MENU, SHIPMENT_MENU } from './service.js'

/** SAP's material master, as synced or imported. */
export const weighMaterialPage: PageSeed = {
  catalog: 'menu-cat-weigh',
  sortCode: 60,
  id: 'menu-weigh-material',
  code: MATERIAL_MENU,
  title: '物料数据',
  titleEn: 'Materials',
  path: '/weigh/material',
  component: 'weigh/material/index',
  icon: 'appstore-outlined',
  buttons: [
    ['weighMaterialImport', '导入物料', 'Import materials'],
    ['weighMaterialExport', '导出物料', 'Export materials'],
  ],
}

/** SAP's outbound deliveries with their items. */
export const weighShipmentPage: PageSeed = {
  catalog: 'menu-cat-weigh',
  sortCode: 70,
  id: 'menu-weigh-shipment',
  code: SHIPMENT_MENU,
  title: '交货单数据',
  titleEn: 'Shipments',
  path: '/weigh/shipment',
  component: 'weigh/shipment/index',
  icon: 'container-outlined',
  buttons: [
    ['weighShipmentImport', '导入交货单', 'Import shipments'],
    ['weighShipmentExport', '导出交货单', 'Export shipments'],
  ],
}

/** The SAP sync: its state, its runs, a run now. */
export const weighSapSyncPage: PageSeed = {
  catalog: 'menu-cat-weigh',
  sortCode: 80,
  id: 'menu-weigh-sap-sync',
  code: SAP_SYNC_MENU,
  title: 'SAP 同步',
  titleEn: 'SAP sync',
  path: '/weigh/sapSync',
  component: 'weigh/sapSync/index',
  icon: 'sync-outlined',
  buttons: [['weighSapSyncRun', '立即同步', 'Sync now']],
}

/** SAP's OData services (`odata.ts`): empty until an administrator connects them. */
export const sapSettingSeeds = configSeeds('SAP', [
  [SapKey.baseUrl, '', 'SAP OData 服务根地址（如 https://sap.example.com/sap/opu/odata/sap）'],
  [SapKey.user, '', 'SAP 用户名（基本认证）'],
  [SapKey.password, '', 'SAP 密码（基本认证）'],
  [SapKey.token, '', 'SAP 访问令牌（设置后代替用户名密码）'],
  [SapKey.client, '', 'SAP 客户端号（sap-client，可空）'],
  [SapKey.pageSize, '500', '每页读取条数'],
  [SapKey.timeoutMs, '10000', '每次请求的超时（毫秒）'],
  [SapKey.liveLookup, 'false', '本地没有的单号是否实时查询 SAP（true/false）'],
])
