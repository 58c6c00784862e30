import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of weigh/record (weighings and storage). */
export const texts = defineTexts({
  'zh-cn': {
    weighRecordNotFound: '过磅记录不存在',
    weighManualNotGranted: '没有手工录入重量的权限',
    weighDocUnknown: '未找到可过磅的单据：{code}',
    weighDocPlateMismatch: '车牌与单据登记的车辆 {plate} 不一致',
    weighMaterialUnknown: '物料 {materialNo} 不存在',
    weighPlateOpen: '车辆 {plate} 已有未完成的过磅，请先完成二次过磅',
    weighDeliveryGrossFirst: '送货车辆应先称毛重（满载），卸货后再称皮重',
    weighPermitTareFirst: '放行车辆应先称皮重（空车），装货后再称毛重',
    weighOverTolerance:
      '净重 {net} kg 超出单据 {expected} kg 的 {pct}%（允许 {tolerance}%），不能放行，已记录',
    weighNotOpen: '该过磅已完成或已作废',
    weighNetNotPositive: '净重不能为零或负数（毛重 {gross} kg，皮重 {tare} kg）',
    weighNoStoredTare: '车辆 {plate} 没有留存的皮重，请空车过磅',
    weighStoredTareOld: '留存皮重已超过 {days} 天，请空车重新过磅',
    weighStoredTareOff: '留存皮重 {tare} kg 与该车近期皮重（中位 {median} kg）相差超过 0.3%，请空车重新过磅',
    weighAlreadyVoid: '该过磅已作废',
    weighYes: '是',
    weighSheet: '过磅记录',
    weighColNo: '磅单号',
    weighColPlate: '车牌',
    weighColStatus: '状态',
    weighColDirection: '方向',
    weighColDoc: '单据',
    weighColMaterial: '物料',
    weighColGross: '毛重(kg)',
    weighColTare: '皮重(kg)',
    weighColNet: '净重(kg)',
    weighColTareSource: '皮重来源',
    weighColExpected: '单据重量(kg)',
    weighColDeviation: '偏差(%)',
    weighColManual: '手工录入',
    weighColFirstAt: '一次过磅',
    weighColSecondAt: '二次过磅',
    weighColOperator: '司磅员',
  },
  en: {
    weighRecordNotFound: 'The weighing does not exist',
    weighManualNotGranted: 'You may not enter weights by hand',
    weighDocUnknown: 'No document to weigh was found for: {code}',
    weighDocPlateMismatch: 'The plate differs from the vehicle {plate} the document names',
    weighMaterialUnknown: 'Material {materialNo} does not exist',
    weighPlateOpen: 'Vehicle {plate} has an unfinished weighing: finish its second weighing first',
    weighDeliveryGrossFirst:
      'A delivering vehicle is weighed loaded (gross) first, and empty (tare) after unloading',
    weighPermitTareFirst:
      'A vehicle taking goods out is weighed empty (tare) first, and loaded (gross) after',
    weighOverTolerance:
      'Net {net} kg is {pct}% above the document’s {expected} kg (allowed {tolerance}%): refused, and recorded',
    weighNotOpen: 'This weighing is finished or void',
    weighNetNotPositive: 'The net weight cannot be zero or less (gross {gross} kg, tare {tare} kg)',
    weighNoStoredTare: 'Vehicle {plate} has no stored tare: weigh it empty',
    weighStoredTareOld: 'The stored tare is older than {days} days: weigh the vehicle empty again',
    weighStoredTareOff:
      'The stored tare {tare} kg is more than 0.3% off the vehicle’s recent tares (median {median} kg): weigh it empty again',
    weighAlreadyVoid: 'This weighing is void already',
    weighYes: 'yes',
    weighSheet: 'Weighings',
    weighColNo: 'Slip no.',
    weighColPlate: 'Plate',
    weighColStatus: 'State',
    weighColDirection: 'Direction',
    weighColDoc: 'Document',
    weighColMaterial: 'Material',
    weighColGross: 'Gross (kg)',
    weighColTare: 'Tare (kg)',
    weighColNet: 'Net (kg)',
    weighColTareSource: 'Tare from',
    weighColExpected: 'Document (kg)',
    weighColDeviation: 'Deviation (%)',
    weighColManual: 'By hand',
    weighColFirstAt: 'First weighing',
    weighColSecondAt: 'Second weighing',
    weighColOperator: 'Operator',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
