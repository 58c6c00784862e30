import { type DeliverySource, normalizePlate, type SapInfo } from '@portal/contracts'
import type { ApplicationKind } from '../../components/Application'
import { staffIn, staffOut, trimmed } from '../../components/formValues'
import type { Staff } from '../../components/StaffField'

/** A line as the form holds it: what the source says of it, and the quantity typed (null: none). */
export type DeliveryLineValue = Omit<SapInfo['lines'][number], 'deliveryNo'> & {
  refNo: string
  quantity: number | null
}

export type DeliveryValues = {
  source?: DeliverySource
  orderNo?: string
  vendorName?: string
  receiver?: Staff | null
  lines?: DeliveryLineValue[]
  plate?: string
  driverName?: string
  driverPhone?: string
  /** `YYYY-MM-DDTHH:mm`, as the date field holds it. */
  arriveAt?: string
  remark?: string
}

function kind(source: DeliverySource, formPath: string): ApplicationKind<DeliveryValues> {
  return {
    base: '/krs/sentitem',
    detailRoute: 'detailById',
    formPath,
    recordsPath: '/sentItemRecords',
    draftKey: `DELIVERY_${source}_DRAFT`,
    draftField: 'orderNo',
    /** What is sent: the lines delivered (a quantity typed) by their keys; the server reads the rest again. */
    toForm(v) {
      const { receiver, lines, ...rest } = v
      return {
        ...trimmed(rest, true),
        source: v.source ?? source,
        plate: v.plate ? normalizePlate(v.plate) : undefined,
        arriveAt: v.arriveAt ? v.arriveAt.replace('T', ' ').slice(0, 16) : undefined,
        lines: (lines ?? [])
          .filter((l) => (l.quantity ?? 0) > 0)
          .map((l) => ({ refNo: l.refNo, itemNo: l.itemNo, quantity: l.quantity })),
        ...staffOut('receiver', receiver),
      }
    },
    fromForm(form) {
      const [rest, receiver] = staffIn<DeliveryValues>(form, 'receiver')
      const arriveAt = typeof rest.arriveAt === 'string' ? rest.arriveAt.replace(' ', 'T') : undefined
      return { ...rest, arriveAt, receiver }
    },
  }
}

/** `/sentItem`: a delivery note whose lines come from SAP (a purchase order or a delivery). */
export const DELIVERY_SAP = kind('SAP', '/sentItem')
/** `/sentItem1`: the same from an OA purchase request. */
export const DELIVERY_OA = kind('OA', '/sentItem1')
