import type { ViewTexts } from '../../../i18n/views'

/** Texts of the delivery notes page and of a note as its receiver reads it (zh-cn; en has the same keys). */
const zhCn = {
  weighDelivery: {
    listTitle: '送货单',
    detailTitle: '送货单',
    vendor: '供应商',
    searchHint: '供应商、订单号或车牌号',
    deliveryNo: '送货单号',
    orderNo: '订单/申请号',
    source: '来源',
    sourceSAP: 'SAP',
    sourceOA: 'OA',
    receiver: '收货人',
    plate: '车牌号',
    driver: '司机',
    arriveAt: '预计到货',
    expectedWeight: '送货重量',
    remark: '备注',
    lines: '送货明细',
    material: '物料号',
    description: '物料描述',
    item: '行项目',
    ordered: '订购数量',
    quantity: '本次送货',
    location: '库存地点',
    progress: '进度',
    progressOPEN: '待到货',
    progressWEIGHED: '已过磅',
    progressLEFT: '已离厂',
    leftAt: '离厂时间',
  },
}

type Texts = { weighDelivery: typeof zhCn.weighDelivery }

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    weighDelivery: {
      listTitle: 'Delivery notes',
      detailTitle: 'Delivery note',
      vendor: 'Vendor',
      searchHint: 'Vendor, order number or plate',
      deliveryNo: 'Note no.',
      orderNo: 'Order / request',
      source: 'Source',
      sourceSAP: 'SAP',
      sourceOA: 'OA',
      receiver: 'Receiver',
      plate: 'Plate',
      driver: 'Driver',
      arriveAt: 'Arrival',
      expectedWeight: 'Announced weight',
      remark: 'Remark',
      lines: 'Lines delivered',
      material: 'Material',
      description: 'Description',
      item: 'Item',
      ordered: 'Ordered',
      quantity: 'Delivered now',
      location: 'Storage location',
      progress: 'Progress',
      progressOPEN: 'Expected',
      progressWEIGHED: 'Weighed',
      progressLEFT: 'Left',
      leftAt: 'Left at',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
