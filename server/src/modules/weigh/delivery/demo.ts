import { randomInt } from 'node:crypto'
import type { DemoContent } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'
import { companyDay, nowIso } from '../../../core/time.js'
import { vehicleDocNo } from '../record/vehicleDocs.js'

/** A delivery note on a fresh installation: approved, the sand of the demo's order 4500012002 due tomorrow. */
export const deliveryDemo: DemoContent = {
  key: 'WEIGH_DELIVERY',
  async run({ db, daysAgo }) {
    const lines = [
      {
        refNo: '80001022',
        itemNo: '000010',
        materialNo: '200000102',
        description: '中砂',
        unit: 'T',
        plant: '1000',
        storageLocation: 'W001',
        ordered: 120,
        quantity: 30,
      },
    ]
    const form = {
      source: 'SAP',
      orderNo: '4500012002',
      vendorName: '江南砂石料场',
      receiverUserId: 'user-emp-04',
      receiverName: '刘洋',
      lines,
      plate: '苏B3M826',
      driverName: '吴师傅',
      arriveAt: `${companyDay(1)} 08:30`,
    }
    await db
      .insertInto('weighDelivery')
      .values({
        id: newId(),
        openId: 'demo-vendor-1',
        status: 'APPROVED',
        instanceId: null,
        deliveryNo: vehicleDocNo('DN', randomInt),
        source: 'SAP',
        orderNo: '4500012002',
        vendorName: '江南砂石料场',
        receiverUserId: 'user-emp-04',
        hostOrgId: 'org-production',
        plate: '苏B3M826',
        arriveAt: form.arriveAt,
        lineCount: 1,
        expectedWeight: 30_000,
        progress: 'OPEN',
        weighedNet: null,
        weighRecordId: null,
        leftAt: null,
        formJson: JSON.stringify(form),
        submittedAt: daysAgo(1),
        finishedAt: nowIso(),
        createdAt: daysAgo(1),
        updatedAt: null,
      })
      .execute()
  },
}
