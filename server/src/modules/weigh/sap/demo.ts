import type { DemoContent } from '../../../core/demo.js'
import { companyDay } from '../../../core/time.js'
import { type Counts, type MaterialValues, upsertMaterials, upsertShipments } from './store.js'

/** [number, name, English name, type, group, unit, kg per unit] */
const materials: Array<[string, string, string, string, string, string, number | null]> = [
  ['100000101', '重型废钢', 'Heavy melting scrap', 'ROH', 'SCRAP', 'KG', 1],
  ['100000102', '轻薄废钢', 'Light scrap steel', 'ROH', 'SCRAP', 'KG', 1],
  ['100000103', '废钢边角料', 'Steel offcuts', 'ROH', 'SCRAP', 'KG', 1],
  ['100000201', '废紫铜', 'Scrap copper', 'ROH', 'SCRAP', 'KG', 1],
  ['100000202', '废铝型材', 'Scrap aluminium profiles', 'ROH', 'SCRAP', 'KG', 1],
  ['200000101', '普通硅酸盐水泥 P.O 42.5', 'Portland cement P.O 42.5', 'ROH', 'BULK', 'T', 1000],
  ['200000102', '中砂', 'Medium sand', 'ROH', 'BULK', 'T', 1000],
  ['200000103', '碎石 5-25mm', 'Crushed stone 5–25 mm', 'ROH', 'BULK', 'T', 1000],
  ['200000201', '动力煤', 'Steam coal', 'ROH', 'FUEL', 'T', 1000],
  ['200000301', '生石灰', 'Quicklime', 'ROH', 'BULK', 'T', 1000],
  ['300000101', '热轧卷板 Q235B 3.0mm', 'Hot-rolled coil Q235B 3.0 mm', 'HALB', 'STEEL', 'T', 1000],
  ['300000102', '焊接钢管 DN100', 'Welded steel pipe DN100', 'HALB', 'STEEL', 'M', 10.9],
  ['300000201', '法兰 DN100 PN16', 'Flange DN100 PN16', 'HALB', 'PARTS', 'EA', 5.2],
  ['400000101', '木托盘 1200×1000', 'Wooden pallet 1200×1000', 'VERP', 'PACK', 'EA', 22],
  ['400000102', '吨袋', 'Bulk bag', 'VERP', 'PACK', 'EA', 2.5],
  ['500000101', '废旧电机', 'Scrapped electric motor', 'ROH', 'SCRAP', 'EA', null],
]

const byNo = new Map(materials.map((m) => [m[0], m]))
const item = (itemNo: string, materialNo: string, quantity: number, ref: string) => {
  const m = byNo.get(materialNo)!
  return {
    itemNo,
    materialNo,
    description: m[1],
    quantity,
    unit: m[5],
    plant: '1000',
    storageLocation: m[4] === 'SCRAP' ? 'Y001' : 'W001',
    referenceNo: ref,
    referenceItem: itemNo.replace(/^0+/, ''),
  }
}

/** The material master and a week of deliveries, as an Excel import would bring them. */
export const sapDemo: DemoContent = {
  key: 'WEIGH_SAP',
  async run({ db }) {
    const counts: Counts = { inserted: 0, updated: 0, unchanged: 0 }
    const rows: MaterialValues[] = materials.map(([materialNo, name, nameEn, type, group, unit, kg]) => ({
      materialNo,
      name,
      nameEn,
      materialType: type,
      materialGroup: group,
      baseUnit: unit,
      grossWeight: kg,
      netWeight: kg,
      weightUnit: kg === null ? null : 'KG',
      deleted: 0,
      sapChangedAt: null,
    }))
    await upsertMaterials(db, rows, 'EXCEL', counts)
    const shipment = (
      no: string,
      ref: string,
      partner: string,
      day: number,
      items: ReturnType<typeof item>[],
    ) => ({
      deliveryNo: no,
      referenceNo: ref,
      partner,
      shippingPoint: 'SH01',
      plannedDay: companyDay(day),
      grossWeight: null,
      weightUnit: null,
      movementStatus: 'A',
      sapChangedAt: null,
      items,
    })
    await upsertShipments(
      db,
      [
        shipment('80001021', '4500012001', '华东建材有限公司', -2, [
          item('000010', '200000101', 60, '4500012001'),
        ]),
        shipment('80001022', '4500012002', '江南砂石料场', -1, [
          item('000010', '200000102', 120, '4500012002'),
          item('000020', '200000103', 80, '4500012002'),
        ]),
        shipment('80001023', '4500012003', '北方能源贸易公司', 0, [
          item('000010', '200000201', 300, '4500012003'),
        ]),
        shipment('80001024', '4500012004', '恒通钢材供应链', 1, [
          item('000010', '300000101', 45, '4500012004'),
          item('000020', '300000102', 600, '4500012004'),
          item('000030', '300000201', 120, '4500012004'),
        ]),
        shipment('80001025', '4500012005', '华东建材有限公司', 2, [
          item('000010', '200000301', 30, '4500012005'),
          item('000020', '400000102', 40, '4500012005'),
        ]),
      ],
      'EXCEL',
      counts,
    )
  },
}
