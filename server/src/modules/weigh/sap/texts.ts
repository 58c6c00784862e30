import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of weigh/sap (the SAP sync and lookups). */
export const texts = defineTexts({
  'zh-cn': {
    weighMaterialNotFound: '物料不存在',
    weighShipmentNotFound: '交货单不存在',
    weighSapNotConfigured: '尚未配置 SAP 接口（系统配置 SAP_ODATA_URL）',
    weighSapSyncBusy: '该数据正在同步中，请稍后再试',
    weighSapDown: 'SAP 暂时无法连接（{reason}），请稍后再试或联系管理员',
    weighSapOrderUnknown: '未找到单号 {orderNo} 的 SAP 数据',
    weighSapSyncAction: 'SAP 物料与交货单同步',
    weighSapMaterialSheet: '物料',
    weighSapShipmentSheet: '交货单',
    quantityDecimals: '最多 3 位小数',
    weighSapRowNumber: '{field}须为不小于 0 的数字（最多 3 位小数）',
    weighSapRowDay: '{field}须为日期（年-月-日）',
    weighSapRowTooLong: '{field}最长 {max} 个字符',
    weighSapRowConflict: '交货单 {deliveryNo} 的{field}与第 {row} 行不一致',
  },
  en: {
    weighMaterialNotFound: 'The material does not exist',
    weighShipmentNotFound: 'The delivery does not exist',
    weighSapNotConfigured: 'The SAP interface is not configured (setting SAP_ODATA_URL)',
    weighSapSyncBusy: 'This data is being synchronised; try again in a moment',
    weighSapDown: 'SAP cannot be reached ({reason}); try again later or tell an administrator',
    weighSapOrderUnknown: 'No SAP data for number {orderNo}',
    weighSapSyncAction: 'SAP materials and deliveries sync',
    weighSapMaterialSheet: 'Materials',
    weighSapShipmentSheet: 'Deliveries',
    quantityDecimals: 'at most 3 decimals',
    weighSapRowNumber: '{field} must be a number of at least 0 (at most 3 decimals)',
    weighSapRowDay: '{field} must be a date (year-month-day)',
    weighSapRowTooLong: '{field} is longer than {max} characters',
    weighSapRowConflict: 'Delivery {deliveryNo}: {field} differs from row {row}',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
